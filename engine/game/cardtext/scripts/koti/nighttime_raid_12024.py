"""Nighttime Raid (12024, KotI, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, has_keyword


def _pillage_or_raider(st: GameState, use: Use, cid: str) -> bool:
    """ "Characters with pillage and/or the Raider trait"."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "character"
        and (has_keyword(st, cid, "pillage") or has_trait(st, cid, "Raider"))
    )


register(
    # Nighttime Raid: up to 3 characters with pillage or Raider gain stealth this phase
    Script(
        "12024",
        abilities=(
            Ability(
                "action",
                "up to 3 characters with pillage or the Raider trait gain stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                targets=(Target(_pillage_or_raider, 1, 3, "a character with pillage or Raider"),),
            ),
        ),
    ),
)
