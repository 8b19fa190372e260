"""Brown Ben Plumm (15016, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _no_gold(st: GameState, use: Use) -> str | None:
    gold = st.players[use.seat].gold
    return None if gold == 0 else f"you have {gold} gold in your gold pool"


register(
    # Brown Ben Plumm: when the challenges phase ends with no gold in your pool, sacrifice him
    Script(
        "15016",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends with no gold in your pool, sacrifice him",
                effects.on_self("sacrifice"),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_gold,
            ),
        ),
    ),
)
