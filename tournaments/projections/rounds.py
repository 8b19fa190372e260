"""Projections of rounds, matches and melee tables: pairings, results, reports and round
states (the table rows of ``projections``, one function per event type)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from engine.tournament.aggregate import TournamentState
from engine.tournament.points import Stage
from tournaments.models import Match, MeleeSeat, MeleeTable, Registration, Round, Tournament

Payload = Mapping[str, Any]
Projector = Callable[[Tournament, TournamentState, Payload, datetime], None]


def _registrations(tournament: Tournament) -> dict[str, int]:
    return dict(Registration.objects.filter(tournament=tournament).values_list("player_id", "id"))


def _round_paired(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    folded = state.rounds[(Stage(p["stage"]), p["round"])]  # a changed pairing keeps its seed
    defaults = {
        "published": folded.published,
        "seed": folded.seed,
        "algorithm_version": folded.algorithm_version,
        "forced_rematches": p.get("forced_rematches", 0),
        "stale": False,
    }
    if "standings" in p:
        defaults["paired_from"] = p["standings"].get("rows", [])
    round_, _ = Round.objects.update_or_create(
        tournament=tournament, stage=p["stage"], number=p["round"], defaults=defaults
    )
    Match.objects.filter(round=round_).delete()
    ids = _registrations(tournament)
    Match.objects.bulk_create(
        [
            Match(
                tournament=tournament,
                round=round_,
                key=m["match"],
                table=m.get("table"),
                player_a_id=ids[m["player_a"]],
                player_b_id=ids.get(m["player_b"] or ""),
                result="bye" if m["player_b"] is None else None,
                rematch=m.get("rematch", False),
                explanation=m.get("explanation", "")[:300],
            )
            for m in p["pairings"]
        ]
    )


def _tables_assigned(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    """A melee round ([T-MELEE-1]): the round row, its tables and seats, its bye as a match."""
    byes = [
        {"match": b["match"], "player_a": b["player"], "player_b": None, "explanation": "bye"}
        for b in p["byes"]
    ]
    _round_paired(
        tournament, state, {**p, "pairings": byes, "forced_rematches": p["repeat_pairs"]}, at
    )
    round_ = Round.objects.get(tournament=tournament, stage=p["stage"], number=p["round"])
    MeleeTable.objects.filter(round=round_).delete()
    tables = MeleeTable.objects.bulk_create(
        [
            MeleeTable(
                tournament=tournament,
                round=round_,
                key=t["table"],
                number=t["number"],
                repeats=t.get("repeats", []),
            )
            for t in p["tables"]
        ]
    )
    ids = _registrations(tournament)
    MeleeSeat.objects.bulk_create(
        [
            MeleeSeat(table=table, registration_id=ids[pid], seat=n)
            for table, t in zip(tables, p["tables"], strict=True)
            for n, pid in enumerate(t["seats"], 1)
        ]
    )


def _melee_table(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    """Copy a melee table's reports and places from the folded state ([T-MELEE-1])."""
    folded = state.table(p["table"])
    table = MeleeTable.objects.get(tournament=tournament, key=p["table"])
    table.places, table.end_reason = folded.places, folded.end_reason
    table.proposed, table.proposed_end_reason = folded.proposed, folded.proposed_end_reason
    table.confirmed = sorted(folded.confirmed)
    table.save()
    ids = _registrations(tournament)
    for pid in folded.seats:
        place = folded.places.get(pid) if folded.places else None
        MeleeSeat.objects.filter(table=table, registration_id=ids[pid]).update(place=place)
    if p.get("stale_rounds"):
        Round.objects.filter(
            tournament=tournament, stage="swiss", number__in=p["stale_rounds"]
        ).update(stale=True)


def _result(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    Match.objects.filter(tournament=tournament, key=p["match"]).update(
        result=p["result"], end_reason=p.get("end_reason")
    )
    if p.get("stale_rounds"):
        Round.objects.filter(
            tournament=tournament, stage="swiss", number__in=p["stale_rounds"]
        ).update(stale=True)


def _round_published(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    Round.objects.filter(tournament=tournament, stage=p["stage"], number=p["round"]).update(
        published=True
    )


def _round_closed(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    Round.objects.filter(tournament=tournament, stage=p["stage"], number=p["round"]).update(
        closed=True
    )


def _round_started(
    tournament: Tournament, state: TournamentState, p: Payload, at: datetime
) -> None:
    Round.objects.filter(tournament=tournament, stage=p["stage"], number=p["round"]).update(
        started_at=datetime.fromisoformat(p["started_at"]), minutes=p["minutes"]
    )


def _reported(tournament: Tournament, state: TournamentState, p: Payload, at: datetime) -> None:
    match = state.match(p["match"])
    reports = {
        player: {
            "result": r.result.value,
            "end_reason": r.end_reason,
            "power": list(r.power) if r.power else None,
            "time_step": r.time_step,
        }
        for player, r in match.reports.items()
    }
    rows = Match.objects.filter(tournament=tournament, key=p["match"])
    rows.update(reports=reports)
    rows.filter(first_report_at=None).update(first_report_at=at)


PROJECTORS: dict[str, Projector] = {
    "RoundPaired": _round_paired,
    "RoundRepaired": _round_paired,
    "PairingChanged": _round_paired,
    "ResultRecorded": _result,
    "ResultCorrected": _result,
    "RoundClosed": _round_closed,
    "TablesAssigned": _tables_assigned,
    "TablesReassigned": _tables_assigned,
    "MeleeResultReported": _melee_table,
    "MeleeResultConfirmed": _melee_table,
    "MeleeResultRecorded": _melee_table,
    "MeleeResultCorrected": _melee_table,
    "RoundStarted": _round_started,
    "RoundPublished": _round_published,
    "ResultReported": _reported,
}
