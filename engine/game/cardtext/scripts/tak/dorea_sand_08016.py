"""Dorea Sand (08016, TAK, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.model import GameState


def _dorea_victim(st: GameState, use: Use, cid: str) -> bool:
    """Another character with printed cost X or lower, X your Sand Snake characters."""
    snakes = card_test(type="character", controller="you", traits=("Sand Snake",))
    inst = st.cards[cid]
    return (
        cid != use.source
        and inst.zone == "play"
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= len(in_play_matching(st, snakes, use.seat, use.source))
    )


register(
    # Dorea Sand: after she enters play, return a character with printed cost X or lower
    Script(
        "08016",
        abilities=(
            Ability(
                "reaction",
                "after Dorea Sand enters play, return another character with printed cost X "
                "or lower to its owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _dorea_victim,
                        what="another character with printed cost X or lower (X: your Sand Snakes)",
                    ),
                ),
            ),
        ),
    ),
)
