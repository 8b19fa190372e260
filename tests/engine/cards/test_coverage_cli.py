"""``python -m engine cards coverage --format standard``: the cards the engine reads among those
legal in the newest Standard list ([T-DECK-2]), the figure each card-text issue moves."""

from __future__ import annotations

import json
from typing import Any

from engine.game.cli.cards import main
from engine.game.data.cards import default_card_data_path, load_cards
from engine.game.data.standard import standard_pool


def _report(capsys: Any, *args: str) -> dict[str, Any]:
    assert main(["coverage", "--json", *args]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


def test_T_DECK_2_standard_coverage_counts_the_newest_lists_pool(capsys: Any) -> None:
    db = load_cards(default_card_data_path())
    pool = standard_pool(db)
    total = _report(capsys, "--format", "standard")["total"]
    assert total["cards"] == len(pool.cards) < len(db)
    banned = next(iter(pool.section.banned))
    assert banned not in {c.code for c in pool.cards}
    assert total["read"] + len(total["missing"]) == total["cards"]


def test_standard_coverage_of_one_pack_is_that_packs_share(capsys: Any) -> None:
    report = _report(capsys, "--format", "standard", "--pack", "Core")
    assert set(report) == {"Core", "total"} and report["Core"] == report["total"]


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """``python -m engine cards coverage | head -1``: the pipe's end is not an error."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    shell = f"{sys.executable} -m engine cards coverage --format standard | head -1"
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell], cwd=root, capture_output=True, text=True
    )
    assert "Traceback" not in done.stderr and done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1
