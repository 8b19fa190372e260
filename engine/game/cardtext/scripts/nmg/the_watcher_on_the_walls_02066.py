"""The Watcher on the Walls (02066, NMG, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    costs,
)
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.state.model import GameState

_YOUR_STANDING_RANGER = card_test(
    type="character", controller="you", traits=("Ranger",), kneeling=False
)


def _in_a_military_challenge(st: GameState, use: Use) -> str | None:
    """ "Play only during a [military] challenge"."""
    ch = st.challenge
    if ch is None or ch.resolved or ch.type != "military":
        return "play only during a military challenge"
    return None


def _kill_each_attacker(st: GameState, use: Use) -> list[Prim]:
    ch = st.challenge
    assert ch is not None  # the play restriction
    return [primitives.kill(cid) for cid in rules.attacking(st, ch)]


register(
    # The Watcher on the Walls: in a [military] challenge, kneel 2 Rangers: kill each attacker
    Script(
        "02066",
        abilities=(
            Ability(
                "action",
                "kneel 2 Ranger characters to kill each attacking character",
                _kill_each_attacker,
                phase="challenges",
                condition=_in_a_military_challenge,
                costs=(
                    costs.choose_and(
                        "kneel",
                        _YOUR_STANDING_RANGER,
                        "2 standing Ranger characters you control",
                        count=2,
                    ),
                ),
            ),
        ),
    ),
)
