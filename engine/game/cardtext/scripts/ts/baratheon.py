"""TS, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _cheaper_ambush_ahead_in_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you have more power on your faction card than an opponent", its ambush costs 2
    less (from its owner's hand)."""
    yours = st.players[inst.owner].power
    if any(p.power < yours for p in st.players if p.index != inst.owner):
        return [Contribution("ambush_cost", inst.id, 2, "", inst.id)]
    return []


register(
    # Ser Barristan Selmy: when a Lord or Lady you control would be killed, "stand Ser
    # Barristan Selmy to save that character" (Renown: framework)
    Script(
        "02107",
        abilities=(
            Ability(
                "interrupt",
                "when a Lord or Lady you control would be killed, stand him to save it",
                effects.on_targets("save"),
                costs=(costs.stand_self(),),
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("Lord", "Lady")),
                        "a Lord or Lady character you control",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
    # City Watch: its ambush costs 2 less while you lead an opponent in faction card power
    # (Ambush (6), No attachments except Weapon: framework)
    Script(
        "02108",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_ahead_in_power, zones=("hand",)),
        ),
    ),
)
