"""Jhiqui (08053, Km, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _lord_or_lady_participant(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", traits=("Lord", "Lady"))
    h = use.answers
    participants = () if h is None else tuple(h.get("attackers", ())) + h.get("defenders", ())
    return spec(st, use.seat, use.source, cid) and cid in participants


register(
    # Jhiqui: after you win a challenge, discard 1 card from your hand: a participating Lord
    # or Lady gains 1 power
    Script(
        "08053",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, discard a card: a participating Lord or Lady, 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.won_challenge(),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                targets=(Target(_lord_or_lady_participant, what="a participating Lord or Lady"),),
            ),
        ),
    ),
)
