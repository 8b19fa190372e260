"""Final standings as an event reports them: the cut's placings first (the champion, the
finalist, the semi-finalists, ...: a player knocked out in a later elimination round places
higher; those knocked out in the same round share a place range, in seed order), then the
rest in Swiss order ([T-CUT-1..3], [T-OPEN-4]); each with faction and agenda."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.tournament.points import Stage
from tournaments import projections
from tournaments.models import Registration, Standing, Tournament
from tournaments.selectors.records import record_get
from tournaments.selectors.rounds import FACTIONS


@dataclass(frozen=True)
class Placing:
    place: str  # "1", "3-4", "9"
    name: str
    faction: str
    agenda: str
    points: int | None
    record: str  # Swiss wins-losses, every kind of win counted ([T-PTS-1])
    swiss_rank: int | None


def final_standings_list(tournament: Tournament) -> list[Placing]:
    state = projections.tournament_state(tournament)
    swiss = {s.registration_id: s for s in Standing.objects.filter(tournament=tournament)}
    players = {r.player_id: r for r in Registration.objects.filter(tournament=tournament)}
    ordered = _cut_order(state) if state.cut is not None else []
    placed = {pid for group in ordered for pid in group}
    rows: list[Placing] = []
    for group in ordered:
        first = len(rows) + 1
        place = str(first) if len(group) == 1 else f"{first}-{first + len(group) - 1}"
        rows += [_placing(place, players[pid], swiss) for pid in group]
    rest = sorted(
        (r for r in players.values() if r.player_id not in placed and r.pk in swiss),
        key=lambda r: swiss[r.pk].rank,
    )
    rows += [_placing(str(len(rows) + 1 + i), r, swiss) for i, r in enumerate(rest)]
    return rows


def _cut_order(state: Any) -> list[list[str]]:
    """The cut players grouped by how far they went: the winner of the last game first."""
    assert state.cut is not None
    seed_of = {s.player_id: s.seed for s in state.cut.seeds if s.player_id}
    out_in: dict[str, int] = {}
    for round_ in state.rounds_of(Stage.ELIMINATION):
        for match in round_.matches.values():
            winner = match.winner()
            for pid in (match.player_a, match.player_b):
                if pid and winner and pid != winner:
                    out_in[pid] = round_.number
    rounds = len(state.rounds_of(Stage.ELIMINATION))
    still_in = [pid for pid in seed_of if pid not in out_in]
    groups = [sorted(still_in, key=seed_of.__getitem__)] if still_in else []
    for number in range(rounds, 0, -1):
        out = [pid for pid, n in out_in.items() if n == number]
        if out:
            groups.append(sorted(out, key=seed_of.__getitem__))
    return groups


def _placing(place: str, registration: Registration, swiss: dict[int, Standing]) -> Placing:
    standing = swiss.get(registration.pk)
    return Placing(
        place=place,
        name=registration.name,
        faction=FACTIONS.get(registration.faction, registration.faction),
        agenda=registration.agenda,
        points=standing.points if standing else None,
        record=str(record_get(standing)) if standing else "",
        swiss_rank=standing.rank if standing else None,
    )
