"""Pyat Pree (04073, TIMC, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState


def _targaryen_card_in_the_top_x(st: GameState, use: Use, cid: str) -> bool:
    """ "search the top X cards of your deck for a [targaryen] attachment or event ... X is
    the STR by which you won the challenge" (printed: the card is in the deck)."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    if inst.card.type not in ("attachment", "event") or inst.card.faction != "targaryen":
        return False
    x = int(use.answers.get("margin", 0)) if use.answers is not None else 0
    return not player.deck_known or cid in player.deck[::-1][:x]


register(
    # Pyat Pree: after you win a challenge "in which Pyat Pree is participating", search the top
    # X cards (X: the margin) for a [targaryen] attachment or event, add it to your hand,
    # shuffle
    Script(
        "04073",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in, search the top X cards for a "
                "targaryen attachment or event",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.won_challenge(self_participating=True),
                targets=(
                    Target(
                        _targaryen_card_in_the_top_x,
                        0,
                        1,
                        "a targaryen attachment or event in the top X cards of your deck",
                    ),
                ),
            ),
        ),
    ),
)
