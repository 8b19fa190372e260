"""Wardens of the West (02030, TRtW, lannister plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


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
