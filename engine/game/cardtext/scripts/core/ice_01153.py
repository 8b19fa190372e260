"""Ice (01153, Core, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _losing_opponents_character(st: GameState, use: Use, cid: str) -> bool:
    """ "A character controlled by the losing opponent"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == loser


register(
    # Ice: +2 STR (the framework reads it); sacrifice to kill a loser's character
    Script(
        "01153",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge with attached character, kill a character",
                effects.on_targets("kill"),
                trigger=on.won_challenge("military", attached_participating=True),
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(
                        _losing_opponents_character,
                        what="a character controlled by the losing opponent",
                    ),
                ),
            ),
        ),
    ),
)
