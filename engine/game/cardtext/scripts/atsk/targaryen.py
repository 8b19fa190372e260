"""AtSK, targaryen: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
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
    # Shierak Qiya: after you win a [power] challenge "by 5 or more STR", kneel your faction
    # card to stand a participating character
    Script(
        "04015",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, kneel your faction card: "
                "stand a participating character",
                effects.on_targets("stand"),
                trigger=triggers.won_challenge("power", margin=5),
                costs=(costs.kneel_faction(),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
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
