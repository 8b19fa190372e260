"""The HBO rulebook's worked examples (rules/hbo.md section 12) as golden logs: each replays
to the verdict written by hand from the book, and each rule-breaking variant is reported at
the expected event with the expected [H-...] rule."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine.game.replay import replay, state_after

GOLDEN = Path(__file__).resolve().parents[1] / "golden/hbo"
EXPECTED = json.loads((GOLDEN / "expected.json").read_text())


def _build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hbo_golden_build", GOLDEN / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_hbo_golden_log_has_an_expected_verdict_and_is_up_to_date() -> None:
    logs = sorted(p.stem for p in GOLDEN.glob("*.json") if p.stem != "expected")
    assert logs == sorted(EXPECTED)
    assert _build_module().main(["--check"]) == 0


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_hbo_golden_log_verdict(name: str) -> None:
    data = (GOLDEN / f"{name}.json").read_bytes()
    verdict, again = replay(data), replay(data)
    got = verdict.as_dict()
    assert got["deck_errors"] == []
    expected = EXPECTED[name]
    if expected["status"] == "invalid":
        seq, rule = expected["error"]
        assert got["status"] == "invalid"
        assert [(e["seq"], e["rule"]) for e in got["errors"]] == [(seq, rule)]
    else:
        assert {k: got[k] for k in ("status", "errors", "power", "rounds")} == expected
    assert verdict.digest == again.digest


def test_h_ex_setup_stark_draws_three_to_seven_and_the_placed_cards_stand() -> None:
    """[H-EX-SETUP]: 4 cards left in hand after placing 3, so 3 are drawn to reach 7; the
    placed cards stand in play ([H-SETUP-6-STAND])."""
    data = (GOLDEN / "setup-placement.json").read_bytes()
    stark = state_after(data, 8)["seats"]["B"]
    assert stark["hand_count"] == 7 and stark["deck_count"] == 40
    placed = {c["name"]: c["kneeling"] for c in stark["in_play"]}
    assert placed == {"Arya Stark": False, "Jon Snow": False, "Winterfell Castle": False}


def test_h_ex_chal_end_state() -> None:
    """[H-EX-CHAL] expected end state: The Hound kneeling, Jon Snow standing, Stark Escort
    dead, Devious Methods in the Lannister discard pile, no power from the challenge."""
    data = (GOLDEN / "challenge-example.json").read_bytes()
    claim_seq = next(e["seq"] for e in json.loads(data)["events"] if e["type"] == "claim")
    view = state_after(data, claim_seq + 1)
    lannister, stark = view["seats"]["A"], view["seats"]["B"]
    kneeling = {c["name"]: c["kneeling"] for c in lannister["in_play"] + stark["in_play"]}
    assert kneeling["The Hound"] is True and kneeling["Jon Snow"] is False
    assert stark["dead_pile"] == ["B:HS05#1"]
    assert lannister["discard_pile"] == ["A:HL03#1"]
    assert lannister["power_total"] == stark["power_total"] == 0


def test_hbo_golden_logs_validate_against_the_published_schema() -> None:
    import jsonschema  # type: ignore[import-untyped]

    schema = json.loads((GOLDEN.parents[3] / "docs/match-log.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)  # built once: validating is slow
    for name in ("setup-placement", "challenge-example", "claims", "illyrio-dominance"):
        validator.validate(json.loads((GOLDEN / f"{name}.json").read_text()))
