"""Chamber of the Painted Table (01060, Core, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _opponents_faction_card(st: GameState, use: Use, cid: str) -> bool:
    """An opponent's faction card with power to move."""
    if not cid.endswith(":faction"):
        return False
    player = st.player(cid[0])
    return player.index != use.seat and player.power > 0


def _move_1_power_to_you(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.move_power(1, from_=cid, to=f"{SEATS[use.seat]}:faction") for cid in use.targets
    ]


register(
    # Chamber of the Painted Table: after you win dominance, kneel to move 1 power to you
    Script(
        "01060",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, kneel to move 1 power from an opponent's faction card",
                _move_1_power_to_you,
                trigger=on.happened("dominance_won", yours=True),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _opponents_faction_card,
                        what="an opponent's faction card with power",
                        factions=True,
                    ),
                ),
            ),
        ),
    ),
)
