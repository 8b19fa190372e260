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
