"""Players registering themselves: the event's join code, joining, their own deck, and the
organizer opening and closing registration ([T-ROLE-1]).

A join code is ``<event number>-<six letters>``: the letters are an HMAC of the event's
stream and seed under the site's secret key, so a code cannot be guessed from the event
number, needs no table, and stays the same for the life of the event.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from typing import Any

from django.conf import settings

from engine.tournament import commands
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.services.commands import execute
from tournaments.services.tournaments import deck_submit, tournament_get

CODE_LETTERS = 6


def join_code(tournament: Tournament) -> str:
    """The code players type (or follow as a link) to join the event."""
    message = f"{tournament.stream_id}:{tournament.settings.get('seed', '')}".encode()
    digest = hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()
    letters = base64.b32encode(digest).decode()[:CODE_LETTERS]
    return f"{tournament.pk}-{letters}"


def tournament_by_join_code(code: str) -> Tournament:
    """The event a join code belongs to; ``NotFound`` for a mistyped or made-up code."""
    number, _, _ = code.strip().upper().partition("-")
    wrong = NotFound(f"no event has the join code {code.strip()!r}; check it with the organizer")
    if not number.isdigit():
        raise wrong
    try:
        tournament = tournament_get(int(number))
    except NotFound:
        raise wrong from None
    if not hmac.compare_digest(join_code(tournament), code.strip().upper()):
        raise wrong
    return tournament


def player_join(
    tournament: Tournament, *, user: Any, name: str, idempotency_key: str | None = None
) -> str:
    """A logged-in user registers themself, while registration is open ([T-DECK-1]: one
    entry per user); returns the player id."""
    recorded = execute(
        tournament,
        lambda s: commands.register_player(s, name, user.pk, self_service=True),
        actor=str(user.pk),
        idempotency_key=idempotency_key,
        request=("player_join", {"name": name, "user": user.pk}),
    )
    return str(recorded[0].payload["player"])


def deck_submit_own(
    tournament: Tournament, player_id: str, content: str | bytes, *, user: Any
) -> list[dict[str, Any]]:
    """A player submits their own deck, while registration is open ([T-DECK-2])."""
    return deck_submit(tournament, player_id, content, actor=str(user.pk), self_service=True)


def registration_close(tournament: Tournament, *, actor: str | None) -> list[RecordedEvent]:
    """Stop self-registration and players' own deck changes (the organizer still can)."""
    return execute(tournament, commands.close_registration, actor=actor)


def registration_reopen(tournament: Tournament, *, actor: str | None) -> list[RecordedEvent]:
    return execute(tournament, commands.reopen_registration, actor=actor)
