"""Who may see and do what, per tournament ([T-ROLE-1]): the one policy of the API and the
pages (decklists, match logs, draft pairings, staff actions).

Two kinds of objects:

* **Public** ones: a tournament, its rounds, pairings, standings and the list of entrants
  (the public API shows them to anyone). Acting on them without the role is a 403.
* **Private** ones: a registration's details and its decklist ([T-DECK-3]). Someone who may
  not see one gets exactly the 404 a missing one gives, so ids cannot be probed. A match and
  its log are private the same way: its two players and the event's officials only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tournaments.errors import NotFound, PermissionDenied
from tournaments.models import Match, Registration, Round, Tournament
from tournaments.selectors import tournaments as select
from tournaments.selectors.roles import Role, registration_for_user, roles_get

OFFICIALS = frozenset({Role.ORGANIZER, Role.MARSHAL, Role.JUDGE})
ORGANIZER = frozenset({Role.ORGANIZER})


def is_organizer(user: Any, tournament: Tournament) -> bool:
    return Role.ORGANIZER in roles_get(user, tournament)


def is_official(user: Any, tournament: Tournament) -> bool:
    """Organizer, marshal or judge: sees every decklist ([T-DECK-3]) and the dispute queue."""
    return bool(roles_get(user, tournament) & OFFICIALS)


def decklists_public(tournament: Tournament) -> bool:
    """Decklists are private until the event (or its cut) ends ([T-DECK-3])."""
    return tournament.status in (Tournament.Status.ELIMINATION, Tournament.Status.COMPLETED)


def may_see_deck(tournament: Tournament, own: bool, official: Callable[[], bool]) -> bool:
    """[T-DECK-3]: lists are private until the event (or its cut) ends; officials and the
    player themself always see them. ``official`` is asked last (it may cost queries)."""
    return own or decklists_public(tournament) or official()


@dataclass(frozen=True)
class Viewer:
    """Who is looking at an event page, and what that lets them see."""

    roles: frozenset[Role]
    registration: Registration | None

    @property
    def is_organizer(self) -> bool:
        return Role.ORGANIZER in self.roles

    @property
    def is_official(self) -> bool:
        return bool(self.roles & OFFICIALS)


def viewer_get(user: Any, tournament: Tournament) -> Viewer:
    return Viewer(roles_get(user, tournament), registration_for_user(user, tournament))


def can_see_deck(viewer: Viewer, tournament: Tournament, registration: Registration) -> bool:
    own = viewer.registration is not None and viewer.registration.pk == registration.pk
    return may_see_deck(tournament, own, lambda: viewer.is_official)


def visible(round_: Round | None, viewer: Viewer) -> Round | None:
    """The round if ``viewer`` may see its tables: a draft pairing only officials see."""
    if round_ is None or round_.published or viewer.is_official:
        return round_
    return None


def require_role(user: Any, tournament: Tournament, allowed: frozenset[Role]) -> frozenset[Role]:
    """The user's roles, or a 403 naming the roles that may act ([T-ROLE-1])."""
    roles = roles_get(user, tournament)
    if not roles & allowed:
        names = " or ".join(sorted(allowed))
        raise PermissionDenied(f"only the {names} of this tournament may do this", rule="T-ROLE-1")
    return roles


def _missing_player(player_id: str) -> NotFound:
    # The same body whatever the id, so a hidden player and a missing one look alike.
    return NotFound("there is no such player in this tournament", field="player_id")


def registration_for(
    user: Any, tournament: Tournament, player_id: str, *, officials: frozenset[Role] = OFFICIALS
) -> tuple[Registration, frozenset[Role]]:
    """A registration its own player or one of ``officials`` may see; for anyone else the
    same 404 as a player id that does not exist."""
    registration = select.registration_get(tournament, player_id)
    roles = roles_get(user, tournament)
    if registration is None:
        raise _missing_player(player_id)
    own = registration.user_id is not None and registration.user_id == user.pk
    if not own and not roles & officials:
        raise _missing_player(player_id)
    return registration, roles


def deck_for(user: Any, tournament: Tournament, player_id: str) -> Registration:
    """A decklist: its player and the officials always see it; others only once decklists
    are public ([T-DECK-3]), otherwise the same 404 as a missing player."""
    registration = select.registration_get(tournament, player_id)
    if registration is None:
        raise _missing_player(player_id)
    own = registration.user_id is not None and registration.user_id == user.pk
    if not may_see_deck(tournament, own, lambda: bool(roles_get(user, tournament) & OFFICIALS)):
        raise _missing_player(player_id)
    return registration


def player_actor(user: Any, tournament: Tournament, player_id: str) -> Registration:
    """Actions on a player (deck, drop, rejoin): the player themself or the organizer.

    Judges and marshals may see the registration but not act on it: 403. Anyone else: 404.
    """
    registration, roles = registration_for(user, tournament, player_id)
    own = registration.user_id == user.pk
    if not own and Role.ORGANIZER not in roles:
        raise PermissionDenied("only the player or the organizer may do this", rule="T-ROLE-1")
    return registration


def match_for(user: Any, tournament: Tournament, key: str) -> tuple[Any, frozenset[Role]]:
    """A match the user plays or officiates (its log, its disputes); for anyone else the
    same 404 as a match that does not exist."""
    match = select.match_get(tournament, key)
    roles = roles_get(user, tournament)
    if match is not None and roles & OFFICIALS:
        return match, roles
    mine = select.registration_for(tournament, user)
    if match is None or mine is None or mine.pk not in (match.player_a_id, match.player_b_id):
        raise NotFound("there is no such match of yours in this tournament", field="key")
    return match, roles


def matchlog_for(user: Any, tournament: Tournament, key: str) -> tuple[Any, frozenset[Role]]:
    """A match whose log (verdict and replay) the user may see: its players and the
    officials always; everyone once decklists are public, since a log shows both decks
    ([T-DECK-3]). For anyone else the same 404 as a match that does not exist. The API and
    the match page both ask here."""
    if decklists_public(tournament):
        match = select.match_get(tournament, key)
        if match is not None:
            return match, roles_get(user, tournament)
    return match_for(user, tournament, key)


def match_access(
    tournament: Tournament, match_key: str, user: Any
) -> tuple[Match, Registration | None, bool]:
    """The match with the user's registration and whether they officiate the event, if
    ``user`` plays the match or officiates (its log, the live tracker); else 'not found'."""
    match = (
        Match.objects.filter(tournament=tournament, key=match_key)
        .select_related("player_a", "player_b")
        .first()
    )
    if match is not None and user is not None:
        mine = registration_for_user(user, tournament)
        official = is_official(user, tournament)
        if official or (mine is not None and mine.pk in (match.player_a_id, match.player_b_id)):
            return match, mine, official
    raise NotFound(f"there is no match {match_key} of yours in this tournament")


def match_for_user(tournament: Tournament, match_key: str, user: Any) -> Match:
    """The match, if ``user`` plays it or officiates the event; else 'not found'."""
    return match_access(tournament, match_key, user)[0]
