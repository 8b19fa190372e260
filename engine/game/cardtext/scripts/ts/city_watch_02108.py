"""City Watch (02108, TS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _cheaper_ambush_ahead_in_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you have more power on your faction card than an opponent", its ambush costs 2
    less (from its owner's hand)."""
    yours = st.players[inst.owner].power
    if any(p.power < yours for p in st.players if p.index != inst.owner):
        return [Contribution("ambush_cost", inst.id, 2, "", inst.id)]
    return []


register(
    # City Watch: its ambush costs 2 less while you lead an opponent in faction card power
    # (Ambush (6), No attachments except Weapon: framework)
    Script(
        "02108",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_ahead_in_power, zones=("hand",)),
        ),
    ),
)
