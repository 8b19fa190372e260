"""Lightbringer (01058, Core, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _attached_gained_power(st: GameState, use: Use, h: Happening) -> bool:
    """ "After attached character gains 1 or more power"."""
    return h.kind == "gained_power" and h.card == st.cards[use.source].host


def _attached_kneeling(st: GameState, use: Use) -> str | None:
    host = st.cards[use.source].host
    return None if host is not None and st.cards[host].kneeling else "attached character stands"


def _is_stannis(st: GameState, inst: CardInst) -> bool:
    return inst.host is not None and st.cards[inst.host].card.name == "Stannis Baratheon"


register(
    # Lightbringer: Stannis gains renown; attached character gains power -> stand it
    Script(
        "01058",
        constants=(constants.on_attached("keyword", "renown", when=_is_stannis),),
        abilities=(
            Ability(
                "reaction",
                "after attached character gains power, stand it",
                effects.on_attached("stand"),
                trigger=_attached_gained_power,
                condition=_attached_kneeling,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
