"""Stannis Baratheon (04067, TIMC, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    effects,
    triggers,
)
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _non_kings_in_power_challenges(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During [power] challenges, each participating non-King character gets -1 STR"."""
    ch = st.challenge
    if ch is None or ch.type != "power":
        return []
    return [
        Contribution("str", cid, -1, "", inst.id)
        for cid in (*rules.attacking(st, ch), *ch.defenders)
        if not has_trait(st, cid, "King")
    ]


register(
    # Stannis Baratheon: -1 STR to each participating non-King character "During [power]
    # challenges"; after you win dominance, a non-loyal character "cannot stand during the
    # standing phase this round"
    Script(
        "04067",
        constants=(constants.constant("str", _non_kings_in_power_challenges),),
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, a non-loyal character cannot stand during the "
                "standing phase this round",
                effects.on_targets(
                    "lasting", effect="cannot", name="stand:standing", until="round"
                ),
                trigger=triggers.happened("dominance_won", yours=True),
                targets=(
                    choose(card_test(type="character", loyal=False), "a non-loyal character"),
                ),
            ),
        ),
    ),
)
