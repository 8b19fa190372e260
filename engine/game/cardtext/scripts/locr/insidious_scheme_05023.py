"""Insidious Scheme (05023, LoCR, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _big_intrigue_claim(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "claim_applied"
        and h.seat == use.seat
        and h.get("type") == "intrigue"
        and h.get("margin", 0) >= 5
    )


def _scheme_draws(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards (4 if the losing opponent has no cards in hand)."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    return effects.draw(2 if st.players[loser].hand else 4)(st, use)


register(
    # Insidious Scheme: after claim of an [intrigue] win by 5 or more STR, draw 2 (or 4)
    Script(
        "05023",
        abilities=(
            Ability(
                "reaction",
                "after claim is applied for an intrigue challenge you won by 5 or more STR, "
                "draw 2 cards (4 if the loser's hand is empty)",
                _scheme_draws,
                trigger=_big_intrigue_claim,
            ),
        ),
    ),
)
