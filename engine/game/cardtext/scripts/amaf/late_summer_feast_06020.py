"""Late Summer Feast (06020, AMAF, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _loser_may_draw(st: GameState, use: Use) -> list[Prim]:
    """ "the losing opponent may draw 1 card" (``choice`` "draw" or "decline"; the card drawn
    is stated, a chance outcome)."""
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    if use.choice != "draw" or not loser.deck:
        return []
    if use.offering:
        cards = loser.deck[-1:]
    else:
        cards = [c for p in use.outcome("draw") if p.get("seat") == loser.key for c in p["cards"]]
    if len(cards) != 1:
        raise RuleError("R-DRAW-1", f"{loser.key} draws 1 card: name it in the effects")
    return [primitives.draw(loser.key, cards)]


register(
    # Late Summer Feast: after you win a challenge, the losing opponent may draw 1 card
    Script(
        "06020",
        abilities=(
            Ability(
                "forced",
                "after you win a challenge, the losing opponent may draw 1 card",
                _loser_may_draw,
                trigger=on.won_challenge(),
                choices=("draw", "decline"),
            ),
        ),
    ),
)
