"""Grand Melee (10051, SoD, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _alone_contribute_nothing(st: GameState, inst: CardInst) -> list[Contribution]:
    """Grand Melee: a character "attacking or defending alone" does not contribute its STR
    to the challenge (the attackers include those card text considers attacking)."""
    ch = st.challenge
    if ch is None:
        return []
    alone = [side for side in (rules.attacking(st, ch), list(ch.defenders)) if len(side) == 1]
    return [Contribution("no_str", side[0], 0, "", inst.id) for side in alone]


register(
    # 10051 Grand Melee: a character attacking or defending alone contributes no STR
    Script("10051", constants=(constants.constant("no_str", _alone_contribute_nothing),)),
)
