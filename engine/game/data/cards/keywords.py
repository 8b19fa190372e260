"""Keyword parsing: printed keywords lead the card text, on its first line ([R-KW-1..5]).

The community data writes them as sentences ("Shadow (3). Stealth.", "No attachments except
<i>Weapon</i>."), sometimes after a play restriction ("<i>Lord</i> character only. Terminal.").
Like the online client, the first line is split on periods and each fragment that is exactly a
keyword counts; fragments that merely mention a keyword ("... gains renown") do not.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.game.data.cards.model import NO_KEYWORDS, Keywords

_TAG = re.compile(r"<[^>]+>")
_VALUED = re.compile(r"^(ambush|bestow|shadow) \((\d+|x)\)$")
_PRIZED = re.compile(r"^prized (\d+)$")
_FLAGS = frozenset(
    {"assault", "insight", "intimidate", "limited", "pillage", "renown", "stealth", "terminal"}
)
_EXCEPT_SPLIT = re.compile(r",\s*|\s+or\s+|\s+and\s+")


def strip_tags(text: str) -> str:
    """Remove HTML-like tags: ``strip_tags("<i>Weapon</i>")`` is ``"Weapon"``."""
    return _TAG.sub("", text)


def parse_keywords(text: str) -> Keywords:
    """Keywords printed on the first line of a card text.

    >>> parse_keywords("Shadow (3). Stealth.\\n<b>Reaction:</b> ...").shadow
    3
    >>> parse_keywords("No attachments except <i>Weapon</i>.").no_attachments_except
    ('Weapon',)
    >>> parse_keywords("While X is standing, it gains renown.").renown
    False
    >>> parse_keywords("Shadow (4).\\nNo attachments.").no_attachments
    True
    """
    lines = text.split("\n")
    found: dict[str, Any] = {}
    for fragment in _fragments(lines[0]):
        _read_fragment(fragment, found)
    # A keyword line may run on over further lines made only of keywords (e.g. "Shadow (4).\n
    # No attachments except <i>Weapon</i>."), as long as every line so far held only keywords.
    previous = _fragments(lines[0])
    for line in lines[1:]:
        fragments = _fragments(line)
        if not (previous and fragments and all(map(_is_keyword, previous + fragments))):
            break
        for fragment in fragments:
            _read_fragment(fragment, found)
        previous = fragments
    return replace(NO_KEYWORDS, **found) if found else NO_KEYWORDS


def _fragments(line: str) -> list[str]:
    return [part.strip() for part in strip_tags(line).split(".") if part.strip()]


def _is_keyword(fragment: str) -> bool:
    probe: dict[str, Any] = {}
    _read_fragment(fragment, probe)
    return bool(probe)


def _read_fragment(fragment: str, found: dict[str, Any]) -> None:
    lowered = fragment.casefold()
    if lowered in _FLAGS:
        found[lowered] = True
    elif lowered == "no attachments":
        found["no_attachments"] = True
    elif lowered.startswith("no attachments except "):
        found["no_attachments"] = True
        found["no_attachments_except"] = _except_traits(fragment[len("no attachments except ") :])
    elif match := _VALUED.match(lowered):
        _read_valued(match.group(1), match.group(2), found)
    elif match := _PRIZED.match(lowered):
        found["prized"] = int(match.group(1))


def _read_valued(name: str, value: str, found: dict[str, Any]) -> None:
    if value != "x":
        found[name] = int(value)
    elif name == "shadow":
        # "Shadow (X)": the card text sets X. No card prints ambush (X) or bestow (X) as a
        # keyword of its own (only "gains ambush (X)" texts, which are not printed keywords).
        found["shadow_x"] = True


def _except_traits(rest: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in _EXCEPT_SPLIT.split(rest) if part.strip())
