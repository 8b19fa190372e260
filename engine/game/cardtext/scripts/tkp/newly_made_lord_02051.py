"""Newly-Made Lord (02051, TKP, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState

_CHEAP_LOCATION = card_test(type="location", max_printed_cost=3)


def _cheap_non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location with printed cost 3 or lower" (printed keyword: Limited is
    a deckbuilding and marshaling keyword, read from the card)."""
    limited = st.cards[cid].card.keywords.limited
    return _CHEAP_LOCATION(st, use.seat, use.source, cid) and not limited


register(
    Script(
        "02051",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Newly-Made Lord, discard a non-limited location with "
                "printed cost 3 or lower",
                effects.on_targets("discard"),
                trigger=on.entered_play(how="marshal"),
                targets=(
                    Target(
                        _cheap_non_limited_location,
                        what="a non-limited location with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    )
)
