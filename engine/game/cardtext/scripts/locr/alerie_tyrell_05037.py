"""Alerie Tyrell (05037, LoCR, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState


def _cheap_tyrell_on_top(st: GameState, use: Use, cid: str) -> bool:
    """A [tyrell] character with printed cost 3 or lower in the top 10 cards of your deck."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat or inst.card.type != "character":
        return False
    if not of_faction(st, inst.id, "tyrell") or (inst.card.cost or 0) > 3:
        return False
    return not player.deck_known or cid in player.deck[::-1][:10]


register(
    # Alerie Tyrell: search the top 10 cards for a cheap [tyrell] character
    Script(
        "05037",
        abilities=(
            Ability(
                "reaction",
                "after Alerie Tyrell enters play, search the top 10 cards for a Tyrell "
                "character with printed cost 3 or lower",
                effects.found_to_hand_and_shuffle,
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _cheap_tyrell_on_top,
                        0,
                        1,
                        "a Tyrell character with printed "
                        "cost 3 or lower in the top 10 cards of your deck",
                    ),
                ),
            ),
        ),
    ),
)
