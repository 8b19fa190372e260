"""The simulated golden corpus (tests/engine/golden/simulated): each log replays to exactly
its checked-in verdict and digest. Every stored key must replay to the same value (a key
the verdict gains later is not compared until the corpus is regenerated); the engine version
is not compared. Regenerate deliberately with ``python tests/engine/golden/regenerate.py``
when a change is meant to alter them."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import orjson
import pytest

from engine.game.data.cards import CardDB, load_cards, sample_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.play.replay import replay

CORPUS = Path(__file__).resolve().parents[1] / "golden/simulated"
LOGS = sorted(p for p in CORPUS.glob("*.json") if not p.name.endswith(".verdict.json"))
HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()


@lru_cache(maxsize=2)
def cards(card_data: str) -> CardDB:
    return sample_cards() if card_data.startswith("sample") else load_cards()


def test_the_corpus_covers_decks_and_every_end_reason() -> None:
    assert len(LOGS) >= 30
    verdicts = [orjson.loads(p.with_suffix(".verdict.json").read_bytes()) for p in LOGS]
    assert {v["end_reason"] for v in verdicts} == {"power", "decked", "concession", "time"}
    assert all(v["status"] == "valid" and not v["errors"] for v in verdicts)
    pairs = set()
    for path in LOGS:
        seats = orjson.loads(path.read_bytes())["seats"]
        pairs.add(tuple(s["name"] for s in seats))
    assert len(pairs) >= 20


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_a_golden_log_replays_to_its_verdict(path: Path) -> None:
    log = orjson.loads(path.read_bytes())
    if not log["card_data"].startswith("sample") and not HAS_COMMUNITY:
        pytest.skip("needs the community card data")
    expected = orjson.loads(path.with_suffix("").with_suffix(".verdict.json").read_bytes())
    actual = replay(log, cards(log["card_data"])).as_dict()
    expected.pop("engine_version")
    assert {key: actual.get(key, "(missing)") for key in expected} == expected
