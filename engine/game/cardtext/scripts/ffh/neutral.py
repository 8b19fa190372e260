"""FFH, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_STANDING_COMPANION = card_test(
    type="character", controller="you", traits=("Companion",), kneeling=False
)
_ALLY = card_test(type="character", traits=("Ally",))


def _oxcross_blocks(st: GameState, inst: CardInst) -> list[Contribution]:
    """During the first challenge the plot's controller initiates this round (the current
    one, the only type in ``Player.challenges``), each character with printed cost 4 or
    higher, any player's, "cannot be declared as a defender" ([R-CANNOT-1])."""
    ch = st.challenge
    mine = st.players[inst.controller]
    if ch is None or ch.attacker != inst.controller or len(mine.challenges) != 1:
        return []
    return [
        Contribution("cannot", cid, 1, "defend", inst.id)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character" and (st.cards[cid].card.cost or 0) >= 4
    ]


register(
    # Hot Pie: kneel a Companion character "to reduce the cost of the next unique character
    # you marshal this phase by 1"
    Script(
        "04057",
        abilities=(
            Ability(
                "action",
                "kneel a Companion character: the next unique character you marshal this "
                "phase costs 1 less",
                effects.reduce_next_cost(1, "unique_character"),
                phase="marshaling",
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STANDING_COMPANION,
                        "a standing Companion character",
                        offer_first=True,
                    ),
                ),
            ),
        ),
    ),
    # The God's Eye: "cannot be discarded from play" (a `cannot` named `be_discarded`,
    # [R-CANNOT-1]; +1 Income, +1 Reserve: framework)
    Script("04058", constants=(constants.on_self("cannot", "be_discarded"),)),
    # Dissension: "Choose an Ally character, and discard it from play"
    Script(
        "04059",
        abilities=(
            Ability(
                "action",
                "discard an Ally character from play",
                effects.on_targets("discard"),
                phase="marshaling",
                targets=(choose(_ALLY, "an Ally character"),),
            ),
        ),
    ),
    # Battle of Oxcross: printed cost 4 or higher "cannot be declared as a defender during
    # the first challenge you initiate this round"
    Script("04060", constants=(constants.constant("cannot", _oxcross_blocks, names="defend"),)),
)
