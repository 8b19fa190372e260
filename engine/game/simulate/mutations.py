"""Targeted corruptions of a valid match log, to measure how the replay catches them.

Each mutator takes a valid log (a dict), the card data and a seeded ``random.Random`` and
returns a ``Mutant`` (the corrupted events and the seq where the replay must report it), or
``None`` when the log offers no place for that corruption. The state a mutation reads (which
cards are in the deck, the gold pool ...) is the replay's own state just before the mutated
event, placed where that event fits (``state_at``).

``delete`` and ``swap`` are blind: the result may still be a legal log (an optional
statement deleted, two independent events swapped); ``classify`` replays the mutant and
sorts it into detected, missed and still-legal (for those two kinds a valid replay means
the log describes a legal game, so it is excluded from the rate, and counted).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.framework import flow
from engine.game.logformat.log import parse_log
from engine.game.moves.claim import claim_type
from engine.game.play.abilities import ABILITY
from engine.game.play.handlers import HANDLERS, Handler
from engine.game.play.handlers.marshal import marshal_cost
from engine.game.play.replay import replay, run
from engine.game.rules import checks as rules
from engine.game.rules.checks import challenge_types_left, unique_in_play
from engine.game.state import effects
from engine.game.state.model import SEAT_INDEX, GameState, characters, icons, military_claim_pool

Event = dict[str, Any]
BLIND = frozenset({"delete", "swap"})


@dataclass(frozen=True, slots=True)
class Mutant:
    kind: str
    events: list[Event]
    expect_seq: int  # the mutated event, or the first one it makes impossible
    what: str


@dataclass(frozen=True, slots=True)
class Outcome:
    kind: str
    result: str  # detected | missed | late | still_legal
    expect_seq: int
    error_seq: int | None
    rule: str | None
    what: str


def state_at(log: dict[str, Any], cards: CardDB, seq: int) -> GameState:
    """The replay state where event ``seq`` is applied (before its check)."""
    parsed = parse_log(log)
    st, errors = run(parsed, cards, upto=seq - 1)
    assert not errors, errors
    ev = log["events"][seq - 1]
    handler: Handler[Any] | None = ABILITY if ev["type"] == "ability" else HANDLERS.get(ev["type"])
    at = ev.get("at")  # the step the event names, as the replay places it
    while handler is not None and flow.blocking(st) is None:
        if handler.fits(st, parsed.events[seq - 1]) and at in (None, st.step):
            break
        flow.advance(st)
    return st


def renumber(events: list[Event]) -> list[Event]:
    for i, ev in enumerate(events, start=1):
        ev["seq"] = i
    return events


def _events(log: dict[str, Any]) -> list[Event]:
    return copy.deepcopy(log["events"])


def _where(log: dict[str, Any], kind: str, test: Callable[[Event], bool] = bool) -> list[int]:
    return [ev["seq"] for ev in log["events"] if ev["type"] == kind and test(ev)]


# --- targeted mutations ------------------------------------------------------------------------


def drawn_not_in_deck(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A drawn card replaced by one of the player's cards that is not in the deck then."""
    seqs = _where(log, "draw", lambda ev: bool(ev["cards"]))
    rng.shuffle(seqs)
    for seq in seqs[:3]:
        st = state_at(log, db, seq)
        ev = log["events"][seq - 1]
        player = st.player(ev["seat"])
        elsewhere = sorted(
            c for c, i in st.cards.items() if i.owner == player.index and i.zone in ("hand", "play")
        )
        if elsewhere:
            events = _events(log)
            events[seq - 1]["cards"][rng.randrange(len(ev["cards"]))] = rng.choice(elsewhere)
            return Mutant("drawn_not_in_deck", events, seq, "a drawn card not in the deck")
    return None


