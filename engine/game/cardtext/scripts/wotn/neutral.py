"""WotN, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState

_NEUTRAL = card_test(type="character", controller="you", faction="neutral", kneeling=False)
_MAESTER = card_test(type="character", controller="you", traits=("Maester",), kneeling=False)


def _your_non_army_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-Army character you control" (in play: it would be killed)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and not has_trait(st, cid, "Army")
    )


register(
    # Tithe: "Kneel a neutral character" to gain 2 gold
    Script(
        "03045",
        abilities=(
            Ability(
                "action",
                "kneel a neutral character to gain 2 gold",
                effects.gain_gold(2),
                costs=(
                    costs.choose_and(
                        "kneel", _NEUTRAL, "a standing neutral character", offer_first=True
                    ),
                ),
            ),
        ),
    ),
    # Tourney Grounds: kneel it to reduce "the next event you play this phase" by 1
    Script(
        "03042",
        abilities=(
            Ability(
                "action",
                "kneel Tourney Grounds: the next event you play this phase costs 1 less",
                effects.reduce_next_cost(1, "event"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Healing Expertise: when a non-Army character you control would be killed, "kneel a
    # Maester character to save it"
    Script(
        "03044",
        abilities=(
            Ability(
                "interrupt",
                "when a non-Army character you control would be killed, kneel a Maester "
                "character to save it",
                effects.on_targets("save"),
                costs=(
                    costs.choose_and(
                        "kneel", _MAESTER, "a standing Maester character", offer_first=True
                    ),
                ),
                targets=(
                    Target(_your_non_army_character, what="a non-Army character you control"),
                ),
                would=("killed",),
            ),
        ),
    ),
)
