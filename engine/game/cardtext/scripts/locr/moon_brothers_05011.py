"""Moon Brothers (05011, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    in_play_matching,
)
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _clansman_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    spec = card_test(type="character", controller="you", traits=("Clansman",), attacking=True)
    if ch is None or ch.resolved or not in_play_matching(st, spec, use.seat, use.source):
        return "only during a challenge in which you control an attacking Clansman character"
    return None


def _moon_brothers_attack(st: GameState, use: Use) -> list[Prim]:
    return [
        entering(st, use.source, use.seat),
        primitives.participate(use.source, "attacker"),
    ]


register(
    # Moon Brothers: from hand, kneel your faction card to attack beside a Clansman
    Script(
        "05011",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to put Moon Brothers into play attacking",
                _moon_brothers_attack,
                costs=(costs.kneel_faction(),),
                condition=_clansman_attacking,
                from_zones=("hand",),
            ),
        ),
    ),
)
