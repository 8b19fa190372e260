"""Fear Cuts Deeper Than Swords (04022, CtA, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose
from engine.game.cardtext.vocab.cancels import an_ability_card, cancel_only_target
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _cancel_and_stand(st: GameState, use: Use) -> list[Prim]:
    """ "cancel those effects and stand that character" (already standing: only the cancel)."""
    found = cancel_only_target(st, use)
    character = use.targets[1]
    if st.cards[character].kneeling:
        found.append(primitives.stand(character))
    return found


register(
    # Fear Cuts Deeper Than Swords: when an ability that chooses "a [stark] character you
    # control as its only target" would initiate, cancel its effects and stand that character
    Script(
        "04022",
        abilities=(
            Ability(
                "interrupt",
                "when an ability choosing only a stark character you control would initiate, "
                "cancel its effects and stand that character",
                _cancel_and_stand,
                targets=(
                    an_ability_card(),
                    choose(
                        card_test(type="character", faction="stark", controller="you"),
                        "a [stark] character you control",
                    ),
                ),
                would=("initiate",),
            ),
        ),
    ),
)
