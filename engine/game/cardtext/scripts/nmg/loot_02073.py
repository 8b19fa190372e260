"""Loot (02073, NMG, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import PAID_BY, Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, hands
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _loser(use: Use) -> int:
    assert use.answers is not None  # a reaction to a won challenge
    return int(use.answers.get("loser"))


def _pay_x_from_the_loser(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "You may only use gold from the losing opponent's gold pool to pay for Loot": X is
    one ``spend_gold`` of the loser's pool (or none, for X = 0)."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if len(gold) > 1:
        raise RuleError("R-COST-2", "02073 Loot: X is paid once, one spend_gold")
    loser = _loser(use)
    if gold and gold[0].get("seat") != SEATS[loser]:
        raise RuleError("R-COST-2", "02073 Loot: pay X only from the losing opponent's gold pool")
    use.extra[PAID_BY] = loser
    if use.offering and not gold:  # the engine offers it: X = 1, if the loser has 1 gold
        gold = [primitives.spend_gold(SEATS[loser], 1)][: st.players[loser].gold]
    return gold


def _discard_x_from_the_losers_deck(st: GameState, use: Use) -> list[Prim]:
    x = sum(p["amount"] for p in use.costs if p["op"] == "spend_gold")
    return hands.discard_deck_top(st, use, _loser(use), x)


register(
    # Loot: after you win an unopposed challenge, X (paid by the loser) cards off their deck
    Script(
        "02073",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, discard the top X cards of the loser's deck",
                _discard_x_from_the_losers_deck,
                trigger=on.won_challenge(unopposed=True),
                costs=(Cost(_pay_x_from_the_loser, "X gold from the losing opponent's pool"),),
            ),
        ),
    ),
)
