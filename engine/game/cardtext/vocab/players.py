"""Players a text speaks of: "choose an opponent" ([R-TARGET-1]).

The chosen opponent is the seat letter in the ability event's ``choice``; in a joust it may
be left out (there is one opponent). Abilities that choose an opponent list ``OPPONENT_CHOICES``
as their ``choices`` (the engine offers each seat; only opponents pass)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.logformat.log import SEATS
from engine.game.state.model import SEAT_INDEX, GameState, RuleError

OPPONENT_CHOICES = SEATS


def opponents(st: GameState, seat: int) -> list[int]:
    return [p.index for p in st.players if p.index != seat and not p.eliminated]


def inferred_opponent(st: GameState, use: Use) -> str | None:
    """The seat of the one opponent, when there is one (a joust), else None."""
    found = opponents(st, use.seat)
    return SEATS[found[0]] if len(found) == 1 else None


def opponent_problem(st: GameState, use: Use) -> str | None:
    """Why ``choice`` does not name an opponent of the user, or None (a play condition)."""
    if use.choice is None:
        return None if len(opponents(st, use.seat)) == 1 else "choose an opponent ('choice')"
    if SEAT_INDEX.get(use.choice) not in opponents(st, use.seat):
        return f"{use.choice!r} is not an opponent"
    return None


def chosen_opponent(st: GameState, use: Use) -> int:
    """The opponent ``choice`` names (in a joust, the other player when it is left out)."""
    problem = opponent_problem(st, use)
    if problem is not None:
        raise RuleError("R-TARGET-1", problem)
    if use.choice is None:
        return opponents(st, use.seat)[0]
    return SEAT_INDEX[use.choice]
