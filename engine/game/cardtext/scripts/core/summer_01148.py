"""Summer (01148, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _bran_gains_insight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Bran Stark, he gains insight"."""
    return [
        Contribution("keyword", cid, 1, "insight", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Bran Stark"
    ]


register(
    # Summer: Bran gains insight; after Summer enters play, return a Stark character to hand
    Script(
        "01148",
        constants=(constants.constant("keyword", _bran_gains_insight),),
        abilities=(
            Ability(
                "reaction",
                "after Summer enters play, return a Stark character from discard/dead pile",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="stark",
                            controller="you",
                            max_printed_str=2,
                            zone=("discard", "dead"),
                        ),
                        "a Stark character with printed STR 2 or lower in your discard or dead "
                        "pile",
                    ),
                ),
            ),
        ),
    ),
)
