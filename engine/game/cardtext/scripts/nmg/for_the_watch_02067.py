"""For the Watch! (02067, NMG, thenightswatch plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _challenges_against(st: GameState, seat: int) -> int:
    """How many challenges were initiated against ``seat`` this phase (the one in progress
    included): in a joust every challenge of the opponent, in a melee those naming it."""
    others = [p for p in st.players if p.index != seat]
    if st.melee:
        return sum(p.challenged.count(seat) for p in others)
    return sum(len(p.challenges) for p in others)


def _first_against_you_unwinnable(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "You cannot lose (and your opponent cannot win) the first challenge initiated against
    you each phase": the attacker of that challenge cannot win it (``cannot`` ``win``)."""
    ch, you = st.challenge, inst.controller
    if ch is None or ch.defender != you or _challenges_against(st, you) != 1:
        return []
    return [Contribution("cannot", ch.attacker, 1, "win", inst.id)]


register(
    # For the Watch!: the first challenge initiated against you each phase has no winner
    # unless you win it
    Script(
        "02067",
        constants=(constants.constant("cannot", _first_against_you_unwinnable, names="win"),),
    ),
)
