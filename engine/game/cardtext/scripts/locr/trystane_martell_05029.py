"""Trystane Martell (05029, LoCR, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState, strength


def _lower_str_than_his(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with lower STR than his" (both read now)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and strength(st, cid) < strength(st, use.source)
    )


register(
    # Trystane Martell: after you lose a challenge he participates in, a character with lower
    # STR than his cannot be declared as a defender until the end of the phase
    Script(
        "05029",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge Trystane participates in, a character with lower "
                "STR cannot defend this phase",
                effects.lasting("cannot", until="phase", target="targets", name="defend"),
                trigger=triggers.lost_challenge(self_participating=True),
                targets=(Target(_lower_str_than_his, what="a character with lower STR"),),
            ),
        ),
    ),
)
