"""Barsena Blackhair (15011, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState


def _weapon_attached(st: GameState, inst: CardInst) -> bool:
    return any(has_trait(st, a, "Weapon") for a in inst.attachments)


register(
    # Barsena Blackhair: "No attachments except Weapon" (a keyword); +3 STR with a Weapon
    Script("15011", constants=(constants.on_self("str", value=3, when=_weapon_attached),)),
)
