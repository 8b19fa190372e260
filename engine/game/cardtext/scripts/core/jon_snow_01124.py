"""Jon Snow (01124, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import of_faction
from engine.game.state.model import CardInst, GameState


def _jon_snow_participates(st: GameState, inst: CardInst) -> bool:
    """Standing, in a challenge where you control another (declared) attacking Night's Watch
    character."""
    ch = st.challenge
    if inst.kneeling or ch is None or ch.attacker != inst.controller:
        return False
    return any(
        cid != inst.id and of_faction(st, cid, NIGHTS_WATCH)
        and st.cards[cid].controller == inst.controller
        for cid in ch.attackers
    )  # fmt: skip


register(
    # Jon Snow: while standing, considered participating (as an attacker) beside another
    # attacking [thenightswatch] character (his Weapon-only restriction is the framework's)
    Script("01124", constants=(constants.on_self("attacking", when=_jon_snow_participates),)),
)
