"""The match-log codec: structure, instance ids, the schema, and bad input (never a traceback)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from engine.game.logformat.log import LogFormatError, code_of, instance_ids, parse_log
from engine.game.logformat.schema import json_schema
from engine.game.play.replay import replay
from tests.engine.game.logbuilder import GOLDEN, ROOT, round_one

SCHEMA_FILE = ROOT / "docs/match-log.schema.json"


def pretty(doc: dict[str, Any]) -> bytes:
    return orjson.dumps(doc, option=orjson.OPT_INDENT_2)


def test_instance_ids_are_derived_from_the_deck_seat_code_copy() -> None:
    assert instance_ids("B", (("01045", 2),)) == ["B:01045#1", "B:01045#2"]
    assert code_of("A:01045#2") == "01045"


def test_published_schema_is_the_one_the_codec_generates() -> None:
    assert json.loads(SCHEMA_FILE.read_text()) == json_schema()


def golden_logs() -> list[Path]:
    return sorted(p for p in GOLDEN.glob("*.json") if p.stem != "expected")


def test_there_are_golden_logs() -> None:
    assert len(golden_logs()) >= 1


@pytest.mark.parametrize("path", golden_logs(), ids=lambda p: p.stem)
def test_golden_logs_validate_against_the_schema(path: Path) -> None:
    doc = json.loads(path.read_text())
    jsonschema.validate(doc, json.loads(SCHEMA_FILE.read_text()))
    parse_log(path.read_bytes())


def test_schema_rejects_what_the_codec_rejects() -> None:
    doc = round_one().doc()
    doc["events"][3]["mulligan"] = "yes"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, json_schema())
    with pytest.raises(LogFormatError, match="field 'mulligan'"):
        parse_log(pretty(doc))


def test_truncated_json_names_the_line() -> None:
    text = pretty(round_one().doc())
    with pytest.raises(LogFormatError, match=r"line \d+: not valid JSON"):
        parse_log(text[: len(text) // 2])


def test_unknown_event_type_names_line_and_field() -> None:
    doc = round_one().doc()
    doc["events"][4]["type"] = "teleport"
    text = pretty(doc)
    with pytest.raises(LogFormatError) as err:
        parse_log(text)
    message = str(err.value)
    assert "field 'events[4].type'" in message and "teleport" in message
    expected_line = next(
        i for i, row in enumerate(text.decode().splitlines(), 1) if '"seq": 5' in row
    )
    assert message.startswith(f"line {expected_line}:")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["events"][5].__setitem__("seq", 5), "events[5].seq"),  # duplicated seq
        (lambda d: d["events"].reverse(), "events[0].seq"),  # out of order
        (lambda d: d["events"][15].__setitem__("cost", 10**9), "cost"),  # absurd number
        (lambda d: d["events"][15].__setitem__("card", "A:99103"), "card"),  # not an id
        (lambda d: d["events"][15].__setitem__("colour", "red"), "colour"),  # unknown field
        (lambda d: d["events"][1].pop("cards"), "cards"),  # missing field
        (lambda d: d.__setitem__("format", "agot-match-log/9"), "format"),
        (lambda d: d["seats"].pop(), "seats"),
        (lambda d: d["seats"][0]["deck"]["cards"].__setitem__("99101", 1000), "seats[0]"),
    ],
)
def test_structural_errors_name_the_field(change: Any, field: str) -> None:
    doc = round_one().doc()
    change(doc)
    with pytest.raises(LogFormatError, match=re.escape(f"field '{field}")):
        parse_log(pretty(doc))


def test_unknown_card_instance_is_a_rule_error_LOG_ID() -> None:
    doc = round_one().doc()
    doc["events"][15]["card"] = "A:99103#9"
    verdict = replay(doc)
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (16, "LOG-ID")


def test_unknown_card_code_in_a_deck_is_unreadable() -> None:
    doc = round_one().doc()
    doc["seats"][0]["deck"]["cards"]["00000"] = 1
    with pytest.raises(LogFormatError, match="unknown card code '00000'"):
        replay(doc)


JSON = hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False) | hs.text(max_size=8),
    lambda kids: (
        hs.lists(kids, max_size=4) | hs.dictionaries(hs.text(max_size=6), kids, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(hs.binary(max_size=200) | JSON.map(lambda v: json.dumps(v).encode()))
def test_random_garbage_is_a_format_error_never_a_traceback(data: bytes) -> None:
    try:
        parse_log(data)
    except LogFormatError:
        return


EVENT_KEYS = hs.sampled_from(
    [
        "seq",
        "type",
        "seat",
        "cards",
        "card",
        "attackers",
        "amount",
        "effects",
        "costs",
        "challenge",
        "defenders",
        "stealth",
    ]
)


@settings(max_examples=200, deadline=None)
@given(hs.integers(0, 33), EVENT_KEYS, JSON)
def test_random_field_corruption_never_crashes_the_replay(index: int, key: str, value: Any) -> None:
    doc = round_one().doc()
    doc["events"][index][key] = value
    try:
        verdict = replay(json.dumps(doc).encode())
    except LogFormatError:
        return
    # undecided: a corrupted value that a card the engine does not read could explain
    assert verdict.status in ("valid", "invalid", "undecided", "incomplete")


def test_at_names_a_step_of_the_replay() -> None:
    from engine.game.framework import flow
    from engine.game.logformat.log import STEPS

    assert STEPS == flow.STEPS
    doc = round_one().doc()
    doc["events"][15]["at"] = "F-9.9"
    with pytest.raises(LogFormatError, match="field 'at'"):
        parse_log(pretty(doc))
