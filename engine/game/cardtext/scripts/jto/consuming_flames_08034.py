"""Consuming Flames (08034, JtO, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _minus_3_and_killed_at_0(st: GameState, use: Use) -> list[Prim]:
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.strength(cid, -3, "phase"),
            primitives.lasting("kill_at_zero", "phase", card=cid),
        )
    ]


_TARGARYEN_IN_HAND = card_test(controller="you", faction="targaryen", zone="hand", other=True)


register(
    # Consuming Flames: discard another [targaryen] card; a participant gets -3 STR this
    # phase and is killed if its STR is 0
    Script(
        "08034",
        abilities=(
            Ability(
                "action",
                "discard a Targaryen card: a participant gets -3 STR, killed at 0 STR",
                _minus_3_and_killed_at_0,
                phase="challenges",
                costs=(costs.choose_and("discard", _TARGARYEN_IN_HAND, "another Targaryen card"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
)
