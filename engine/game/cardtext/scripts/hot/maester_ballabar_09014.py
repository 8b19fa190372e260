"""Maester Ballabar (09014, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, strength


def _you_participate(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    mine = ch is not None and any(
        st.cards[c].controller == use.seat for c in ch.attackers + ch.defenders
    )
    return None if mine and ch and not ch.resolved else "you control no participating character"


def _lowest_participant(st: GameState, use: Use, cid: str) -> bool:
    ch = st.challenge
    if ch is None or cid not in ch.attackers + ch.defenders:
        return False
    return strength(st, cid) == min(strength(st, c) for c in ch.attackers + ch.defenders)


def _stand_and_remove(st: GameState, use: Use) -> list[Prim]:
    """ "Stand that character and remove it from the challenge"."""
    found: list[Prim] = [primitives.stand(c) for c in use.targets if st.cards[c].kneeling]
    return found + [primitives.remove_from_challenge(c) for c in use.targets]


register(
    # Maester Ballabar: kneel him to stand the lowest-STR participant and remove it
    Script(
        "09014",
        abilities=(
            Ability(
                "action",
                "kneel Maester Ballabar: stand the participating character with the lowest "
                "STR and remove it from the challenge",
                _stand_and_remove,
                costs=(costs.kneel_self(),),
                condition=_you_participate,
                targets=(Target(_lowest_participant, what="the lowest-STR participant"),),
            ),
        ),
    ),
)
