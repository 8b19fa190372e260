"""The live tracker pages: two players record a paper game at the table (phone-first).

Each view calls one service of ``tournaments.services.tracker`` and renders the tracker body
(``_tracker_body.html``), which htmx swaps in place. The body polls every 2 s with the stream
version it shows: an unchanged log answers 204 (htmx swaps nothing), a changed one the new
body. Entries carry the log version they were made against and an idempotency key made once
per entry: a conflict re-renders the new state with a note, a retried entry records nothing
twice (docs/web.md, "Live tracker").
"""

from __future__ import annotations

import functools
import json
import uuid
from dataclasses import replace
from typing import Any

from django.conf import settings
from django.contrib.auth import authenticate, get_user_model
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from engine.game.abilities import PRIMITIVE_OPS
from engine.game.cardtext.verify import scripted
from tournaments.errors import ConflictError, DomainError, NotFound
from tournaments.models import Tournament
from tournaments.resilience import cache_call
from tournaments.selectors import tracker as live
from tournaments.selectors.matchlogs import _names, card_name, summary
from tournaments.services import matchlogs
from tournaments.services import tracker_entries as entries
from tournaments.services import tracker_result as result_svc
from tournaments.services import tracker_undo as undo_svc
from tournaments.web.guards import error_text, tournament_or_404
from tournaments.web.pages.judging_viewer import PHASES, _seat

POLL_MS = 2000  # the setting AGOT_TRACKER_POLL_MS overrides it (the browser test polls faster)
# One phone between the two players: the opponent proves who they are with their password
# once; the session then holds their user id for this match only (docs/web.md).
SHARED = "tracker_shared"
SHARE_TRIES = 5  # wrong passwords for one player before sharing pauses
SHARE_PAUSE_SECONDS = 600
RECENT_EVENTS = 8
KIND_TEXT = {
    "first_player": "Who is first player",
    "draw": "Cards drawn",
    "mulligan": "Keep or mulligan",
    "setup": "Setup cards",
    "choose_plot": "Choose a plot",
    "initiative_tiebreak": "Initiative tie-break",
    "when_revealed": "When Revealed ability",
    "marshal_or_pass": "Marshal or pass",
    "declare_challenge": "Declare a challenge or pass",
    "choose_defenders": "Choose defenders",
    "choose_claim_victims": "Choose claim victims",
    "discard_at_random": "Cards discarded at random",
    "discard_to_reserve": "Discard down to reserve",
    "choose_winner": "Choose the winner",
    "game_over": "Game over",
    "blocked": "Waiting",
}


def tracker_view(view: Any) -> Any:
    """``view(request, tournament, match_key)`` for a logged-in user; the services decide who
    may see the match (its two players and the officials; others get 404)."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, tournament_id: int, match_key: str) -> HttpResponse:
        if not request.user.is_authenticated:
            from django.contrib.auth.views import redirect_to_login

            return redirect_to_login(request.get_full_path())
        tournament = tournament_or_404(tournament_id)
        try:
            return view(request, tournament, match_key)
        except NotFound as error:
            raise Http404(error.message) from None

    return wrapped


def _urls(tournament: Tournament, match_key: str) -> dict[str, str]:
    kwargs = {"tournament_id": tournament.pk, "match_key": match_key}
    return {
        name: reverse(f"web:tracker{suffix}", kwargs=kwargs)
        for name, suffix in (
            ("page", ""),
            ("start", "_start"),
            ("board", "_board"),
            ("enter", "_enter"),
            ("ability", "_ability"),
            ("undo", "_undo"),
            ("end", "_end"),
            ("result", "_result"),
            ("share", "_share"),
            ("unshare", "_unshare"),
        )
    }


def _pool(names: dict[str, str], ids: tuple[str, ...] | list[str]) -> list[dict[str, str]]:
    """Cards of a pick, by name then copy, labelled "Name (#2)" when copies share a name."""
    entries = sorted(ids, key=lambda cid: (card_name(names, cid), cid))
    counts: dict[str, int] = {}
    for cid in entries:
        counts[card_name(names, cid)] = counts.get(card_name(names, cid), 0) + 1
    result = []
    for cid in entries:
        name = card_name(names, cid)
        copy = cid.rsplit("#", 1)[-1] if "#" in cid else ""
        label = f"{name} (#{copy})" if counts[name] > 1 and copy else name
        result.append({"id": cid, "name": name, "label": label})
    return result


def _offer(offer: live.Offer, ts: live.TrackerState, names: dict[str, str]) -> dict[str, Any]:
    c = offer.choice
    side = []
    for cid, values in c.extra.items():
        if cid == "att":  # setup attachments: each may go on a card set up
            continue
        side.append({"card": cid, "name": card_name(names, cid), "values": _pool(names, values)})
    attachments = _pool(names, c.extra.get("att", ())) if c.type == "setup" else []
    return {
        "index": offer.index,
        "label": offer.label,
        "type": c.type,
        "seat": c.seat,
        "optional": c.optional,
        "entered_by": offer.entered_by,
        "mine": ts.mine(offer),
        "pick": c.pick_field is not None,
        "pick_min": c.pick_min,
        "pick_max": c.pick_max,
        "pool": _pool(names, c.pick_from),
        "side": side,
        "attachments": attachments,
        "key": uuid.uuid4().hex,
    }


def _groups(offers: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The offers the viewer may enter, split into the decision's own options, optional
    statements (keywords, consequences) and the anytime ones (concede, time, shuffle)."""
    anytime = {"concede", "time_called", "shuffle"}
    mine = [o for o in offers if o["mine"]]
    return {
        # passing ends a player's marshaling or challenges: the last button, not the first
        "main": sorted(
            (o for o in mine if not o["optional"] and o["type"] not in anytime),
            key=lambda o: o["type"] == "pass",
        ),
        "optional": [o for o in mine if o["optional"] and o["type"] not in anytime],
        "anytime": [o for o in mine if o["type"] in anytime],
    }


