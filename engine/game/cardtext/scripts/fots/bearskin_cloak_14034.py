"""Bearskin Cloak (14034, FotS, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState


def _on_house_mormont(st: GameState, inst: CardInst) -> bool:
    """ "If attached character has the House Mormont trait" (its Traits now)."""
    return inst.host is not None and has_trait(st, inst.host, "House Mormont")


register(
    # 14034 Bearskin Cloak: stealth on a House Mormont character (its printed "+1 STR":
    # framework, ``CardInst.attached_str``)
    Script(
        "14034",
        constants=(constants.on_attached("keyword", "stealth", when=_on_house_mormont),),
    ),
)
