"""Coastal Reaver (08071, FotOG, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _to_top_of_deck(st: GameState, use: Use) -> list[Prim]:
    """The opponent places a card of his or her hand on top of his or her deck (the card is
    that player's choice, stated as a ``move`` with ``top``)."""
    hand = st.players[chosen_opponent(st, use)].hand
    if not hand:
        return []
    if use.offering:
        use.extra["chance"] = True
        card = hand[0]
    else:
        moved = [p.get("card") for p in use.outcome("move") if p.get("top")]
        if len(moved) != 1 or moved[0] not in hand:
            raise RuleError("R-EFFECT-1", "08071 Coastal Reaver: state the card the opponent "
                            "places on top of the deck (move, top)")  # fmt: skip
        card = str(moved[0])
    return [primitives.move(card, "deck", top=True)]


register(
    # Coastal Reaver: after it enters play, an opponent puts a card from hand on the deck
    Script(
        "08071",
        abilities=(
            Ability(
                "reaction",
                "after Coastal Reaver enters play, an opponent puts a card from hand on top",
                _to_top_of_deck,
                trigger=on.entered_play(),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
