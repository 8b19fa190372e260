"""Saves ([R-SAVE-1..5]): an interrupt that saves a card from the leave-play that follows.

A ``save`` primitive marks a card (``GameState.saved``); the next attempt to kill, discard or
return it does not happen. A scripted interrupt's save ("When attached character would be
killed or discarded from play, ... save that character") also records what it interrupts
(``GameState.would``): the leave-play that follows must be of that kind, and one must follow
before the game moves on, or the interrupt had no triggering condition ([R-INTERRUPT-3]).
"""

from __future__ import annotations

from engine.game import effects
from engine.game.state import GameState, RuleError

HOW_BY_OP = {
    "kill": "killed",
    "discard": "discarded",
    "return_to_hand": "returned",
    "remove_from_game": "removed",
}


def use_save(st: GameState, cid: str, how: str) -> bool:
    """Whether a save stops this leave-play of ``cid`` (the save is then spent)."""
    if cid not in st.saved:
        return False
    expected = st.would.pop(cid, None)
    if expected is not None and how not in expected[1]:
        source, kinds = expected
        raise RuleError(
            "R-INTERRUPT-3",
            f"{source} interrupts only when the card would be {' or '.join(kinds)}, not {how}",
        )
    st.saved.discard(cid)
    saved(st, cid)
    return True


def saved(st: GameState, cid: str) -> None:
    """A card was saved from leaving play ("After a [greyjoy] character is saved": Iron
    Victory)."""
    effects.happen(st, "saved", st.cards[cid].controller, cid)


def expect_leave(st: GameState, cid: str, source: str, kinds: tuple[str, ...]) -> None:
    """A scripted interrupt saved ``cid`` from a leave-play of ``kinds``."""
    st.would[cid] = (source, kinds)


def check_answered(st: GameState) -> None:
    """The game moved on: a scripted save whose leave-play never came had no triggering
    condition ([R-INTERRUPT-3])."""
    for cid, (source, kinds) in st.would.items():
        if cid in st.saved:
            raise RuleError(
                "R-INTERRUPT-3",
                f"{source} saved {cid}, but it was not about to be {' or '.join(kinds)}",
            )
    st.would.clear()
