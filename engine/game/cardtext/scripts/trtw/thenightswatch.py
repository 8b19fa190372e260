"""TRtW, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Use, card_test, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.state.model import GameState, RuleError


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    """ "Gains a challenge icon of your choice until the end of the phase" (``choice``)."""
    if use.choice not in CHALLENGE_TYPES:
        raise RuleError("R-TARGET-1", "name a challenge icon (field 'choice')")
    return [primitives.icon(use.source, use.choice, "phase")]


register(
    # 02025 Unsworn Apprentice: "No attachments except Weapon" (framework); gains a chosen
    # challenge icon this phase
    Script(
        "02025",
        abilities=(
            Ability(
                "action",
                "gains a challenge icon of your choice until the end of the phase",
                _icon_of_choice,
                phase="challenges",
                limit=Limit(1, "phase"),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # 02026 Brandon's Gift: after you marshal a Builder character, the next [thenightswatch]
    # card you marshal this phase costs 1 less
    Script(
        "02026",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a Builder character, reduce the cost of the next Night's "
                "Watch card you marshal this phase by 1",
                effects.reduce_next_cost(1, "card:thenightswatch"),
                trigger=on.you_marshaled(card_test(type="character", traits=("Builder",))),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
)