def body_context(
    tournament: Tournament,
    ts: live.TrackerState,
    message: str | None = None,
    shared: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Everything the tracker body shows; ``shared`` (``_sharing``) when the two players
    share this phone: it then enters, undoes and confirms for both seats."""
    names = _names(ts.parsed)
    device_seats = live.SEATS if shared else ((ts.my_seat,) if ts.my_seat else ())
    seat_names = {s: r.name for s, r in _registrations(ts).items() if r is not None}
    snap = ts.live.snapshot()
    players = {p.player_id: p.name for p in (ts.match.player_a, ts.match.player_b) if p is not None}
    seats = []
    for key, seat in snap["seats"].items():
        player = {
            "player_id": ts.players.get(key, ""),
            "player": players.get(ts.players.get(key, ""), seat["name"]),
        }
        view = _seat(key, seat, names, player)
        view["mine"] = key == ts.my_seat
        seats.append(view)
    if ts.my_seat == "B":
        seats.reverse()  # my own board first
    offers = [_offer(o, ts, names) for o in ts.offers]
    decision = ts.decision
    phase = decision.phase if decision is not None and decision.phase else snap["phase"]
    recent = [
        {"seq": e["seq"], "summary": _summary(e, names), "undone": e["seq"] in _undone(ts)}
        for e in ts.live.events[-RECENT_EVENTS:]
    ][::-1]
    return {
        "tournament": tournament,
        "match": ts.match,
        "ts": ts,
        "urls": _urls(tournament, ts.match.key),
        "poll_ms": getattr(settings, "AGOT_TRACKER_POLL_MS", POLL_MS),
        "game": {
            "round": snap["round"],
            # the phase of the step the decision is taken at, which may lie ahead of the state
            "phase": PHASES.get(phase, phase),
            "step": decision.step if decision is not None else snap["step"],
            "first_player": snap["first_player"],
            "active_player": snap["active_player"],
            "over": snap["over"],
            "winner": snap["winner"],
            "end_reason": snap["end_reason"],
            "challenge": snap["challenge"],
        },
        "decision": None
        if decision is None
        else {
            "kind": decision.kind,
            "text": KIND_TEXT.get(decision.kind, decision.kind),
            "seat": ts.deciding_seat,
            "seat_name": seat_names.get(ts.deciding_seat or ""),
            "rule": decision.rule,
            "chance": decision.chance,
            "mine": live.may_enter(ts, ts.deciding_seat),
        },
        "offers": _groups(offers),
        "seats": seats,
        "deck_names": _deck_names(ts, names),
        "my_cards": _pool(names, _my_cards(ts)),
        "board_cards": _pool(names, [c for p in ts.state.players for c in p.in_play]),
        "undos": _undos(ts, names, device_seats),
        "proposal": _proposal(ts, device_seats),
        "shared": shared,
        "seat_names": seat_names,
        "my_name": seat_names.get(ts.my_seat or ""),
        "opponent": _opponent(ts),
        "recent": recent,
        "message": message,
        "keys": {name: uuid.uuid4().hex for name in ("undo", "ability", "result")},
        "ability_kinds": entries.ABILITY_KINDS,
        "ability_rows": {
            kind: [f"{kind}-{row}-" for row in range(rows)] for kind, rows in ABILITY_ROWS.items()
        },
        "cost_ops": COST_OPS,
        "effect_ops": PRIMITIVE_OPS,
    }


def _summary(event: dict[str, Any], names: dict[str, str]) -> str:
    if event["type"] == "undo":
        return f"{event['seat']} undoes event {event['undoes']}"
    try:
        return summary(event, names)
    except (KeyError, TypeError):
        return event["type"]


def _deck_names(ts: live.TrackerState, names: dict[str, str]) -> list[str]:
    """The type-ahead's suggestions: the card names of the viewer's own registered deck
    (a player never sees the opponent's list, [T-DECK-3]); an official's, both decks."""
    seats = live.SEATS if ts.my_seat is None else (ts.my_seat,)
    return sorted({name for cid, name in names.items() if cid.split(":", 1)[0] in seats})


def _undone(ts: live.TrackerState) -> set[int]:
    return {e["undoes"] for e in ts.live.events if e["type"] == "undo"}


def _my_cards(ts: live.TrackerState) -> list[str]:
    """The cards the viewer may name as an ability's source in the free-form ability form:
    their own cards in play, in hand, the revealed plot, faction card and agenda (the engine
    checks [R-ABIL-6]), less the cards with a script, whose abilities are one-tap options."""
    if ts.my_seat is None:
        return []
    p = ts.state.players[live.SEATS.index(ts.my_seat)]
    ids = [*p.in_play, *p.hand, f"{p.key}:faction"]
    if p.revealed:
        ids.append(p.revealed)
    if p.agenda:
        ids.append(f"{p.key}:agenda")
    return [cid for cid in ids if scripted(ts.state, cid) is None]


def _undos(
    ts: live.TrackerState, names: dict[str, str], seats: tuple[str, ...]
) -> list[dict[str, str]]:
    """The undo buttons: for each seat this phone enters for, its last entry if that seat
    may still undo it."""
    undos = []
    for seat in seats:
        target = ts.undoable_by(seat)
        if target is not None:
            name = _registrations(ts)[seat].name
            undos.append({"seat": seat, "name": name, "text": _summary(target, names)})
    return undos


def _registrations(ts: live.TrackerState) -> dict[str, Any]:
    return {"A": ts.match.player_a, "B": ts.match.player_b}


def _other(seat: str) -> str:
    return "B" if seat == "A" else "A"


def _opponent(ts: live.TrackerState) -> Any:
    """The viewer's opponent's registration (None for an official)."""
    if ts.my_seat is None:
        return None
    return _registrations(ts)[_other(ts.my_seat)]


def _proposal(ts: live.TrackerState, seats: tuple[str, ...]) -> dict[str, Any] | None:
    """The proposed result, with a confirm button for each seat this phone enters for whose
    player has not confirmed yet."""
    status = live.result_status(ts)
    if status is None:
        return None
    registrations = _registrations(ts)
    names = {p.player_id: p.name for p in registrations.values() if p}
    reported = set(status["reported_by"])
    confirm = [
        {"seat": seat, "name": registrations[seat].name}
        for seat in seats
        if status["confirmed"] is False and ts.players.get(seat) not in reported
    ]
    return {
        **status,
        "winner_name": names.get(status["winner_player"] or "", status["winner"]),
        "reported_by": sorted(names.get(p, p) for p in status["reported_by"]),
        "confirm": confirm,
    }


# --- one phone between the two players ---------------------------------------------------------


def _shared_key(tournament: Tournament, match_key: str) -> str:
    return f"{tournament.pk}/{match_key}"


def _guest(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """The opponent who shares this phone (proved with their password), or None."""
    pk = request.session.get(SHARED, {}).get(_shared_key(tournament, match_key))
    if pk is None:
        return None
    return get_user_model().objects.filter(pk=pk, is_active=True).first()


def _sharing(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """``(guest user, their seat)`` when the two players share this phone, else None."""
    guest = _guest(request, tournament, match_key)
    if guest is None:
        return None
    try:
        seat = live.tracker_seat(tournament, match_key, guest)
    except NotFound:
        return None
    return (guest, seat) if seat is not None else None


def _acting_user(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
    """Who makes an entry: the logged-in player, or on a shared phone the opponent when the
    form names their seat (each entry is recorded as its own player's, [T-ROLE-2])."""
    sharing = _sharing(request, tournament, match_key)
    if sharing is not None and request.POST.get("as_seat") == sharing[1]:
        return sharing[0]
    return request.user


def _viewed(
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
    sharing = _sharing(request, tournament, match_key)
    if sharing is None:
        return ts, None
    guest, seat = sharing
    holder = seat if not ts.over and ts.deciding_seat == seat else _other(seat)
    # One replay serves both players: only the viewer's seat differs between their views.
    return replace(ts, my_seat=holder), {"guest": guest, "guest_seat": seat}


def _render_body(
    request: HttpRequest,
    tournament: Tournament,
    match_key: str,
    message: str | None = None,
    status: int = 200,
    template: str = "tournaments/_tracker_body.html",
    ts: live.TrackerState | None = None,
) -> HttpResponse:
    """The tracker body as this phone shows it now (``_viewed``)."""
    ts, shared = _viewed(request, tournament, match_key, ts)
    context = body_context(tournament, ts, message, shared)
    return render(request, template, context, status=status)


# --- pages -----------------------------------------------------------------------------------


@tracker_view
def tracker_page(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """The tracker of a match; without a live log yet, a button to start one."""
    try:
        return _render_body(request, tournament, match_key, template="tournaments/tracker.html")
    except NotFound:
        match = matchlogs.match_for_user(tournament, match_key, request.user)
        context = {"tournament": tournament, "match": match, "urls": _urls(tournament, match_key)}
        context["start_key"] = uuid.uuid4().hex
        return render(request, "tournaments/tracker_start.html", context)


@require_POST
@tracker_view
def tracker_start(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    try:
        entries.tracker_start(
            tournament,
            match_key,
            user=request.user,
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except NotFound:
        raise
    except DomainError as error:
        match = matchlogs.match_for_user(tournament, match_key, request.user)
        context = {
            "tournament": tournament,
            "match": match,
            "urls": _urls(tournament, match_key),
            "start_key": uuid.uuid4().hex,
            "error": error_text(error),
        }
        return render(request, "tournaments/tracker_start.html", context, status=400)
    return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)


@tracker_view
def tracker_board(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """The polled body: 204 while the stream is at the version the page shows."""
    shown = request.GET.get("v", "")
    if shown.isdigit() and int(shown) == live.tracker_version(
        tournament, match_key, user=request.user
    ):
        return HttpResponse(status=204)
    return _render_body(request, tournament, match_key)


def _expected(request: HttpRequest) -> int:
    value = request.POST.get("expected_version", "")
    if not value.isdigit():
        raise DomainError("the entry names no log version", field="expected_version")
    return int(value)


def _submitted(
    request: HttpRequest, tournament: Tournament, match_key: str, call: Any
) -> HttpResponse:
    """Run one entry as ``call(user, expected version, idempotency key)``, by the player
    making it (``_acting_user``); on refusal re-render the current state with the reason.
    htmx gets 200 (so it swaps the body in); a plain form post the error status."""
    user = _acting_user(request, tournament, match_key)
    try:
        ts = call(user, _expected(request), request.POST.get("idempotency_key") or None)
    except NotFound:
        raise
    except ConflictError as error:
        text = f"Not recorded: the other player entered something first. {error.message}"
        return _render_body(request, tournament, match_key, text, 200 if request.htmx else 409)
    except DomainError as error:
        text = f"Not recorded: {error_text(error)}"
        status = 200 if request.htmx else error.status
        return _render_body(request, tournament, match_key, text, status)
    if not request.htmx:
        return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)
    return _render_body(request, tournament, match_key, ts=ts)


@require_POST
@tracker_view
def tracker_enter(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Enter one offered option: ``option``, the picked ``cards`` and side choices
    ``side-<card>`` (stealth target, saving duplicate, setup attachment host)."""
    option = request.POST.get("option", "")
    entry: dict[str, Any] = {
        "option": int(option) if option.isdigit() else -1,
        "cards": request.POST.getlist("cards"),
        "extra": {
            key.removeprefix("side-"): value
            for key, value in request.POST.items()
            if key.startswith("side-") and value
        },
    }
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: entries.tracker_enter(
            tournament,
            match_key,
            user=user,
            entry=entry,
            expected_version=version,
            idempotency_key=key,
        ),
    )


# The ability form's rows: each a primitive (docs/match-log.md, "Abilities") with its fields.
PRIMITIVE_FIELDS = (
    "card", "seat", "amount", "until", "icon", "keyword", "stat", "mode",
    "saved_by", "attach_to", "from", "to", "from_seat", "to_seat", "cards",
)  # fmt: skip
ABILITY_ROWS = {"cost": 2, "effect": 3}
COST_OPS = ("kneel", "spend_gold", "sacrifice", "discard_power", "discard", "return_to_hand")


def _field_value(name: str, value: str) -> Any:
    if name == "amount" and value.lstrip("-").isdigit():
        return int(value)
    if name == "cards":  # cards drawn: a list
        return [c.strip() for c in value.split(",") if c.strip()]
    return value


def _primitives(post: Any, kind: str) -> list[dict[str, Any]]:
    """The primitives of the form's ``kind`` rows (``cost`` or ``effect``): fields named
    ``<kind>-<row>-<field>``; a row without an ``op`` is left out."""
    found = []
    for row in range(ABILITY_ROWS[kind]):
        prefix = f"{kind}-{row}-"
        op = post.get(f"{prefix}op", "")
        if not op:
            continue
        primitive: dict[str, Any] = {"op": op}
        for name in PRIMITIVE_FIELDS:
            value = post.get(f"{prefix}{name}", "").strip()
            if value:
                primitive[name] = _field_value(name, value)
        found.append(primitive)
    return found


def _effects(post: Any) -> list[dict[str, Any]]:
    """The effects: the form's rows, or a JSON list for what the rows cannot say."""
    raw = post.get("effects_json", "").strip()
    if not raw:
        return _primitives(post, "effect")
    try:
        parsed = json.loads(raw)
    except ValueError:
        raise DomainError("the effects are not JSON", field="effects") from None
    return parsed if isinstance(parsed, list) else [parsed]


@require_POST
@tracker_view
def tracker_ability(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Enter a card ability: source card, kind and effect primitives."""

    def call(user: Any, version: int, key: str | None) -> live.TrackerState:
        ability: dict[str, Any] = {
            "source": request.POST.get("source", ""),
            "kind": request.POST.get("kind", "action"),
            "costs": _primitives(request.POST, "cost"),
            "effects": _effects(request.POST),
        }
        targets = _field_value("cards", request.POST.get("targets", ""))
        if targets:
            ability["targets"] = targets
        return entries.tracker_ability(
            tournament,
            match_key,
            user=user,
            ability=ability,
            expected_version=version,
            idempotency_key=key,
        )

    return _submitted(request, tournament, match_key, call)


@require_POST
@tracker_view
def tracker_undo(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Undo my last entry, before the opponent acts."""
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: undo_svc.tracker_undo(
            tournament, match_key, user=user, expected_version=version, idempotency_key=key
        ),
    )


@require_POST
@tracker_view
def tracker_end(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Concede, or record that time was called."""
    how = request.POST.get("how", "")
    return _submitted(
        request,
        tournament,
        match_key,
        lambda user, version, key: entries.tracker_end(
            tournament,
            match_key,
            user=user,
            how=how,
            expected_version=version,
            idempotency_key=key,
        ),
    )


@require_POST
@tracker_view
def tracker_result(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Confirm the result the log shows: my result report."""
    message = None
    try:
        result_svc.tracker_confirm_result(
            tournament,
            match_key,
            user=_acting_user(request, tournament, match_key),
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except NotFound:
        raise
    except DomainError as error:
        message = f"Not recorded: {error_text(error)}"
    if not request.htmx and message is None:
        return redirect("web:tracker", tournament_id=tournament.pk, match_key=match_key)
    return _render_body(
        request, tournament, match_key, message, 200 if request.htmx or not message else 400
    )


@require_POST
@tracker_view
def tracker_share(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Share this phone with the opponent: they type their password once, and from then on
    this phone enters, undoes and confirms for both seats, each as its own player."""
    message = None
    try:
        guest = _opponent_login(request, tournament, match_key)
        shared = request.session.get(SHARED, {})
        request.session[SHARED] = {**shared, _shared_key(tournament, match_key): guest.pk}
    except DomainError as error:
        message = f"Not shared: {error.message}"
    return _render_body(request, tournament, match_key, message)


@require_POST
@tracker_view
def tracker_unshare(request: HttpRequest, tournament: Tournament, match_key: str) -> HttpResponse:
    """Stop sharing: this phone enters for its own player only again."""
    shared = dict(request.session.get(SHARED, {}))
    shared.pop(_shared_key(tournament, match_key), None)
    request.session[SHARED] = shared
    return _render_body(request, tournament, match_key)


def share_tries_key(user: Any) -> str:
    """The cache key counting wrong passwords typed for ``user`` on a shared phone."""
    return f"tracker-share-tries:{user.pk}"


def _opponent_login(request: HttpRequest, tournament: Tournament, match_key: str) -> Any:
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
