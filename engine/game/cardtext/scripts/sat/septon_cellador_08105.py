"""Septon Cellador (08105, SAT, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _cellador_discard(st: GameState, use: Use) -> list[Prim]:
    """The opponent discards a character from hand (his or her choice: named in the
    effects) unless the hand holds no character."""
    opponent = chosen_opponent(st, use)
    in_hand = [c for c in st.players[opponent].hand if st.cards[c].card.type == "character"]
    if not in_hand:
        return []
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        chosen = in_hand[:1]
    if len(chosen) != 1 or chosen[0] not in in_hand:
        raise RuleError(
            "R-EFFECT-1",
            f"{SEATS[opponent]} must discard a character from hand: name it in the effects",
        )
    return [primitives.discard(chosen[0])]


register(
    # Septon Cellador: kneel him; an opponent discards a character from hand
    Script(
        "08105",
        abilities=(
            Ability(
                "action",
                "kneel Septon Cellador: an opponent discards a character from hand",
                _cellador_discard,
                phase="challenges",
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
