"""Golden Storm (12018, KotI, greyjoy location)."""

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
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_PARTICIPATING = card_test(type="character", participating=True)


def _kill_then_stand_if_raider(st: GameState, use: Use) -> list[Prim]:
    """Kill the target. "Then, if you control a participating Raider character, stand
    Golden Storm" (the kill decided first: a killed Raider no longer participates)."""
    killed = set(use.targets)
    spec = card_test(type="character", traits=("Raider",), controller="you", participating=True)
    raider = any(
        spec(st, use.seat, use.source, c) and c not in killed for c in st.players[use.seat].in_play
    )
    found: list[Prim] = [primitives.kill(c) for c in use.targets]
    return found + ([primitives.stand(use.source)] if raider else [])


register(
    # Golden Storm: won [military] attacking, kneel it to kill a participant; Raider: stand it
    Script(
        "12018",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge as the attacking player, kneel Golden Storm "
                "to kill a participating character",
                _kill_then_stand_if_raider,
                trigger=on.won_challenge("military", attacking=True),
                costs=(costs.kneel_self(),),
                targets=(choose(_PARTICIPATING, "a participating character"),),
            ),
        ),
    ),
)
