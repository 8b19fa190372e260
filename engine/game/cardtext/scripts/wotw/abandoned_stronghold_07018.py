"""Abandoned Stronghold (07018, WotW, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _builders_str(st: GameState, use: Use) -> list[Prim]:
    """+X STR until the end of the challenge, X the Builder characters you control."""
    spec = card_test(type="character", controller="you", traits=("Builder",))
    amount = len(in_play_matching(st, spec, use.seat, use.source))
    return [primitives.strength(cid, amount, "challenge")
            for cid in use.targets]  # fmt: skip


register(
    # Abandoned Stronghold: kneel it; a defending character gets +X STR, X your Builders
    Script(
        "07018",
        abilities=(
            Ability(
                "action",
                "kneel it: a defending character gets +1 STR per Builder you control",
                _builders_str,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
)
