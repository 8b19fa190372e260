""" "The Last of the Giants" (07045, WotW, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _neutral_in_your_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and inst.card.faction == "neutral"
    )


def _giant_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "The Last of the Giants": the character enters play, gains intimidate until the end
    of the phase and, if still in play then, is killed (an ``at_end`` kill: no save can be
    logged, "cannot be saved")."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.keyword(cid, "intimidate", "phase"))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="kill"))
    return found


register(
    # "The Last of the Giants": a neutral character from hand into play, intimidate this
    # phase, killed at its end
    Script(
        "07045",
        abilities=(
            Ability(
                "action",
                "put a neutral character into play from your hand: intimidate, killed at the "
                "end of the phase",
                _giant_into_play,
                targets=(Target(_neutral_in_your_hand, what="a neutral character in your hand"),),
            ),
        ),
    ),
)
