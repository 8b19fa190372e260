"""Swapping two players of a Swiss round by name ([T-SWISS-6]): the other tables and table
numbers stay; refusals name players and tables, never ids, and store nothing."""

from __future__ import annotations

import pytest

from tests.tournaments.eventstore_helpers import snapshot
from tests.tournaments.factories import play_round, tournament_with_players
from tournaments.errors import DomainError
from tournaments.models import Match, Tournament
from tournaments.services import pairings_swap as swap
from tournaments.services import tournaments as svc

pytestmark = pytest.mark.django_db


def seating(event: Tournament) -> dict[int | None, tuple[str, str | None]]:
    rows = Match.objects.filter(tournament=event, round__number=event.current_round)
    return {
        m.table: (m.player_a.name, m.player_b.name if m.player_b else None)
        for m in rows.select_related("player_a", "player_b")
    }


def test_a_swap_moves_two_players_and_keeps_every_other_table_T_SWISS_6() -> None:
    event = tournament_with_players(8)
    svc.round_pair(event, publish=False)
    event.refresh_from_db()
    before = seating(event)
    (a1, b1), (a3, b3) = before[1], before[3]
    done = swap.pairings_swap(event, f"{a1} (table 1)", b3.lower(), reason="family")
    assert done == f"Swapped {a1} (table 1) and {b3} (table 3)."
    after = seating(event)
    assert after[1] == (b3, b1) and after[3] == (a3, a1)
    assert after[2] == before[2] and after[4] == before[4]


def opponent_of(seats: dict[int | None, tuple[str, str | None]], name: str) -> str | None:
    return next(b if a == name else a for a, b in seats.values() if name in (a, b))


def test_a_swap_making_a_rematch_is_refused_with_names_until_allowed_T_SWISS_4() -> None:
    event = tournament_with_players(4)
    svc.round_pair(event)
    event.refresh_from_db()
    a1, b1 = seating(event)[1]  # they met in round 1
    play_round(event)
    svc.round_pair(event)
    event.refresh_from_db()
    # Moving b1 into the seat of a1's round-2 opponent makes a1 v b1 again.
    partner = opponent_of(seating(event), a1)
    assert partner is not None and b1 is not None
    before = snapshot()
    with pytest.raises(DomainError) as refused:
        swap.pairings_swap(event, b1, partner, reason="mix")
    assert refused.value.rule == "T-SWISS-4"
    assert f"{a1} and {b1} already played" in refused.value.message or (
        f"{b1} and {a1} already played" in refused.value.message
    )
    assert snapshot() == before
    swap.pairings_swap(event, b1, partner, reason="mix", allow_rematch=True)
    assert opponent_of(seating(event), a1) == b1


@pytest.mark.parametrize(
    ("first", "second", "message"),
    [
        ("Nobody", "Player 1", "no player named 'Nobody' is paired in this round"),
        ("Player 1", "player 1", "Player 1 is named twice"),
    ],
)
def test_a_swap_of_unknown_or_the_same_player_is_refused(
    first: str, second: str, message: str
) -> None:
    event = tournament_with_players(4)
    svc.round_pair(event)
    before = snapshot()
    with pytest.raises(DomainError, match=message):
        swap.pairings_swap(event, first, second, reason="x")
    assert snapshot() == before


def test_a_swap_after_a_result_is_refused_T_OPEN_5() -> None:
    event = tournament_with_players(4)
    svc.round_pair(event)
    event.refresh_from_db()
    match = Match.objects.filter(tournament=event).first()
    svc.result_record(event, match.key, "a_win")
    with pytest.raises(DomainError) as refused:
        swap.pairings_swap(event, "Player 1", "Player 2", reason="x")
    assert refused.value.rule == "T-OPEN-5"
