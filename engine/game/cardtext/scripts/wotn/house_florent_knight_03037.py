"""House Florent Knight (03037, WotN, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState, characters, strength


def _lowest_str_in_play(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with the lowest STR in play" (a tie: any of them; House Florent
    Knight himself too)."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character":
        return False
    every = [strength(st, c) for p in st.players for c in characters(st, p.index)]
    return strength(st, cid) == min(every)


register(
    # House Florent Knight: forced, after he enters play, "choose a character with the
    # lowest STR in play, and discard it from play"
    Script(
        "03037",
        abilities=(
            Ability(
                "forced",
                "after House Florent Knight enters play, discard a character with the lowest "
                "STR in play",
                effects.on_targets("discard"),
                trigger=triggers.entered_play(),
                targets=(Target(_lowest_str_in_play, what="a character with the lowest STR"),),
            ),
        ),
    ),
)
