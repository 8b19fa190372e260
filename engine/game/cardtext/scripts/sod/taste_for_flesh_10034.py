"""Taste For Flesh (10034, SoD, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _is_direwolf(st: GameState, cid: str) -> bool:
    return has_trait(st, cid, "Direwolf")


def _won_with_a_direwolf_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "you control an attacking Direwolf character or an attacking character with a
    Direwolf attachment"."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    for cid in h.get("attackers", ()):
        inst = st.cards[cid]
        if inst.zone != "play" or inst.controller != use.seat:
            continue
        if _is_direwolf(st, cid) or any(_is_direwolf(st, a) for a in inst.attachments):
            return True
    return False


register(
    # Taste For Flesh: after a win with an attacking Direwolf, kill a defending character
    Script(
        "10034",
        abilities=(
            Ability(
                "reaction",
                "after you win with an attacking Direwolf: kill a defending character",
                effects.on_targets("kill"),
                trigger=_won_with_a_direwolf_attacking,
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
)
