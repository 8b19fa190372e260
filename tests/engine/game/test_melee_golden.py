"""The melee golden logs (tests/engine/golden/melee, issue 11): every log replays to its
recorded verdict; each broken variant is reported at the expected event with the melee rule
it breaks; every log validates against the published schema."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import jsonschema  # type: ignore[import-untyped]
import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.play.replay import replay

GOLDEN = Path(__file__).resolve().parents[1] / "golden/melee"
SCHEMA = Path(__file__).resolve().parents[3] / "docs/match-log.schema.json"
EXPECTED = json.loads((GOLDEN / "expected.json").read_text())
HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


def test_every_melee_golden_log_has_an_expected_verdict() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.json") if p.stem != "expected") == sorted(EXPECTED)


def test_the_corpus_covers_each_melee_rule_with_a_broken_variant() -> None:
    rules = {rule for v in EXPECTED.values() for _, rule in v["errors"]}
    assert {"F-1.4-2", "R-MELEE-4", "R-SUPPORTS-1", "R-REDIRECT-1", "R-REDIRECT-5"} <= rules
    assert {"R-ELIM-1", "R-WIN-1", "LOG-CHECKPOINT", "R-TITLE-1"} <= rules
    valid = [v for v in EXPECTED.values() if v["status"] == "valid"]
    assert {v["end_reason"] for v in valid} >= {"power", "concession", "decked", "time"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_melee_golden_log_verdict(name: str) -> None:
    data = (GOLDEN / f"{name}.json").read_bytes()
    first, second = replay(data, cards()), replay(data, cards())
    got = first.as_dict()
    pinned = ("status", "winner", "end_reason", "places", "power", "rounds", "digest")
    assert {k: got[k] for k in pinned} == {k: EXPECTED[name][k] for k in pinned}
    assert [[e.seq, e.rule] for e in first.errors] == EXPECTED[name]["errors"]
    assert first.digest == second.digest


def test_melee_golden_logs_validate_against_the_schema() -> None:
    """Every header, and every distinct shape of event (type and fields) of the corpus, as
    one document: validating whole logs event by event takes seconds each."""
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text()))
    shapes: dict[tuple[str, ...], dict[str, object]] = {}
    for name in sorted(EXPECTED):
        doc = json.loads((GOLDEN / f"{name}.json").read_text())
        for ev in doc["events"]:
            shapes.setdefault((ev["type"], *sorted(ev)), ev)
        validator.validate({**doc, "events": []})
    events = [{**ev, "seq": i} for i, ev in enumerate(shapes.values(), start=1)]
    assert {"title", "title_pool", "redirect"} <= {str(ev["type"]) for ev in events}
    validator.validate({**doc, "events": events})
