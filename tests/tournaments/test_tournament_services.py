"""Tournament services on the database: commands become events, projections follow, and a
refused command (with its rule id) leaves everything as it was."""

from __future__ import annotations

import pytest

from engine.game.data.cards import SAMPLE_CARD_DATA
from tournaments import eventstore, projections
from tournaments.errors import DomainError
from tournaments.models import Match, Registration, Round, Standing, Tournament
from tournaments.services import tournaments as svc

from .eventstore_helpers import snapshot
from .factories import legal_deck_text, play_round, tournament_with_players, user

pytestmark = pytest.mark.django_db


def refused(rule: str, call, *args, **kwargs) -> DomainError:  # type: ignore[no-untyped-def]
    """Assert the command is refused citing ``rule`` and that nothing at all changed."""
    before = snapshot(), _projections()
    with pytest.raises(DomainError) as caught:
        call(*args, **kwargs)
    assert caught.value.rule == rule, caught.value.as_dict()
    assert (snapshot(), _projections()) == before
    return caught.value


def _projections() -> list[list[tuple]]:
    return [
        list(Tournament.objects.values_list("id", "status", "current_round", "version")),
        list(Registration.objects.values_list("player_id", "status", "deck_legal")),
        list(Round.objects.values_list("stage", "number", "closed", "stale")),
        list(Match.objects.values_list("key", "player_a", "player_b", "result")),
    ]


def test_create_register_and_pair_round_one_projects_tables_and_a_bye():
    tournament = tournament_with_players(9)
    svc.round_pair(tournament)
    tournament.refresh_from_db()
    assert tournament.status == "swiss" and tournament.current_round == 1
    # [T-STRUCT-1] 9 players, basic: 4 rounds, no cut; fixed when round 1 is paired.
    assert tournament.structure == {"preset": "basic", "swiss_rounds": 4, "cut": None}
    matches = list(Match.objects.filter(tournament=tournament))
    assert sorted(m.table for m in matches if m.table) == [1, 2, 3, 4]
    byes = [m for m in matches if m.player_b is None]
    assert len(byes) == 1 and byes[0].result == "bye"
    paired = [m.player_a_id for m in matches] + [m.player_b_id for m in matches if m.player_b]
    assert sorted(paired) == sorted(Registration.objects.values_list("id", flat=True))


def test_round_cannot_be_paired_while_the_previous_one_is_open_T_OPEN_5():
    tournament = tournament_with_players(6)
    svc.round_pair(tournament)
    refused("T-OPEN-5", svc.round_pair, tournament)


def test_round_close_is_refused_while_results_are_missing_T_END_1():
    tournament = tournament_with_players(6)
    svc.round_pair(tournament)
    error = refused("T-END-1", svc.round_close, tournament)
    assert "r1-t1" in error.message


def test_result_recorded_once_then_only_corrected_T_OPEN_5():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    svc.result_record(tournament, "r1-t1", "a_win", end_reason="power")
    refused("T-OPEN-5", svc.result_record, tournament, "r1-t1", "b_win")
    assert Match.objects.get(tournament=tournament, key="r1-t1").result == "a_win"


def test_modified_win_only_with_time_T_END_2_and_byes_are_fixed_T_SWISS_5():
    tournament = tournament_with_players(5)
    svc.round_pair(tournament)
    refused("T-END-2", svc.result_record, tournament, "r1-t1", "a_modified_win", end_reason="power")
    refused("T-SWISS-5", svc.result_record, tournament, "r1-bye", "a_win")


def test_unknown_match_and_unknown_result_are_clear_errors():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    refused("T-SWISS-6", svc.result_record, tournament, "r9-t9", "a_win")
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        svc.result_record(tournament, "r1-t1", "draw")
    assert caught.value.code == "invalid" and "draw" in caught.value.message
    assert snapshot() == before


def test_idempotent_result_report_records_one_event():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    first = svc.result_record(tournament, "r1-t1", "b_win", idempotency_key="tap")
    again = svc.result_record(tournament, "r1-t1", "b_win", idempotency_key="tap")
    assert first == again
    types = [e.type for e in eventstore.read(tournament.stream_id)]
    assert types.count("ResultRecorded") == 1


def test_same_key_for_a_different_report_is_refused():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    svc.result_record(tournament, "r1-t1", "b_win", idempotency_key="tap")
    with pytest.raises(DomainError) as caught:
        svc.result_record(tournament, "r1-t2", "a_win", idempotency_key="tap")
    assert caught.value.code == "idempotency_key_reused"


def test_correction_after_next_round_flags_that_round_stale_and_never_repairs_T_OPEN_5():
    tournament = tournament_with_players(8)
    svc.round_pair(tournament)
    play_round(tournament)
    svc.round_pair(tournament)
    round_two = list(
        Match.objects.filter(round__number=2).values_list("key", "player_a", "player_b")
    )
    svc.result_correct(tournament, "r1-t1", "b_win", reason="slip signed wrongly")
    assert Round.objects.get(tournament=tournament, number=2).stale is True
    assert Round.objects.get(tournament=tournament, number=1).stale is False
    assert (
        list(Match.objects.filter(round__number=2).values_list("key", "player_a", "player_b"))
        == round_two
    )
    corrected = eventstore.read(tournament.stream_id)[-1]
    assert corrected.type == "ResultCorrected"
    assert (corrected.payload["old_result"], corrected.payload["result"]) == ("a_win", "b_win")


