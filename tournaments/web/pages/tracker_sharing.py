"""One phone between the two players of a tracked game: the opponent proves who they are with
their password once; the session then holds their user id for this match only, and each entry
is recorded as its own player's ([T-ROLE-2], docs/web.md "Live tracker")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from django.contrib.auth import authenticate, get_user_model
from django.core.cache import cache
from django.http import HttpRequest

from tournaments.errors import DomainError, NotFound
from tournaments.models import Tournament
from tournaments.resilience import cache_call
from tournaments.selectors import tracker as live
from tournaments.web.pages.tracker_context import other_seat

SHARED = "tracker_shared"
SHARE_TRIES = 5  # wrong passwords for one player before sharing pauses
SHARE_PAUSE_SECONDS = 600


def _shared_key(tournament: Tournament, match_key: str) -> str:
    return f"{tournament.pk}/{match_key}"


def _guest(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """The opponent who shares this phone (proved with their password), or None."""
    pk = request.session.get(SHARED, {}).get(_shared_key(tournament, match_key))
    if pk is None:
        return None
    return get_user_model().objects.filter(pk=pk, is_active=True).first()


def sharing_get(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """``(guest user, their seat)`` when the two players share this phone, else None."""
    guest = _guest(request, tournament, match_key)
    if guest is None:
        return None
    try:
        seat = live.tracker_seat(tournament, match_key, guest)
    except NotFound:
        return None
    return (guest, seat) if seat is not None else None


def acting_user(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """Who makes an entry: the logged-in player, or on a shared phone the opponent when the
    form names their seat (each entry is recorded as its own player's, [T-ROLE-2])."""
    sharing = sharing_get(request, tournament, match_key)
    if sharing is not None and request.POST.get("as_seat") == sharing[1]:
        return sharing[0]
    return request.user


def viewed(
    request: HttpRequest,
    tournament: Tournament,
    match_key: str,
    ts: live.TrackerState | None = None,
) -> tuple[live.TrackerState, dict[str, Any] | None]:
    """The game as this phone shows it, and the sharing it is in: the logged-in player's
    view; on a shared phone, the view of the player whose decision it is (their hand and
    their buttons), since that player holds the phone now. ``ts``: the state an entry just
    left, so the log is not read and replayed a second time."""
    if ts is None:
        ts = live.tracker_state(tournament, match_key, user=request.user)
    sharing = sharing_get(request, tournament, match_key)
    if sharing is None:
        return ts, None
    guest, seat = sharing
    holder = seat if not ts.over and ts.deciding_seat == seat else other_seat(seat)
    # One replay serves both players: only the viewer's seat differs between their views.
    return replace(ts, my_seat=holder), {"guest": guest, "guest_seat": seat}


def share_remember(
    request: HttpRequest, tournament: Tournament, match_key: str, guest: Any
) -> None:
    """From now on this phone enters for ``guest`` too, in this match only."""
    shared = request.session.get(SHARED, {})
    request.session[SHARED] = {**shared, _shared_key(tournament, match_key): guest.pk}


def share_forget(request: HttpRequest, tournament: Tournament, match_key: str) -> None:
    """This phone enters for its own player only again."""
    shared = dict(request.session.get(SHARED, {}))
    shared.pop(_shared_key(tournament, match_key), None)
    request.session[SHARED] = shared


def share_tries_key(user: Any) -> str:
    """The cache key counting wrong passwords typed for ``user`` on a shared phone."""
    return f"tracker-share-tries:{user.pk}"


def opponent_login(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """The opponent's user, if the password typed is theirs. Wrong passwords are counted per
    opponent: after ``SHARE_TRIES`` the form pauses, so it is no way to guess passwords."""
    opponent = live.tracker_opponent(tournament, match_key, request.user)
    if opponent is None:
        raise DomainError("only a player of this game shares their phone", field="password")
    if opponent.user is None:
        raise DomainError(
            f"{opponent.name} has no login: each player enters on their own phone",
            field="password",
        )
    tries_key = share_tries_key(opponent.user)
    # Without the cache the count is lost (the login lockout, in the database, still holds).
    if cache_call(lambda: cache.get(tries_key, 0), 0, "share tries") >= SHARE_TRIES:
        raise DomainError("too many wrong passwords: try again in 10 minutes", field="password")
    password = request.POST.get("password", "")
    user = authenticate(request, username=opponent.user.get_username(), password=password)
    if user is None:
        cache_call(lambda: cache.add(tries_key, 0, SHARE_PAUSE_SECONDS), None, "share tries")
        cache_call(lambda: cache.incr(tries_key), None, "share tries")
        raise DomainError(f"wrong password for {opponent.name}", field="password")
    return user
