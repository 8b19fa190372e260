"""Your King Commands It (09048, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_any_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, iter_in_play


def _no_power_unless_royal(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each non-King, non-Queen character cannot gain power" (Traits as card text leaves
    them: a Crown of Gold makes a King)."""
    return [
        Contribution("cannot", card.id, 1, "gain_power", inst.id)
        for card in iter_in_play(st)
        if card.card.type == "character" and not has_any_trait(st, card.id, ("King", "Queen"))
    ]


register(
    # Your King Commands It: non-King, non-Queen characters cannot gain power
    Script(
        "09048",
        constants=(constants.constant("cannot", _no_power_unless_royal, names="gain_power"),),
    ),
)
