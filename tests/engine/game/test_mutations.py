"""Corruption is caught: targeted mutations of simulated logs are reported ``invalid`` at the
mutated event (or the first event it makes impossible). The number of logs follows the
Hypothesis profile (tests/conftest.py: dev 50, ci 200, heavy 2000)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.game.cards import CardDB, load_cards, sample_cards
from engine.game.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.simulate import pick_decks, simulate
from engine.game.simulate.mutations import BLIND, MUTATORS, Outcome, classify, detection_rates

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards() if HAS_COMMUNITY else sample_cards()


@lru_cache(maxsize=64)
def simulated(seed: int) -> dict[str, Any]:
    db = cards()
    deck_a, deck_b = pick_decks(db, seed)
    return simulate(deck_a, deck_b, seed, db)


def outcomes(seed: int) -> list[Outcome]:
    log = simulated(seed)
    rng = random.Random(seed)
    found = []
    for mutate in MUTATORS.values():
        mutant = mutate(log, cards(), rng)
        if mutant is not None:
            found.append(classify(log, mutant, cards()))
    return found


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_every_mutation_is_reported_at_the_mutated_event(seed: int) -> None:
    for outcome in outcomes(seed):
        allowed = ("detected", "still_legal") if outcome.kind in BLIND else ("detected",)
        assert outcome.result in allowed, outcome


def test_detection_rate_is_complete_for_every_kind() -> None:
    """A fixed corpus: every kind is applied several times and detected every time (blind
    kinds: every mutant that is no longer a legal log)."""
    table = detection_rates([o for seed in range(24) for o in outcomes(seed)])
    assert set(table) == set(MUTATORS)
    for kind, row in table.items():
        assert row["applied"] >= 5, (kind, row)
        assert row["rate"] == 1.0, (kind, row)


@pytest.mark.parametrize("kind", sorted(set(MUTATORS) - BLIND))
def test_targeted_mutations_break_the_expected_rule(kind: str) -> None:
    expected = {
        "drawn_not_in_deck": {"S-7", "S-10", "F-2.2", "R-MULLIGAN-1"},
        "extra_challenge": {"F-4.2-1"},
        "bad_attacker": {"F-4.2-4"},
        "wrong_claim_count": {"R-CLAIM-MIL-4", "R-CLAIM-INT-2", "R-CLAIM-MIL-1"},
        "marshal_over_gold": {"F-AW-3-3"},
        "plot_not_in_deck": {"R-PLOT-9"},
        "power_off_by_one": {"LOG-CHECKPOINT"},
        "missing_reserve": {"F-7.3", "F-7.5", "R-RESERVE-3", "F-1.2", "R-WIN-1", "T-END-1"},
        "second_limited": {"R-KW-LIMITED-1"},
    }[kind]
    rules = set()
    for seed in range(12):
        mutant = MUTATORS[kind](simulated(seed), cards(), random.Random(seed))
        if mutant is not None:
            outcome = classify(simulated(seed), mutant, cards())
            rules.add(outcome.rule)
    assert rules and rules <= expected, rules


def test_a_blind_mutation_that_stays_legal_is_really_a_valid_log() -> None:
    """Deleting an optional statement (a checkpoint) keeps the log legal: the classifier
    excludes it instead of counting it as missed."""
    log = simulated(1)
    events = [dict(ev) for ev in log["events"] if ev["type"] != "checkpoint"]
    for i, ev in enumerate(events, start=1):
        ev["seq"] = i
    from engine.game.simulate.mutations import Mutant

    outcome = classify(log, Mutant("delete", events, 1, "checkpoints deleted"), cards())
    assert outcome.result == "still_legal"
