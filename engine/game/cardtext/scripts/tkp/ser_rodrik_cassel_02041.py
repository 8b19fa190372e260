"""Ser Rodrik Cassel (02041, TKP, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _attacking_in_military(st: GameState, inst: CardInst) -> bool:
    """ "While <this card> is attacking in a [military] challenge"."""
    ch = st.challenge
    return ch is not None and ch.type == "military" and inst.id in rules.attacking(st, ch)


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
