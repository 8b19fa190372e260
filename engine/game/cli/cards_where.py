"""``python -m engine cards where CODE``: where a card lives in the repository: its text's
status in the coverage (scripted, needing no script, missing), the file and line of its
script, and the tests named with its code (``test_<code>_...``, docs/card-scripts.md)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.game.cardtext.coverage import classify
from engine.game.data.cards import CardDB

_ROOT = Path(__file__).resolve().parents[3]
_SCRIPTS = _ROOT / "engine" / "game" / "cardtext"
_TESTS = _ROOT / "tests"
_STATUS = {
    "scripted": "scripted",
    "framework": "read without a script (no text, keywords or constant text)",
    "missing": "not read yet: no script",
}


def where(db: CardDB, code: str) -> str:
    """The lines ``cards where`` prints for a card of the card data."""
    card = db.get(code)
    lines = [f"{code} {card.name} ({card.pack}, {card.faction}, {card.type})"]
    lines.append(f"text: {_STATUS[classify(card)]}")
    lines += [f"script: {hit}" for hit in _hits(_SCRIPTS, re.compile(rf"[\"']{code}[\"']"))]
    tests = _hits(_TESTS, re.compile(rf"^\s*def (test_{code}\w*)"), name=True)
    lines += [f"test: {hit}" for hit in tests] or ["test: none"]
    return "\n".join(lines)


def _hits(root: Path, pattern: re.Pattern[str], *, name: bool = False) -> list[str]:
    """``path:line`` (with the matched name if ``name``) of every line under ``root`` that
    matches, in path order."""
    if not root.is_dir():  # an installed engine without the repository's tests
        return []
    found = []
    for path in sorted(root.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = pattern.search(line)
            if match:
                where = f"{path.relative_to(_ROOT)}:{number}"
                found.append(f"{where} {match.group(1)}" if name else where)
    return found
