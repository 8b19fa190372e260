"""Card text that acts as soon as a condition holds, checked after every event and framework
step: control taken by a constant or held until a card stands, "sacrifice him" once tokens
mount, "killed if its STR is 0"."""

from __future__ import annotations

from typing import Final

from engine.game.rules.zones import leave_play, move_control
from engine.game.state import effects
from engine.game.state.effects import Contribution, Lasting
from engine.game.state.model import GameState, strength


def _text_control(st: GameState, control: list[Contribution]) -> None:
    """A constant "Take control of attached character" (``control``: the contributions of
    that kind now, value the seat): control moves while it applies and returns when it no
    longer does ([R-OWN-2])."""
    wanted = {str(c.target): int(c.value) for c in control}
    for cid, seat in wanted.items():
        inst = st.cards[cid]
        if inst.zone == "play" and inst.controller != seat:
            st.text_control.setdefault(cid, inst.controller)
            move_control(st, cid, seat)
    for cid, before in list(st.text_control.items()):
        if cid not in wanted:
            del st.text_control[cid]
            if st.cards[cid].zone == "play" and st.cards[cid].controller != before:
                move_control(st, cid, before)


def _end_held_control(st: GameState) -> None:
    """A lasting ``control`` "until X stands or leaves play" (X its ``name``: Recruiter for
    the Watch) ends once X is standing or out of play, or the character left play; control
    then returns."""
    for effect in st.lasting:  # a loop, not ``any``: this runs after every event and step
        if effect.contribution.kind == "control":
            st.lasting = [
                e for e in st.lasting if e.contribution.kind != "control" or _holds(st, e)
            ]
            return


def _holds(st: GameState, effect: Lasting) -> bool:
    c = effect.contribution
    holder, held = st.cards.get(c.name), st.cards[str(c.target)]
    return held.zone == "play" and (holder is None or (holder.zone == "play" and holder.kneeling))


_CHECKED_KINDS: Final = frozenset({"control", "must_sacrifice", "kill_at_zero"})


def card_text_checks(st: GameState) -> None:
    """Card text that acts as soon as a condition holds, checked after every event and
    framework step (after forced abilities settle): "... and is killed if its STR is 0" (a
    lasting or constant ``kill_at_zero``), "If X has 3 or more betrayal tokens on him,
    sacrifice him" (a constant ``must_sacrifice`` on the card)."""
    if st.lasting:
        _end_held_control(st)
    if not (st.text_control or effects.may_apply(st, _CHECKED_KINDS)):
        return  # nothing of the kind can be in force (most events and steps)
    control = effects.contributions(st, "control")  # asked once: it runs the texts
    if st.text_control or control:
        _text_control(st, control)
    for c in effects.contributions(st, "must_sacrifice"):
        if st.cards[str(c.target)].zone == "play":
            leave_play(st, str(c.target), "discard", "sacrificed")
    marked = [c.target for c in effects.contributions(st, "kill_at_zero")]  # lasting or constant
    for cid in marked:
        if isinstance(cid, str) and st.cards[cid].zone == "play" and strength(st, cid) == 0:
            leave_play(st, cid, "dead")
