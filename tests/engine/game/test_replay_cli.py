"""``python -m engine replay`` / ``state``: JSON out, exit codes 0 / 1 / 2, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from engine.game.cli.replay import main_replay, main_state
from tests.engine.game.logbuilder import GOLDEN, ROOT, round_one


def write(tmp_path: Path, doc: object, name: str = "log.json") -> str:
    path = tmp_path / name
    path.write_bytes(orjson.dumps(doc, option=orjson.OPT_INDENT_2))
    return str(path)


def test_replay_prints_the_verdict_and_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main_replay([str(GOLDEN / "win-power-renown.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "valid" and out["winner"] == "A" and out["end_reason"] == "power"
    for key in (
        "time_step",
        "power",
        "rounds",
        "events",
        "errors",
        "unverified_abilities",
        "digest",
        "engine_version",
        "card_data_version",
    ):
        assert key in out


def test_invalid_log_exits_1_with_rule_and_seq(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = round_one().doc()
    doc["events"][11]["seat"] = "A"
    status = main_replay([write(tmp_path, doc)])
    out = json.loads(capsys.readouterr().out)
    # the sample cards are not read: a wrong initiative they could explain is undecided (3)
    assert (out["status"], status) in {("invalid", 1), ("undecided", 3)}
    first = out["errors"][0]
    assert (first["seq"], first["rule"]) == (12, "F-1.3.I")
    assert (out["status"] == "undecided") == bool(first.get("unread_cards"))


def test_lenient_and_upto(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = round_one().doc()
    doc["events"][20]["winner"] = "B"
    path = write(tmp_path, doc)
    assert main_replay([path, "--lenient"]) == 1
    assert len(json.loads(capsys.readouterr().out)["errors"]) == 1
    assert main_replay([path, "--upto", "20"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "incomplete" and out["events"] == 20


def test_unreadable_log_exits_2_naming_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "agot-match-log/1",\n "events": [\n')
    assert main_replay([str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 3" in err and "Traceback" not in err
    assert main_replay([str(tmp_path / "missing.json")]) == 2
    assert main_replay([]) == 2


def test_state_after_event_n(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, round_one().doc())
    assert main_state([path, "--upto", "20"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["seq"] == 20 and state["round"] == 1 and state["phase"] == "challenges"
    assert state["step"] == "F-4.2.1" or state["step"].startswith("F-")
    challenge = state["challenge"]
    assert challenge["attackers"] == ["A:99101#1", "A:99103#1"]
    assert challenge["defenders"] == ["B:99203#1"]
    a = state["seats"]["A"]
    assert {
        "faction_power",
        "gold",
        "hand_count",
        "deck_count",
        "dead_pile",
        "discard_pile",
        "used_plots",
        "revealed_plot",
        "in_play",
    } <= set(a)
    warden = next(c for c in a["in_play"] if c["id"] == "A:99101#1")
    assert warden["kneeling"] is True and warden["strength"] == 5
    assert main_state([path]) == 2  # --upto is required


def test_python_dash_m_engine_replay_runs() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(GOLDEN / "round-one.json")],
        cwd=ROOT,
        capture_output=True,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["status"] == "incomplete"


def test_same_log_same_digest() -> None:
    from engine.game.play.replay import replay

    doc = round_one().doc()
    assert replay(doc).digest == replay(orjson.dumps(doc)).digest
    assert replay(doc).digest == replay(round_one().doc()).digest
    other = round_one().doc()
    other["events"][31]["cards"][0] = "A:99303#3"  # another card discarded to reserve
    assert replay(other).digest != replay(doc).digest
