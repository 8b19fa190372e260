"""Ours is the Fury (01063, Core, baratheon event)."""

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
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _you_are_defending(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is not None and ch.defender == use.seat and not ch.resolved:
        return None
    return "play only during a challenge in which you are the defending player"


def _defends_and_stands_if_won(st: GameState, use: Use) -> list[Prim]:
    """ "That character is now participating as a defender. If you win this challenge,
    stand that character" (a lasting effect the framework reads when the winner is known)."""
    ch = st.challenge
    found: list[Prim] = []
    for cid in use.targets:
        if ch is None or cid not in ch.defenders:
            found.append(primitives.participate(cid, "defender"))
        found.append(
            primitives.lasting("stand_if_won", "challenge", card=cid, name=SEATS[use.seat])
        )
    return found


register(
    # Ours is the Fury: a kneeling [baratheon] character defends; stand it if you win
    Script(
        "01063",
        abilities=(
            Ability(
                "action",
                "a kneeling Baratheon character you control now defends; stand it if you win",
                _defends_and_stands_if_won,
                condition=_you_are_defending,
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", faction="baratheon", kneeling=True
                        ),
                        "a kneeling Baratheon character you control",
                    ),
                ),
            ),
        ),
    ),
)
