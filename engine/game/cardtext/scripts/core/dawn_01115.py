"""Dawn (01115, Core, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _used_plots
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _dawn(st: GameState, inst: CardInst) -> list[Contribution]:
    """+1 STR per plot in your used pile; intimidate while the host is House Dayne."""
    if inst.host is None:
        return []
    found = [Contribution("str", inst.host, _used_plots(st, inst.controller), "", inst.id)]
    if has_trait(st, inst.host, "House Dayne"):
        found.append(Contribution("keyword", inst.host, 1, "intimidate", inst.id))
    return found


register(
    # Dawn: +1 STR per used plot; intimidate on a House Dayne character
    Script("01115", constants=(constants.constant("str keyword", _dawn),)),
)
