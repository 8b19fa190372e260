"""Jhogo (15007, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import (
    _won_military_with_2_dothraki,
)
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _loser_faction_power_to_yours(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    if not loser.power:
        return []
    return [primitives.move_power(1, from_seat=loser.key, to_seat=SEATS[use.seat])]  # fmt: skip


register(
    # Jhogo: after a [military] win with 2+ attacking Dothraki, 1 faction power moves to you
    Script(
        "15007",
        abilities=(
            Ability(
                "reaction",
                "after a military win with 2 attacking Dothraki, take 1 faction power",
                _loser_faction_power_to_yours,
                trigger=_won_military_with_2_dothraki,
            ),
        ),
    ),
)
