"""Throwing Axe (01077, Core, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _axe_trigger(st: GameState, use: Use, h: Happening) -> bool:
    """Throwing Axe: you won a challenge in which attached character attacked."""
    host = st.cards[use.source].host
    return on.won_challenge()(st, use, h) and host in h.get("attackers", ())


register(
    # Throwing Axe: "sacrifice Throwing Axe to choose and kill a defending character"
    Script(
        "01077",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge attached character attacked in, kill a defender",
                effects.on_targets("kill"),
                trigger=_axe_trigger,
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
)
