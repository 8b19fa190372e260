"""Ahead of the Tide (03028, WotN, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.contests import INITIATIVE_COMPARED
from engine.game.state.model import GameState


def _3_initiative_and_a_draw_if_won(st: GameState, use: Use) -> list[Prim]:
    """Ahead of the Tide: "your revealed plot card gets +3 initiative until the end of the
    phase"; the draw "If you win initiative this phase" is a delayed effect on the seat
    (``draw_if_initiative``, due as [F-1.3.I] ends with the user as its winner)."""
    seat = SEATS[use.seat]
    return [
        primitives.plot_modifier(seat, "initiative", 3, "phase"),
        primitives.lasting("draw_if_initiative", "phase", seat=seat, amount=1),
    ]


register(
    # Ahead of the Tide: "When you compare initiative", +3 initiative this phase; draw 1 card
    # if you win initiative this phase
    Script(
        "03028",
        abilities=(
            Ability(
                "interrupt",
                "when you compare initiative, your plot gets +3 initiative this phase; draw 1 "
                "card if you win initiative",
                _3_initiative_and_a_draw_if_won,
                trigger=triggers.happened(INITIATIVE_COMPARED),
            ),
        ),
    ),
)
