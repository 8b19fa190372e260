"""TC, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects, triggers
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_ATTACKING = card_test(type="character", attacking=True)


def _x_the_defenders_gold(st: GameState, use: Use) -> list[Prim]:
    """ "+X STR until the end of the challenge. X is the number of gold in the defending
    player's gold pool", counted as the effect resolves (after the kneel)."""
    ch = st.challenge
    assert ch is not None  # the condition: during a challenge
    x = st.players[ch.defender].gold
    if not x:
        return []
    return [primitives.strength(cid, x, "challenge") for cid in use.targets]


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
    # The Valyrian: kneel it to give "an attacking character +X STR" (X: the defending player's
    # gold) until the end of the challenge (ambush: framework)
    Script(
        "04108",
        abilities=(
            Ability(
                "action",
                "kneel The Valyrian: an attacking character gets +X STR until the end of the "
                "challenge (X: the defending player's gold)",
                _x_the_defenders_gold,
                costs=(costs.kneel_self(),),
                targets=(choose(_ATTACKING, "an attacking character"),),
                condition=during_challenge,
            ),
        ),
    ),
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
