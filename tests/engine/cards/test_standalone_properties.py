"""Card text under the simulator between the standalone decks of the card data (issue 19):
games whose players use every ability the scripts offer replay valid with the simulator's
digest, the verdict is honest about the cards it could not check, and every card-text
corruption is caught at the corrupted event."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game.cardtext import script_for
from engine.game.play.replay import replay
from engine.game.simulate import SimResult, pick_decks, simulate_game
from engine.game.simulate.card_mutations import CARD_MUTATORS
from tests.engine.cards.simulated import (
    USES_ABILITIES,
    assert_corruption_caught,
    assert_replays_with_the_simulators_digest,
    cards,
)


@lru_cache(maxsize=64)
def standalone_game(seed: int) -> SimResult:
    deck_a, deck_b = pick_decks(cards(), seed)
    return simulate_game(deck_a, deck_b, seed, cards(), style=USES_ABILITIES, max_rounds=8)


@settings(max_examples=40)  # a game between two 60-card decks takes ~0.1 s to simulate
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_standalone_games_with_abilities_replay_valid_with_the_same_digest(seed: int) -> None:
    assert_replays_with_the_simulators_digest(standalone_game(seed))


def test_standalone_games_name_exactly_the_unscripted_cards_they_could_not_check() -> None:
    for seed in range(12):
        verdict = replay(standalone_game(seed).log, cards())
        assert verdict.verified_abilities > 0
        unscripted = {code for code in verdict.unverified_cards if script_for(code) is None}
        assert unscripted == set(verdict.unverified_cards)
        assert (verdict.unverified_abilities == 0) == (not verdict.unverified_cards)


@pytest.mark.parametrize("kind", sorted(CARD_MUTATORS))
def test_every_card_text_corruption_of_a_standalone_game_is_caught(kind: str) -> None:
    assert_corruption_caught(kind, standalone_game, "standalone")
