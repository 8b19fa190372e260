"""Iron Victory (06092, OR, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _victarion_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Victarion Greyjoy, he gets +1 STR for each power he has"."""
    return [
        Contribution("str", cid, st.cards[cid].power, "", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Victarion Greyjoy" and st.cards[cid].power
    ]


def _greyjoy_saved(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [greyjoy] character is saved" (still in play)."""
    if h.kind != "saved" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play" and inst.card.type == "character" and of_faction(st, inst.id, "greyjoy")
    )


def _saved_gains_power(st: GameState, use: Use) -> list[Prim]:
    card = use.answers.card if use.answers is not None else None
    return [] if card is None else [primitives.gain_power(1, card=card)]


register(
    # Iron Victory: Victarion +1 STR per power; a saved [greyjoy] character gains 1 power
    Script(
        "06092",
        constants=(constants.constant("str", _victarion_power),),
        abilities=(
            Ability(
                "reaction",
                "after a Greyjoy character is saved, it gains 1 power",
                _saved_gains_power,
                trigger=_greyjoy_saved,
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
