"""Salladhor Saan (04107, TC, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState


def _warship_or_weapon_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """ "a Warship location or Weapon attachment" in the user's hand (printed Traits: the
    card is out of play)."""
    inst = st.cards[cid]
    if inst.zone != "hand" or inst.owner != use.seat:
        return False
    card = inst.card
    return (card.type == "location" and card.has_trait("Warship")) or (
        card.type == "attachment" and card.has_trait("Weapon")
    )


def _host_of_the_weapon(st: GameState, use: Use, cid: str) -> bool:
    """The character the Weapon attachment put into play attaches to (the second target;
    ``effects.entering`` checks it may, [R-PUT-3])."""
    card = use.targets[0] if use.targets else None
    return (
        card is not None
        and st.cards[card].card.type == "attachment"
        and st.cards[cid].zone == "play"
        and st.cards[cid].card.type == "character"
    )


def _put_it_into_play(st: GameState, use: Use) -> list[Prim]:
    card, host = use.targets[0], (use.targets[1] if len(use.targets) > 1 else None)
    return [effects.entering(st, card, use.seat, host)]


register(
    # Salladhor Saan: after you win a challenge he participates in, "put a Warship location
    # or Weapon attachment into play from your hand" (an attachment: on the second target)
    Script(
        "04107",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with Salladhor Saan, put a Warship location or "
                "Weapon attachment into play from your hand",
                _put_it_into_play,
                trigger=triggers.won_challenge(self_participating=True),
                targets=(
                    Target(
                        _warship_or_weapon_in_hand,
                        what="a Warship location or Weapon attachment in your hand",
                    ),
                    Target(_host_of_the_weapon, 0, 1, "the character the Weapon attaches to"),
                ),
            ),
        ),
    ),
)
