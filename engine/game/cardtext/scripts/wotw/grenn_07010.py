"""Grenn (07010, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import _grenn_target
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _grenn_moves_power(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from the losing opponent's faction card to another attacking [nw]
    character. (Up to 2 power instead if that character is standing.)" (``choice``: "2"
    for two; the power there limits it)."""
    assert use.answers is not None
    target = use.targets[0]
    wanted = 2 if use.choice == "2" else 1
    if wanted == 2 and st.cards[target].kneeling:
        raise RuleError("R-TARGET-1", f"{target} is kneeling: only 1 power moves to it")
    loser = st.players[use.answers.get("loser")]
    amount = min(wanted, loser.power)
    if not amount:
        return []
    return [primitives.move_power(amount, to=target, from_seat=loser.key)]


register(
    # Grenn: after a win he attacks in, move power from the loser's faction card to another
    # attacking [nw] character
    Script(
        "07010",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: move power to another NW attacker",
                _grenn_moves_power,
                trigger=on.won_challenge(self_attacking=True),
                targets=(Target(_grenn_target, what="another attacking NW character"),),
                choices=("1", "2"),
            ),
        ),
    ),
)
