"""Ser Waymar Royce (01128, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _random_discard_each_opponent(st: GameState, use: Use) -> list[Prim]:
    """One card at random from each opponent's hand: a chance outcome the log names."""
    stated: list[str] = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:  # the engine offers the use: the first card of each hand
        stated = [p.hand[0] for p in st.players if p.index != use.seat and p.hand]
    found: list[Prim] = []
    for player in st.players:
        if player.index == use.seat or not player.hand:
            continue
        picked = [cid for cid in stated if cid in player.hand]
        if len(picked) != 1:
            raise RuleError(
                "R-EFFECT-1",
                f"name the 1 card discarded at random from {player.key}'s hand in the effects",
            )
        found.append(primitives.discard(picked[0]))
    return found


register(
    # Ser Waymar Royce: when killed, 1 card at random from each opponent's hand
    Script(
        "01128",
        abilities=(
            Ability(
                "interrupt",
                "when Ser Waymar Royce is killed: discard 1 card at random from each opponent",
                _random_discard_each_opponent,
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
)
