"""FotS, neutral plots: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _defending_raises_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """Desperate Attack: "While you are the defending player", the attacking player's
    revealed plot has +1 claim."""
    ch = st.challenge
    if ch is None or ch.defender != inst.controller:
        return []
    return [Contribution("plot", ch.attacker, 1, "claim", inst.id)]


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
    # Rationing: "Players cannot trigger reactions to winning or losing challenges" (one
    # happening, ``challenge_won``, names the winner and the loser: ``verify``)
    Script("14049", constants=(constants.for_each_player("cannot", "react:challenge_won"),)),
    # Desperate Attack: defending, the attacker's claim is raised by 1
    Script(
        "14050", constants=(constants.constant("plot", _defending_raises_claim, names="claim"),)
    ),
    # The New Gods: The Seven characters attack without kneeling in your first challenge
    Script(
        "14052",
        constants=(constants.constant("no_kneel", _the_seven_first_attack, names="attacker"),),
    ),
)
