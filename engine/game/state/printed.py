"""Printed constant values read from a card's text ("+1 Income.", "Attached character gets +2
STR.", "contributes 1 STR to your total for dominance"), parsed once per distinct text: the
replay asks for them after nearly every event, and a card's text never changes in a game.
``engine.game.state.model`` re-exports them."""

from __future__ import annotations

import re
from typing import Final

_ATTACHED_STR_RE: Final = re.compile(r"Attached character gets ([+-]\d+) STR\.")
_PLOT_MOD_RE: Final = re.compile(r"^([+-]\d+) (Income|Initiative|Reserve|Claim)\.?$", re.MULTILINE)
_PRINTED_PLOT_MODIFIERS: Final[dict[str, dict[str, int]]] = {}
_PRINTED_ATTACHED_STR: Final[dict[str, int]] = {}
_PRINTED_DOMINANCE_STR: Final[dict[str, int]] = {}
_DOMINANCE_RE: Final = re.compile(r"contributes (\d+) STR to your total for dominance")


def printed_plot_modifiers(text: str) -> dict[str, int]:
    """The "+1 Income." / "-1 Reserve." lines of a card text, by plot value (empty when
    there are none). The returned dict is shared: do not change it."""
    found = _PRINTED_PLOT_MODIFIERS.get(text)
    if found is None:
        found = {}
        for value, name in _PLOT_MOD_RE.findall(text):
            found[name.lower()] = found.get(name.lower(), 0) + int(value)
        _PRINTED_PLOT_MODIFIERS[text] = found
    return found


def printed_attached_strength(text: str) -> int:
    """The sum of an attachment's printed "Attached character gets +N STR." bonuses."""
    return _printed_total(_ATTACHED_STR_RE, _PRINTED_ATTACHED_STR, text)


def printed_dominance_strength(text: str) -> int:
    """A printed "contributes N STR to your total for dominance" (The Iron Throne)."""
    return _printed_total(_DOMINANCE_RE, _PRINTED_DOMINANCE_STR, text)


def _printed_total(pattern: re.Pattern[str], memo: dict[str, int], text: str) -> int:
    """The sum of the numbers ``pattern`` finds in ``text``, worked out once per text."""
    total = memo.get(text)
    if total is None:
        total = memo[text] = sum(int(n) for n in pattern.findall(text))
    return total
