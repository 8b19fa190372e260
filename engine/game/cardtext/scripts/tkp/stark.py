"""TKP, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab.cards import trait_search
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _attacking_in_military(st: GameState, inst: CardInst) -> bool:
    """ "While <this card> is attacking in a [military] challenge"."""
    ch = st.challenge
    return ch is not None and ch.type == "military" and inst.id in rules.attacking(st, ch)


# 02041 Ser Rodrik Cassel: while he attacks in a [military] challenge, each unique [stark]
# character you control gains insight ("No attachments except Weapon": framework)
register(
    Script(
        "02041",
        constants=(
            constants.on_each(
                "keyword",
                card_test(type="character", controller="you", faction="stark", unique=True),
                "insight",
                when=_attacking_in_military,
            ),
        ),
    )
)


# 02042 Wolf Dreams: kneel your faction card to search your deck for a Direwolf card
register(
    Script(
        "02042",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to search your deck for a Direwolf card",
                effects.found_to_hand_and_shuffle,
                costs=(costs.kneel_faction(),),
                targets=(trait_search(None, "Direwolf"),),
            ),
        ),
    )
)
