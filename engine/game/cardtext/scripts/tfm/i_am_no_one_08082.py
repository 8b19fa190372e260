"""I Am No One (08082, TFM, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import ALL
from engine.game.state.model import GameState


def _no_one(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, that character loses all faction affiliations and
    Traits, gains insight and stealth, and does not kneel when declared as an attacker"."""
    found: list[Prim] = []
    for cid in use.targets:
        found += [
            primitives.lasting("faction", "phase", card=cid, name=ALL, amount=-1),
            primitives.lasting("trait", "phase", card=cid, name=ALL, amount=-1),
            primitives.keyword(cid, "insight", "phase"),
            primitives.keyword(cid, "stealth", "phase"),
            primitives.lasting("no_kneel", "phase", card=cid, name="attacker"),
        ]
    return found


register(
    # I Am No One: a character you control, printed cost 3 or lower, becomes no one
    Script(
        "08082",
        abilities=(
            Ability(
                "action",
                "a character of printed cost 3 or lower loses affiliations and Traits",
                _no_one,
                targets=(
                    choose(
                        card_test(type="character", controller="you", max_printed_cost=3),
                        "a character you control with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
