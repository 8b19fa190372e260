"""Doran's Game (01119, Core, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _used_plots
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _power_per_used_plot(st: GameState, use: Use) -> list[Prim]:
    amount = _used_plots(st, use.seat)
    if not amount:  # X is 0: gaining no power changes nothing ([R-ABIL-7])
        raise RuleError("R-ABIL-7", "X is 0: there is no plot card in your used pile")
    return [primitives.gain_power(amount, seat=SEATS[use.seat])]


register(
    # Doran's Game: after you win an [intrigue] challenge by 5: X power, X = used plots
    Script(
        "01119",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge by 5 or more STR: power per used plot",
                _power_per_used_plot,
                trigger=on.won_challenge("intrigue", margin=5),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
