"""``python -m engine validate-deck``: JSON verdict on stdout; exit 0 legal, 1 illegal, 2
unreadable input with a message on stderr (never a traceback)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game.cli.deck import main
from engine.game.data.cards import sample_cards
from engine.game.data.decks import deck_to_json, deck_to_text, load_standalone_decks

PROJECT = Path(__file__).resolve().parents[3]
REAL_DATA = PROJECT.parent / "shared/data/throneteki-json-data"
SAMPLE = sample_cards()
SAMPLE_DIR = SAMPLE.source
STARK, LANNISTER = load_standalone_decks(Path(SAMPLE_DIR) / "standalone-decks.json", SAMPLE)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def text_deck(tmp_path: Path) -> Path:
    path = tmp_path / "stark.txt"
    path.write_text(deck_to_text(STARK, SAMPLE))
    return path


def test_a_legal_text_deck_exits_0_with_a_json_verdict(
    text_deck: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run([str(text_deck), "--cards", SAMPLE_DIR], capsys)
    assert (code, err) == (0, "")
    verdict = json.loads(out)
    assert verdict["legal"] is True and verdict["errors"] == []
    assert verdict["card_data_version"] == SAMPLE.version
    assert verdict["deck"] == "Greywater Oath (Sample)"


def test_an_illegal_json_deck_exits_1_and_lists_the_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = deck_to_json(STARK)
    data["draw"]["99109"] = 4
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    code, out, _ = run([str(path), "--cards", SAMPLE_DIR], capsys)
    assert code == 1
    verdict = json.loads(out)
    assert verdict["legal"] is False
    assert verdict["errors"] == [
        {
            "rule": "R-DECK-6",
            "message": "4 copies of Stone Sentinel, at most 3 allowed [R-DECK-6]",
            "cards": ["99109"],
        }
    ]


def test_restricted_list_and_format_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = deck_to_json(STARK)
    del data["plots"]["99001"]
    data["plots"]["99013"] = 1  # a second restricted card beside Warden of Greywater (99101)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    args = [str(path), "--cards", SAMPLE_DIR, "--restricted-list", "sample1.0"]
    code, out, _ = run(args, capsys)
    assert code == 1 and json.loads(out)["errors"][0]["rule"] == "T-DECK-2"
    code, out, _ = run([*args, "--format", "melee"], capsys)
    assert code == 0 and json.loads(out)["format"] == "melee"


def test_stdin_is_read_for_a_dash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    content = deck_to_text(LANNISTER, SAMPLE).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(content)))
    code, out, _ = run(["-", "--cards", SAMPLE_DIR], capsys)
    assert code == 0 and json.loads(out)["legal"] is True


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "stark.txt: the deck is empty"),
        (b"\x00\x9f\x92\x96garbage\xff", "binary"),
        (b"\xff\xfe not text", "not UTF-8"),
        (
            b"House Stark\n3x Hollowfen Scoot (Sample Set)\n",
            "line 2: unknown card 'Hollowfen Scoot'",
        ),
        (b'{"faction": "stark", "plots": {"99001": -1}, "draw": {}}', "field 'plots'"),
        (b'{"faction": ', "invalid JSON"),
    ],
)
def test_unreadable_decks_exit_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "stark.txt"
    path.write_bytes(content)
    code, out, err = run([str(path), "--cards", SAMPLE_DIR], capsys)
    assert (code, out) == (2, "")
    assert message in err and "Traceback" not in err
    assert err.startswith("validate-deck: ")


def test_missing_file_unknown_list_and_bad_card_dir_exit_2(
    tmp_path: Path, text_deck: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run([str(tmp_path / "nope.txt"), "--cards", SAMPLE_DIR], capsys)
    assert code == 2 and "nope.txt" in err and "No such file" in err
    code, _, err = run([str(text_deck), "--cards", SAMPLE_DIR, "--restricted-list", "x"], capsys)
    assert code == 2 and "unknown restricted list 'x'" in err
    code, _, err = run([str(text_deck), "--cards", str(tmp_path)], capsys)
    assert code == 2 and "card data" in err


def test_bad_arguments_exit_2_and_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert run([], capsys)[0] == 2
    assert run(["deck.txt", "--format", "draft"], capsys)[0] == 2
    code, out, _ = run(["--help"], capsys)
    assert code == 0 and "validate-deck" in out


@pytest.mark.skipif(not (REAL_DATA / "packs").is_dir(), reason="community card data absent")
def test_the_module_entry_point_with_the_default_card_data(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("House Stark\n1x Eddard Stark (Core Set)\n")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "validate-deck", str(deck)],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    verdict = json.loads(done.stdout)
    assert {e["rule"] for e in verdict["errors"]} == {"R-DECK-3", "R-DECK-5"}
    bad = subprocess.run(
        [sys.executable, "-m", "engine", "validate-deck", str(tmp_path / "missing")],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and bad.stdout == ""
