"""You Murdered Her Children (05030, LoCR, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _doubled_then_killed(st: GameState, use: Use) -> list[Prim]:
    """Double its STR until the end of the phase; "At the end of the phase, if that character
    is still in play, kill it" (the delayed ``at_end`` kill, [R-DELAYED-1..2])."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.strength(cid, 2, "phase", mode="double"))  # fmt: skip
        found.append(primitives.lasting("at_end", "phase", card=cid, name="kill"))  # fmt: skip
    return found


register(
    # You Murdered Her Children: a [martell] character you control has its STR doubled until
    # the end of the phase, then is killed if still in play
    Script(
        "05030",
        abilities=(
            Ability(
                "action",
                "double a martell character's STR; kill it at the end of the phase",
                _doubled_then_killed,
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", controller="you", faction="martell"),
                        "a martell character you control",
                    ),
                ),
            ),
        ),
    ),
)