def test_correction_needs_a_reason_and_a_change():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    svc.result_record(tournament, "r1-t1", "a_win")
    refused("T-OPEN-5", svc.result_correct, tournament, "r1-t1", "b_win", reason=" ")
    refused("T-OPEN-5", svc.result_correct, tournament, "r1-t1", "a_win", reason="why")
    refused("T-OPEN-5", svc.result_correct, tournament, "r1-t2", "a_win", reason="no result")


def test_dropped_player_is_never_paired_and_rejoin_gives_unpaired_losses_T_DROP_1_2():
    tournament = tournament_with_players(6)
    svc.round_pair(tournament)
    play_round(tournament)
    svc.player_drop(tournament, "p1")
    svc.round_pair(tournament)
    in_round_2 = Match.objects.filter(round__number=2)
    assert not in_round_2.filter(player_a__player_id="p1").exists()
    assert not in_round_2.filter(player_b__player_id="p1").exists()
    play_round(tournament)
    svc.player_rejoin(tournament, "p1")
    rejoined = eventstore.read(tournament.stream_id)[-1].payload
    assert rejoined["missed_rounds"] == [2] and rejoined["round"] == 3
    state = projections.tournament_state(tournament)
    row = state.standings().row("p1")
    assert row.rounds_played == 2  # round 1 played, round 2 an unpaired loss [T-OPEN-2]


def test_disqualified_player_cannot_rejoin_T_DROP_2():
    tournament = tournament_with_players(4)
    svc.player_disqualify(tournament, "p2", reason="marked cards")
    assert Registration.objects.get(tournament=tournament, player_id="p2").status == (
        "disqualified"
    )
    refused("T-DROP-2", svc.player_rejoin, tournament, "p2")


def test_illegal_deck_is_recorded_with_rule_ids_and_blocks_pairing_T_DECK_2():
    tournament = tournament_with_players(4)
    errors = svc.deck_submit(
        tournament, "p1", '{"faction": "stark", "agenda": null, "plots": {}, "draw": {}}'
    )
    assert errors and all(e["rule"] for e in errors)
    registration = Registration.objects.get(tournament=tournament, player_id="p1")
    assert registration.deck_legal is False and registration.deck_errors == errors
    refused("T-DECK-2", svc.round_pair, tournament)
    assert svc.deck_submit(tournament, "p1", legal_deck_text()) == []
    svc.round_pair(tournament)
    refused("T-DECK-1", svc.deck_submit, tournament, "p2", legal_deck_text())


def test_unreadable_deck_is_a_clear_error_and_stores_nothing():
    tournament = tournament_with_players(2)
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        svc.deck_submit(tournament, "p1", b"\x00\x01garbage")
    assert caught.value.code == "unreadable_deck" and caught.value.field == "deck"
    assert snapshot() == before


def test_T_DECK_3_a_real_deck_on_the_sample_set_is_refused_saying_the_card_data_lacks_the_pack(
    card_data_at,
):
    """Issue 42 item 4: a fresh clone without the shared card data refused a deck database
    export with only "unknown pack 'Core Set'"."""
    card_data_at(SAMPLE_CARD_DATA)
    tournament = tournament_with_players(2)
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        svc.deck_submit(tournament, "p1", "House Stark\n1x Eddard Stark (Core Set)\n")
    assert caught.value.code == "unreadable_deck"
    assert "unknown pack 'Core Set'" in caught.value.message
    assert "the loaded card data lacks it (the bundled SAMPLE SET" in caught.value.message
    assert snapshot() == before


def test_repair_allowed_before_results_only(django_capture_on_commit_callbacks):
    tournament = tournament_with_players(8)
    svc.round_pair(tournament)
    svc.round_repair(tournament, "wrong player list")
    assert Round.objects.get(tournament=tournament, number=1).seed.endswith("repair-1")
    svc.result_record(tournament, "r1-t1", "a_win")
    refused("T-OPEN-5", svc.round_repair, tournament, "too late")


def test_organizer_pairing_change_is_validated_T_SWISS_6():
    tournament = tournament_with_players(4)
    svc.round_pair(tournament)
    refused(
        "T-SWISS-6",
        svc.pairings_change,
        tournament,
        [("p1", "p2")],
        by="org",
        reason="p3 and p4 forgotten",
    )
    svc.pairings_change(
        tournament,
        [("p1", "p3"), ("p2", "p4")],
        by="org",
        reason="family members should not meet in round 1",
    )
    keys = set(
        Match.objects.filter(tournament=tournament).values_list(
            "player_a__player_id", "player_b__player_id"
        )
    )
    assert keys == {("p1", "p3"), ("p2", "p4")}


