"""Property tests of the simulator (issue 5): every simulated game replays valid, with the
winner, power and digest the simulator reports; prefixes replay to the simulator's state."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

import orjson
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.game.data.cards import CardDB, load_cards, sample_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.play.replay import apply_event, replay
from engine.game.rulesets.hbo.cardfile import hbo_cards
from engine.game.simulate import (
    SimResult,
    Style,
    legal_options,
    pick_decks,
    simulate,
    simulate_game,
)
from engine.game.simulate.game import Simulation
from engine.game.simulate.melee import simulate_melee
from engine.game.simulate.players import RandomPlayer
from engine.game.state.fork import fork
from engine.game.state.model import RuleError
from engine.game.state.view import digest

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
community = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")


@lru_cache(maxsize=3)
def cards(kind: str) -> CardDB:
    if kind == "hbo":  # the HBO edition's card file: its games are ruleset hbo-2p
        return hbo_cards()
    return sample_cards() if kind == "sample" or not HAS_COMMUNITY else load_cards()


MELEE = "melee"  # an agot2-melee game of 3 to 6 seats (issue 11), on the community data


DATA = st.sampled_from(["sample", "community"])
# The property tests run on both rulesets: Second Edition joust and hbo-2p (issue 10).
RULESET_DATA = st.sampled_from(["sample", "community", "hbo", MELEE])
STYLES: dict[str, dict[str, Any]] = {
    "default": {},
    "aggressive": {
        "style": Style(
            attack=1.0,
            keyword=1.0,
            ambush=0.9,
            mulligan=0.5,
            state_consequence=0.5,
            title_abilities=1.0,  # melee: the Hand's extra challenge, Whispers' claim
        ),
        "max_rounds": 5,
    },
    "passive": {
        "style": Style(attack=0.05, marshal=0.5, title_abilities=0.5),
        "max_rounds": 25,
    },
}
STYLE = st.sampled_from(sorted(STYLES))


def play(kind: str, seed: int, *, trace: bool = False, **options: Any) -> SimResult:
    db = cards(kind)
    if kind == MELEE:
        # every table size: bench/melee.py found a bug only six seats reached (seed 59)
        return simulate_melee(seed, db, seats=3 + seed % 4, trace=trace, **options)
    deck_a, deck_b = pick_decks(db, seed)
    return simulate_game(deck_a, deck_b, seed, db, trace=trace, **options)


@given(RULESET_DATA, SEEDS, STYLE)
# the dev profile's find: six seats, Ramsay Snow's forced ability offered only targets of an
# eliminated player ([R-ELIM-1]); the game stalled at [F-7.3] (test_melee_eliminated)
@example(MELEE, 4325031, "passive")
# a duplicate save offered while Arya Stark forbade saves ([R-SAVE-3], test_claim_saves)
@example(MELEE, 2825658319, "aggressive")
# four seats: D conceded while its Bolton Flayer's forced ability waited for its target; the
# eliminated player's due ability stayed due ([R-ELIM-1], test_melee_eliminated)
@example(MELEE, 3790578453, "passive")
def test_simulated_game_replays_valid_with_the_simulators_outcome(
    kind: str, seed: int, style: str
) -> None:
    result = play(kind, seed, **STYLES[style])
    verdict = replay(result.log, cards(kind))
    assert verdict.status == "valid", verdict.errors
    assert verdict.winner == result.winner
    # only a melee that goes to time with players tied for first has no winner ([T-MELEE-1])
    assert result.winner is not None or (kind == MELEE and verdict.end_reason == "time")
    assert sorted(verdict.places) == [p.key for p in result.state.players]
    assert verdict.end_reason == result.state.end_reason
    assert verdict.power == result.power
    assert verdict.digest == digest(result.state)
    assert verdict.rounds == result.log["meta"]["simulator"]["rounds"]
    assert result.log["events"][-1]["type"] == "game_over"


@given(RULESET_DATA, SEEDS)
def test_replaying_twice_gives_the_same_digest(kind: str, seed: int) -> None:
    log = play(kind, seed).log
    assert replay(log, cards(kind)).digest == replay(copy.deepcopy(log), cards(kind)).digest


@given(RULESET_DATA, SEEDS, STYLE, st.floats(min_value=0, max_value=1))
# six seats: E conceded while Unexpected Delay's forced ability waited for its targets; the
# concession closed the challenges phase's beginning it answers ([R-FORCED-1],
# test_melee_eliminated)
@example(MELEE, 803, "passive", 0.0)
def test_a_prefix_replays_to_the_simulators_state_at_that_point(
    kind: str, seed: int, style: str, where: float
) -> None:
    result = play(kind, seed, trace=True, **STYLES[style])
    upto = max(1, int(where * len(result.log["events"])))
    verdict = replay(result.log, cards(kind), upto=upto)
    expected_digest, over = result.digests[upto]
    assert verdict.status == ("valid" if over else "incomplete"), verdict.errors
    assert verdict.digest == expected_digest


@given(SEEDS)
def test_the_same_seed_gives_the_same_log(seed: int) -> None:
    db = cards("sample")
    deck_a, deck_b = pick_decks(db, seed)
    assert simulate(deck_a, deck_b, seed, db) == simulate(deck_a, deck_b, seed, db)


def test_different_seeds_give_different_games() -> None:
    db = cards("sample")
    deck_a, deck_b = pick_decks(db, 0)
    logs = {str(simulate(deck_a, deck_b, seed, db)["events"]) for seed in range(5)}
    assert len(logs) == 5


@community
@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({}, "power"),
        ({"concede_rate": 1000.0}, "concession"),
        ({"max_rounds": 2}, "time"),
        ({"max_rounds": 60, "concede_rate": 0.0, "style": Style(attack=0.0)}, "decked"),
    ],
)
def test_games_end_every_way_real_ones_do(options: dict[str, Any], reason: str) -> None:
    seen = set()
    for seed in range(12):
        result = play("community", seed, **options)
        seen.add(result.state.end_reason)
        verdict = replay(result.log, cards("community"))
        assert verdict.status == "valid" and verdict.end_reason == result.state.end_reason
    assert reason in seen


@community
def test_time_called_is_logged_and_decided_by_t_end_2() -> None:
    # no concession: the game must go to time whatever path the seed's choices take
    result = play("community", 7, max_rounds=2, concede_rate=0.0)
    types = [ev["type"] for ev in result.log["events"]]
    assert "time_called" in types
    verdict = replay(result.log, cards("community"))
    assert verdict.end_reason == "time" and verdict.time_step in (1, 2, 3, 4, 5)


@community
def test_the_log_states_consequences_and_checkpoints() -> None:
    types = {ev["type"] for ev in play("community", 3).log["events"]}
    assert {"challenge_result", "dominance", "initiative", "checkpoint", "plot"} <= types
    assert {"marshal", "challenge", "defenders", "claim", "reserve", "mulligan"} <= types


@pytest.mark.parametrize("kind", ["sample", "hbo", MELEE])
def test_every_complete_option_is_accepted_by_the_replay(kind: str) -> None:
    """At every decision point of a game, each fully-formed (non-template) choice applies
    cleanly on a copy of the state: the options are legal by construction."""
    db = cards(kind)
    # a melee round has many more options: three seats (seed 12), three rounds
    seed, short = (12, {"max_rounds": 3}) if kind == MELEE else (11, {})
    sim = Simulation(play(kind, seed, **short).log, db, seed, **short)
    checked = 0
    while not sim.events or sim.events[-1]["type"] != "game_over":
        for choice in legal_options(sim.state) if len(sim.events) % 3 == 0 else []:
            if choice.pick_field is not None or choice.type == "game_over":
                continue
            ev = {"seq": len(sim.events) + 1, **choice.event()}
            trial = fork(sim.state)
            try:
                apply_event(trial, ev)
            except RuleError as exc:  # pragma: no cover - the failure message
                pytest.fail(f"legal option {ev} rejected: {exc}")
            checked += 1
        sim.step()
    assert checked > 100


@pytest.mark.parametrize("kind", ["sample", "hbo", MELEE])
def test_template_choices_complete_to_legal_events(kind: str) -> None:
    """Random completions of attackers, defenders, claim and reserve templates apply."""
    db = cards(kind)
    short = {"max_rounds": 4} if kind == MELEE else {}
    sim = Simulation(play(kind, 5, **short).log, db, 5, **short)
    player = RandomPlayer(sim.rng)
    checked = 0
    while not sim.events or sim.events[-1]["type"] != "game_over":
        for choice in legal_options(sim.state):
            if choice.pick_field is None or choice.type == "setup":
                continue
            ev = {"seq": len(sim.events) + 1, **player.complete(sim.state, choice)}
            apply_event(fork(sim.state), ev)
            checked += 1
        sim.step()
    assert checked > 20


def test_cli_prints_a_log_that_replays_valid(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.game.cli.simulate import main

    assert main(["--seed", "4", "--cards", str(SAMPLE_CARD_DATA), "--rounds", "3"]) == 0
    log = orjson.loads(capsys.readouterr().out)
    verdict = replay(log, cards("sample"))
    assert verdict.status == "valid"
    assert log["meta"]["simulator"]["seed"] == 4


@community
def test_cli_takes_standalone_deck_ids_and_rejects_unknown_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from engine.game.cli.simulate import main

    assert main(["--seed", "1", "--decks", "WotN-1", "DotE-2"]) == 0
    log = orjson.loads(capsys.readouterr().out)
    assert [s["deck"]["faction"] for s in log["seats"]] == ["stark", "targaryen"]
    assert replay(log, cards("community")).status == "valid"
    assert main(["--seed", "1", "--decks", "WotN-1", "nope"]) == 2
    assert "unknown deck 'nope'" in capsys.readouterr().err


def test_a_simultaneous_win_waits_for_the_first_players_choice() -> None:
    """[R-WIN-3]: when the framework leaves both players at 15 power, legal_options offers
    only choose_winner (by the first player), and the game then ends by power."""
    db = cards("sample")
    deck_a, deck_b = pick_decks(db, 2)
    sim = Simulation(simulate_game(deck_a, deck_b, 2, db).log, db, 2)
    while sim.state.round < 2:
        sim.step()
    sim.state.players[0].power = sim.state.players[1].power = 15
    from engine.game.framework.ending import check_end

    check_end(sim.state)
    options = legal_options(sim.state)
    first = "AB"[sim.state.order()[0]]
    assert {(c.type, c.seat) for c in options} == {("choose_winner", first)}
    assert {c.fields["winner"] for c in options} == {"A", "B"}
    sim.emit(options[1].event())
    assert sim.state.over and sim.state.end_reason == "power"
    assert legal_options(sim.state)[0].type == "game_over"


def test_the_package_docstring_example_runs() -> None:
    import doctest

    import engine.game.simulate

    result = doctest.testmod(engine.game.simulate)
    assert result.attempted > 0 and result.failed == 0


def test_cli_simulates_the_hbo_edition(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m engine simulate --ruleset hbo-2p``: the two fixed house decks, a log of
    ruleset hbo-2p on the bundled card file that replays valid without naming the data."""
    from engine.game.cli.simulate import main

    assert main(["--seed", "2", "--ruleset", "hbo-2p", "--rounds", "4"]) == 0
    log = orjson.loads(capsys.readouterr().out)
    assert (log["ruleset"], log["card_data"]) == ("hbo-2p", "hbo-2p")
    assert sorted(s["deck"]["faction"] for s in log["seats"]) == ["lannister", "stark"]
    verdict = replay(log)
    assert verdict.status == "valid" and verdict.deck_errors == ()
