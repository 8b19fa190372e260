"""Irri (06093, OR, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.or_._shared import _has_gold_left
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    effects,
)
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self
from engine.game.rules.traits import has_any_trait
from engine.game.state.model import GameState


def _lord_or_lady_kneeling(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "character"
        and inst.kneeling
        and has_any_trait(st, cid, ("Lord", "Lady"))
    )


register(
    # Irri: bestow (2); discard 1 gold from her to stand a Lord or Lady (once per phase)
    Script(
        "06093",
        abilities=(
            bestow(2),
            Ability(
                "action",
                "discard 1 gold from Irri to stand a Lord or Lady character",
                effects.on_targets("stand"),
                costs=(discard_gold_self(),),
                targets=(Target(_lord_or_lady_kneeling, what="a kneeling Lord or Lady character"),),
                condition=_has_gold_left,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
