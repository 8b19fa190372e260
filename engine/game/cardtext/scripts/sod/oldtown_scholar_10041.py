"""Oldtown Scholar (10041, SoD, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    hands,
    triggers,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("drawn")
def _opponent_drew(st: GameState, use: Use, h: Happening) -> bool:
    """ "After an opponent draws 1 or more cards" (one ``drawn`` happening per card)."""
    return h.kind == "drawn" and h.seat is not None and h.seat != use.seat


def _not_the_draw_phase(st: GameState, use: Use) -> str | None:
    return "only if it is not the draw phase" if st.phase == "draw" else None


def _draw_that_many(st: GameState, use: Use) -> list[Prim]:
    """ "draw that many cards": the cards the opponent drew by the event the reaction
    answers (its ``drawn`` happenings share that event's number)."""
    h = triggers.open_answer(st, use)
    if h is None:
        return []
    many = sum(1 for d in st.happened if d.kind == "drawn" and d.seat == h.seat and d.seq == h.seq)
    return hands.seat_draws(st, use, use.seat, many)


register(
    # 10041 Oldtown Scholar: after an opponent draws, "if it is not the draw phase", kneel
    # him to draw that many cards
    Script(
        "10041",
        abilities=(
            Ability(
                "reaction",
                "after an opponent draws 1 or more cards outside the draw phase, kneel "
                "Oldtown Scholar to draw that many cards",
                _draw_that_many,
                trigger=_opponent_drew,
                condition=_not_the_draw_phase,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
