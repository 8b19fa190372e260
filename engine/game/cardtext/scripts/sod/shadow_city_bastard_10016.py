"""Shadow City Bastard (10016, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    _loses_every_icon,
)
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    card_test,
    costs,
)
from engine.game.state.model import GameState


def _shadow_city_victim(st: GameState, use: Use, cid: str) -> bool:
    return card_test(type="character", max_printed_cost=5)(st, use.seat, use.source, cid)


register(
    # Shadow City Bastard: sacrifice it; a character with printed cost 5 or lower loses a
    # [military], an [intrigue] and a [power] icon this phase (Ambush: framework)
    Script(
        "10016",
        abilities=(
            Ability(
                "action",
                "sacrifice it: a character with printed cost 5 or lower loses its three icons",
                _loses_every_icon,
                phase="challenges",
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(_shadow_city_victim, what="a character with printed cost 5 or lower"),
                ),
            ),
        ),
    ),
)
