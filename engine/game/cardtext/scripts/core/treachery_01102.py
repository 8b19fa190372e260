"""Treachery (01102, Core, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
)
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.model import GameState


def _controls_unique_lannister(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", faction="lannister", unique=True)
    if in_play_matching(st, spec, use.seat, use.source):
        return None
    return "play only if you control a unique Lannister character"


register(
    # Treachery: cancel the effects of a triggered character, location or attachment ability
    Script(
        "01102",
        abilities=(
            cancel_interrupt(
                "cancel the effects of a triggered character, location or attachment ability",
                a_triggered_card_ability(("character", "location", "attachment")),
                condition=_controls_unique_lannister,
            ),
        ),
    ),
)
