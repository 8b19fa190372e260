"""The game state as plain JSON for the judge's viewer (``snapshot``), and its ``digest``: the
SHA-256 of the canonical form, which a replay's verdict cites (same log and card data, same
digest)."""

from __future__ import annotations

import hashlib
from typing import Any

import orjson

from engine.game.logformat.log import SEATS
from engine.game.state import effects
from engine.game.state.model import (
    STATS,
    GameState,
    Player,
    icons,
    plot_value,
    power_total,
    strength,
)


@effects.reads_only  # every STR, icon and plot value read once per contribution kind
def snapshot(st: GameState) -> dict[str, Any]:
    """The full state as plain JSON (sorted, deterministic): the judge's viewer reads this."""
    ch = st.challenge
    return {
        "round": st.round,
        "phase": st.phase,
        "step": st.step,
        "first_player": _key(st.first),
        "active_player": _key(st.active),
        "over": st.over,
        "winner": _key(st.winner),
        "end_reason": st.end_reason,
        "time_called": st.time_called,
        "challenge": None
        if ch is None
        else {
            "type": ch.type,
            "attacker": _key(ch.attacker),
            "defender": _key(ch.defender),
            "attackers": list(ch.attackers),
            "defenders": list(ch.defenders),
            "stealth": dict(ch.stealth),
            "resolved": ch.resolved,
            "winner": _key(ch.winner),
            "attacker_str": ch.attacker_str,
            "defender_str": ch.defender_str,
            "unopposed": ch.unopposed,
        },
        "seats": {p.key: _player_view(st, p) for p in st.players},
    } | (_melee_view(st) if st.melee else {})


def _melee_view(st: GameState) -> dict[str, Any]:
    """What only a melee has (absent from a joust view, whose digests stay as they were)."""
    return {
        "titles": {p.key: p.title for p in st.players},
        "titles_removed": st.titles_removed,
        "redirect_used": st.redirect_used,
        "eliminated": [[SEATS[i] for i in group] for group in st.eliminated],
    }


def _key(index: int | None) -> str | None:
    return None if index is None else SEATS[index]


def _player_view(st: GameState, p: Player) -> dict[str, Any]:
    return {
        "name": p.name,
        "faction": p.faction,
        "agenda": p.agenda,
        "faction_power": p.power,
        "faction_kneeling": p.faction_kneeling,
        "power_total": power_total(st, p.index),
        "gold": p.gold,
        "hand_count": len(p.hand),
        "hand": sorted(p.hand),
        "deck_count": len(p.deck),
        "dead_pile": list(p.dead),
        "discard_pile": list(p.discard),
        "plot_deck": sorted(p.plot_deck),
        "used_plots": list(p.used),
        "revealed_plot": p.revealed,
        "plot_values": {s: plot_value(st, p.index, s) for s in STATS} if p.revealed else None,
        "limited_marshaled": p.limited_used,
        "challenges_initiated": list(p.challenges),
        "eliminated": p.eliminated,
        "in_play": [_card_view(st, cid) for cid in p.in_play],
    } | _set_aside(p)


def _set_aside(p: Player) -> dict[str, Any]:
    """The areas shown only when not empty: removed from the game, shadows, facedown under
    the agenda (The Conclave), so that the digest of a game that uses none is unchanged."""
    areas = {"removed": p.removed, "shadows": p.shadows, "under_agenda": p.under_agenda}
    return {name: list(cards) for name, cards in areas.items() if cards}


def _card_view(st: GameState, cid: str) -> dict[str, Any]:
    c = st.cards[cid]
    view: dict[str, Any] = {
        "id": cid,
        "code": c.card.code,
        "name": c.card.name,
        "type": c.card.type,
        "controller": SEATS[c.controller],
        "kneeling": c.kneeling,
        "power": c.power,
        "attachments": [_card_view(st, a) for a in c.attachments],
        "duplicates": list(c.dupes),
        "modifiers": [
            {"kind": m.kind, "mode": m.mode, "value": m.value, "name": m.name, "until": m.until}
            for m in c.mods
        ],
    }
    if c.card.type == "character":
        view["strength"] = strength(st, cid)
        view["icons"] = sorted(icons(st, cid))
    if c.facedown:  # only when any, so that the digest of a game without them is unchanged
        view["facedown"] = list(c.facedown)
    return view


def digest(st: GameState) -> str:
    """SHA-256 of the canonical JSON of the state (same log + data -> same digest)."""
    data = orjson.dumps(snapshot(st), option=orjson.OPT_SORT_KEYS)
    return hashlib.sha256(data).hexdigest()
