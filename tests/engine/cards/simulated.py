"""What the card-text properties share: simulated games whose players use every scripted
ability, the check that one replays valid with the simulator's digest, and the check that a
card-text corruption of such games is caught at the corrupted event."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.play.replay import replay
from engine.game.simulate import SimResult, Style
from engine.game.simulate.card_mutations import CARD_MUTATORS
from engine.game.simulate.mutations import classify
from engine.game.state.view import digest

USES_ABILITIES = Style(abilities=0.5)


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


def assert_replays_with_the_simulators_digest(game: SimResult) -> None:
    verdict = replay(game.log, cards())
    assert verdict.errors == (), verdict.errors
    assert verdict.digest == digest(game.state)


def assert_corruption_caught(kind: str, game_of: Callable[[int], SimResult], where: str) -> None:
    """Applies the card-text mutation ``kind`` to the games of seeds 0..15; each mutant must be
    detected. Skips when no scripted card in those games offers a place for the mutation."""
    applied = 0
    for seed in range(16):
        log = game_of(seed).log
        mutant = CARD_MUTATORS[kind](log, cards(), random.Random(seed))
        if mutant is None:
            continue
        applied += 1
        outcome = classify(log, mutant, cards())
        assert outcome.result == "detected", outcome
    if applied == 0:
        pytest.skip(f"no scripted card in the {where} games offers a place for {kind} yet")
