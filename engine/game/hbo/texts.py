"""The few HBO card texts the framework reads itself (like "+N Income." lines for both
games): a plot's extra power for winning dominance ([H-CARD-ILLYRIO]) and the phase heading
of an action ([H-ACT-1], [H-ACT-3])."""

from __future__ import annotations

import re

from engine.game.state import GameState

_DOMINANCE_BONUS_RE = re.compile(
    r"If you win dominance this round, gain (\d+) additional power", re.IGNORECASE
)
# "Dominance: Kneel Maester Luwin to draw 2 cards." -> the phase of the steps where the
# action may be taken; "Any phase:" has no limit.
_PHASE_HEADING_RE = re.compile(
    r"^(?:<b>)?(Plot|Draw|Marshaling|Challenges|Dominance|Standing|Taxation|Any phase)"
    r"(?:</b>)?:",
    re.MULTILINE,
)


def plot_dominance_bonus(st: GameState, winner: int) -> int:
    """Extra power the dominance winner's revealed plot gives ("If you win dominance this
    round, gain 3 additional power", Illyrio's Gift: 1 + 3 = 4, [H-EX-ILLYRIO])."""
    plot = st.players[winner].revealed
    if plot is None:
        return 0
    found = _DOMINANCE_BONUS_RE.search(st.cards[plot].card.text)
    return int(found.group(1)) if found else 0


def action_phases(text: str) -> set[str]:
    """The phases named by the action headings of a card text (lower case, "marshaling",
    "dominance" ...); "any phase" when one is unrestricted; empty when there is none."""
    return {m.group(1).lower() for m in _PHASE_HEADING_RE.finditer(text)}
