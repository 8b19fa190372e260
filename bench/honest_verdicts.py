"""What verdicts promise, measured as a judge would try them (issue "Honest verdicts").

    python bench/honest_verdicts.py [--games 30] [--standard-games 20] [--abilities 0.6]

Prints JSON:

* ``forged``: in ``--games`` simulated games between standalone decks, the first action or
  reaction of each game is moved to another card of the same seat that entered play by a
  marshal event and lacks that ability (the timing stays legal; only the claim about the
  card is false). Counts: refused at the forged event, refused at another event, accepted
  (valid), and of those accepted how many were still reported as fully checked (must be 0).
* ``standard``: ``--standard-games`` games between random legal decks of the newest Standard
  list (``simulate --pool standard``): per game the distinct cards in the log that the engine
  does not read, and how many verdicts are silent about them (must be 0).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game.cardtext.registry import script_for
from engine.game.data.cards import load_cards
from engine.game.play.replay import replay
from engine.game.play.unread import card_is_read
from engine.game.simulate import Style, pick_decks, simulate
from engine.game.simulate.standard import standard_decks


def _code(cid: str) -> str:
    return cid.split(":")[1].split("#")[0]


def _forged(log: dict[str, Any]) -> dict[str, Any] | None:
    """The log with its first action or reaction moved to a marshaled card without it."""
    events = log["events"]
    first = next(
        (
            e
            for e in events
            if e["type"] == "ability"
            and e["kind"] in ("action", "reaction")
            and not e["source"].endswith(":faction")
        ),
        None,
    )
    if first is None:
        return None
    marshaled = [
        e["card"]
        for e in events[: first["seq"] - 1]
        if e["type"] == "marshal" and e["seat"] == first["seat"] and e["card"] != first["source"]
    ]
    for cid in marshaled:
        script = script_for(_code(cid))
        if script is None or not any(a.kind == first["kind"] for a in script.abilities):
            moved = {**first, "source": cid}
            return {
                **log,
                "events": [moved if e["seq"] == first["seq"] else e for e in events],
                "forged_seq": first["seq"],
            }
    return None


def forged(games: int, abilities: float) -> dict[str, int]:
    db = load_cards()
    counts = {"games": 0, "at_the_event": 0, "elsewhere": 0, "accepted": 0, "accepted_full": 0}
    for seed in range(10_000):
        if counts["games"] == games:
            break
        a, b = pick_decks(db, seed)
        doc = _forged(simulate(a, b, seed, db, style=Style(abilities=abilities)))
        if doc is None:
            continue
        counts["games"] += 1
        seq = doc.pop("forged_seq")
        verdict = replay(doc, db)
        if verdict.errors:
            counts["at_the_event" if verdict.errors[0].seq == seq else "elsewhere"] += 1
        else:
            counts["accepted"] += 1
            counts["accepted_full"] += verdict.checked == "full"
    return counts


def standard(games: int, abilities: float) -> dict[str, Any]:
    db = load_cards()
    per_game, silent = [], 0
    for seed in range(games):
        a, b = standard_decks(db, seed)
        log = simulate(a, b, seed, db, style=Style(abilities=abilities))
        verdict = replay(log, db)
        in_decks = {c for d in (a, b) for c in (*d.draw, *d.plots, *d.agendas)}
        unread = {c for c in in_decks if not card_is_read(verdict.state, db.get(c))}  # type: ignore[arg-type]
        named = set(verdict.unread_cards)
        silent += bool(unread - named) or (bool(unread) and verdict.checked == "full")
        per_game.append({"seed": seed, "status": verdict.status, "unread": len(unread)})
    return {"games": games, "silent": silent, "per_game": per_game}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--standard-games", type=int, default=20)
    parser.add_argument("--abilities", type=float, default=0.6)
    args = parser.parse_args()
    result = {
        "forged": forged(args.games, args.abilities),
        "standard": standard(args.standard_games, args.abilities),
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
