"""TRtW, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card. Brothel Madame (02029) names the chosen
player in ``choice``; that player's gift of 1 gold, when given, is stated in the effects
(``spend_gold`` by that player, ``gain_gold`` for the user). Wardens of the West (02030)
states the losing opponent's 2 choices as ``discard`` effects."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _gold_or_no_military(st: GameState, use: Use) -> list[Prim]:
    """ "That player may give you 1 gold": given, nothing more; else that player cannot
    initiate [military] challenges against you until the end of the phase."""
    player = st.players[chosen_opponent(st, use)]
    gives = any(p.get("seat") == player.key for p in use.outcome("spend_gold"))
    if gives and player.gold:
        return [
            primitives.spend_gold(player.key, 1),
            primitives.gain_gold(SEATS[use.seat], 1),
        ]
    if gives:
        raise RuleError("R-EFFECT-1", f"{player.key} has no gold to give")
    name = f"initiate:military@{SEATS[use.seat]}"  # rules.forbidden_against
    return [primitives.lasting("cannot", "phase", seat=player.key, name=name)]  # fmt: skip


def _loser_discards_2(st: GameState, use: Use) -> list[Prim]:
    """ "Have the losing opponent choose and discard 2 cards from his or her hand" (as many
    as the hand holds; the opponent's choice is stated)."""
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    due = min(2, len(loser.hand))
    if not due:  # 2 gold paid for nothing ([R-ABIL-7])
        raise RuleError("R-ABIL-7", f"{loser.key} has no card in hand to discard")
    chosen = [str(p["card"]) for p in use.outcome("discard") if p.get("card") in loser.hand]
    if use.offering and not chosen:
        chosen = loser.hand[:due]
    if len(set(chosen)) != due:
        raise RuleError(
            "R-EFFECT-1", f"{loser.key} discards {due} card(s) from hand: name them (discard)"
        )
    return [primitives.discard(cid) for cid in chosen]


register(
    # 02029 Brothel Madame: after the challenges phase begins, a chosen player gives you 1
    # gold or cannot initiate [military] challenges against you this phase
    Script(
        "02029",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, choose a player: 1 gold from that player, "
                "or no military challenge of theirs against you this phase",
                _gold_or_no_military,
                trigger=on.happened("phase_began", phase="challenges"),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # 02030 Wardens of the West: after you win an [intrigue] challenge, pay 2 gold: the
    # losing opponent discards 2 cards of his or her choice from hand
    Script(
        "02030",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, pay 2 gold to have the losing opponent "
                "choose and discard 2 cards from hand",
                _loser_discards_2,
                trigger=on.won_challenge("intrigue"),
                costs=(costs.pay_gold(2),),
            ),
        ),
    ),
)
