"""Levies at the Rock (04011, AtSK, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.rules import checks as rules
from engine.game.state.model import GameState, RuleError

_AMOUNTS = tuple(str(n) for n in range(1, 31))  # "up to X gold" (offered: 1 .. 30)


def _levy(st: GameState, use: Use) -> list[Prim]:
    """ "move up to X gold from that player's gold pool": X the attacking characters;
    ``choice`` the gold moved."""
    ch = st.challenge
    assert ch is not None  # the reaction answers the challenge just initiated
    x, amount = len(rules.attacking(st, ch)), int(use.choice or 0)
    if amount > x:
        raise RuleError("R-ABIL-7", f"up to {x} gold (the attacking characters), not {amount}")
    return effects.move_gold(st, ch.attacker, use.seat, amount)


register(
    # Levies at the Rock: "After a player initiates a challenge against you", move up to X
    # gold (X: the attacking characters) from that player's gold pool to yours
    Script(
        "04011",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, move up to X gold from the "
                "attacker's pool to yours",
                _levy,
                trigger=triggers.initiated_against_you(),
                choices=_AMOUNTS,
            ),
        ),
    ),
)
