"""Lordsport Fisherman (04051, FFH, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _bottom_card_to_hand(st: GameState, use: Use) -> list[Prim]:
    """ "add the bottom card of your deck to your hand": a chance outcome unless the deck's
    order is known, the log states it as a ``move`` to the hand (the bottom is the deck
    list's start)."""
    player = st.players[use.seat]
    if not player.deck:
        raise RuleError("R-ABIL-7", "the deck is empty: nothing to add to the hand")
    pool = [player.deck[0]] if player.deck_known else list(player.deck)
    card = effects.chance_card(use, "move", pool, "the bottom card of your deck")
    return [primitives.move(card, "hand")]


register(
    # Lordsport Fisherman: "After you marshal Lordsport Fisherman", the bottom card of your
    # deck to your hand
    Script(
        "04051",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Lordsport Fisherman, add the bottom card of your deck to hand",
                _bottom_card_to_hand,
                trigger=triggers.entered_play(how="marshal"),
                chance=True,
            ),
        ),
    ),
)
