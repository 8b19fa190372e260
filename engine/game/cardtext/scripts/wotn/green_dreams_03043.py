"""Green Dreams (03043, WotN, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _top_card_to_the_bottom(st: GameState, use: Use) -> list[Prim]:
    """Green Dreams: "look at the top card of your deck. You may put that card on the
    bottom": the log states the ``arrange_deck`` that puts it there (its top card when the
    order is known), or nothing to leave it on top."""
    stated = use.outcome("arrange_deck")
    if not stated:
        return []
    bottom = stated[0].get("bottom", [])
    if len(stated) != 1 or stated[0].get("top") or len(bottom) != 1:
        raise RuleError("R-EFFECT-1", "name the top card put on the bottom (arrange_deck)")
    if stated[0].get("seat") != SEATS[use.seat] or bottom[0] not in st.players[use.seat].deck:
        raise RuleError("R-EFFECT-1", "the card put on the bottom is the top card of your deck")
    return [primitives.arrange_deck(SEATS[use.seat], [], list(bottom))]


register(
    # Green Dreams: "After attached character is knelt", look at the top card of your deck
    # and maybe put it on the bottom (Terminal: framework)
    Script(
        "03043",
        abilities=(
            Ability(
                "reaction",
                "after attached character is knelt, look at your top card: maybe put it on "
                "the bottom of your deck",
                _top_card_to_the_bottom,
                trigger=triggers.attached_happened("knelt"),
            ),
        ),
    ),
)
