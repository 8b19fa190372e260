"""Read-side of the match replay viewer (on the dispute page and the match page): the board of
each seat at one event, the event list with every illegal event, and the power-by-round chart
(inline SVG, drawn here on the server). The engine's work is in
``tournaments.selectors.matchlogs``; the page the viewer sits on gives its ``Links``."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest
from django.urls import reverse

from engine.game.api import card_name
from tournaments.errors import NotFound
from tournaments.models import Dispute, Match
from tournaments.selectors.matchlogs import matchlog_state_get, matchlog_timeline_get
from tournaments.selectors.rounds import FACTIONS

logger = logging.getLogger(__name__)

PHASES = {
    "setup": "Setup",
    "plot": "Plot phase",
    "draw": "Draw phase",
    "marshaling": "Marshaling phase",
    "challenges": "Challenges phase",
    "dominance": "Dominance phase",
    "standing": "Standing phase",
    "taxation": "Taxation phase",
}
SEAT_COLOURS = {"A": "#7a1e1e", "B": "#1a4f8b"}  # house red; a blue of 8:1 on white
WIN_POWER = 15


@dataclass(frozen=True)
class Links:
    """Where the viewer's steps go: the page it sits on (``?event=N``, without JavaScript)
    and the URL of its step fragment at event N (htmx)."""

    page: str
    fragment: Callable[[int], str]

    def at(self, seq: int) -> dict[str, str]:
        return {
            "href": f"{self.page}?event={seq}#viewer",
            "push": f"{self.page}?event={seq}",
            "fragment": self.fragment(seq),
        }


def dispute_links(dispute: Dispute) -> Links:
    kwargs = {"tournament_id": dispute.tournament_id, "dispute_id": dispute.dispute_id}
    return Links(
        reverse("web:dispute", kwargs=kwargs),
        lambda seq: reverse("web:dispute_event", kwargs={**kwargs, "seq": seq}),
    )


def match_links(match: Match) -> Links:
    kwargs = {"tournament_id": match.tournament_id, "match_key": match.key}
    return Links(
        reverse("web:match", kwargs=kwargs),
        lambda seq: reverse("web:match_log_event", kwargs={**kwargs, "seq": seq}),
    )


def event_number(request: HttpRequest) -> int | None:
    """The viewer's event from ``?event=N`` (the step links without JavaScript)."""
    value = request.GET.get("event", "")
    return int(value) if value.isdigit() and len(value) < 7 else None


def _card(card: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": card["name"],
        "id": card["id"],
        "type": card["type"],
        "kneeling": card["kneeling"],
        "power": card["power"],
        "strength": card.get("strength"),
        "icons": card.get("icons", []),
        "attachments": [_card(a) for a in card["attachments"]],
        "duplicates": len(card["duplicates"]),
        "modifiers": card["modifiers"],
    }


def _players(match: Match, log_seats: list[dict[str, str]]) -> dict[str, dict[str, str]]:
    """Each seat's player: id and registered name, and the log's own name when it differs."""
    registered = {p.player_id: p.name for p in (match.player_a, match.player_b) if p}
    seats = {}
    for seat in log_seats:
        name = registered.get(seat["player_id"], seat["name"])
        seats[seat["key"]] = {
            "key": seat["key"],
            "player_id": seat["player_id"],
            "player": name,
            "logged_as": seat["name"] if seat["name"] != name else "",
        }
    return seats


def seat_view(
    key: str, seat: dict[str, Any], names: dict[str, str], player: dict[str, str]
) -> dict[str, Any]:
    def named(ids: list[str]) -> list[str]:
        return [card_name(names, cid) for cid in ids]

    revealed = seat["revealed_plot"]
    return {
        "key": key,
        "name": seat["name"],
        "player": player.get("player", seat["name"]),
        "player_id": player.get("player_id", ""),
        "faction": FACTIONS.get(seat["faction"], seat["faction"].title()),  # as printed
        "agenda": card_name(names, seat["agenda"]) if seat["agenda"] else None,
        "power": seat["power_total"],
        "faction_power": seat["faction_power"],
        "faction_kneeling": seat["faction_kneeling"],
        "gold": seat["gold"],
        "hand_count": seat["hand_count"],
        "hand": named(seat["hand"]),
        "deck_count": seat["deck_count"],
        "in_play": [_card(c) for c in seat["in_play"]],
        "dead": named(seat["dead_pile"]),
        "discard": named(seat["discard_pile"]),
        "plot": card_name(names, revealed) if revealed else None,
        "plot_values": seat["plot_values"],
        "plot_deck": named(seat["plot_deck"]),
        "used_plots": named(seat["used_plots"]),
        "challenges": seat["challenges_initiated"],
        "colour": SEAT_COLOURS.get(key, "#333"),
    }


