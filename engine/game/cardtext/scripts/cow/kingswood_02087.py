"""Kingswood (02087, CoW, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects, triggers
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _attackers_weakened(st: GameState, inst: CardInst) -> list[Contribution]:
    """Kingswood: in a [power] challenge its controller defends, each attacker gets -1 STR."""
    ch = st.challenge
    if ch is None or ch.type != "power" or ch.defender != inst.controller:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in rules.attacking(st, ch)]


register(
    # Kingswood: -1 STR to each attacker "During [power] challenges in which you are the
    # defending player"; forced: after you lose a [power] challenge, sacrifice it
    Script(
        "02087",
        constants=(constants.constant("str", _attackers_weakened),),
        abilities=(
            Ability(
                "forced",
                "after you lose a power challenge, sacrifice Kingswood",
                effects.on_self("sacrifice"),
                trigger=triggers.lost_challenge("power"),
            ),
        ),
    ),
)
