"""Building blocks for tournament tests: users, events with players, played rounds."""

from __future__ import annotations

import json

from django.contrib.auth import get_user_model

from engine.game.data.decks import deck_to_json
from tournaments import projections
from tournaments.models import Tournament
from tournaments.services import tournaments as svc
from tournaments.services.simulation import legal_decks


def user(name: str = "org"):  # type: ignore[no-untyped-def]
    return get_user_model().objects.get_or_create(username=name)[0]


def legal_deck_text(index: int = 0) -> str:
    decks = legal_decks()
    return json.dumps(deck_to_json(decks[index % len(decks)]))


def tournament_with_players(count: int, *, seed: str = "t", **options) -> Tournament:  # type: ignore[no-untyped-def]
    tournament = svc.tournament_create(organizer=user(), name="Test Open", seed=seed, **options)
    for index in range(count):
        svc.player_register(tournament, name=f"Player {index + 1}")
    return tournament


def play_round(tournament: Tournament, result: str = "a_win") -> None:
    """Record ``result`` for every pending game of the open round, then close it."""
    state = projections.tournament_state(tournament)
    for match in state.latest_round().pending():
        svc.result_record(tournament, match.key, result)
    svc.round_close(tournament)