def extra_challenge(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A second challenge of a type the player already initiated this phase ([F-4.2-1]),
    inserted where that player's challenges end."""
    spots = []
    for seq in _where(log, "challenge"):
        ev = log["events"][seq - 1]
        if _may_repeat(log, db, seq, ev):
            continue
        for later in log["events"][seq:]:
            if later["type"] == "pass" and later["seat"] == ev["seat"]:
                spots.append((seq, later["seq"]))
                break
            if later["type"] in ("dominance", "plot", "game_over", "concede"):
                break
    if not spots:
        return None
    seq, before = rng.choice(spots)
    events = _events(log)
    extra = copy.deepcopy(events[seq - 1])
    extra.pop("at", None)
    events.insert(before - 1, extra)
    return Mutant("extra_challenge", renumber(events), before, "a challenge type used twice")


def _may_repeat(log: dict[str, Any], db: CardDB, seq: int, ev: Event) -> bool:
    """Whether the player may initiate that type again this phase: card text's additional
    challenges, the melee Hand of the King's power challenge ([R-TITLE-1]): no place for
    this mutation."""
    st = state_at(log, db, seq + 1)  # right after the challenge at ``seq``
    return ev["challenge"] in challenge_types_left(st, st.seat_index(ev["seat"]))


def bad_attacker(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """An attacker added that is kneeling or lacks the challenge icon ([F-4.2-4])."""
    seqs = _where(log, "challenge")
    rng.shuffle(seqs)
    for seq in seqs[:4]:
        st = state_at(log, db, seq)
        ev = log["events"][seq - 1]
        seat = SEAT_INDEX[ev["seat"]]
        bad = [
            c
            for c in characters(st, seat)
            if st.cards[c].kneeling or ev["challenge"] not in icons(st, c)
        ]
        # not where card text caps the attackers: that rule would be the one reported
        room = rules.declare_cap(st, seat, len(ev["attackers"]) + 1) > len(ev["attackers"])
        if bad and room:
            events = _events(log)
            events[seq - 1]["attackers"].append(rng.choice(sorted(bad)))
            return Mutant("bad_attacker", events, seq, "an attacker kneeling or without icon")
    return None


def wrong_claim_count(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A military or intrigue claim naming one card too many or too few ([R-CLAIM-*])."""
    seqs = _where(log, "claim", lambda ev: bool(ev.get("cards")))
    if not seqs:
        return None
    seq = rng.choice(seqs)
    st = state_at(log, db, seq)
    ev = log["events"][seq - 1]
    ch = st.challenge
    assert ch is not None
    seat = SEAT_INDEX[ev["seat"]]
    military = claim_type(ch) == "military"
    pool = military_claim_pool(st, seat) if military else st.players[seat].hand
    spare = sorted(set(pool) - set(ev["cards"]))
    events = _events(log)
    mutated = events[seq - 1]
    if spare and (rng.random() < 0.5 or len(ev["cards"]) == 0):
        mutated["cards"].append(rng.choice(spare))
    else:
        dropped = mutated["cards"].pop(rng.randrange(len(mutated["cards"])))
        mutated.get("saved_by", {}).pop(dropped, None)
        if "saved_by" in mutated and not mutated["saved_by"]:
            del mutated["saved_by"]
    return Mutant("wrong_claim_count", events, seq, "claim takes a wrong number of cards")


def marshal_over_gold(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A marshaled card swapped for a hand card that costs more than the gold pool (its
    cost after card text's reductions, e.g. A Noble Cause)."""
    seqs = _where(log, "marshal")
    rng.shuffle(seqs)
    for seq in seqs[:6]:
        st = state_at(log, db, seq)
        ev = log["events"][seq - 1]
        seat = SEAT_INDEX[ev["seat"]]
        gold = st.players[seat].gold
        dear = [
            c
            for c in st.players[seat].hand
            if st.cards[c].card.type in ("character", "location")
            and marshal_cost(st, seat, st.cards[c].card.cost or 0, st.cards[c].card, c) > gold
            and not (
                st.cards[c].card.unique and rules.unique_in_play(st, seat, st.cards[c].card.name)
            )
            and not (
                st.cards[c].card.unique
                and rules.copies_in(st, st.players[seat].dead, st.cards[c].card.name)
            )
        ]
        if dear:
            events = _events(log)
            events[seq - 1] = {
                "seq": seq,
                "type": "marshal",
                "seat": ev["seat"],
                "card": rng.choice(sorted(dear)),
            }
            return Mutant("marshal_over_gold", events, seq, f"marshal over a pool of {gold}")
    return None


def plot_not_in_deck(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A plot choice naming a plot of that player in the used pile or revealed ([R-PLOT-9])."""
    seqs = _where(log, "plot")
    rng.shuffle(seqs)
    for seq in seqs[:6]:
        st = state_at(log, db, seq)
        ev = log["events"][seq - 1]
        player = st.player(ev["seat"])
        gone = sorted(player.used + ([player.revealed] if player.revealed else []))
        if gone:
            events = _events(log)
            events[seq - 1]["card"] = rng.choice(gone)
            return Mutant("plot_not_in_deck", events, seq, "a plot not in the plot deck")
    return None


def power_off_by_one(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A checkpoint's stated power total one more or one less (LOG-CHECKPOINT)."""
    seqs = _where(log, "checkpoint", lambda ev: any("power" in s for s in ev["seats"].values()))
    if not seqs:
        return None
    seq = rng.choice(seqs)
    events = _events(log)
    seats = events[seq - 1]["seats"]
    key = rng.choice(sorted(k for k in seats if "power" in seats[k]))
    seats[key]["power"] += rng.choice((-1, 1)) if seats[key]["power"] > 0 else 1
    return Mutant("power_off_by_one", events, seq, "a stated power total off by one")


def missing_reserve(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A reserve discard left out of the log: the next event cannot happen ([F-7.3]), unless
    it is a concession, which may come at any moment ([T-END-1]): the checkpoint after it
    shows the hand then."""
    events = log["events"]
    seqs = [
        s
        for s in _where(log, "reserve")
        if s < len(events) and events[s]["type"] != "concede"  # events[s]: the next one
    ]
    if not seqs:
        return None
    seq = rng.choice(seqs)
    events = _events(log)
    del events[seq - 1]
    return Mutant("missing_reserve", renumber(events), seq, "a reserve discard missing")


def second_limited(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A second limited card marshaled in a round ([R-KW-LIMITED-1]), inserted right after
    the first one, when the player holds an affordable one. A limited card marshaled as a
    duplicate does not count: a duplicate has no text ([R-DUP-5])."""
    spots = []
    for seq in _where(log, "marshal"):
        ev = log["events"][seq - 1]
        st = state_at(log, db, seq)
        if not st.cards[ev["card"]].card.keywords.limited or seq >= len(log["events"]):
            continue
        seat = SEAT_INDEX[ev["seat"]]
        if "attach_to" in ev or _enters_as_duplicate(st, seat, ev["card"]):
            continue
        if st.players[seat].limited_count + 1 < 1 + effects.total(st, "limited", seat):
            continue  # card text allows another limited card this round: no mutation here
        gold = st.players[seat].gold - (st.cards[ev["card"]].card.cost or 0)
        spare = [
            c
            for c in st.players[seat].hand
            if c != ev["card"]
            and st.cards[c].card.keywords.limited
            and st.cards[c].card.type in ("character", "location")
            and not st.cards[c].card.unique
            and (st.cards[c].card.cost or 0) <= gold
        ]
        if spare:
            spots.append((seq, sorted(spare)))
    if not spots:
        return None
    seq, spare = rng.choice(spots)
    events = _events(log)
    seat = events[seq - 1]["seat"]
    events.insert(seq, {"seq": 0, "type": "marshal", "seat": seat, "card": rng.choice(spare)})
    return Mutant("second_limited", renumber(events), seq + 1, "a second limited card")


def _enters_as_duplicate(st: GameState, seat: int, cid: str) -> bool:
    card = st.cards[cid].card
    return card.unique and unique_in_play(st, seat, card.name) is not None


# --- blind mutations -------------------------------------------------------------------------


def delete(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """Any one event (but the final game_over) deleted."""
    seq = rng.randrange(1, len(log["events"]))
    events = _events(log)
    gone = events.pop(seq - 1)
    return Mutant("delete", renumber(events), seq, f"deleted {gone['type']}")


def swap(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """Two neighbouring, different events swapped."""
    events = _events(log)
    for _ in range(20):
        i = rng.randrange(len(events) - 1)
        x, y = events[i], events[i + 1]
        if {**x, "seq": 0} != {**y, "seq": 0}:
            events[i], events[i + 1] = y, x
            what = f"swapped {x['type']} and {y['type']}"
            return Mutant("swap", renumber(events), i + 1, what)
    return None


MUTATORS: dict[str, Callable[[dict[str, Any], CardDB, random.Random], Mutant | None]] = {
    "drawn_not_in_deck": drawn_not_in_deck,
    "extra_challenge": extra_challenge,
    "bad_attacker": bad_attacker,
    "wrong_claim_count": wrong_claim_count,
    "marshal_over_gold": marshal_over_gold,
    "plot_not_in_deck": plot_not_in_deck,
    "power_off_by_one": power_off_by_one,
    "missing_reserve": missing_reserve,
    "second_limited": second_limited,
    "delete": delete,
    "swap": swap,
}


def classify(log: dict[str, Any], mutant: Mutant, db: CardDB) -> Outcome:
    """Replay the mutant: ``detected`` (invalid at the expected event), ``late`` (invalid,
    but later), ``missed`` (not invalid) or, for blind kinds, ``still_legal``."""
    verdict = replay({**log, "events": mutant.events}, db)
    error = verdict.errors[0] if verdict.errors else None
    if error is None:
        result = "still_legal" if mutant.kind in BLIND and verdict.status == "valid" else "missed"
    elif mutant.kind in BLIND:
        result = "detected" if error.seq >= mutant.expect_seq else "early"
    else:
        result = "detected" if error.seq == mutant.expect_seq else "late"
    return Outcome(
        mutant.kind,
        result,
        mutant.expect_seq,
        None if error is None else error.seq,
        None if error is None else error.rule,
        mutant.what,
    )


def detection_rates(outcomes: list[Outcome]) -> dict[str, dict[str, Any]]:
    """Per kind: applied, detected, still legal (excluded), and the rate over the rest."""
    table: dict[str, dict[str, Any]] = {}
    for o in outcomes:
        row = table.setdefault(
            o.kind, {"applied": 0, "detected": 0, "still_legal": 0, "other": 0, "rules": {}}
        )
        row["applied"] += 1
        key = o.result if o.result in ("detected", "still_legal") else "other"
        row[key] += 1
        if o.rule:
            row["rules"][o.rule] = row["rules"].get(o.rule, 0) + 1
    for row in table.values():
        judged = row["applied"] - row["still_legal"]
        row["rate"] = round(row["detected"] / judged, 4) if judged else None
    return table
