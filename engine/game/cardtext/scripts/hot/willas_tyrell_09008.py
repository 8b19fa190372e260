"""Willas Tyrell (09008, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _named(st: GameState, seat: int, name: str) -> list[str]:
    return [c for c in st.players[seat].in_play if st.cards[c].card.name == name]


def _willas(st: GameState, use: Use) -> list[Prim]:
    """Then, if you control Margaery Tyrell, stand her; The Knight of Flowers gains insight
    and Ser Garlan Tyrell renown until the end of the phase."""
    found: list[Prim] = []
    for cid in _named(st, use.seat, "Margaery Tyrell"):
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
    for name, keyword in (("The Knight of Flowers", "insight"), ("Ser Garlan Tyrell", "renown")):
        found += [primitives.keyword(cid, keyword, "phase") for cid in _named(st, use.seat, name)]
    return found


register(
    # Willas Tyrell: kneel him; then stand Margaery, insight / renown to his brothers
    Script(
        "09008",
        abilities=(
            Ability(
                "action",
                "kneel Willas Tyrell: stand Margaery, The Knight of Flowers gains insight, "
                "Ser Garlan renown",
                _willas,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
