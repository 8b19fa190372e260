"""Tower of the Hand (03030, WotN, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects, triggers
from engine.game.state.model import GameState

_PARTICIPATING_LANNISTER = card_test(
    type="character", controller="you", faction="lannister", participating=True
)


def _cheaper_losers_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with lower printed cost controlled by the losing opponent" than the
    character returned to hand as the cost."""
    inst, h = st.cards[cid], use.answers
    if inst.zone != "play" or inst.card.type != "character" or h is None:
        return False
    returned = [p["card"] for p in use.costs if p["op"] == "return_to_hand" and "card" in p]
    if inst.controller != h.get("loser") or not returned:
        return False
    return (inst.card.cost or 0) < (st.cards[returned[0]].card.cost or 0)


register(
    # Tower of the Hand: after you win an [intrigue] challenge, kneel it and return a
    # participating [lannister] character to your hand to return a character of the loser
    # "with lower printed cost" to its owner's hand
    Script(
        "03030",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, kneel Tower of the Hand and return a "
                "participating Lannister character to your hand: return a cheaper character "
                "of the loser to its owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=triggers.won_challenge("intrigue"),
                costs=(
                    costs.kneel_self(),
                    costs.choose_and(
                        "return_to_hand",
                        _PARTICIPATING_LANNISTER,
                        "a participating Lannister character you control",
                    ),
                ),
                targets=(
                    Target(
                        _cheaper_losers_character,
                        what="a character of the losing opponent with lower printed cost",
                    ),
                ),
            ),
        ),
    ),
)
