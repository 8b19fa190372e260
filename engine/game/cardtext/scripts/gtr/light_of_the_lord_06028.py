"""Light of the Lord (06028, GtR, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _stand_attached_gain_gold(st: GameState, use: Use) -> list[Prim]:
    host = use.extra.get("host", st.cards[use.source].host)
    found: list[Prim] = []
    if host is not None and st.cards[host].kneeling:
        found.append(primitives.stand(host))
    return [*found, primitives.gain_gold(SEATS[use.seat], 1)]


register(
    # Light of the Lord: after the dominance phase begins, stand attached character, 1 gold
    Script(
        "06028",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, stand attached character and gain 1 gold",
                _stand_attached_gain_gold,
                trigger=on.happened("phase_began", phase="dominance"),
            ),
        ),
    ),
)
