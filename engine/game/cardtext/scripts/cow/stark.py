"""CoW, stark: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, TriggerFn, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState

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


def _fewer_than_3_used(st: GameState, inst: CardInst) -> bool:
    """ "While there are fewer than 3 plots in your used pile"."""
    return len(st.players[inst.controller].used) < 3


register(
    # Greatjon's Vanguard: +2 STR and renown while fewer than 3 plots are in your used pile
    # (No attachments: framework)
    Script(
        "02081",
        constants=(
            constants.on_self("str", value=2, when=_fewer_than_3_used),
            constants.on_self("keyword", "renown", when=_fewer_than_3_used),
        ),
    ),
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
