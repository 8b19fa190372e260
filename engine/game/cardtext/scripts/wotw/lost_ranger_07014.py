"""Lost Ranger (07014, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    any_in_play_matching,
    card_test,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_OTHER_RANGER = card_test(type="character", controller="you", traits=("Ranger",), other=True)


def _no_other_ranger(st: GameState, use: Use) -> str | None:
    """ "if you control no other Ranger characters"."""
    if any_in_play_matching(st, _OTHER_RANGER, use.seat, use.source):
        return "you control another Ranger character"
    return None


register(
    # Lost Ranger: when the challenges phase ends without another Ranger of yours, sacrifice
    # it (No attachments except Weapon: framework)
    Script(
        "07014",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends, if you control no other Ranger character, "
                "sacrifice Lost Ranger",
                lambda st, use: [primitives.sacrifice(use.source)],
                trigger=triggers.happened("phase_ended", phase="challenges"),
                condition=_no_other_ranger,
            ),
        ),
    ),
)
