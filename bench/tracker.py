"""Live tracker latency: what a tap and a poll cost as a game's log grows.

    python bench/tracker.py [--games 3] [--seed 1]

Prints JSON. On PostgreSQL (``DATABASE_URL``, default the scratch database of
``bench/_django.py``) it registers two players with the simulator's legal decks, pairs them,
starts the live log, and enters a whole simulated game (``engine.game.simulate``) through the
tracker service, each event by the player who enters it (``tracker_event``: read the stream,
replay the log, check the event, append it). It reports, in milliseconds:

* ``entry`` - one entry, median and 95th percentile, and at the end of the game (the longest
  log: every read replays it whole);
* ``read`` - the state a page renders (``tracker_state``) of the finished game;
* ``poll_unchanged`` - the 2-second poll of an unchanged log (``tracker_version``: 204).

What matters at the table: a tap answers well under a second even late in a long game.
Each run adds its events and games to the scratch database (the store is append-only).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench._django import setup_django  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def tracked_game(seed: int) -> dict[str, Any]:
    """A fresh two-player event, a simulated game entered through the tracker; timings."""
    from django.contrib.auth import get_user_model

    from engine.game.data.decks import deck_to_json
    from engine.game.simulate import simulate
    from tournaments.cards import card_db
    from tournaments.models import Match
    from tournaments.services import tournaments as svc
    from tournaments.services import tracker
    from tournaments.services.simulation import legal_decks

    cards = card_db()
    decks = legal_decks()
    deck_a, deck_b = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
    log = simulate(deck_a, deck_b, seed=seed, cards=cards, concede_rate=0.0)
    users = get_user_model().objects
    tag = uuid.uuid4().hex[:8]
    organizer = users.create(username=f"bench-org-{tag}")
    t = svc.tournament_create(organizer=organizer, name=f"Tracker bench {tag}", seed=tag)
    logins = [users.create(username=f"bench-{seat}-{tag}") for seat in "ab"]
    for name, login, deck in (("Ann", logins[0], deck_a), ("Bob", logins[1], deck_b)):
        player = svc.player_register(t, name=name, user=login)
        svc.deck_submit(t, player, json.dumps(deck_to_json(deck)))
    for name in ("Cy", "Di"):
        svc.player_register(t, name=name)
    svc.round_pair(t)
    svc.pairings_change(t, [("p1", "p2"), ("p3", "p4")], by="bench", reason="bench")
    match = Match.objects.get(tournament=t, round__number=1, player_a__name="Ann")
    by_seat = {"A": logins[0], "B": logins[1]}
    tracker.tracker_start(t, match.key, user=logins[0])

    entries = []
    for ev in log["events"]:
        ts = tracker.tracker_state(t, match.key, user=logins[0])
        offered = ts.decision.find(ev) if ts.decision is not None else None
        offer = next((o for o in ts.offers if o.choice is offered), None)
        seat = (offer.entered_by if offer is not None else ev.get("seat")) or "A"
        event = {k: v for k, v in ev.items() if k != "seq"}
        started = time.perf_counter()
        tracker.tracker_event(
            t,
            match.key,
            user=by_seat[seat],
            event=event,
            expected_version=ts.log_version,
            idempotency_key=uuid.uuid4().hex,
        )
        entries.append(time.perf_counter() - started)

    started = time.perf_counter()
    final = tracker.tracker_state(t, match.key, user=logins[0])
    read = time.perf_counter() - started
    polls = []
    for _ in range(50):
        started = time.perf_counter()
        tracker.tracker_version(t, match.key, user=logins[0])
        polls.append(time.perf_counter() - started)
    assert final.over, "the simulated game did not end on the tracker"
    return {"events": len(entries), "entries": entries, "read": read, "polls": polls}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    setup_django()
    games = [tracked_game(args.seed + n) for n in range(args.games)]
    entries = [e for g in games for e in g["entries"]]
    last = [g["entries"][-1] for g in games]
    polls = [p for g in games for p in g["polls"]]
    print(
        json.dumps(
            {
                "games": args.games,
                "events_per_game": [g["events"] for g in games],
                "entry_ms": {
                    "p50": _ms(statistics.median(entries)),
                    "p95": _ms(percentile(entries, 0.95)),
                    "last_of_game_max": _ms(max(last)),
                },
                "read_finished_game_ms": _ms(max(g["read"] for g in games)),
                "poll_unchanged_ms": {
                    "p50": _ms(statistics.median(polls)),
                    "p95": _ms(percentile(polls, 0.95)),
                },
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
