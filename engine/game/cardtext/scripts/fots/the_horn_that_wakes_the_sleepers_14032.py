"""The Horn that Wakes the Sleepers (14032, FotS, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _kneeling_with(trait: str) -> Target:
    """ "a <trait> character" to stand: a kneeling one (standing a standing character changes
    nothing, [R-ABIL-7]); any player's, as printed (docs/decisions/card-text-fots-a.md)."""
    spec = card_test(type="character", traits=(trait,), kneeling=True)
    return choose(spec, f"a kneeling {trait} character")


def _stand_the_three(st: GameState, use: Use) -> list[Prim]:
    """ "choose and stand a Builder character, a Ranger character, and a Steward character":
    three different characters ([R-TARGET-1])."""
    if len(set(use.targets)) != len(use.targets):
        raise RuleError("R-TARGET-1", "choose a different character for each Trait")
    return [primitives.stand(cid) for cid in use.targets]


register(
    # 14032 The Horn that Wakes the Sleepers: "After an opponent initiates a challenge
    # against you", stand a Builder, a Ranger and a Steward character
    Script(
        "14032",
        abilities=(
            Ability(
                "reaction",
                "after an opponent initiates a challenge against you, stand a Builder, a "
                "Ranger and a Steward character",
                _stand_the_three,
                trigger=triggers.initiated_against_you(),
                targets=tuple(_kneeling_with(t) for t in ("Builder", "Ranger", "Steward")),
            ),
        ),
    ),
)
