"""Corruption is caught: targeted mutations of simulated logs are reported ``invalid`` at the
mutated event (or the first event it makes impossible). The number of logs follows the
Hypothesis profile (tests/conftest.py: dev 50, ci 200, heavy 2000). Every test runs on both
rulesets: Second Edition joust (community data, else the sample set) and hbo-2p (the HBO
card file), whose errors cite the [H-...] ids of the same rules."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.game.data.cards import CardDB, load_cards, sample_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.rulesets.hbo.cardfile import hbo_cards
from engine.game.rulesets.params import HBO, JOUST, ruleset
from engine.game.simulate import pick_decks, simulate
from engine.game.simulate.melee import simulate_melee
from engine.game.simulate.mutations import BLIND, MUTATORS, Outcome, classify, detection_rates

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
MELEE = "agot2-melee"  # melee games of 3 to 6 seats (issue 11), on the community data
RULESETS = (JOUST, HBO, MELEE)
# Mutations a ruleset's logs offer no place for: HBO has no reserve ([H-TAX-3]).
NOT_APPLICABLE = {JOUST: frozenset(), HBO: frozenset({"missing_reserve"}), MELEE: frozenset()}
# How often each kind must apply over the fixed corpus: only the Stark deck holds Limited
# cards (three Winterfell Castles), so a second limited card is rarer in HBO games.
MIN_APPLIED = {JOUST: {}, HBO: {"second_limited": 1}, MELEE: dict.fromkeys(MUTATORS, 3)}


@lru_cache(maxsize=3)
def cards(game: str = JOUST) -> CardDB:
    if game == HBO:
        return hbo_cards()
    return load_cards() if HAS_COMMUNITY else sample_cards()


@lru_cache(maxsize=128)
def simulated(seed: int, game: str = JOUST) -> dict[str, Any]:
    db = cards(game)
    if game == MELEE:  # 3 or 4 seats keep the cost small (5 and 6: the melee golden logs)
        return simulate_melee(seed, db, seats=3 + seed % 2, max_rounds=6).log
    deck_a, deck_b = pick_decks(db, seed)
    return simulate(deck_a, deck_b, seed, db)


def outcomes(seed: int, game: str = JOUST) -> list[Outcome]:
    log = simulated(seed, game)
    rng = random.Random(seed)
    found = []
    for mutate in MUTATORS.values():
        mutant = mutate(log, cards(game), rng)
        if mutant is not None:
            found.append(classify(log, mutant, cards(game)))
    return found


@given(st.sampled_from(RULESETS), st.integers(min_value=0, max_value=2**32 - 1))
# a random find: Arya Stark (08081), standing, claimed with her own duplicate as a save the
# options offered though card text forbids it ([R-SAVE-3], test_claim_saves)
@example(JOUST, 306078781)
def test_every_mutation_is_reported_at_the_mutated_event(game: str, seed: int) -> None:
    for outcome in outcomes(seed, game):
        allowed = ("detected", "still_legal") if outcome.kind in BLIND else ("detected",)
        assert outcome.result in allowed, outcome


@pytest.mark.parametrize("game", RULESETS)
def test_detection_rate_is_complete_for_every_kind(game: str) -> None:
    """A fixed corpus: every kind is applied several times and detected every time (blind
    kinds: every mutant that is no longer a legal log)."""
    corpus = range(6 if game == MELEE else 24)  # melee logs are longer
    table = detection_rates([o for seed in corpus for o in outcomes(seed, game)])
    assert set(table) == set(MUTATORS) - NOT_APPLICABLE[game]
    for kind, row in table.items():
        assert row["applied"] >= MIN_APPLIED[game].get(kind, 5), (kind, row)
        assert row["rate"] == 1.0, (kind, row)


@pytest.mark.parametrize("game", RULESETS)
@pytest.mark.parametrize("kind", sorted(set(MUTATORS) - BLIND))
def test_targeted_mutations_break_the_expected_rule(game: str, kind: str) -> None:
    if kind in NOT_APPLICABLE[game]:
        pytest.skip(f"{game} logs have no place for {kind}")
    expected = {
        "drawn_not_in_deck": {"S-7", "S-10", "F-2.2", "R-MULLIGAN-1"},
        "extra_challenge": {"F-4.2-1"},
        "bad_attacker": {"F-4.2-4"},
        "wrong_claim_count": {"R-CLAIM-MIL-4", "R-CLAIM-INT-2", "R-CLAIM-MIL-1"},
        "marshal_over_gold": {"F-AW-3-3"},
        "plot_not_in_deck": {"R-PLOT-9", "H-PLOT-5"},  # HBO: the revealed plot, [H-PLOT-5]
        "power_off_by_one": {"LOG-CHECKPOINT"},
        "missing_reserve": {"F-7.3", "F-7.5", "R-RESERVE-3", "F-1.2", "R-WIN-1", "T-END-1"},
        "second_limited": {"R-KW-LIMITED-1"},
    }[kind]
    expected = {ruleset(game).rule(rule) for rule in expected}  # HBO: its own ids
    rules = set()
    for seed in range(24 if game == HBO else 12):
        mutant = MUTATORS[kind](simulated(seed, game), cards(game), random.Random(seed))
        if mutant is not None:
            outcome = classify(simulated(seed, game), mutant, cards(game))
            rules.add(outcome.rule)
    assert rules and rules <= expected, rules


# Ids an hbo-2p error may cite besides [H-...]: the log's own rules (LOG-) and the
# tournament's (T-END-1 concession, T-END-2 time: [H-WIN-4], docs/decisions/hbo-translations.md).
HBO_ID_PREFIXES = ("H-", "LOG-", "T-")


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_every_hbo_error_cites_an_hbo_rule_id(seed: int) -> None:
    """docs/match-log.md: an hbo-2p verdict names the HBO id; any mutation of a simulated
    game (targeted or blind) is reported under an [H-...] (or LOG-/T-) id."""
    for outcome in outcomes(seed, HBO):
        assert outcome.rule is None or outcome.rule.startswith(HBO_ID_PREFIXES), outcome


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
