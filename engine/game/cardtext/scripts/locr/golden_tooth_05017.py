"""Golden Tooth (05017, LoCR, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _golden_tooth_gold(st: GameState, use: Use) -> list[Prim]:
    empty = any(not p.hand for p in st.players if p.index != use.seat and not p.eliminated)
    return [primitives.gain_gold(SEATS[use.seat], 3 if empty else 1)]


register(
    # Golden Tooth: kneel to gain 1 gold (3 if an opponent has an empty hand)
    Script(
        "05017",
        abilities=(
            Ability(
                "action",
                "kneel Golden Tooth to gain 1 gold (3 if an opponent has no cards in hand)",
                _golden_tooth_gold,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
