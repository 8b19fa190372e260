"""Sweet Donnel Hill (05031, LoCR, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _attackers_lose_keywords(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While Sweet Donnel Hill is defending, each attacking character loses all keywords":
    a ``no_keywords`` contribution on each attacker (read by ``has_keyword``)."""
    ch = st.challenge
    if ch is None or inst.id not in ch.defenders:
        return []
    return [Contribution("no_keywords", cid, 1, "", inst.id) for cid in rules.attacking(st, ch)]


register(
    # Sweet Donnel Hill: No attachments except Weapon (framework); while he defends, each
    # attacking character loses all keywords
    Script("05031", constants=(constants.constant("no_keywords", _attackers_lose_keywords),)),
)
