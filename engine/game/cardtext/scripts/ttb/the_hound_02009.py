"""The Hound (02009, TtB, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _hound(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 card at random from your hand (``choice`` "discard"), or he returns to
    your hand ("return")."""
    hand = st.players[use.seat].hand
    if use.choice == "discard" and hand:
        return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]
    return [primitives.return_to_hand(use.source)]


def _hand_not_empty_to_discard(st: GameState, use: Use) -> str | None:
    if use.choice == "discard" and not st.players[use.seat].hand:
        return "no card in your hand to discard"
    return None


register(
    # The Hound: after a win he took part in, discard a random card or he returns to hand
    Script(
        "02009",
        abilities=(
            Ability(
                "forced",
                "after a win he participates in, discard at random or return him to hand",
                _hound,
                trigger=on.won_challenge(self_participating=True),
                condition=_hand_not_empty_to_discard,
                choices=("discard", "return"),
            ),
        ),
    ),
)
