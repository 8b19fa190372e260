"""The engine CLI never prints a traceback, whatever a log holds (issue 24, item 8).

Every rejection is a format error: exit code 2 and a message naming where the problem is.
Exit code 1 means only "a readable log that breaks a rule", so a crash must never look
like one.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from engine.game.cli.replay import main_replay, main_state
from tests.engine.game.logbuilder import round_one

JSON_VALUES = hs.recursive(
    hs.none()
    | hs.booleans()
    | hs.integers(min_value=-(2**63), max_value=2**63 - 1)
    | hs.floats(allow_nan=False, allow_infinity=False)
    | hs.text(max_size=20),
    lambda inner: (
        hs.lists(inner, max_size=4) | hs.dictionaries(hs.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place a value sits in a document: object fields and list items, nested."""
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _paths(inner, (*prefix, index))
    return found


BASE = round_one().doc()
BASE["events"] = BASE["events"][:30]
PATHS = _paths(BASE)


def _replaced(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    doc = copy.deepcopy(BASE)
    target: Any = doc
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return doc


def _run(tmp_path: Path, doc: Any, capsys: pytest.CaptureFixture[str], state: bool) -> int:
    path = tmp_path / "log.json"
    path.write_bytes(orjson.dumps(doc, option=orjson.OPT_INDENT_2))
    code = main_state([str(path), "--upto", "5"]) if state else main_replay([str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    if code == 2:
        assert err.strip(), "a rejection says why"
    else:
        assert code in (0, 1) and json.loads(out)
    return code


@settings(max_examples=150, suppress_health_check=list(HealthCheck), deadline=None)
@given(path=hs.sampled_from(PATHS), value=JSON_VALUES, state=hs.booleans())
def test_any_json_value_in_any_field_is_a_verdict_or_a_format_error(
    tmp_path_factory: pytest.TempPathFactory,
    capsys: pytest.CaptureFixture[str],
    path: tuple[Any, ...],
    value: Any,
    state: bool,
) -> None:
    _run(tmp_path_factory.mktemp("log"), _replaced(path, value), capsys, state)


@pytest.mark.parametrize("value", [["agot2-joust"], {"a": 1}, 7, None])
def test_non_string_ruleset_is_a_format_error_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], value: Any
) -> None:
    path = tmp_path / "log.json"
    path.write_bytes(orjson.dumps(_replaced(("ruleset",), value)))
    assert main_replay([str(path)]) == 2
    assert "ruleset" in capsys.readouterr().err


def _deep_text(doc: dict[str, Any], depth: int) -> str:
    """The document with its ``"DEEP"`` placeholder replaced by a list nested ``depth`` deep
    (written by hand: the JSON encoders themselves refuse such depths)."""
    return json.dumps(doc).replace('"DEEP"', "[" * depth + '"x"' + "]" * depth)


@pytest.mark.parametrize("path", [("ruleset",), ("events", 3, "type"), ("events", 3, "seat")])
def test_a_value_nested_a_thousand_deep_is_a_short_format_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], path: tuple[Any, ...]
) -> None:
    log = tmp_path / "log.json"
    log.write_text(_deep_text(_replaced(path, "DEEP"), 1000))
    assert main_replay([str(log)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err) < 2000
