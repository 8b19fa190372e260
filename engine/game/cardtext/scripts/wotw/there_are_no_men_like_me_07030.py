"""There Are No Men Like Me (07030, WotW, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _knight_does_not_kneel(st: GameState, use: Use) -> list[Prim]:
    """There Are No Men Like Me: until the end of the phase the Knight "does not kneel when
    declared as an attacker or defender in a [military] challenge" (``no_kneel``)."""
    return [
        primitives.lasting("no_kneel", "phase", card=cid, name=role)
        for cid in use.targets
        for role in ("attacker:military", "defender:military")
    ]


register(
    # There Are No Men Like Me: a Knight does not kneel declared in [military] challenges
    Script(
        "07030",
        abilities=(
            Ability(
                "action",
                "a Knight character does not kneel when declared in a military challenge "
                "this phase",
                _knight_does_not_kneel,
                targets=(choose(card_test(type="character", traits=("Knight",)), "a Knight"),),
            ),
        ),
    ),
)
