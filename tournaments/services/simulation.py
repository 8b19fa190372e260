"""Simulated tournaments: a whole event played through the real services with random results.

Used by ``manage.py simulate_tournament``, the demo data and the tests. Every step goes
through the same services an organizer's clicks do, so a simulation exercises the real path.
"""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model

from engine.game.api import Deck, deck_to_json, load_standalone_decks, validate_deck
from engine.tournament.points import Result, Stage
from engine.tournament.structures import TopCut
from tournaments import projections
from tournaments.cards import card_db
from tournaments.models import Tournament
from tournaments.services import tournaments as svc
from tournaments.services.standings import standings_refresh_deferred

FIRST = (
    "Alys",
    "Bran",
    "Cregan",
    "Dacey",
    "Edric",
    "Falia",
    "Gerold",
    "Hoster",
    "Ilyn",
    "Jeyne",
    "Kevan",
    "Lyanna",
    "Meryn",
    "Nymeria",
    "Osha",
    "Perwyn",
    "Quentyn",
    "Rhaegar",
    "Sansa",
    "Theon",
    "Ulf",
    "Val",
    "Walda",
    "Yara",
    "Zia",
)
LAST = (
    "Ashford",
    "Blackwood",
    "Crakehall",
    "Dayne",
    "Estermont",
    "Florent",
    "Grafton",
    "Hightower",
    "Isle",
    "Jast",
    "Karstark",
    "Lannister",
    "Mormont",
    "Norrey",
    "Oakheart",
    "Piper",
    "Qorgyle",
    "Rowan",
    "Stark",
    "Tarly",
    "Umber",
    "Vance",
    "Whent",
    "Yronwood",
)


@cache
def legal_decks() -> tuple[Deck, ...]:
    """The legal decks of the card data's ``standalone-decks.json`` (at least one is needed)."""
    cards = card_db()
    decks = load_standalone_decks(Path(cards.source) / "standalone-decks.json", cards)
    legal = tuple(d for d in decks if not validate_deck(d, cards))
    if not legal:
        raise RuntimeError(f"no legal deck in {cards.source}/standalone-decks.json")
    return legal


def player_name(rng: random.Random, index: int) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)} {index:03d}"


def _random_result(rng: random.Random) -> tuple[Result, str]:
    if rng.random() < 0.15:
        return rng.choice([Result.A_MODIFIED_WIN, Result.B_MODIFIED_WIN]), "time"
    return rng.choice([Result.A_WIN, Result.B_WIN]), rng.choice(
        ["power", "power", "decked", "concession"]
    )


def _play_open_round(tournament: Tournament, rng: random.Random, actor: str) -> None:
    state = projections.tournament_state(tournament)
    latest = state.latest_round()
    assert latest is not None
    with standings_refresh_deferred():  # a round's results are one burst: one refresh
        for match in latest.pending():
            result, reason = _random_result(rng)
            if latest.stage is Stage.ELIMINATION and reason == "time":
                reason = "time"  # a timed elimination game still has a (modified) winner
            svc.result_record(tournament, match.key, result, end_reason=reason, actor=actor)
        svc.round_close(tournament, actor=actor)
    _progress(f"{latest.stage.value} round {latest.number}")


def _drop_some(tournament: Tournament, rng: random.Random, rate: float, actor: str) -> None:
    state = projections.tournament_state(tournament)
    for player in list(state.players.values()):
        if player.entry.is_active(state.next_round_number()) and rng.random() < rate:
            svc.player_drop(tournament, player.id, actor=actor)


