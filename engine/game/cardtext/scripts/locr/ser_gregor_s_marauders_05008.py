"""Ser Gregor's Marauders (05008, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _pillaged_an_event(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "pillaged"
        and h.card == use.source
        and any(st.cards[c].card.type == "event" for c in h.get("cards", ()))
    )


def _stand_if_kneeling(st: GameState, use: Use) -> list[Prim]:
    return [primitives.stand(use.source)] if st.cards[use.source].kneeling else []


register(
    # Ser Gregor's Marauders: stand after discarding an event using pillage
    Script(
        "05008",
        abilities=(
            Ability(
                "reaction",
                "after it discards an event using pillage, stand it",
                _stand_if_kneeling,
                trigger=_pillaged_an_event,
            ),
        ),
    ),
)
