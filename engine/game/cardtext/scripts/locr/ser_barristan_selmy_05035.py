"""Ser Barristan Selmy (05035, LoCR, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _stand_if_fewer_cards(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    fewer = len(st.players[use.seat].hand) < len(st.players[loser].hand)
    return [primitives.stand(use.source)] if fewer and st.cards[use.source].kneeling else []


register(
    # Ser Barristan Selmy: stand him after a win if you have fewer cards in hand
    Script(
        "05035",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which he participates, stand him if you have "
                "fewer cards in hand than the loser",
                _stand_if_fewer_cards,
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
)