def tournament_simulate(
    *,
    players: int,
    seed: int,
    organizer: Any = None,
    structure: str = "basic",
    rounds: int | None = None,
    cut: int | None = None,
    drop_rate: float = 0.0,
    name: str | None = None,
) -> Tournament:
    """Create and play a whole tournament; returns it, completed."""
    rng = random.Random(seed)
    organizer = organizer or get_user_model().objects.get_or_create(username="simulator")[0]
    actor = str(organizer.pk)
    options: dict[str, Any] = {"preset": structure}
    if rounds is not None:
        options = {
            "preset": "custom",
            "swiss_rounds": rounds,
            "cut_rule": TopCut(cut) if cut else None,
        }
    tournament = svc.tournament_create(
        organizer=organizer, seed=f"sim-{seed}", name=name or f"Simulated event {seed}", **options
    )
    decks = legal_decks()
    for index in range(1, players + 1):
        player_id = svc.player_register(tournament, name=player_name(rng, index), actor=actor)
        deck = json.dumps(deck_to_json(rng.choice(decks)))
        svc.deck_submit(tournament, player_id, deck, actor=actor)
    _progress("registrations and decks")
    _play_swiss(tournament, rng, drop_rate, actor)
    _play_elimination(tournament, rng, actor)
    svc.tournament_complete(tournament, actor=actor)
    tournament.refresh_from_db()
    return tournament


# Per-thread hook told when each phase of a simulation ends (``simulate_tournament --timings``).
_observer = threading.local()


@contextmanager
def simulation_observed(on_phase: Callable[[str], None]) -> Iterator[None]:
    """Call ``on_phase(label)`` as each phase of simulations in this thread ends."""
    _observer.on_phase = on_phase
    try:
        yield
    finally:
        _observer.on_phase = None


def _progress(label: str) -> None:
    if on_phase := getattr(_observer, "on_phase", None):
        on_phase(label)


def _play_swiss(tournament: Tournament, rng: random.Random, drop_rate: float, actor: str) -> None:
    svc.round_pair(tournament, actor=actor)
    while True:
        _play_open_round(tournament, rng, actor)
        tournament.refresh_from_db()
        if tournament.current_round >= (tournament.structure or {})["swiss_rounds"]:
            return
        _drop_some(tournament, rng, drop_rate, actor)
        svc.round_pair(tournament, actor=actor)


def _play_elimination(tournament: Tournament, rng: random.Random, actor: str) -> None:
    if not (tournament.structure or {}).get("cut"):
        return
    svc.cut_make(tournament, actor=actor)
    while True:
        svc.elimination_round_pair(tournament, actor=actor)
        _play_open_round(tournament, rng, actor)
        latest = projections.tournament_state(tournament).latest_round()
        if latest is not None and len(latest.matches) == 1:
            return


def simulation_report(tournament: Tournament) -> dict[str, Any]:
    """The JSON of ``simulate_tournament --json``: rounds, standings, cut and champion."""
    state = projections.tournament_state(tournament)
    names = {p.id: p.name for p in state.players.values()}

    def who(player_id: str | None) -> dict[str, str] | None:
        return None if player_id is None else {"id": player_id, "name": names[player_id]}

    rounds = [
        {
            "stage": r.stage.value,
            "round": r.number,
            "stale": r.stale,
            "pairings": [
                {
                    "match": m.key,
                    "table": m.table,
                    "player_a": who(m.player_a),
                    "player_b": who(m.player_b),
                    "result": m.result.value if m.result else None,
                    "end_reason": m.end_reason,
                }
                for m in r.matches.values()
            ],
        }
        for r in sorted(state.rounds.values(), key=lambda r: (r.stage != Stage.SWISS, r.number))
    ]
    standings = [
        {
            "rank": row.rank,
            "player": who(row.player_id),
            "points": row.points,
            "sos": f"{float(row.sos):.4f}",
            "esos": f"{float(row.esos):.4f}",
            "status": row.status.value,
        }
        for row in state.standings().rows
    ]
    return {
        "tournament": tournament.pk,
        "name": tournament.name,
        "players": len(names),
        "structure": tournament.structure,
        "rounds": rounds,
        "standings": standings,
        "cut": [who(s.player_id) for s in state.cut.seeds] if state.cut else None,
        "champion": who(state.champion),
    }
