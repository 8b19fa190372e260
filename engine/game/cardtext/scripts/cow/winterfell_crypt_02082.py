"""Winterfell Crypt (02082, CoW, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, TriggerFn, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_STARK_LEFT: TriggerFn = card_left(
    ("killed", "sacrificed"), card_test(type="character", faction="stark")
)


@answering("killed", "sacrificed")
def _unique_stark_left_in_challenges(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a unique [stark] character you control is killed or sacrificed during the
    challenges phase"."""
    return (
        st.phase == "challenges"
        and _STARK_LEFT(st, use, h)
        and h.card is not None
        and st.cards[h.card].card.unique
    )


def _no_stronger_printed(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with equal or lower printed STR" than the one that left play."""
    inst, left = st.cards[cid], use.answers
    if inst.zone != "play" or inst.card.type != "character" or left is None or not left.card:
        return False
    return (inst.card.strength or 0) <= (st.cards[left.card].card.strength or 0)


register(
    # Winterfell Crypt: sacrifice it to have a character with equal or lower printed STR
    # shuffled back into its owner's deck "At the end of the phase", if still in play
    Script(
        "02082",
        abilities=(
            Ability(
                "reaction",
                "after a unique Stark character you control is killed or sacrificed in the "
                "challenges phase, sacrifice Winterfell Crypt to shuffle a character back",
                effects.lasting(
                    "at_end", until="phase", target="targets", name="shuffle_into_deck"
                ),
                trigger=_unique_stark_left_in_challenges,
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(
                        _no_stronger_printed, what="a character with equal or lower printed STR"
                    ),
                ),
            ),
        ),
    ),
)
