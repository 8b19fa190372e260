"""Hodor (02061, NMG, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState

_WITH_BRAN = constants.controls_named("Bran Stark")


def _without_bran(st: GameState, inst: CardInst) -> bool:
    return not _WITH_BRAN(st, inst)


register(
    # Hodor: cannot attack "unless you control Bran Stark"; no STR for dominance
    # (No attachments: framework)
    Script(
        "02061",
        constants=(
            constants.on_self("cannot", "attack", when=_without_bran),
            constants.on_self("no_dominance"),
        ),
    ),
)
