"""The New Gods (14052, FotS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _the_seven_first_attack(st: GameState, inst: CardInst) -> list[Contribution]:
    """The New Gods: each The Seven character you control does not kneel when declared as an
    attacker in the first challenge you initiate during the challenges phase (read as the
    attackers are declared: while you have initiated no challenge this phase)."""
    seat = inst.controller
    if st.phase != "challenges" or st.players[seat].challenges:
        return []
    cards = st.cards
    return [
        Contribution("no_kneel", cid, 1, "attacker", inst.id)
        for cid in st.players[seat].in_play
        if cards[cid].card.type == "character" and has_trait(st, cid, "The Seven")
    ]


register(
    # The New Gods: The Seven characters attack without kneeling in your first challenge
    Script(
        "14052",
        constants=(constants.constant("no_kneel", _the_seven_first_attack, names="attacker"),),
    ),
)
