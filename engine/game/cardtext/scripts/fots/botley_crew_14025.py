"""Botley Crew (14025, FotS, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _return_1_gold_of_the_collector(st: GameState, use: Use) -> list[Prim]:
    """ "return 1 gold from that player's gold pool to the treasury" (nothing to return:
    no change, [R-ABIL-7])."""
    assert use.answers is not None and use.answers.seat is not None
    seat = use.answers.seat
    if st.players[seat].gold < 1:
        raise RuleError("R-ABIL-7", f"{SEATS[seat]} has no gold to return to the treasury")
    return [primitives.spend_gold(SEATS[seat], 1)]


register(
    # 14025 Botley Crew: "After an opponent collects income", 1 of that player's gold goes
    # back to the treasury
    Script(
        "14025",
        abilities=(
            Ability(
                "reaction",
                "after an opponent collects income, return 1 gold from their pool to the treasury",
                _return_1_gold_of_the_collector,
                trigger=triggers.happened("income_collected", yours=False),
            ),
        ),
    ),
)
