"""Tournament commands: create a tournament, register players, pair, publish, report and the
organizer's other actions. Each decides through ``services.commands.execute`` (fold the stream
with the engine, decide, append, project; decided again on a concurrent append)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from django.db import transaction
from django.db.models import F

from engine.game.api import DeckParseError, deck_to_json, read_deck, validate_deck
from engine.tournament import commands
from engine.tournament.aggregate import Event
from engine.tournament.points import TournamentError
from tournaments import eventstore, projections, queue
from tournaments.cards import card_db, restricted_lists
from tournaments.errors import DomainError, IdempotencyKeyReused, NotFound
from tournaments.eventstore import NewEvent, RecordedEvent
from tournaments.models import StaffRole, Tournament
from tournaments.projections.settings import event_day
from tournaments.services.commands import execute, rule_error
from tournaments.services.standings import standings_after_append


def standings_sweep() -> int:
    """Queue a refresh of every tournament whose standings lag its events (a refresh lost
    with the broker); returns how many (Celery beat, each minute)."""
    behind = Tournament.objects.filter(standings_version__lt=F("version"))
    pks = behind.values_list("pk", flat=True)
    return sum(queue.enqueue(queue.STANDINGS_REFRESH, pk) for pk in pks)


def tournament_get(tournament_id: int) -> Tournament:
    try:
        return Tournament.objects.exclude(status=Tournament.Status.DELETED).get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise NotFound(f"there is no tournament {tournament_id}") from None


@transaction.atomic
def tournament_create(
    *,
    organizer: Any,
    name: str,
    seed: str | None = None,
    idempotency_key: str | None = None,
    **options: Any,
) -> Tournament:
    """Create a tournament: its row, its stream and its ``TournamentCreated`` event.

    ``options`` are those of :func:`engine.tournament.commands.create_tournament`. A retry
    with the same ``idempotency_key`` returns the tournament the first request created.
    """
    import secrets

    request = (
        "tournament_create",
        {"organizer": organizer.pk, "name": name, "seed": seed, "options": options},
    )
    digest = eventstore.request_digest(*request)
    if idempotency_key and (earlier := _created_by_key(idempotency_key, digest)):
        return earlier
    try:
        type_, payload = commands.create_tournament(
            name, seed=seed or secrets.token_hex(8), **options
        )
    except TournamentError as error:
        raise rule_error(error) from None
    payload = {**payload, "organizer": organizer.pk}
    try:
        with transaction.atomic():
            tournament = Tournament.objects.create(
                name=payload["name"],
                organizer=organizer,
                settings=payload,
                date=event_day(payload),
            )
            recorded = eventstore.append(
                tournament.stream_id,
                0,
                [NewEvent(type_, payload)],
                actor=str(organizer.pk),
                idempotency_key=idempotency_key,
                request_digest=digest,
            )
            state = projections.tournament_state(tournament)
            projections.project(tournament, state, recorded)
            standings_after_append(tournament, state, recorded)
    except IdempotencyKeyReused:
        # A concurrent identical create won the key while this one made its own row (so its
        # own stream): the row is rolled back and the reply is the winner's (issue 24).
        if idempotency_key and (earlier := _created_by_key(idempotency_key, digest)):
            return earlier
        raise
    return tournament


def _created_by_key(key: str, digest: str) -> Tournament | None:
    """The tournament an earlier create with this key made (None if the key is new)."""
    record = eventstore.key_record(key, digest, lambda stream: stream.startswith("tournament-"))
    if record is None:
        return None
    return Tournament.objects.get(pk=int(record.stream_id.removeprefix("tournament-")))


def player_register(
    tournament: Tournament,
    *,
    name: str,
    user: Any = None,
    actor: str | None = None,
    idempotency_key: str | None = None,
) -> str:
    """Register a player (late ones get unpaired losses); returns the player id."""
    user_id = user.pk if user is not None else None
    recorded = execute(
        tournament,
        lambda s: commands.register_player(s, name, user_id),
        actor=actor,
        idempotency_key=idempotency_key,
        request=("player_register", {"name": name, "user": user_id}),
    )
    return str(recorded[0].payload["player"])


def deck_submit(
    tournament: Tournament,
    player_id: str,
    content: str | bytes,
    *,
    actor: str | None = None,
    self_service: bool = False,
) -> list[dict[str, Any]]:
    """Read a deck (JSON or the deck database's text export), validate it against the
    section of the event's restricted list for the event's format, joust or melee
    ([T-DECK-2]), and record it; returns the legality errors. A player's own submission
    (``self_service``) is refused once the organizer closed registration."""
    stored, errors = deck_check(tournament, content)
    execute(
        tournament,
        lambda s: commands.submit_deck(s, player_id, stored, errors, self_service=self_service),
        actor=actor,
    )
    return errors


def deck_check(
    tournament: Tournament, content: str | bytes
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A deck as stored, and its legality errors in this event ([T-DECK-2]); an unreadable
    deck is a ``DomainError`` on the field ``deck``."""
    cards = card_db()
    try:
        deck = read_deck(content, cards)
    except DeckParseError as error:
        raise DomainError(str(error), code="unreadable_deck", field="deck") from None
    code = tournament.settings.get("restricted_list")
    listed = restricted_lists().get(code) if code else None
    # Events created before melee existed carry no format: they are joust.
    fmt = tournament.settings.get("format") or "joust"
    errors = [
        {"rule": e.rule, "message": e.message, "cards": list(e.cards)}
        for e in validate_deck(deck, cards, listed, fmt)
    ]
    stored = {
        **deck_to_json(deck),
        "agenda_names": [cards.get(a).name for a in deck.agendas if a in cards],
    }
    return stored, errors


def _simple(name: str, decide: Callable[..., list[Event]]) -> Callable[..., list[RecordedEvent]]:
    """A service that passes its arguments to one deciding function of the engine."""

    def service(
        tournament: Tournament,
        *args: Any,
        actor: str | None = None,
        idempotency_key: str | None = None,
        **kwargs: Any,
    ) -> list[RecordedEvent]:
        return execute(
            tournament,
            lambda s: decide(s, *args, **kwargs),
            actor=actor,
            idempotency_key=idempotency_key,
            request=(name, {"args": args, "kwargs": kwargs}),
        )

    service.__name__ = name
    service.__doc__ = decide.__doc__
    return service


round_pair = _simple("round_pair", commands.pair_swiss_round)
round_repair = _simple("round_repair", commands.repair_round)
round_publish = _simple("round_publish", commands.publish_round)
pairings_change = _simple("pairings_change", commands.change_pairings)
result_record = _simple("result_record", commands.record_result)
result_correct = _simple("result_correct", commands.correct_result)
round_close = _simple("round_close", commands.close_round)
player_drop = _simple("player_drop", commands.drop_player)
player_rejoin = _simple("player_rejoin", commands.rejoin_player)
player_disqualify = _simple("player_disqualify", commands.disqualify_player)
cut_make = _simple("cut_make", commands.make_cut)
elimination_round_pair = _simple("elimination_round_pair", commands.pair_elimination_round)
tournament_complete = _simple("tournament_complete", commands.complete_tournament)


def staff_assign(
    tournament: Tournament, user: Any, role: str, *, actor: str | None = None
) -> list[RecordedEvent]:
    """Make a user a judge or marshal of the tournament ([T-ROLE-1])."""
    if role not in ("judge", "marshal"):
        raise DomainError("a staff role is judge or marshal", field="role", rule="T-ROLE-1")
    if StaffRole.objects.filter(tournament=tournament, user=user, role=role).exists():
        return []  # already on staff in that role: nothing to record
    return execute(
        tournament, lambda s: [("StaffAssigned", {"user": user.pk, "role": role})], actor=actor
    )


def pairs_from_keys(pairs: Sequence[Sequence[str | None]]) -> list[tuple[str, str | None]]:
    """Normalise ``[["p1", "p2"], ["p3", null]]`` from a form or API into pairs."""
    return [(str(a), None if b in (None, "") else str(b)) for a, b in pairs]
