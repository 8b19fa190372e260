"""Maester Lomys (01180, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _random_discard_from_attacker(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 card at random from the attacking player's hand": the log names the card
    chance picked (a ``discard`` effect)."""
    attacker = use.answers.get("attacker") if use.answers is not None else None
    hand = st.players[attacker].hand if attacker is not None else []
    cards = [p["card"] for p in use.outcome("discard")]
    if len(cards) != min(1, len(hand)) or any(cid not in hand for cid in cards):
        raise RuleError(
            "R-EFFECT-1",
            "the text discards 1 card at random from the attacking player's hand: "
            "name it in the effects",
        )
    return [primitives.discard(cid) for cid in cards]


register(
    # Maester Lomys: win [intrigue] as defender, discard 1 card at random from the attacker
    Script(
        "01180",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge as the defending player, discard 1 card "
                "at random",
                _random_discard_from_attacker,
                trigger=on.won_challenge("intrigue", attacking=False),
            ),
        ),
    ),
)
