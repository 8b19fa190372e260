"""The text of a rule by its id, from the rule digests (``AGOT_RULES_DIR``, by default the
shared ``rules/`` beside the project): pages link a refusal's rule id to it."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from django.conf import settings

RULE_ITEM = re.compile(r"^- \[(?P<id>[A-Z]{1,3}-[A-Za-z0-9.\-]+)\] (?P<text>.*)$")
DEFAULT_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "rules"


@lru_cache(maxsize=1)
def _digests() -> dict[str, tuple[str, str]]:
    """Every rule: id -> (book, text). A rule's text runs on over its indented lines."""
    folder = Path(settings.AGOT_RULES_DIR or DEFAULT_DIR)
    rules: dict[str, tuple[str, str]] = {}
    for path in sorted(folder.glob("*.md")):
        current: str | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            found = RULE_ITEM.match(line)
            if found:
                current = found["id"]
                rules[current] = (path.stem, found["text"].strip())
            elif current and line.startswith("  ") and line.strip():
                book, text = rules[current]
                rules[current] = (book, f"{text} {line.strip()}")
            else:
                current = None
    return rules


def rule_get(rule_id: str) -> tuple[str, str] | None:
    """``(book, text)`` of a rule, or None when the digests do not have it."""
    return _digests().get(rule_id)
