"""Shadow Tower Mason (04065, TIMC, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants
from engine.game.state.model import CardInst, GameState

_NW_LOCATION_OR_ATTACHMENT = card_test(
    type=("location", "attachment"), controller="you", faction="thenightswatch"
)


def _three_nw_locations_or_attachments(st: GameState, inst: CardInst) -> bool:
    """ "While you control 3 or more [thenightswatch] locations and/or attachments"."""
    return constants.count_in_play(_NW_LOCATION_OR_ATTACHMENT)(st, inst) >= 3


register(
    # Shadow Tower Mason: gains a [military] and an [intrigue] icon while you control 3 or
    # more [thenightswatch] locations and/or attachments ("No attachments except": framework)
    Script(
        "04065",
        constants=(
            constants.on_self("icon", "military", when=_three_nw_locations_or_attachments),
            constants.on_self("icon", "intrigue", when=_three_nw_locations_or_attachments),
        ),
    ),
)