def test_full_event_with_cut_elimination_and_champion(django_capture_on_commit_callbacks):
    # [T-STRUCT-3] custom: 3 Swiss rounds and a top 4, [T-CUT-2] fixed bracket.
    from engine.tournament.structures import TopCut

    tournament = tournament_with_players(10, preset="custom", swiss_rounds=3, cut_rule=TopCut(4))
    for _ in range(3):
        svc.round_pair(tournament)
        play_round(tournament)
    refused("T-SWISS-1", svc.round_pair, tournament)
    with django_capture_on_commit_callbacks(execute=True):
        svc.cut_make(tournament)
    seeds = projections.tournament_state(tournament).cut.seed_list()
    ranks = list(
        Standing.objects.filter(tournament=tournament)
        .order_by("rank")
        .values_list("registration__player_id", flat=True)
    )
    assert seeds == ranks[:4]  # [T-CUT-1], [T-OPEN-4]
    svc.elimination_round_pair(tournament)
    games = {
        m.key: (m.player_a.player_id, m.player_b.player_id)
        for m in Match.objects.filter(tournament=tournament, round__stage="elimination")
    }
    assert games == {"e1-g1": (seeds[0], seeds[3]), "e1-g2": (seeds[1], seeds[2])}
    play_round(tournament, "b_win")
    svc.elimination_round_pair(tournament)
    play_round(tournament, "a_win")
    svc.tournament_complete(tournament)
    tournament.refresh_from_db()
    assert tournament.status == "completed"
    assert tournament.champion.player_id == seeds[3]  # won game 1 as seed 4, then the final
    refused("T-SWISS-1", svc.player_register, tournament, name="Too late")


def test_cut_player_dropping_before_the_first_game_is_replaced_T_DROP_3():
    from engine.tournament.structures import TopCut

    tournament = tournament_with_players(8, preset="custom", swiss_rounds=2, cut_rule=TopCut(4))
    for _ in range(2):
        svc.round_pair(tournament)
        play_round(tournament)
    svc.cut_make(tournament)
    state = projections.tournament_state(tournament)
    before = state.cut.seed_list()
    fifth = state.standings().rows[4].player_id
    svc.player_drop(tournament, before[1])
    after = projections.tournament_state(tournament).cut.seed_list()
    assert after == [before[0], before[2], before[3], fifth]


def test_standings_task_runs_after_commit_and_matches_the_events(
    django_capture_on_commit_callbacks,
):
    tournament = tournament_with_players(6)
    with django_capture_on_commit_callbacks(execute=True):
        svc.round_pair(tournament)
        play_round(tournament)
    tournament.refresh_from_db()
    assert tournament.standings_version == tournament.version
    from tournaments.services.verification import standings_differences

    assert standings_differences(tournament.pk) == []
    rows = list(Standing.objects.filter(tournament=tournament).order_by("rank"))
    assert [r.rank for r in rows] == list(range(1, 7))
    assert [r.points for r in rows[:3]] == [5, 5, 5]


def test_assigning_a_staff_role_twice_records_it_once():
    tournament = tournament_with_players(4)
    judge = user("judge")
    svc.staff_assign(tournament, judge, "judge")
    before = snapshot()
    assert svc.staff_assign(tournament, judge, "judge") == []
    assert snapshot() == before


def test_a_retried_create_returns_the_first_tournament():
    first = svc.tournament_create(organizer=user("org"), name="Cup", idempotency_key="c-1")
    again = svc.tournament_create(organizer=user("org"), name="Cup", idempotency_key="c-1")
    assert again.pk == first.pk
    assert Tournament.objects.count() == 1
    before = snapshot()
    with pytest.raises(DomainError) as caught:
        svc.tournament_create(organizer=user("org"), name="Other", idempotency_key="c-1")
    assert caught.value.code == "idempotency_key_reused"
    assert snapshot() == before and Tournament.objects.count() == 1


def test_repair_after_the_clock_started_is_refused_T_TIME_1():
    """Issue 24, item 6: once the clock runs the players are at their tables; re-pairing
    then was a KeyError (a 500). It is a refusal naming the rule, and nothing changes."""
    from tournaments.services import results

    tournament = tournament_with_players(8)
    svc.round_pair(tournament)
    results.round_start(tournament)
    error = refused("T-TIME-1", svc.round_repair, tournament, "a late arrival")
    assert "clock" in error.message
    refused(
        "T-TIME-1",
        svc.pairings_change,
        tournament,
        [("p1", "p2"), ("p3", "p4"), ("p5", "p6"), ("p7", "p8")],
        by="org",
        reason="swap after the start",
    )


def test_melee_reseat_after_the_clock_started_is_refused_T_TIME_1():
    from tournaments.services import results

    tournament = tournament_with_players(8, format="melee")
    svc.round_pair(tournament)
    results.round_start(tournament)
    refused("T-TIME-1", svc.round_repair, tournament, "a late arrival")
