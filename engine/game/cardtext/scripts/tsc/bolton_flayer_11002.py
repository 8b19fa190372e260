"""Bolton Flayer (11002, TSC, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Target, Use, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState, iter_in_play


def _lowest_printed_cost(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with the lowest printed cost" among the characters in play."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character":
        return False
    costs = [i.card.cost or 0 for i in iter_in_play(st) if i.card.type == "character"]
    return (inst.card.cost or 0) == min(costs)


_LOWEST = "a character with the lowest printed cost"


register(
    # Bolton Flayer: shadow (2) (engine.game.play.handlers.shadows); when the challenges phase
    # ends, kill a character with the lowest printed cost, "(cannot be saved)"
    Script(
        "11002",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends, kill a character with the lowest printed cost",
                effects.on_targets("kill", cannot_be_saved=True),
                trigger=on.happened("phase_ended", phase="challenges"),
                targets=(Target(_lowest_printed_cost, what=_LOWEST),),
            ),
        ),
    ),
)
