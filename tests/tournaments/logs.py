"""Match logs for Django-side tests: the engine's hand-written golden logs (sample cards)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

GOLDEN = Path(__file__).resolve().parents[1] / "engine" / "golden" / "handwritten"


def golden(name: str = "win-power-renown") -> dict[str, Any]:
    """A finished, valid game: seat A wins on power (``win-power-renown``)."""
    return json.loads((GOLDEN / f"{name}.json").read_text())


def corrupted(log: dict[str, Any], seq: int) -> dict[str, Any]:
    """The log with event ``seq`` deleted and later events renumbered: no longer legal."""
    bad = copy.deepcopy(log)
    bad["events"] = [e for e in bad["events"] if e["seq"] != seq]
    for number, event in enumerate(bad["events"], 1):
        event["seq"] = number
    return bad


def illegal_midgame(log: dict[str, Any] | None = None) -> dict[str, Any]:
    """The golden log with one illegal event inserted as event 17 (round 1, marshaling): A
    marshals Riverboat Ferryman for 0 gold, though it costs 1 ([R-COST-1]). Skipped, the rest
    of the game stays legal: A still reaches 15 power in round 2. (The demo's disputed log.)"""
    from tournaments.services.demo import illegal_marshal_inserted

    return illegal_marshal_inserted(log or golden())


def standard_game(seed: int = 0) -> dict[str, Any]:
    """A finished, legal game between random decks of the newest Standard list: valid, but
    checked in part (it holds cards the engine does not read yet, issue "Honest verdicts")."""
    from engine.game.data.cards import load_cards
    from engine.game.simulate import Style, simulate
    from engine.game.simulate.standard import standard_decks

    db = load_cards()
    a, b = standard_decks(db, seed)
    return simulate(a, b, seed, db, style=Style(abilities=0.5))


def undecided_game() -> dict[str, Any]:
    """A Standard game with one challenge's attacker STR stated one higher than the replay
    works out, where a card in play that the engine does not read could explain it: the
    verdict cannot decide ([F-4.2.2])."""
    from engine.game.data.cards import load_cards
    from engine.game.play.replay import replay

    db = load_cards()
    for seed in range(20):
        log = standard_game(seed)
        for target in [e for e in log["events"] if e["type"] == "challenge_result"]:
            changed = {**target, "attacker_str": target["attacker_str"] + 1}
            events = [changed if e["seq"] == target["seq"] else e for e in log["events"]]
            if replay({**log, "events": events}, db).status == "undecided":
                return {**log, "events": events}
    raise AssertionError("no simulated Standard game gave an undecided STR")
