"""Players registering themselves: the event's join code, joining, their own deck, and the
organizer opening and closing registration ([T-ROLE-1]).

A join code is ``<event number>-<six characters>``: the characters are an HMAC of the
event's stream and seed under the site's secret key, so a code cannot be guessed from the
event number, needs no table, and stays the same for the life of the event. They come from
``CODE_ALPHABET``, which leaves out the look-alikes 0/O, 1/I, 2/Z, 5/S and 8/B: codes are
read aloud, written on a whiteboard and typed on phones.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import string
from typing import Any

from django.conf import settings

from engine.tournament import commands
from tournaments.errors import NotFound
from tournaments.eventstore import RecordedEvent
from tournaments.models import Tournament
from tournaments.services.commands import execute
from tournaments.services.tournaments import deck_submit, tournament_get

CODE_LETTERS = 6
LOOK_ALIKES = "0O1I2Z5S8B"
CODE_ALPHABET = "".join(
    c for c in string.ascii_uppercase + string.digits if c not in LOOK_ALIKES
)  # 26 characters: 26**6 = 3.1e8 codes per event number


def join_code(tournament: Tournament) -> str:
    """The code players type (or follow as a link) to join the event."""
    number = int.from_bytes(_digest(tournament), "big")
    characters = []
    for _ in range(CODE_LETTERS):
        number, index = divmod(number, len(CODE_ALPHABET))
        characters.append(CODE_ALPHABET[index])
    return f"{tournament.pk}-{''.join(characters)}"


def _legacy_join_code(tournament: Tournament) -> str:
    # Codes made before the look-alike-free alphabet (base32: with O, I, Z, S, B, 2, 5) are
    # still on posters and in players' messages: they keep working when typed.
    return f"{tournament.pk}-{base64.b32encode(_digest(tournament)).decode()[:CODE_LETTERS]}"


def _digest(tournament: Tournament) -> bytes:
    message = f"{tournament.stream_id}:{tournament.settings.get('seed', '')}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()


def join_code_normalise(code: str) -> str:
    """A typed code as it is compared: upper case, without spaces ("12 - hk7m q4")."""
    return "".join(code.split()).upper()


def tournament_by_join_code(code: str) -> Tournament:
    """The event a join code belongs to; ``NotFound`` for a mistyped or made-up code."""
    typed = join_code_normalise(code)
    number, _, _ = typed.partition("-")
    wrong = NotFound(f"no event has the join code {code.strip()!r}; check it with the organizer")
    if not number.isdigit():
        raise wrong
    try:
        tournament = tournament_get(int(number))
    except NotFound:
        raise wrong from None
    known = (join_code(tournament), _legacy_join_code(tournament))
    # Both compared, always: the time taken says nothing about which one was close.
    matches = [hmac.compare_digest(expected, typed) for expected in known]
    if not any(matches):
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
