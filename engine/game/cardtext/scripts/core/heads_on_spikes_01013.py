"""Heads on Spikes (01013, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _heads_on_spikes(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 card at random from the chosen opponent's hand (the log names it); a
    character: 2 power for the user's faction, and the card goes to the dead pile."""
    hand = st.players[effects.chosen_opponent(st, use)].hand
    if not hand:
        return []
    card = effects.chance_card(use, "discard", hand, "the card discarded at random")
    found: list[Prim] = [primitives.discard(card)]
    if st.cards[card].card.type == "character":
        found += [primitives.gain_power(2, seat=SEATS[use.seat]),
                  primitives.move(card, "dead")]  # fmt: skip
    return found


register(
    # Heads on Spikes: a random discard from an opponent's hand; a character: 2 power, dead
    Script(
        "01013",
        abilities=(
            Ability(
                "when_revealed",
                "discard 1 card at random from an opponent's hand; a character: 2 power",
                _heads_on_spikes,
            ),
        ),
    ),
)
