"""Drops, rejoins and disqualification ([T-DROP-1], [T-DROP-2], [T-ROLE-3])."""

import pytest

from engine.tournament import (
    MatchRecord,
    PlayerEntry,
    PlayerStatus,
    Result,
    Stage,
    StatusChange,
    StatusChangeKind,
    TournamentError,
    active_players,
    missed_round_losses,
)

DROP, REJOIN, DQ = StatusChangeKind.DROP, StatusChangeKind.REJOIN, StatusChangeKind.DISQUALIFY


def test_T_DROP_1_dropped_player_is_inactive_from_the_drop_round_on() -> None:
    ann = PlayerEntry("ann").with_change(StatusChange(3, DROP))
    assert [ann.status_for_round(r) for r in (2, 3, 7)] == [
        PlayerStatus.ACTIVE,
        PlayerStatus.DROPPED,
        PlayerStatus.DROPPED,
    ]
    assert active_players([ann, PlayerEntry("bob")], 3) == [PlayerEntry("bob")]


def test_T_DROP_2_rejoin_gives_unpaired_losses_for_missed_rounds() -> None:
    ann = PlayerEntry("ann").with_change(StatusChange(2, DROP)).with_change(StatusChange(4, REJOIN))
    played = [MatchRecord.game(1, "ann", "bob", Result.A_WIN)]
    losses = missed_round_losses(ann, played, rejoin_round=4)
    assert losses == [MatchRecord.unpaired_loss(2, "ann"), MatchRecord.unpaired_loss(3, "ann")]
    assert ann.is_active(4)


def test_T_DROP_2_disqualified_player_cannot_rejoin() -> None:
    dan = PlayerEntry("dan").with_change(StatusChange(2, DQ))
    with pytest.raises(TournamentError) as error:
        dan.with_change(StatusChange(3, REJOIN))
    assert error.value.rule == "T-DROP-2"
    assert dan.status_for_round(5) is PlayerStatus.DISQUALIFIED


def test_T_DROP_2_rejoin_only_within_the_swiss_stage_and_only_after_a_drop() -> None:
    with pytest.raises(TournamentError, match=r"\[T-DROP-2\].*has not dropped"):
        PlayerEntry("eve").with_change(StatusChange(2, REJOIN))
    out = PlayerEntry("eve").with_change(StatusChange(1, DROP, Stage.ELIMINATION))
    with pytest.raises(TournamentError, match=r"\[T-DROP-2\].*only within the Swiss stage"):
        out.with_change(StatusChange(2, REJOIN, Stage.ELIMINATION))


def test_T_DROP_1_cannot_drop_twice_or_out_of_order() -> None:
    gone = PlayerEntry("fay").with_change(StatusChange(3, DROP))
    with pytest.raises(TournamentError, match="already dropped"):
        gone.with_change(StatusChange(4, DROP))
    with pytest.raises(TournamentError, match="round order"):
        gone.with_change(StatusChange(2, REJOIN))


def test_swiss_drop_carries_into_the_elimination_stage() -> None:
    gone = PlayerEntry("gil").with_change(StatusChange(5, DROP))
    assert gone.status_for_round(1, Stage.ELIMINATION) is PlayerStatus.DROPPED
