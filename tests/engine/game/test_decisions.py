"""The public "what may happen next" API (issue 12): at every event of simulated games the
event taken is among the options offered, and other offered options replay as legal, on every
ruleset (agot2-joust, hbo-2p, agot2-melee)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import orjson
import pytest
from hypothesis import example, given, settings

from engine.game.data.cards import CardDB, sample_cards
from engine.game.logformat.log import check_event, parse_log
from engine.game.play.decisions import (
    KINDS,
    Choice,
    Decision,
    choice_matches,
    decisions_json,
    fork,
    next_decision,
)
from engine.game.play.replay import _EXAMPLE_HEADER, Match, apply_event
from engine.game.rulesets.melee.titles import removed_count
from engine.game.simulate.melee import simulate_melee
from engine.game.simulate.players import RandomPlayer
from engine.game.state.model import RuleError
from engine.game.state.view import digest
from tests.engine.game.test_simulate import DATA, MELEE, SEEDS, STYLE, STYLES, cards, play

# Another offered option is tried on a copy of the state at the first decision of each kind
# in a game, and at this share of the other events.
SAMPLE_RATE = 0.15
# A walked game costs about 0.5 s: a small share of the profile's examples (ci: 8).
GAMES = max(4, settings.default.max_examples // 25)


def completed(match: Match, choice: Choice, rng: random.Random) -> dict[str, Any]:
    """An event for ``choice``: a random pick within the pool and size (a random legal
    setup for a setup)."""
    return RandomPlayer(rng).complete(match.state, choice)


def assert_replays(match: Match, ev: dict[str, Any]) -> None:
    numbered = {"seq": len(match.events) + 1, **ev}
    check_event(numbered, len(match.events))
    apply_event(fork(match.state), numbered)


def walk(kind: str, seed: int, style: str) -> Counter[str]:
    """Replays a simulated game event by event through a Match, checking the offered options
    before each event; returns the decision kinds met."""
    return walk_log(play(kind, seed, **STYLES[style]).log, cards(kind), random.Random(seed))


def walk_log(log: dict[str, Any], db: CardDB, rng: random.Random) -> Counter[str]:
    match = Match(parse_log({**log, "events": []}), db)
    kinds: Counter[str] = Counter()
    for ev in log["events"]:
        decision = match.decision()
        first_of_its_kind = decision.kind not in kinds
        kinds[decision.kind] += 1
        assert decision.kind in KINDS
        taken = decision.find(ev)
        assert taken is not None, (ev, decision.kind, decision.step, decision.options)
        if not taken.optional and taken.type not in ("first_player", "ambush"):
            assert decision.seat == (None if decision.chance else ev.get("seat")) or (
                decision.kind in ("draw", "discard_at_random")
            ), (decision, ev)
        if taken.type == "first_player" and decision.step == "F-1.3.II":
            assert ev["note"] == f"chosen by {decision.seat}"  # the simulator's note
        if first_of_its_kind or rng.random() < SAMPLE_RATE:
            # the decision's own options first (a setup, a challenge ...), then any
            main = [c for c in decision.options if not c.optional] if first_of_its_kind else []
            other = rng.choice(main or decision.options)
            try:
                assert_replays(match, completed(match, other, rng))
            except RuleError as exc:  # pragma: no cover - the failure message
                pytest.fail(f"offered {other} at {decision.step} is refused: {exc}")
        match.push(ev)
    assert match.decision().kind == "game_over", (log["seats"], match.state.over)
    return kinds


@settings(max_examples=GAMES)
@given(DATA, SEEDS, STYLE)
def test_every_event_taken_is_among_the_options_offered_and_others_replay(
    kind: str, seed: int, style: str
) -> None:
    kinds = walk(kind, seed, style)
    assert {"first_player", "draw", "setup", "choose_plot", "marshal_or_pass"} <= set(kinds)


@pytest.mark.parametrize("kind", ["hbo", MELEE])
@settings(max_examples=GAMES)
@given(seed=SEEDS, style=STYLE)
# issue 17: the CI failure of this property. Six seats remove no title ([R-MELEE-4]), but
# once players are decked the players left (five, then fewer) remove titles again: the
# property, not the engine, was wrong. Hypothesis seldom drew a six-seat game with
# eliminations, so CI failed once in a while (the ci profile is now derandomized).
@example(seed=729351, style="passive")
# the game of the slow walk seen while hunting it (see the commit message: Hypothesis traces
# every line of the examples it runs after a failure)
@example(seed=1363292806, style="aggressive")
def test_every_event_taken_is_offered_on_the_hbo_2p_and_melee_rulesets(
    kind: str, seed: int, style: str
) -> None:
    """The same property on the other rulesets: hbo-2p (the HBO card file) and agot2-melee
    (3 or 4 seats, titles at [F-1.4], challenges naming an opponent, redirects)."""
    kinds = walk(kind, seed, style)
    assert {"first_player", "draw", "setup", "choose_plot", "marshal_or_pass"} <= set(kinds)
    if kind == MELEE:
        assert "choose_title" in kinds, kinds  # [F-1.4-2] every round
        final = play(kind, seed, **STYLES[style]).state
        if removed_count(len(final.players)) > 0:
            assert "remove_titles" in kinds, kinds  # [F-1.4-1] from the first round
        else:  # six seats: none while all six play, some once fewer are left ([R-MELEE-4])
            assert "remove_titles" not in kinds or final.eliminated, kinds


def test_the_decision_kinds_of_a_few_games_cover_the_main_kinds() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(2):
        kinds += walk("sample", seed, "aggressive")
    main = {
        "first_player",
        "draw",
        "mulligan",
        "setup",
        "choose_plot",
        "marshal_or_pass",
        "declare_challenge",
        "choose_defenders",
        "discard_to_reserve",
        "game_over",
    }
    assert main <= set(kinds), kinds


def new_match() -> Match:
    return Match(parse_log(dict(_EXAMPLE_HEADER, events=[])), sample_cards())


def test_S2_the_first_decision_is_the_random_first_player() -> None:
    decision = next_decision(new_match().state)
    assert (decision.kind, decision.seat, decision.step, decision.chance) == (
        "first_player",
        None,
        "S-2",
        True,
    )
    firsts = [c for c in decision.options if c.type == "first_player"]
    assert [c.event() for c in firsts] == [
        {"type": "first_player", "seat": "A"},
        {"type": "first_player", "seat": "B"},
    ]
    assert {c.type for c in decision.options if c.optional} == {"shuffle", "concede", "time_called"}


def test_S7_a_draw_is_a_chance_pick_from_the_deck() -> None:
    match = new_match()
    match.push({"seq": 1, "type": "first_player", "seat": "A"})
    decision = match.decision()
    draw = decision.options[0]
    assert (decision.kind, decision.seat, decision.chance, decision.rule) == (
        "draw",
        "A",
        True,
        "S-7",
    )
    assert draw.pick_field == "cards" and set(draw.pick_from) == set(match.state.players[0].deck)
    assert draw.pick_min == draw.pick_max == 3  # the example deck has 3 cards
    assert decision.find({"type": "draw", "seat": "A", "cards": list(draw.pick_from)})
    assert decision.find({"type": "draw", "seat": "A", "cards": list(draw.pick_from)[:2]}) is None
    assert decision.find({"type": "draw", "seat": "B", "cards": list(draw.pick_from)}) is None


def test_next_decision_does_not_change_the_state() -> None:
    result = play("sample", 7)
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    for ev in result.log["events"][:120]:
        before = digest(match.state)
        step = match.state.step
        match.decision()
        assert (digest(match.state), match.state.step) == (before, step)
        match.push(ev)


def test_a_decision_ahead_of_the_state_names_the_phase_it_is_taken_in() -> None:
    """After the draw phase's last draw the next decision is marshaling: the state still
    rests in the draw phase, the decision says marshaling (a page shows where the game will be)."""
    result = play("sample", 7)
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    seen_ahead = 0
    for ev in result.log["events"]:
        decision = match.decision()
        if decision.kind == "marshal_or_pass":
            assert decision.phase == "marshaling"
            seen_ahead += match.state.phase != "marshaling"
        if decision.kind == "choose_plot":
            assert decision.phase == "plot"
        match.push(ev)
    assert seen_ahead > 0


def test_decisions_json_is_json_with_a_label_per_option() -> None:
    result = play("sample", 11)
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    labels: set[str] = set()
    for ev in result.log["events"]:
        doc = decisions_json(match.state)
        assert set(doc) == {"seat", "kind", "step", "phase", "rule", "chance", "options"}
        for option in doc["options"]:
            assert set(option) == {
                "type",
                "seat",
                "fields",
                "optional",
                "pick_from",
                "pick_field",
                "pick_min",
                "pick_max",
                "extra",
                "label",
            }
            assert option["label"]
            labels.add(option["label"])
        assert orjson.loads(orjson.dumps(doc)) == doc
        match.push(ev)
    assert any(t.startswith("Marshal ") and t.endswith(" gold)") for t in labels), labels
    assert "Pass (done marshaling)" in labels
    assert any(t.endswith(" challenge") for t in labels)


def test_marshal_labels_name_the_card_and_its_cost() -> None:
    result = play("sample", 3)
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    for ev in result.log["events"]:
        decision = match.decision()
        if decision.kind == "marshal_or_pass":
            for option, text in zip(decision.options, decision.labels, strict=True):
                if option.type == "marshal":
                    card = match.state.cards[option.fields["card"]].card
                    assert text.startswith(f"Marshal {card.name}")
                    assert f"({option.fields['cost']} gold)" in text or "duplicate" in text
            return
        match.push(ev)
    pytest.fail("no marshaling decision")


def test_an_event_the_rules_refuse_is_not_among_the_options() -> None:
    result = play("sample", 5)
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    for ev in result.log["events"]:
        decision = match.decision()
        if decision.kind == "marshal_or_pass":
            not_in_hand = match.state.players[match.state.active or 0].deck[0]
            seat = decision.seat
            assert decision.find({"type": "marshal", "seat": seat, "card": not_in_hand}) is None
            assert decision.find({"type": "pass", "seat": "AB"["AB".index(str(seat)) ^ 1]}) is None
            return
        match.push(ev)
    pytest.fail("no marshaling decision")


def test_an_optional_statement_just_made_is_not_offered_again() -> None:
    result = play("sample", 2, style=STYLES["aggressive"]["style"])
    match = Match(parse_log({**result.log, "events": []}), cards("sample"))
    seen = False
    for ev in result.log["events"]:
        match.push(ev)
        if ev["type"] == "challenge_result":
            seen = True
            assert all(c.type != "challenge_result" for c in match.decision().options)
            assert any(c.type == "challenge_result" for c in next_decision(match.state).options)
    assert seen


def test_choice_matches_checks_the_side_choices() -> None:
    choice = Choice(
        "challenge",
        "A",
        {"challenge": "military"},
        pick_from=("A:1#1", "A:2#1"),
        pick_field="attackers",
        pick_min=1,
        pick_max=2,
        extra={"A:1#1": ("B:3#1",)},
    )
    base = {"type": "challenge", "seat": "A", "challenge": "military", "attackers": ["A:1#1"]}
    assert choice_matches(choice, base)
    assert choice_matches(choice, {**base, "stealth": {"A:1#1": "B:3#1"}})
    assert not choice_matches(choice, {**base, "stealth": {"A:1#1": "B:9#1"}})
    assert not choice_matches(choice, {**base, "stealth": {"A:2#1": "B:3#1"}})
    assert not choice_matches(choice, {**base, "attackers": []})
    assert not choice_matches(choice, {**base, "attackers": ["A:1#1", "A:1#1"]})
    assert not choice_matches(choice, {**base, "challenge": "power"})
    assert not choice_matches(choice, {**base, "surprise": 1})
    assert choice_matches(choice, {**base, "note": "free text", "at": "F-AW-4.1", "seq": 9})


def test_decision_json_round_trips_its_options() -> None:
    decision = next_decision(new_match().state)
    assert isinstance(decision, Decision)
    doc = decision.as_json()
    assert [o["type"] for o in doc["options"]] == [c.type for c in decision.options]
    assert [o["label"] for o in doc["options"]] == list(decision.labels)


def test_the_module_examples_run() -> None:
    import doctest

    import engine.game.play.decisions

    result = doctest.testmod(engine.game.play.decisions)
    assert result.attempted > 0 and result.failed == 0


def test_the_api_is_exported_from_engine_game() -> None:
    import engine.game

    assert engine.game.next_decision is next_decision
    assert engine.game.Decision is Decision
    assert engine.game.decisions_json is decisions_json
    assert engine.game.Match is Match


def test_F14_melee_titles_are_a_chance_removal_then_each_seat_chooses_in_turn() -> None:
    result = play(MELEE, 0)
    match = Match(parse_log({**result.log, "events": []}), cards(MELEE))
    for ev in result.log["events"]:
        decision = match.decision()
        if decision.kind == "remove_titles":
            assert (decision.seat, decision.chance, decision.rule) == (None, True, "F-1.4-1")
            assert decision.labels[0].startswith("Titles removed at random: 2 titles")
        if decision.kind == "choose_title":
            assert decision.seat == ev["seat"] and not decision.chance
            chosen = [
                (c, t)
                for c, t in zip(decision.options, decision.labels, strict=True)
                if c.type == "title"
            ]
            assert {c.seat for c, _ in chosen} == {ev["seat"]}
            for option, text in chosen:
                name = match.state.titles[option.fields["title"]].name
                assert text == f"{option.seat} chooses the title {name}"
            return
        match.push(ev)
    pytest.fail("no title chosen")


def test_R_MELEE_3_melee_challenge_labels_name_the_opponent() -> None:
    result = play(MELEE, 1)
    match = Match(parse_log({**result.log, "events": []}), cards(MELEE))
    for ev in result.log["events"]:
        decision = match.decision()
        challenges = [
            (c, t)
            for c, t in zip(decision.options, decision.labels, strict=True)
            if c.type == "challenge"
        ]
        if challenges:
            assert len({c.fields["opponent"] for c, _ in challenges}) >= 1
            for option, text in challenges:
                assert f"challenge against {option.fields['opponent']}" in text, text
            return
        match.push(ev)
    pytest.fail("no challenge offered")


def test_R_ELIM_1_an_eliminated_melee_player_is_not_offered_a_concession() -> None:
    """Found by the melee property test: the engine refuses a concession by a player who
    has left the game, so it must not be offered."""
    seen = False
    # simulated melees where a player is eliminated (which seeds do moves as more cards are
    # scripted: 8 since Fleet Captain's +1 STR changed seed 5's game)
    for seed in (5, 8, 13, 27):
        result = play(MELEE, seed)
        match = Match(parse_log({**result.log, "events": []}), cards(MELEE))
        for ev in result.log["events"]:
            out = {p.key for p in match.state.players if p.eliminated}
            if out and not match.state.over:
                seen = True
                conceding = {c.seat for c in match.decision().options if c.type == "concede"}
                assert conceding and not conceding & out, (conceding, out)
            match.push(ev)
    assert seen


def test_F14_a_six_seat_melee_removes_no_title_and_offers_seats_up_to_F() -> None:
    """[R-MELEE-4] no title is removed at random with six players; seats "A" to "F"."""
    log = simulate_melee(1, cards(MELEE), seats=6).log
    kinds = walk_log(log, cards(MELEE), random.Random(1))
    assert "remove_titles" not in kinds and kinds["choose_title"] >= 6, kinds
    assert [s["seat"] for s in log["seats"]] == list("ABCDEF")


def test_every_decision_kind_is_documented_in_the_engine_api() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "engine-api.md").read_text()
    assert [k for k in KINDS if f"| `{k}` |" not in doc] == []
