"""His Viper Eyes (03032, WotN, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _winners_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the winning opponent's hand (looked at, then chosen)."""
    inst = st.cards[cid]
    winner = use.answers.get("winner") if use.answers is not None else None
    return inst.zone == "hand" and inst.owner == winner


register(
    # His Viper Eyes: lose a [military] or [power] challenge defending: discard from the
    # winner's hand
    Script(
        "03032",
        abilities=(
            Ability(
                "reaction",
                "after you lose a military or power challenge as the defending player, "
                "discard 1 card from the winning opponent's hand",
                effects.on_targets("discard"),
                trigger=on.lost_challenge(("military", "power"), defending=True),
                targets=(Target(_winners_hand, what="a card in the winning opponent's hand"),),
            ),
        ),
    ),
)
