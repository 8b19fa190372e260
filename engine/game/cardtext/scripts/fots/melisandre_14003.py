"""Melisandre (14003, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _melisandre_victim(st: GameState, use: Use, cid: str) -> bool:
    """ "a character controlled by the losing opponent" with power to move."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == loser
        and inst.power > 0
    )


def _move_power_then_kill(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power to Melisandre; then, if that character has no power, kill it."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.move_power(1, from_=cid, to=use.source))
        if st.cards[cid].power == 1:
            found.append(primitives.kill(cid))
    return found


register(
    # Melisandre: stealth; after an [intrigue] win attacking, take 1 power, kill if none left
    Script(
        "14003",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge she attacks in, move 1 power to her",
                _move_power_then_kill,
                trigger=on.won_challenge("intrigue", self_attacking=True),
                targets=(
                    Target(_melisandre_victim, what="a losing opponent's character with power"),
                ),
            ),
        ),
    ),
)
