"""What the live tracker body shows (``_tracker_body.html``): both boards as the viewer may see
them, the decision the game waits for as buttons grouped for a phone, the recent entries, the
undo and the proposed result (docs/web.md, "Live tracker")."""

from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.urls import reverse

from engine.game.api import PRIMITIVE_OPS, Undo, card_name, describe, scripted
from tournaments.models import Tournament
from tournaments.selectors import tracker as live
from tournaments.selectors.matchlogs import card_names
from tournaments.services import tracker_entries as entries
from tournaments.web.pages.judging_viewer import PHASES, seat_view

POLL_MS = 2000  # the setting AGOT_TRACKER_POLL_MS overrides it (the browser test polls faster)
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


PRIMITIVE_FIELDS = (
    "card", "seat", "amount", "until", "icon", "keyword", "stat", "mode",
    "saved_by", "attach_to", "from", "to", "from_seat", "to_seat", "cards",
)  # fmt: skip
ABILITY_ROWS = {"cost": 2, "effect": 3}
COST_OPS = ("kneel", "spend_gold", "sacrifice", "discard_power", "discard", "return_to_hand")


def tracker_urls(tournament: Tournament, match_key: str) -> dict[str, str]:
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
    """Everything the tracker body shows; ``shared`` (``sharing_get``) when the two players
    share this phone: it then enters, undoes and confirms for both seats."""
    names = card_names(ts.parsed)
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
        view = seat_view(key, seat, names, player)
        view["mine"] = key == ts.my_seat
        seats.append(view)
    if ts.my_seat == "B":
        seats.reverse()  # my own board first
    offers = [_offer(o, ts, names) for o in ts.offers]
    decision = ts.decision
    phase = decision.phase if decision is not None and decision.phase else snap["phase"]
    undone = _undone(ts)
    recent = [
        {"seq": ev.seq, "summary": describe(ev, names), "undone": ev.seq in undone}
        for ev in ts.live.typed[-RECENT_EVENTS:]
    ][::-1]
    return {
        "tournament": tournament,
        "match": ts.match,
        "ts": ts,
        "urls": tracker_urls(tournament, ts.match.key),
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


def _deck_names(ts: live.TrackerState, names: dict[str, str]) -> list[str]:
    """The type-ahead's suggestions: the card names of the viewer's own registered deck
    (a player never sees the opponent's list, [T-DECK-3]); an official's, both decks."""
    seats = live.SEATS if ts.my_seat is None else (ts.my_seat,)
    return sorted({name for cid, name in names.items() if cid.split(":", 1)[0] in seats})


def _undone(ts: live.TrackerState) -> set[int]:
    return {ev.undoes for ev in ts.live.typed if isinstance(ev, Undo)}


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
            text = describe(ts.live.typed[target["seq"] - 1], names)
            undos.append({"seat": seat, "name": name, "text": text})
    return undos


def _registrations(ts: live.TrackerState) -> dict[str, Any]:
    return {"A": ts.match.player_a, "B": ts.match.player_b}


def other_seat(seat: str) -> str:
    return "B" if seat == "A" else "A"


def _opponent(ts: live.TrackerState) -> Any:
    """The viewer's opponent's registration (None for an official)."""
    if ts.my_seat is None:
        return None
    return _registrations(ts)[other_seat(ts.my_seat)]


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
