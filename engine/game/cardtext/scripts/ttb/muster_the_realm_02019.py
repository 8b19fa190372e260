"""Muster the Realm (02019, TtB, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _army_attacking_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During a challenge in which you control an attacking Army character", +1 claim."""
    ch = st.challenge
    if ch is None or ch.attacker != inst.controller:
        return []
    if not any(has_trait(st, cid, "Army") for cid in rules.attacking(st, ch)):
        return []
    return [Contribution("plot", inst.controller, 1, "claim", inst.id)]


register(
    # 02019 Muster the Realm: +1 claim while you control an attacking Army character
    Script(
        "02019",
        constants=(constants.constant("plot", _army_attacking_claim, names="claim"),),
    ),
)
