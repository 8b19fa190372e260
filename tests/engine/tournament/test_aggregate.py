"""The tournament aggregate in the engine alone: fold and decide, without any database."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine.tournament.commands
from engine.tournament import commands as c
from engine.tournament.aggregate import apply, fold
from engine.tournament.points import Result, TournamentError

COMMAND_MODULES = ["engine.tournament.aggregate", "engine.tournament.state"] + [
    m.name
    for m in pkgutil.iter_modules(
        engine.tournament.commands.__path__, "engine.tournament.commands."
    )
]


@pytest.mark.parametrize("name", ["engine.tournament.commands", *COMMAND_MODULES])
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def run(state, events):
    for event in events:
        apply(state, event)
    return state


def event_of(players: int = 4, seed: str = "s"):
    state = fold([c.create_tournament("Test", seed=seed)])
    for index in range(players):
        run(state, c.register_player(state, f"P{index}"))
    return state


def refuses(rule: str, call, *args, **kwargs) -> None:
    with pytest.raises(TournamentError) as caught:
        call(*args, **kwargs)
    assert caught.value.rule == rule


def test_fold_of_the_events_a_command_made_equals_applying_them_one_by_one():
    state = event_of(6)
    run(state, c.pair_swiss_round(state))
    for match in state.latest_round().pending():
        run(state, c.record_result(state, match.key, "b_win"))
    refolded = fold(state.events)
    assert refolded.version == state.version
    assert refolded.standings() == state.standings()


def test_unknown_event_types_count_for_the_version_but_change_nothing():
    state = event_of(2)
    before = state.standings()
    apply(state, ("SomethingFromTheFuture", {"x": 1}))
    assert state.version == 4 and state.standings() == before


def test_T_TIME_1_round_clock_swiss_55_minutes_final_120_and_started_once():
    state = event_of(4)
    refuses("T-TIME-1", c.start_round, state, "2026-11-22T10:00:00Z")
    run(state, c.pair_swiss_round(state))
    run(state, c.start_round(state, "2026-11-22T10:00:00Z"))
    assert state.latest_round().minutes == 55
    refuses("T-TIME-1", c.start_round, state, "2026-11-22T10:05:00Z")


def test_T_ROLE_2_agreeing_reports_record_the_result():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    game = state.match("r1-t1")
    run(
        state,
        c.report_result(state, "r1-t1", game.player_b, "b_win", end_reason="power", power=[9, 15]),
    )
    assert state.match("r1-t1").result is None  # one report is not a result
    run(state, c.report_result(state, "r1-t1", game.player_a, "b_win", end_reason="power"))
    assert state.match("r1-t1").result is Result.B_WIN
    refuses("T-ROLE-2", c.report_result, state, "r1-t1", game.player_a, "a_win")


def test_T_ROLE_1_disagreeing_reports_open_one_dispute_a_taken_one_blocks_reports():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    game = state.match("r1-t2")
    run(state, c.report_result(state, "r1-t2", game.player_a, "a_win", end_reason="power"))
    run(state, c.report_result(state, "r1-t2", game.player_b, "b_win", end_reason="power"))
    assert [d.match for d in state.open_disputes()] == ["r1-t2"]
    assert state.match("r1-t2").result is None
    assert c.dispute_open(state, "r1-t2", "again") == []  # one queue entry per match
    # Until a judge takes it the players may still settle it ([T-ROLE-2]): a report that
    # still disagrees opens no second dispute.
    again = c.report_result(state, "r1-t2", game.player_a, "a_win", end_reason="concession")
    assert [t for t, _ in again] == ["ResultReported"]
    run(state, c.take_dispute(state, "d1", "judge"))
    refuses("T-ROLE-1", c.report_result, state, "r1-t2", game.player_a, "a_win")


def test_T_ROLE_2_reports_that_come_to_agree_settle_a_waiting_dispute():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    game = state.match("r1-t2")
    run(state, c.report_result(state, "r1-t2", game.player_a, "a_win", end_reason="power"))
    run(state, c.report_result(state, "r1-t2", game.player_b, "b_win", end_reason="power"))
    events = c.report_result(state, "r1-t2", game.player_b, "a_win", end_reason="power")
    assert [t for t, _ in events] == ["ResultReported", "ResultRecorded", "DisputeSettled"]
    run(state, events)
    assert state.open_disputes() == [] and state.disputes["d1"].status == "settled"
    assert state.disputes["d1"].settled == {"by": game.player_b, "how": "reports"}


def test_T_ROLE_1_the_organizers_result_settles_a_waiting_dispute_not_a_taken_one():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    run(state, c.dispute_open(state, "r1-t1", "slip lost"))
    run(state, c.dispute_open(state, "r1-t2", "slip lost"))
    run(state, c.take_dispute(state, "d2", "judge"))
    run(state, c.record_result(state, "r1-t1", "a_win", by="org"))
    run(state, c.record_result(state, "r1-t2", "a_win", by="org"))
    assert state.disputes["d1"].status == "settled"
    assert state.disputes["d1"].settled == {"by": "org", "how": "organizer"}
    assert state.disputes["d2"].status == "taken"  # the judge rules on it


def test_T_ROLE_2_only_the_players_of_a_match_report_it():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    outsider = state.match("r1-t2").player_a
    refuses("T-ROLE-2", c.report_result, state, "r1-t1", outsider, "a_win")


def test_unconfirmed_report_goes_to_the_queue_once():
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    assert c.report_overdue(state, "r1-t1") == []  # nobody reported: nothing to confirm
    run(state, c.report_result(state, "r1-t1", state.match("r1-t1").player_a, "a_win"))
    run(state, c.report_overdue(state, "r1-t1"))
    assert len(state.open_disputes("r1-t1")) == 1
    assert c.report_overdue(state, "r1-t1") == []


def disputed(result_recorded: bool):
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    if result_recorded:
        run(state, c.record_result(state, "r1-t1", "a_win"))
    run(state, c.dispute_open(state, "r1-t1", "the log shows B won"))
    return state, next(iter(state.disputes))


def test_T_ROLE_1_judge_overturns_a_result_and_the_standings_follow():
    state, dispute = disputed(result_recorded=True)
    game = state.match("r1-t1")
    run(state, c.take_dispute(state, dispute, "judge-7"))
    run(
        state,
        c.rule_dispute(
            state,
            dispute,
            by="judge-7",
            role="judge",
            decision="overturn",
            result="b_win",
            reason="log replay: B reached 15 power",
        ),
    )
    assert state.match("r1-t1").result is Result.B_WIN
    assert state.standings().row(game.player_b).points == 5
    assert state.disputes[dispute].status == "ruled"


def test_T_ROLE_3_game_loss_gives_the_opponent_the_win():
    state, dispute = disputed(result_recorded=False)
    game = state.match("r1-t1")
    run(
        state,
        c.rule_dispute(
            state,
            dispute,
            by="j",
            role="judge",
            decision="game_loss",
            player=game.player_a,
            reason="marked sleeves",
        ),
    )
    assert state.match("r1-t1").result is Result.B_WIN


def test_T_ROLE_1_review_goes_to_a_marshal_whose_ruling_stands():
    state, dispute = disputed(result_recorded=True)
    game = state.match("r1-t1")
    run(
        state,
        c.rule_dispute(
            state, dispute, by="j", role="judge", decision="uphold", reason="the slip is signed"
        ),
    )
    refuses(
        "T-ROLE-1",
        c.rule_dispute,
        state,
        dispute,
        by="j",
        role="judge",
        decision="overturn",
        result="b_win",
        reason="changed my mind",
    )
    refuses("T-ROLE-1", c.request_review, state, dispute, state.match("r1-t2").player_a)
    run(state, c.request_review(state, dispute, game.player_b))
    run(
        state,
        c.rule_dispute(
            state,
            dispute,
            by="m",
            role="marshal",
            decision="overturn",
            result="b_win",
            reason="slip signed under pressure",
        ),
    )
    assert state.match("r1-t1").result is Result.B_WIN
    refuses(
        "T-ROLE-1",
        c.rule_dispute,
        state,
        dispute,
        by="m2",
        role="marshal",
        decision="uphold",
        reason="again",
    )


def test_T_ROLE_3_rulings_need_a_reason_a_known_decision_and_a_player_in_the_match():
    state, dispute = disputed(result_recorded=True)
    refuses(
        "T-ROLE-1",
        c.rule_dispute,
        state,
        dispute,
        by="j",
        role="judge",
        decision="uphold",
        reason=" ",
    )
    refuses(
        "T-ROLE-3",
        c.rule_dispute,
        state,
        dispute,
        by="j",
        role="judge",
        decision="banish",
        reason="x",
    )
    refuses(
        "T-ROLE-3",
        c.rule_dispute,
        state,
        dispute,
        by="j",
        role="judge",
        decision="warning",
        player="nobody",
        reason="x",
    )
    refuses(
        "T-ROLE-1",
        c.rule_dispute,
        state,
        dispute,
        by="p",
        role="player",
        decision="uphold",
        reason="x",
    )


@given(
    st.lists(st.tuples(st.booleans(), st.sampled_from(list(Result)[:4])), min_size=2, max_size=2)
)
def test_two_reports_either_record_a_result_or_open_a_dispute(reports):
    state = event_of(4)
    run(state, c.pair_swiss_round(state))
    game = state.match("r1-t1")
    first, second = reports
    for by_a, result in (first, (not first[0], second[1])):
        player = game.player_a if by_a else game.player_b
        end = "time" if "modified" in result.value else "power"
        run(state, c.report_result(state, "r1-t1", player, result, end_reason=end))
    recorded = state.match("r1-t1").result
    assert (recorded is not None) != bool(state.open_disputes("r1-t1"))
    assert recorded in (None, first[1])
    assert (recorded is not None) == (first[1] == second[1])


def test_T_DROP_4_a_finalist_who_drops_gives_the_opponent_a_bye_and_the_title():
    from engine.tournament.structures import TopCut

    state = fold(
        [
            c.create_tournament(
                "Cup", seed="drop4", preset="custom", swiss_rounds=2, cut_rule=TopCut(4)
            )
        ]
    )
    for index in range(8):
        run(state, c.register_player(state, f"P{index}"))
    for _ in range(2):
        run(state, c.pair_swiss_round(state))
        for match in state.latest_round().pending():
            run(state, c.record_result(state, match.key, "a_win"))
        run(state, c.close_round(state))
    run(state, c.make_cut(state))
    run(state, c.pair_elimination_round(state))
    for match in state.latest_round().pending():
        run(state, c.record_result(state, match.key, "a_win"))
    run(state, c.close_round(state))
    finalists = [m.winner() for m in state.latest_round().matches.values()]
    run(state, c.drop_player(state, finalists[0]))
    run(state, c.pair_elimination_round(state))
    final = next(iter(state.latest_round().matches.values()))
    assert (final.player_a, final.player_b) == (finalists[1], None)  # a bye, already won
    run(state, c.close_round(state))
    run(state, c.complete_tournament(state))
    assert state.champion == finalists[1]


def test_T_SWISS_6_a_draft_pairing_is_reviewed_then_published():
    state = event_of(4)
    run(state, c.pair_swiss_round(state, publish=False))
    game = state.match("r1-t1")
    refuses("T-SWISS-6", c.report_result, state, "r1-t1", game.player_a, "a_win")
    refuses("T-TIME-1", c.start_round, state, "2026-11-22T10:00:00Z")
    run(
        state,
        c.change_pairings(
            state,
            [
                (game.player_a, state.match("r1-t2").player_a),
                (game.player_b, state.match("r1-t2").player_b),
            ],
            by="org",
            reason="seat the judges' table apart",
        ),
    )
    assert state.latest_round().published is False  # a change keeps it a draft
    run(state, c.publish_round(state))
    refuses("T-SWISS-6", c.publish_round, state)
    run(state, c.report_result(state, "r1-t1", state.match("r1-t1").player_a, "a_win"))
    assert state.match("r1-t1").reports
