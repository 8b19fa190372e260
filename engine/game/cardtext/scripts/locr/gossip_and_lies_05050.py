"""Gossip and Lies (05050, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _first_intrigue_attack(st: GameState, inst: CardInst) -> list[Contribution]:
    """Gossip and Lies: each character you control "does not kneel when declared as an
    attacker in the first [intrigue] challenge you initiate during the challenges phase" (read
    as the attackers are declared: while no intrigue challenge was initiated this phase)."""
    seat = inst.controller
    if st.phase != "challenges" or "intrigue" in st.players[seat].challenges:
        return []
    return [
        Contribution("no_kneel", cid, 0, "attacker:intrigue", inst.id)
        for cid in st.players[seat].in_play
        if st.cards[cid].card.type == "character"
    ]


register(
    # Gossip and Lies: no kneeling to attack in your first intrigue challenge
    Script(
        "05050",
        constants=(
            constants.constant("no_kneel", _first_intrigue_attack, names="attacker:intrigue"),
        ),
    ),
)
