"""Bestow (X) and the gold it leaves on a card: "Discard 1 gold from Irri".

Bestow is a keyword (not in rules/agot2.md, which predates it; docs/decisions/bestow.md):
after a card with bestow enters play, other than at setup, its controller may move up to X
gold from his or her gold pool onto it. The log states it as an ability event of kind
``keyword`` right after the card entered play, the amount in ``choice`` ("1" .. "X"); the
gold on the card is a ``token`` named ``gold``. A keyword is not a triggered ability: "cannot
trigger card abilities" does not stop it ([R-ABIL-1], [R-KW-1]).
"""

from __future__ import annotations

from engine.game.cardtext.model import Ability, Cost, Prim, Use
from engine.game.cardtext.vocab import costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

GOLD = "gold"  # the token word of gold placed on a card


def gold_on(st: GameState, cid: str) -> int:
    """The gold on a card (bestowed, or moved there by card text)."""
    return st.tokens.get(cid, {}).get(GOLD, 0)


def _entered_after_setup(st: GameState, use: Use, h: Happening) -> bool:
    return on.entered_play()(st, use, h) and h.get("how") != "setup"


def _place_gold(st: GameState, use: Use) -> list[Prim]:
    amount = int(use.choice or 0)
    gold = st.players[use.seat].gold
    if gold < amount:
        card = st.cards[use.source].card
        raise RuleError(
            "R-COST-8",
            f"{card.code} {card.name}: bestow moves {amount} gold from the gold pool, "
            f"which holds {gold}",
        )
    return [
        primitives.spend_gold(SEATS[use.seat], amount),
        primitives.token(use.source, GOLD, amount),
    ]


def bestow(x: int) -> Ability:
    """ "Bestow (X)": up to X gold from the gold pool onto the card after it enters play."""
    return Ability(
        "keyword",
        f"bestow ({x}): after it enters play, place up to {x} gold on it",
        _place_gold,
        trigger=_entered_after_setup,
        choices=tuple(str(n) for n in range(1, x + 1)),
    )


def discard_gold_self(amount: int = 1) -> Cost:
    """ "Discard N gold from <this card>" (to the treasury): a card holding fewer cannot pay
    it, so the ability cannot be initiated ([R-ABIL-8])."""
    token = costs.discard_token_self(GOLD, amount)

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        held = gold_on(st, use.source)
        if held < amount:
            card = st.cards[use.source].card
            raise RuleError(
                "R-ABIL-8",
                f"{card.code} {card.name}: its cost discards {amount} gold from it; it has {held}",
            )
        return token.expect(st, use, paid)

    return Cost(expect, token.what)
