"""Viserys Targaryen (04014, AtSK, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    effects,
    triggers,
)
from engine.game.cardtext.vocab.cards import any_in_play_matching
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState

_KING = card_test(type="character", traits=("King",))


_OPPONENTS_KING = card_test(type="character", controller="opponent", traits=("King",))


def _viserys_attacking(st: GameState, inst: CardInst) -> bool:
    """ "While Viserys Targaryen is attacking"."""
    ch = st.challenge
    return ch is not None and inst.id in rules.attacking(st, ch)


def _no_opponents_king(st: GameState, use: Use) -> str | None:
    """ "if no opponent controls a King character"."""
    if any_in_play_matching(st, _OPPONENTS_KING, use.seat, use.source):
        return "an opponent controls a King character"
    return None


register(
    # Viserys Targaryen: while he attacks, each King "must be declared as a defender, if
    # able"; when the dominance phase ends with no opponent's King, he gains 1 power
    Script(
        "04014",
        constants=(constants.on_each("must", _KING, "defend", when=_viserys_attacking),),
        abilities=(
            Ability(
                "interrupt",
                "when the dominance phase ends, if no opponent controls a King, gain 1 power",
                effects.gain_power_self(1),
                trigger=triggers.happened("phase_ended", phase="dominance"),
                condition=_no_opponents_king,
            ),
        ),
    ),
)
