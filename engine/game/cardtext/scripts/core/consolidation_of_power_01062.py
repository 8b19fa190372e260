"""Consolidation of Power (01062, Core, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, strength

_CONSOLIDATION_STR = 4


def _consolidation_group(st: GameState, use: Use, cid: str) -> bool:
    """Standing characters controlled by the same player, up to 4 total STR."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "play" or inst.card.type != "character" or inst.kneeling:
        return False
    group = use.targets or [cid]
    if any(st.cards[c].zone != "play" for c in group):
        return False
    if len({st.cards[c].controller for c in group}) != 1:
        return False
    return sum(strength(st, c) for c in group) <= _CONSOLIDATION_STR


def _kneel_then_one_gains_power(st: GameState, use: Use) -> list[Prim]:
    """Kneel each chosen character; then the one named in ``choice`` (needless with one)
    gains 1 power."""
    chosen = use.choice
    if chosen is None and len(use.targets) == 1:
        chosen = use.targets[0]
    if chosen not in use.targets:
        raise RuleError(
            "R-TARGET-1", "Consolidation of Power: name one of the knelt characters in 'choice'"
        )
    kneel: list[Prim] = [primitives.kneel(cid) for cid in use.targets]
    return [*kneel, primitives.gain_power(1, card=chosen)]


register(
    # Consolidation of Power: kneel up to 4 STR of one player's characters; one gains power
    Script(
        "01062",
        abilities=(
            Ability(
                "action",
                "kneel up to 4 total STR of one player's characters; one of them gains 1 power",
                _kneel_then_one_gains_power,
                phase="marshaling",
                targets=(
                    Target(
                        _consolidation_group,
                        1,
                        _CONSOLIDATION_STR + 4,  # characters with 0 STR count for nothing
                        "standing characters of one player, up to 4 total STR",
                    ),
                ),
            ),
        ),
    ),
)
