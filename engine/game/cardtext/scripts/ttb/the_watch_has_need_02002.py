"""The Watch Has Need (02002, TtB, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.model import GameState, plot_value

_WATCH_TRAITS = ("Builder", "Ranger", "Steward")


def _named_trait_in_top_reserve(st: GameState, use: Use, cid: str) -> bool:
    """A character with the named Trait among the top X cards of your deck, X your reserve
    (anywhere in it while its order is unknown)."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat or inst.card.type != "character":
        return False
    if use.choice not in _WATCH_TRAITS or not inst.card.has_trait(use.choice):
        return False
    depth = plot_value(st, use.seat, "reserve")
    return not player.deck_known or cid in player.deck[::-1][:depth]


register(
    # 02002 The Watch Has Need: name Builder, Ranger or Steward; each character with it
    # among the top X cards (X: your reserve) to your hand; shuffle
    Script(
        "02002",
        abilities=(
            Ability(
                "action",
                "name Builder, Ranger or Steward: characters with it from the top X cards of "
                "your deck to your hand",
                effects.found_to_hand_and_shuffle,
                targets=(
                    Target(
                        _named_trait_in_top_reserve,
                        0,
                        99,
                        "a character with the named Trait in the top X cards of your deck",
                    ),
                ),
                choices=_WATCH_TRAITS,
            ),
        ),
    ),
)
