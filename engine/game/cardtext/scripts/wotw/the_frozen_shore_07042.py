"""The Frozen Shore (07042, WotW, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    in_play_matching,
    triggers,
)
from engine.game.cardtext.vocab.conditions import plot_with_trait_revealed
from engine.game.logformat import primitives
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState, RuleError

_WILDLING_TO_STAND = card_test(
    type="character", attacking=True, kneeling=True, traits=("Wildling",)
)


def _stand_wildlings(st: GameState, use: Use) -> list[Prim]:
    """The Frozen Shore: stand "1 attacking Wildling character for each Winter plot card
    revealed" (as many as there are, when fewer: [R-TARGET-3])."""
    winters = revealed_with_trait(st, "Winter")
    able = len(in_play_matching(st, _WILDLING_TO_STAND, use.seat, use.source))
    due = min(winters, able)
    if len(use.targets) != due:
        raise RuleError(
            "R-TARGET-3", f"choose {due} attacking Wildling character(s) (Winter plots: {winters})"
        )
    return [primitives.stand(cid) for cid in use.targets]


register(
    # The Frozen Shore: after you win a challenge, kneel it to stand attacking Wildlings
    Script(
        "07042",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, kneel The Frozen Shore to stand 1 attacking "
                "Wildling character for each Winter plot card revealed",
                _stand_wildlings,
                trigger=triggers.won_challenge(),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(_WILDLING_TO_STAND, "a kneeling attacking Wildling character", 1, 8),
                ),
                condition=plot_with_trait_revealed("Winter"),
            ),
        ),
    ),
)
