"""Card text under the simulator: games between the eight Core-only decks, whose players use
every scripted ability the scripts offer, replay valid with the simulator's own digest, and
every card-text corruption of them is caught at the corrupted event."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.game.play.replay import replay
from engine.game.simulate import SimResult, simulate_game
from engine.game.simulate.card_mutations import CARD_MUTATORS
from engine.game.simulate.core_decks import core_decks
from tests.engine.cards.simulated import (
    USES_ABILITIES,
    assert_corruption_caught,
    assert_replays_with_the_simulators_digest,
    cards,
)


@lru_cache(maxsize=64)
def core_game(seed: int) -> SimResult:
    deck_a, deck_b = random.Random(seed).sample(core_decks(cards()), 2)
    return simulate_game(deck_a, deck_b, seed, cards(), style=USES_ABILITIES, max_rounds=8)


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_core_only_games_with_abilities_replay_valid_with_the_same_digest(seed: int) -> None:
    assert_replays_with_the_simulators_digest(core_game(seed))


def test_core_only_games_use_scripted_abilities() -> None:
    verified = sum(replay(core_game(s).log, cards()).verified_abilities for s in range(8))
    assert verified >= 8


@pytest.mark.parametrize("kind", sorted(CARD_MUTATORS))
def test_every_card_text_corruption_is_caught_at_the_corrupted_event(kind: str) -> None:
    assert_corruption_caught(kind, core_game, "Core-only")
