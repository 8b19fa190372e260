"""Valar Morghulis (04080, TIMC, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _kill_each_character(st: GameState, use: Use) -> list[Prim]:
    """ "Kill each character" (at once: one ``kill`` per character in play)."""
    spec = card_test(type="character")
    return [primitives.kill(cid) for cid in in_play_matching(st, spec, use.seat, use.source)]


register(
    # Valar Morghulis: when revealed, kill each character
    Script(
        "04080",
        abilities=(Ability("when_revealed", "kill each character", _kill_each_character),),
    ),
)
