"""Raiding Longship (02032, TRtW, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _first_player(st: GameState, use: Use) -> str | None:
    return None if st.first == use.seat else "only if you are the first player"


register(
    # 02032 Raiding Longship: as the first player, kneel it: a defending character without
    # attachments does not contribute its STR to this challenge
    Script(
        "02032",
        abilities=(
            Ability(
                "action",
                "kneel: a defending character without attachments contributes no STR",
                effects.lasting("no_str", until="challenge", target="targets"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", defending=True, without_attachments=True),
                        "a defending character without attachments",
                    ),
                ),
                condition=_first_player,
            ),
        ),
    ),
)
