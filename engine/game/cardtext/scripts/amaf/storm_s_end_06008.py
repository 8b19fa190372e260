"""Storm's End (06008, AMAF, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _discard_faction_power(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "discard 1 power from your faction card" (a cost)."""
    return [primitives.discard_power(1, seat=SEATS[use.seat])]


def _each_gains_1(st: GameState, use: Use) -> list[Prim]:
    return [primitives.gain_power(1, card=cid) for cid in use.targets]


register(
    # Storm's End: after you win dominance, 1 faction power: 2 characters gain 1 power each
    Script(
        "06008",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, discard 1 faction power: 2 characters gain 1 power",
                _each_gains_1,
                trigger=on.happened("dominance_won", yours=True),
                costs=(Cost(_discard_faction_power, "discard 1 power from your faction card"),),
                targets=(choose(card_test(type="character"), "2 characters", 2, 2),),
            ),
        ),
    ),
)
