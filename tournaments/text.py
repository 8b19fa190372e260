"""Text that cannot be stored: NUL (PostgreSQL refuses it in text and JSON) and lone
surrogates (not encodable as UTF-8, so neither hashable nor storable). JSON can spell both
(``"\\u0000"``, ``"\\ud800"``), so every request body and every event payload is checked,
and the refusal names where the character is."""

from __future__ import annotations

import re
from typing import Any

from tournaments.errors import DomainError

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def unstorable_path(value: Any, path: str = "") -> str | None:
    """Where the first unstorable character in a JSON value sits (``events[3].name``;
    ``""`` for the value itself), or None if there is none. Iterative: a value may be
    nested as deep as the parser allows."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, str):
            if _UNSTORABLE.search(item):
                return where
        elif isinstance(item, dict):
            for key, inner in reversed(item.items()):
                inner_path = f"{where}.{key}" if where else str(key)
                if _UNSTORABLE.search(key):
                    return inner_path
                stack.append((inner, inner_path))
        elif isinstance(item, list):
            stack.extend((inner, f"{where}[{i}]") for i, inner in reversed(list(enumerate(item))))
    return None


def text_checked(value: Any, what: str = "the request") -> None:
    """Refuse a value holding text that cannot be stored, naming the field (HTTP 400)."""
    where = unstorable_path(value)
    if where is not None:
        shown = re.sub(_UNSTORABLE, "?", where)  # the path itself may hold the character
        raise DomainError(
            f"{what}: the text at {shown or 'the top level'} holds a character that cannot "
            "be stored (NUL or a lone UTF-16 surrogate)",
            code="unstorable_text",
            field=shown or None,
        )
