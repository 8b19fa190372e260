"""Here to Serve (02020, TtB, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects
from engine.game.cardtext.vocab.cards import deck_search

register(
    # 02020 Here to Serve: a Maester character of printed cost 3 or lower from the deck into
    # play, then shuffle
    Script(
        "02020",
        abilities=(
            Ability(
                "when_revealed",
                "search your deck for a Maester character with printed cost 3 or lower and "
                "put it into play",
                effects.found_into_play_and_shuffle,
                targets=(
                    deck_search(
                        card_test(
                            type="character", zone="deck", traits=("Maester",), max_printed_cost=3
                        ),
                        "a Maester character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
