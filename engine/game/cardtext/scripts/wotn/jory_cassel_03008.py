"""Jory Cassel (03008, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotn._shared import _plot_with_trait
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _jory_saves(st: GameState, use: Use) -> list[Prim]:
    """Save it; then, with a Winter plot revealed, it gains 1 power."""
    found: list[Prim] = [primitives.save(cid) for cid in use.targets]
    if _plot_with_trait(st, "Winter"):
        found += [primitives.gain_power(1, card=cid) for cid in use.targets]
    return found


register(
    # Jory Cassel: sacrifice him to save a unique [stark] character you control
    Script(
        "03008",
        abilities=(
            Ability(
                "interrupt",
                "when a unique Stark character you control would be killed, sacrifice Jory "
                "Cassel to save it",
                _jory_saves,
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="stark", unique=True, controller="you"),
                        "a unique Stark character you control",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
)
