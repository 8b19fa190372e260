"""Quaithe of the Shadow (04113, TC, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, strength


def _remove_weak_participants(st: GameState, use: Use) -> list[Prim]:
    """Remove each character with STR 2 or lower from the challenge."""
    ch = st.challenge
    if ch is None:
        return []
    return [
        primitives.remove_from_challenge(cid)
        for cid in (*ch.attackers, *ch.defenders)
        if strength(st, cid) <= 2
    ]


register(
    # Quaithe of the Shadow: ambush; entering play during a challenge, each character with
    # STR 2 or lower is removed from it
    Script(
        "04113",
        abilities=(
            Ability(
                "reaction",
                "after Quaithe enters play during a challenge, remove STR 2 or lower characters",
                _remove_weak_participants,
                trigger=on.entered_play(during="challenge"),
            ),
        ),
    ),
)
