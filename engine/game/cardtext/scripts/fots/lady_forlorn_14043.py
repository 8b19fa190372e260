"""Lady Forlorn (14043, FotS, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_NEUTRAL_LOCATIONS = card_test(type="location", controller="you", faction="neutral")


def _lady_forlorn(st: GameState, inst: CardInst) -> list[Contribution]:
    """Lady Forlorn: its host gets +1 STR for each neutral location its controller controls;
    "If attached character is Lyn Corbray", he gains a [power] icon."""
    host = inst.host
    if host is None:
        return []
    made: list[Contribution] = []
    count = len(in_play_matching(st, _NEUTRAL_LOCATIONS, inst.controller, inst.id))
    if count:
        made.append(Contribution("str", host, count, "", inst.id))
    if st.cards[host].card.name == "Lyn Corbray":
        made.append(Contribution("icon", host, 1, "power", inst.id))
    return made


register(
    # Lady Forlorn: +1 STR per neutral location you control; Lyn Corbray gains [power]
    Script("14043", constants=(constants.on_host("str icon", _lady_forlorn),)),
)
