"""GoH, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, effects
from engine.game.state.model import CardInst, GameState


def _characters_in_your_dead_pile(st: GameState, inst: CardInst) -> int:
    """ "+1 STR for each character in your dead pile" (its controller's)."""
    cards = st.cards
    return sum(1 for c in st.players[inst.controller].dead if cards[c].card.type == "character")


register(
    # Silent Sisters: +1 STR for each character in your dead pile
    Script("04097", constants=(constants.on_self("str", value=_characters_in_your_dead_pile),)),
    # Quiet as a Shadow: a unique character with printed cost 3 or lower gains stealth until
    # the end of the phase
    Script(
        "04099",
        abilities=(
            Ability(
                "action",
                "a unique character with printed cost 3 or lower gains stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                targets=(
                    choose(
                        card_test(type="character", unique=True, max_printed_cost=3),
                        "a unique character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
