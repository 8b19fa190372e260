"""Saves ([R-SAVE-1..5]): an interrupt that saves a card from the leave-play that follows, or
sends it to another area instead (a lasting ``leave_to`` named ``<how>:<area>``: Needle).

A ``save`` primitive marks a card (``GameState.saved``); the next attempt to kill, discard or
return it does not happen. A scripted interrupt's save ("When attached character would be
killed or discarded from play, ... save that character") also records what it interrupts
(``GameState.would``): the leave-play that follows must be of that kind, and one must follow
before the game moves on, or the interrupt had no triggering condition ([R-INTERRUPT-3]).
"""

from __future__ import annotations

from typing import Final

from engine.game.state import effects
from engine.game.state.model import GameState, RuleError

HOW_BY_OP: Final = {
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


def redirected(st: GameState, cid: str, how: str, dest: str) -> str:
    """Where a card leaving play ``how`` goes: ``dest``, or the area card text sends it to
    instead ("return that character to your hand instead of placing it in your discard
    pile": a lasting ``leave_to`` named ``<how>:<area>`` on it, used by this leave-play)."""
    if not st.lasting:
        return dest
    for effect in st.lasting:
        c = effect.contribution
        if c.kind == "leave_to" and c.target == cid and c.name.startswith(f"{how}:"):
            st.would.pop(cid, None)  # the interrupt's leave-play came ([R-INTERRUPT-3])
            return c.name.partition(":")[2]
    return dest


def _redirect_waits(st: GameState, cid: str) -> bool:
    return any(
        e.contribution.kind == "leave_to"
        and e.contribution.target == cid
        and ":" in e.contribution.name
        for e in st.lasting
    )


def check_answered(st: GameState) -> None:
    """The game moved on: a scripted save or "instead" whose leave-play never came had no
    triggering condition ([R-INTERRUPT-3])."""
    for cid, (source, kinds) in st.would.items():
        # a save not used, or an "instead" not used: still waiting, or its card left play
        # another way (killed, not sacrificed), which ended the lasting effect with it
        if cid in st.saved or _redirect_waits(st, cid) or st.cards[cid].zone != "play":
            raise RuleError(
                "R-INTERRUPT-3",
                f"{source} answered {cid} leaving play, but it was not about to be "
                f"{' or '.join(kinds)}",
            )
    st.would.clear()
