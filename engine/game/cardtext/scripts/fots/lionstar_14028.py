"""Lionstar (14028, FotS, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_CHEAP_LANNISTER_IN_HAND = card_test(
    type="character", controller="you", faction="lannister", zone="hand", max_printed_cost=4
)


def _lionstar_into_play(st: GameState, use: Use) -> list[Prim]:
    """The character enters play and, "At the end of the phase, if that card is still in
    play", is discarded from play (an ``at_end`` discard)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="discard"))
    return found


register(
    # 14028 Lionstar: kneel it to put a [lannister] character of printed cost 4 or lower into
    # play from your hand, discarded at the end of the phase
    Script(
        "14028",
        abilities=(
            Ability(
                "action",
                "kneel Lionstar to put a Lannister character with printed cost 4 or lower "
                "into play from your hand (discarded at the end of the phase)",
                _lionstar_into_play,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        _CHEAP_LANNISTER_IN_HAND,
                        "a Lannister character with printed cost 4 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
)
