"""HoT, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    any_in_play_matching,
    card_test,
    choose,
    constants,
    effects,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_STANDING_KING = card_test(type="character", controller="you", kneeling=False, traits=("King",))
_STANDING_LORD_OR_LADY = card_test(type="character", kneeling=False, traits=("Lord", "Lady"))


def _you_control_a_standing_king(st: GameState, use: Use) -> str | None:
    """ "Play only if you control a standing King character" ([R-PLAYRES-1])."""
    if any_in_play_matching(st, _STANDING_KING, use.seat, use.source):
        return None
    return "play only if you control a standing King character"


def _characters_with_power_cannot_defend(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "each character with power cannot be declared as a defender" while River Runner is
    attacking (any player's characters; read at [F-4.2.1] by ``rules.legal_defenders``)."""
    if not constants.self_attacking(st, inst):
        return []
    return [
        Contribution("cannot", c.id, 1, "defend", inst.id)
        for c in st.cards.values()
        if c.zone == "play" and c.card.type == "character" and c.power > 0
    ]


register(
    # Bend the Knee: play only if you control a standing King; choose and kneel a Lord or
    # Lady character
    Script(
        "09026",
        abilities=(
            Ability(
                "action",
                "choose and kneel a Lord or Lady character",
                effects.on_targets("kneel"),
                condition=_you_control_a_standing_king,
                targets=(choose(_STANDING_LORD_OR_LADY, "a standing Lord or Lady character"),),
            ),
        ),
    ),
    # River Runner: while attacking, "each character with power cannot be declared as a
    # defender"
    Script(
        "09025",
        constants=(
            constants.constant("cannot", _characters_with_power_cannot_defend, names="defend"),
        ),
    ),
)
