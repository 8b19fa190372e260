"""Nightfire Visions (14024, FotS, baratheon event)."""

from __future__ import annotations

from functools import cache

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    in_play_matching,
)
from engine.game.cardtext.vocab.names import AnyName
from engine.game.data.cards import load_cards
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


@cache
def _plot_traits() -> tuple[str, ...]:
    """Every Trait of a plot card in the card data (what the simulator may name)."""
    return tuple(sorted({t for c in load_cards() if c.type == "plot" for t in c.traits}))


_RHLLOR = card_test(type="character", controller="you", traits=("R'hllor",))


def _controls_rhllor(st: GameState, use: Use) -> str | None:
    """ "Play only if you control a R'hllor character"."""
    found = in_play_matching(st, _RHLLOR, use.seat, use.source)
    return None if found else "you control no R'hllor character"


def _visions(st: GameState, use: Use) -> list[Prim]:
    """ "Name a Trait" (the use's ``choice``). "If an opponent reveals a plot card with that
    Trait during the next plot phase, draw 3 cards": a delayed draw (lasting
    ``draw_if_revealed`` on the seat, until the end of the next plot phase)."""
    if not use.choice:
        raise RuleError("R-TARGET-1", "name a Trait (field 'choice')")
    return [
        primitives.lasting(
            "draw_if_revealed", "plot_phase", seat=SEATS[use.seat], amount=3, name=use.choice
        )
    ]


register(
    # Nightfire Visions: with a R'hllor character, name a Trait; an opponent's plot with it
    # revealed in the next plot phase draws 3 cards
    Script(
        "14024",
        abilities=(
            Ability(
                "action",
                "name a Trait: draw 3 if an opponent reveals such a plot next plot phase",
                _visions,
                phase="taxation",
                condition=_controls_rhllor,
                choices=AnyName("<a Trait>", _plot_traits),
            ),
        ),
    ),
)
