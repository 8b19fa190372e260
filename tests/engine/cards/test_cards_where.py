"""``python -m engine cards where CODE`` (issue "A codebase for 2,000 card scripts"): a
card's status, its script's file and line, and its tests, for any code of the card data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.game.cli.cards import main

ROOT = Path(__file__).resolve().parents[3]


def _where(code: str, capsys: Any) -> tuple[int, list[str]]:
    status = main(["where", code])
    return status, capsys.readouterr().out.splitlines()


def test_a_scripted_card_names_its_script_line_and_every_test(capsys: Any) -> None:
    status, lines = _where("01030", capsys)
    assert status == 0 and lines[0].startswith("01030 Rattleshirt's Raiders (Core")
    assert "text: scripted" in lines
    script = next(line for line in lines if line.startswith("script: "))
    path, number = script.removeprefix("script: ").split(":")
    assert '"01030"' in (ROOT / path).read_text().splitlines()[int(number) - 1]
    tests = [line for line in lines if line.startswith("test: ")]
    assert len(tests) >= 2  # a legal use and a misuse
    for line in tests:
        where, name = line.removeprefix("test: ").split(" ")
        path, number = where.split(":")
        assert f"def {name}" in (ROOT / path).read_text().splitlines()[int(number) - 1]
        assert name.startswith("test_01030_")


def test_a_card_without_a_script_says_so(capsys: Any) -> None:
    status, lines = _where("01040", capsys)  # The Roseroad: "Limited. +1 Income."
    assert status == 0 and not any(line.startswith("script: ") for line in lines)
    assert lines[1] == "text: read without a script (no text, keywords or constant text)"


def test_an_unknown_code_is_refused_with_status_2(capsys: Any) -> None:
    assert main(["where", "99999x"]) == 2
    assert "unknown card code '99999x'" in capsys.readouterr().err
    assert main(["where"]) == 2
