"""Small Paul (09033, HoT, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.cardtext.vocab.cards import search_top_for_any
from engine.game.state.model import GameState, plot_value


def _reserve(st: GameState, seat: int) -> int:
    """ "X is your reserve value" (as the search resolves)."""
    return plot_value(st, seat, "reserve")


register(
    # Small Paul: no attachments except Weapon (the framework's); when he is killed, search
    # the top X cards (X: your reserve) for any number of Steward characters to your hand
    Script(
        "09033",
        abilities=(
            Ability(
                "interrupt",
                "when Small Paul is killed, search the top X cards of your deck for Steward "
                "characters, add them to your hand, shuffle",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.self_happened("killed"),
                targets=(search_top_for_any(("character",), "Steward", _reserve),),
                from_zones=("dead",),
            ),
        ),
    ),
)
