"""An event of a log in words: ``describe`` is the one text of a logged event ("A marshals Ser
Jaime Lannister for 5 gold") that the judge's viewer, the tracker's recent events and its undo
buttons show, and ``event_cards`` the names of the cards it is about. (An option not yet taken,
a tracker button, is worded by ``engine.game.play.labels`` from the state.)"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.game.logformat.events import (
    Ability,
    Ambush,
    Challenge,
    ChallengeResult,
    Checkpoint,
    ChooseWinner,
    Claim,
    Concede,
    Defenders,
    Dominance,
    Draw,
    FirstPlayer,
    GameEvent,
    GameOver,
    Initiative,
    KeywordUsed,
    Marshal,
    Mulligan,
    Note,
    Pass,
    Plot,
    Reserve,
    SeatEvent,
    Setup,
    Shuffle,
    TimeCalled,
    Undo,
)

_ZONE_NAMES = {"faction": "faction card", "agenda": "agenda"}
_CARD_FIELDS = ("card", "source", "attach_to", "target")
_CARD_LISTS = ("cards", "attackers", "defenders", "targets")


def card_name(names: Mapping[str, str], cid: str) -> str:
    """The name of a card instance (``names``: id -> name), else its faction card or agenda
    wording, else the id itself."""
    if cid in names:
        return names[cid]
    tail = cid.split(":", 1)[-1]
    return _ZONE_NAMES.get(tail, cid)


def describe(ev: GameEvent, names: Mapping[str, str]) -> str:
    """A short human description of one logged event (seats as A, B ...); the event type for
    one without its own wording."""

    def n(cid: str) -> str:
        return card_name(names, cid)

    def many(ids: Sequence[str]) -> str:
        return ", ".join(n(c) for c in ids) if ids else "nothing"

    seat = ev.seat if isinstance(ev, SeatEvent) else ""
    match ev:
        case FirstPlayer():
            return f"{seat} is first player"
        case Shuffle():
            return f"{seat} shuffles the deck"
        case Draw():
            count = len(ev.cards)
            return f"{seat} draws {count} card{'s' if count != 1 else ''}"
        case Mulligan():
            return f"{seat} {'takes a mulligan' if ev.mulligan else 'keeps the hand'}"
        case Setup():
            return f"{seat} sets up {many(ev.cards)}"
        case Plot():
            return f"{seat} chooses a plot ({n(ev.card)})"
        case Initiative():
            return f"{seat} wins initiative"
        case Marshal() | Ambush():
            verb = "marshals" if isinstance(ev, Marshal) else "ambushes"
            onto = f" onto {n(ev.attach_to)}" if ev.attach_to else ""
            stated = ev.cost if isinstance(ev, Marshal) else None
            cost = f" for {stated} gold" if stated is not None else ""
            return f"{seat} {verb} {n(ev.card)}{onto}{cost}"
        case Pass():
            return f"{seat} passes"
        case Challenge():
            return f"{seat} attacks ({ev.challenge}) with {many(ev.attackers)}"
        case Defenders():
            return f"{seat} defends with {many(ev.defenders)}"
        case ChallengeResult():
            score = ""
            if ev.attacker_str is not None and ev.defender_str is not None:
                score = f" ({ev.attacker_str} to {ev.defender_str} STR)"
            unopposed = " unopposed" if ev.unopposed else ""
            if ev.winner:
                return f"{ev.winner} wins the challenge{score}{unopposed}"
            return "Nobody wins"
        case Claim():
            if ev.amount is not None:
                return f"Claim: {seat} loses {ev.amount} power"
            return f"Claim: {seat} loses {many(ev.cards)}"
        case KeywordUsed():
            used = "" if ev.use else " (declined)"
            return f"{seat}: {ev.keyword} on {n(ev.card)}{used}"
        case Dominance():
            return f"{ev.winner} wins dominance" if ev.winner else "Nobody wins dominance"
        case Reserve():
            return f"{seat} discards to reserve: {many(ev.cards)}"
        case Checkpoint():
            return f"Checkpoint{' round ' + str(ev.round) if ev.round is not None else ''}"
        case Ability():
            cancelled = " (cancelled)" if ev.cancelled else ""
            return f"{seat}: {ev.kind.replace('_', ' ')} of {n(ev.source)}{cancelled}"
        case Concede():
            return f"{seat} concedes"
        case TimeCalled():
            return "Time is called"
        case ChooseWinner():
            return f"{seat} chooses {ev.winner} as the winner"
        case GameOver():
            reason = f" ({ev.reason})" if ev.reason else ""
            return f"Game over: {ev.winner} wins{reason}" if ev.winner else f"Game over{reason}"
        case Note():
            return f"Note: {ev.text or ''}"[:80]
        case Undo():
            return f"{seat} undoes event {ev.undoes}"
    return ev.type


def event_cards(ev: GameEvent, names: Mapping[str, str]) -> list[str]:
    """The names of the cards an event is about (its card, source, attackers ...), in order."""
    ids: list[str] = []
    for name in _CARD_FIELDS:
        value = getattr(ev, name, None)
        ids += [value] if isinstance(value, str) else []
    for name in _CARD_LISTS:
        ids += getattr(ev, name, None) or []
    return list(dict.fromkeys(card_name(names, cid) for cid in ids))
