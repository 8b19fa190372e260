"""Every golden log replays to its recorded verdict, twice with the same digest."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.game.play.replay import replay
from tests.engine.game.logbuilder import GOLDEN, SHARED_DATA

EXPECTED = json.loads((GOLDEN / "expected.json").read_text())


def test_every_golden_log_has_an_expected_verdict() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.json") if p.stem != "expected") == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_log_verdict(name: str) -> None:
    path: Path = GOLDEN / f"{name}.json"
    if name.startswith("core") and not (SHARED_DATA / "packs/Core.json").exists():
        pytest.skip("community card data not available")
    first, second = replay(path.read_bytes()), replay(path.read_bytes())
    got = {k: first.as_dict()[k] for k in EXPECTED[name]}
    assert got == EXPECTED[name]
    assert first.digest == second.digest
