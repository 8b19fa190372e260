"""Ulf Son of Umar (07029, WotW, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("entered_play")
def _clansman_entered_yours(st: GameState, use: Use, h: Happening) -> bool:
    """Ulf Son of Umar: "After a Clansman character enters play under your control"."""
    if h.kind != "entered_play" or h.seat != use.seat or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play" and inst.card.type == "character" and has_trait(st, h.card, "Clansman")
    )


def _ulf_gets_printed_str(st: GameState, use: Use) -> list[Prim]:
    """ "+X STR until the end of the phase. X is that character's printed STR"."""
    h = use.answers
    entered = st.cards[h.card].card.strength if h is not None and h.card else 0
    return [primitives.strength(use.source, entered or 0, "phase")] if entered else []


register(
    # Ulf Son of Umar: a Clansman entering play under your control: +X STR this phase
    Script(
        "07029",
        abilities=(
            Ability(
                "reaction",
                "after a Clansman character enters play under your control, Ulf gets +X STR "
                "until the end of the phase (X: its printed STR)",
                _ulf_gets_printed_str,
                trigger=_clansman_entered_yours,
                limit=Limit(3, "phase"),
            ),
        ),
    ),
)
