"""Daring Rescue (05024, LoCR, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _YOUR_KNIGHT
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    any_in_play_matching,
    card_test,
    choose,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_YOUR_CHARACTER = card_test(type="character", controller="you")


def _you_control_a_knight(st: GameState, use: Use) -> str | None:
    """ "Play only if you control a Knight character" ([R-PLAYRES-1])."""
    if any_in_play_matching(st, _YOUR_KNIGHT, use.seat, use.source):
        return None
    return "play only if you control a Knight character"


def _return_then_knight_gains(st: GameState, use: Use) -> list[Prim]:
    """Return the first target to its owner's hand; "Then" the Knight (the second target,
    chosen as the part after "then" resolves, [R-THEN-4]) gains 1 power. A Knight left in
    play must be chosen ([R-THEN-2]); none left, that part fails."""
    returned, *knight = use.targets
    found: list[Prim] = [primitives.return_to_hand(returned)]
    left = [c for c in in_play_matching(st, _YOUR_KNIGHT, use.seat, use.source) if c != returned]
    if not knight and left:
        raise RuleError("R-THEN-2", "then, have a Knight character you control gain 1 power")
    return found + [primitives.gain_power(1, card=cid) for cid in knight]


def _knight_after_then(st: GameState, use: Use, cid: str) -> bool:
    return _YOUR_KNIGHT(st, use.seat, use.source, cid)


register(
    # Daring Rescue: play only if you control a Knight; return a character you control to
    # its owner's hand, then a Knight you control gains 1 power
    Script(
        "05024",
        abilities=(
            Ability(
                "action",
                "return a character you control to hand, then a Knight gains 1 power",
                _return_then_knight_gains,
                phase="challenges",
                condition=_you_control_a_knight,
                targets=(
                    choose(_YOUR_CHARACTER, "a character you control"),
                    Target(_knight_after_then, 0, 1, "a Knight character you control"),
                ),
            ),
        ),
    ),
)
