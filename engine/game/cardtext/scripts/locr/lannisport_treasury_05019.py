"""Lannisport Treasury (05019, LoCR, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.bestow import GOLD, gold_on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError

_AMOUNTS = tuple(str(n) for n in range(1, 31))  # "any number of gold" (offered: 1 .. 30)


def _store_1_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Place 1 gold from your gold pool on Lannisport Treasury" (an empty pool refuses it:
    R-COST-8)."""
    return [
        primitives.spend_gold(SEATS[use.seat], 1),
        primitives.token(use.source, GOLD, 1),
    ]


def _take_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Move any number of gold from Lannisport Treasury to your gold pool" (``choice``:
    how many, 1 to the gold it holds)."""
    amount, held = int(use.choice or 0), gold_on(st, use.source)
    if not 1 <= amount <= held:
        raise RuleError("R-ABIL-7", f"Lannisport Treasury holds {held} gold, not {amount}")
    return [
        primitives.token(use.source, GOLD, -amount),
        primitives.gain_gold(SEATS[use.seat], amount),
    ]


register(
    # Lannisport Treasury: 1 gold of the pool kept on it as taxation begins; kneel it in the
    # marshaling phase to take any of it back
    Script(
        "05019",
        abilities=(
            Ability(
                "reaction",
                "after the taxation phase begins, place 1 gold from your pool on it",
                _store_1_gold,
                trigger=on.happened("phase_began", phase="taxation"),
            ),
            Ability(
                "action",
                "kneel it: move any number of its gold to your gold pool",
                _take_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
                choices=_AMOUNTS,
            ),
        ),
    ),
)
