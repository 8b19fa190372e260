"""Daenerys's Favor (05036, LoCR, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _others_participating_weaker(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While attached character is participating in a challenge, each other participating
    character gets -1 STR" (both sides)."""
    ch, host = st.challenge, inst.host
    if ch is None or host is None:
        return []
    participants = [*rules.attacking(st, ch), *ch.defenders]
    if host not in participants:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in participants if cid != host]


register(
    # Daenerys's Favor: [targaryen] character only (framework); while attached character
    # participates, each other participating character gets -1 STR
    Script("05036", constants=(constants.constant("str", _others_participating_weaker),)),
)
