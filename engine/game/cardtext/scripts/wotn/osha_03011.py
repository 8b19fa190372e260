"""Osha (03011, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _osha_participating(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or use.source not in ch.attackers + ch.defenders:
        return "Osha is not participating in a challenge"
    return None


def _osha_leaves_and_stands(st: GameState, use: Use) -> list[Prim]:
    """ "Remove Osha from the challenge. Then, stand her" (when she is kneeling)."""
    found: list[Prim] = [primitives.remove_from_challenge(use.source)]
    if st.cards[use.source].kneeling:
        found.append(primitives.stand(use.source))
    return found


register(
    # Osha: leave the challenge, then stand (once per phase)
    Script(
        "03011",
        abilities=(
            Ability(
                "action",
                "remove Osha from the challenge, then stand her",
                _osha_leaves_and_stands,
                phase="challenges",
                condition=_osha_participating,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