def step(match: Match, links: Links, seq: int) -> dict[str, Any]:
    """The viewer at event ``seq``: the event, the board of each seat, the event's error if
    it is illegal, and where the step buttons go. ``NotFound`` for no log or no such
    event."""
    at = matchlog_state_get(match.tournament, match.key, seq)
    last = at["last"]
    state = at["state"]
    players = _players(match, at["seats"])
    seats = (
        [seat_view(k, v, at["names"], players.get(k, {})) for k, v in state["seats"].items()]
        if state
        else []
    )
    moves = {
        "first": 0,
        "prev": max(seq - 1, 0),
        "next": min(seq + 1, last),
        "last": last,
    }
    return {
        "seq": seq,
        "last": last,
        "event": at["event"],
        "error": at["error"],
        "errors_before": at["errors_before"],
        "replayed_to": at["replayed_to"],
        "game": None
        if state is None
        else {
            "round": state["round"],
            "phase": PHASES.get(state["phase"], state["phase"]),
            "step": state["step"],
            "first_player": state["first_player"],
            "active_player": state["active_player"],
            "over": state["over"],
            "winner": state["winner"],
            "end_reason": state["end_reason"],
            "challenge": state["challenge"],
        },
        "seats": seats,
        "moves": {
            name: {**links.at(target), "seq": target, "disabled": target == seq}
            for name, target in moves.items()
        },
        "next_error_url": _next_error(links, at["errors"], seq),
    }


def _next_error(links: Links, errors: list[dict[str, Any]], seq: int) -> dict[str, Any] | None:
    """Where "Next illegal event" goes: the first one after ``seq``, else the first of the
    log (None without any; decks that cannot be set up have no event to go to)."""
    events = [e["seq"] for e in errors if e["seq"] > 0]
    later = [s for s in events if s > seq] or events
    target = later[0] if later else None
    if target is None or target == seq:
        return None
    label = f"{'Next' if target > seq else 'First'} illegal event ({target})"
    return {**links.at(target), "seq": target, "label": label}


def chart(timeline: dict[str, Any]) -> dict[str, Any]:
    """The power-by-round chart as SVG coordinates: one polyline per seat, the 15-power line,
    and the axes' ticks. Rounds run left to right from 0 (after setup)."""
    width, height, left, right, top, bottom = 560, 240, 40, 16, 16, 36
    series = timeline["power_by_round"]
    rounds = max((r for points in series.values() for r, _ in points), default=0)
    top_power = max(
        [WIN_POWER, *(p for points in series.values() for _, p in points)], default=WIN_POWER
    )
    span_x = width - left - right
    span_y = height - top - bottom

    def x(r: int) -> float:
        return round(left + (span_x * r / rounds if rounds else span_x / 2), 1)

    def y(p: int) -> float:
        return round(top + span_y * (1 - p / top_power), 1)

    lines = []
    for key, points in series.items():
        lines.append(
            {
                "key": key,
                "colour": SEAT_COLOURS.get(key, "#333"),
                "points": " ".join(f"{x(r)},{y(p)}" for r, p in points),
                "dots": [{"x": x(r), "y": y(p), "round": r, "power": p} for r, p in points],
                "dash": "" if key == "A" else "6 3",
            }
        )
    table = [
        {"round": r, "power": [dict(series[k]).get(r) for k in series]} for r in range(rounds + 1)
    ]
    y_ticks = sorted({0, 5, 10, WIN_POWER, top_power})
    return {
        "width": width,
        "height": height,
        "lines": lines,
        "x_ticks": [{"x": x(r), "label": r} for r in range(rounds + 1)],
        "y_ticks": [{"y": y(p), "label": p} for p in y_ticks],
        "win_y": y(WIN_POWER),
        "left": left,
        "right": width - right,
        "top": top,
        "bottom": height - bottom,
        "label_y": height - 4,
        "table": table,
        "keys": list(series),
    }


def viewer(match: Match, links: Links, seq: int | None) -> dict[str, Any] | None:
    """Everything the viewer shows, at event ``seq`` (default 0, before the first event);
    None when the match has no log, ``{"failed": True}`` when the engine fails on it
    (logged). An event the log does not have falls back to 0."""
    try:
        timeline = matchlog_timeline_get(match.tournament, match.key)
        if seq is None or not 0 <= seq <= timeline["last"]:
            seq = 0
        at = step(match, links, seq)
    except NotFound:
        return None
    except Exception:  # an engine failure must not take the page (a ruling form) with it
        logger.exception("replay viewer failed for match %s", match.pk)
        return {"failed": True}
    events = [{**e, **links.at(e["seq"])} for e in timeline["events"]]
    errors = [{**e, **links.at(e["seq"])} for e in timeline["errors"]]
    return {
        "timeline": {**timeline, "events": events, "errors": errors},
        "seats": list(_players(match, timeline["seats"]).values()),
        "chart": chart(timeline),
        "step": at,
        "page": links.page,
        "fragment": links.fragment(0),
    }
