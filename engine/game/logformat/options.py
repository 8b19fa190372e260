"""The ``options`` header object of an ``hbo-2p`` log, checked for structure only: part of the
log format, so the codec reads it without reaching up into the HBO package.

The one option is the plot-draft variant ([H-DRAFT-0..6]): ``"plot_draft": true`` (the
registered plot decks come from a draft whose steps were not recorded) or an object with
the steps, checked against the box by ``engine.game.rulesets.hbo.decks``::

    "options": {"plot_draft": {
        "rounds": [{"A": {"dealt": [c1, c2, c3], "keep": c1, "keep_passed": c5},
                    "B": {"dealt": [c4, c5, c6], "keep": c4, "keep_passed": c2}},
                   ... three rounds ...],
        "final": {"A": [seven plot codes], "B": [seven plot codes]}}}

This module imports nothing from the engine: the log codec (``engine.game.logformat.log``) uses it
while loading.
"""

from __future__ import annotations

from typing import Any

DRAFT_ROUNDS = 3  # [H-DRAFT-4]: 3 rounds x (3 + 3) dealt = the 18-plot draft deck
DEALT = 3  # [H-DRAFT-1]
PLOT_DECK = 7  # [H-DRAFT-5], [H-COMP-5]
_SEATS = ("A", "B")


def options_problem(options: dict[str, Any]) -> str | None:
    """What is structurally wrong with an hbo-2p ``options`` object, or None."""
    unknown = sorted(set(options) - {"plot_draft"})
    if unknown:
        return f"unknown option {unknown[0]!r} (hbo-2p knows only 'plot_draft')"
    draft = options.get("plot_draft", False)
    if isinstance(draft, bool):
        return None
    if not isinstance(draft, dict) or set(draft) != {"rounds", "final"}:
        return "plot_draft: true, false, or an object with 'rounds' and 'final'"
    rounds, final = draft["rounds"], draft["final"]
    if not isinstance(rounds, list) or len(rounds) != DRAFT_ROUNDS:
        return f"plot_draft.rounds: a list of {DRAFT_ROUNDS} draft rounds ([H-DRAFT-4])"
    for number, step in enumerate(rounds, start=1):
        problem = _round_problem(step)
        if problem:
            return f"plot_draft.rounds[{number - 1}]: {problem}"
    if not isinstance(final, dict) or set(final) != set(_SEATS):
        return "plot_draft.final: an object with the plot codes of seats A and B"
    for seat in _SEATS:
        if not _codes(final[seat], PLOT_DECK):
            return f"plot_draft.final.{seat}: a list of {PLOT_DECK} plot codes ([H-DRAFT-5])"
    return None


def _round_problem(step: Any) -> str | None:
    if not isinstance(step, dict) or set(step) != set(_SEATS):
        return "an object with the draft of seats A and B"
    for seat in _SEATS:
        entry = step[seat]
        if not isinstance(entry, dict) or set(entry) != {"dealt", "keep", "keep_passed"}:
            return f"{seat}: an object with 'dealt', 'keep' and 'keep_passed'"
        if not _codes(entry["dealt"], DEALT):
            return f"{seat}.dealt: a list of {DEALT} plot codes ([H-DRAFT-1])"
        if not all(isinstance(entry[k], str) for k in ("keep", "keep_passed")):
            return f"{seat}: 'keep' and 'keep_passed' are plot codes"
    return None


def _codes(value: Any, count: int) -> bool:
    return (
        isinstance(value, list)
        and len(value) == count
        and all(isinstance(code, str) and code for code in value)
    )
