"""Ser Hyle Hunt (08043, Km, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState, strength


def _hyle_participating(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or use.source not in ch.attackers + ch.defenders:
        return "only during a challenge in which Ser Hyle Hunt is participating"
    return None


def _lower_str_participant(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", participating=True)
    return spec(st, use.seat, use.source, cid) and strength(st, cid) < strength(st, use.source)


register(
    # Ser Hyle Hunt: in a challenge he takes part in, pay 1 gold to stand a participant with
    # a lower STR and remove it from the challenge (Limit once per challenge)
    Script(
        "08043",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: stand a participant with lower STR, remove it from the challenge",
                effects.both(
                    effects.on_targets("stand"), effects.on_targets("remove_from_challenge")
                ),
                condition=_hyle_participating,
                costs=(costs.pay_gold(1),),
                targets=(
                    Target(_lower_str_participant, what="a participating character, lower STR"),
                ),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
)
