"""Support of the People (02017, TtB, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.ttb._shared import _WON_POWER_BY_5
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, effects
from engine.game.cardtext.vocab.cards import deck_search

register(
    # 02017 Support of the People: a location of printed cost 3 or lower from the deck into
    # play, then shuffle (max 1 per challenge)
    Script(
        "02017",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR, put a location of "
                "printed cost 3 or lower from your deck into play",
                effects.found_into_play_and_shuffle,
                trigger=_WON_POWER_BY_5,
                targets=(
                    deck_search(
                        card_test(type="location", zone="deck", max_printed_cost=3),
                        "a location with printed cost 3 or lower",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
