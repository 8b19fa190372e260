"""Dragonglass Dagger (04086, GoH, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _attached_participating(st: GameState, inst: CardInst) -> bool:
    """ "While attached character is participating in a challenge"."""
    ch = st.challenge
    host = inst.host
    return (
        ch is not None
        and host is not None
        and (host in ch.defenders or host in rules.attacking(st, ch))
    )


register(
    # Dragonglass Dagger: while attached character participates in a challenge, +2 STR and
    # immune to opponent's character abilities ([thenightswatch] only: framework)
    Script(
        "04086",
        constants=(
            constants.on_attached("str", value=2, when=_attached_participating),
            constants.on_attached("immune", "character", when=_attached_participating),
        ),
    ),
)
