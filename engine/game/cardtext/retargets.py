"""Retargeting interrupts: "When an opponent chooses a character you control as the only
target of a triggered ability, choose ... to become the target of that triggered ability
instead" (High Septon). The interrupt is logged right before the ability it retargets; its
``retarget`` primitive (``card``: the target the opponent chose, ``to``: the new one) sets
``GameState.retarget``, and the ability that follows at once names the new target as its
only one. Its text is checked against the new target (it must be eligible), and the target
replaced must have been one it could choose ([R-TARGET-1])."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def check_pairing(st: GameState, seat: int, targets: list[str]) -> None:
    """The ability event after a retarget: an opponent's, its only target the new one."""
    assert st.retarget is not None
    original, new, by = st.retarget
    if seat == by:
        message = f"the retarget answers an opponent's ability, not {SEATS[seat]}'s"
        raise RuleError("R-TARGET-1", message)
    if targets != [new]:
        raise RuleError(
            "R-TARGET-1", f"the retargeted ability's only target is {new} (instead of {original})"
        )


def check_original(st: GameState, use: Use) -> None:
    """The retargeted ability has exactly one target, and the replaced one met it."""
    assert st.retarget is not None
    original = st.retarget[0]
    specs = use.ability.targets
    if len(specs) != 1 or specs[0].high != 1 or not specs[0].test(st, use, original):
        raise RuleError(
            "R-TARGET-1", f"{original} was not the only target this ability could choose"
        )
