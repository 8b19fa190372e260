"""Grey Wind (01145, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    card_test,
    costs,
    effects,
    in_play_matching,
)
from engine.game.state.model import GameState, strength

_ROBB = card_test(type="character", controller="you")


def _grey_wind_victim(st: GameState, use: Use, cid: str) -> bool:
    """ "A character with STR 1 or lower (STR 2 or lower instead if you control Robb Stark)"."""
    robb = any(
        st.cards[c].card.name == "Robb Stark"
        for c in in_play_matching(st, _ROBB, use.seat, use.source)
    )
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and strength(st, cid) <= (2 if robb else 1)
    )


register(
    # Grey Wind: kneel to kill a character with STR 1 or lower (2 with Robb Stark)
    Script(
        "01145",
        abilities=(
            Ability(
                "action",
                "kneel Grey Wind to kill a character with STR 1 or lower",
                effects.on_targets("kill"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(Target(_grey_wind_victim, what="a character with STR 1 or lower"),),
            ),
        ),
    ),
)
