"""Seen In Flames (01064, Core, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState

_RHLLOR_CHARACTER_YOU_CONTROL = card_test(type="character", controller="you", traits=("R'hllor",))


def _control_rhllor_character(st: GameState, use: Use) -> str | None:
    if any(
        _RHLLOR_CHARACTER_YOU_CONTROL(st, use.seat, use.source, cid)
        for cid in st.players[use.seat].in_play
    ):
        return None
    return "play only if you control a R'hllor character"


register(
    # Seen In Flames: with a R'hllor character, discard a card from an opponent's hand
    Script(
        "01064",
        abilities=(
            Ability(
                "action",
                "look at an opponent's hand and discard 1 card from it",
                effects.on_targets("discard"),
                phase="challenges",
                condition=_control_rhllor_character,
                targets=(
                    choose(
                        card_test(controller="opponent", zone="hand"),
                        "a card in an opponent's hand",
                    ),
                ),
            ),
        ),
    ),
)
