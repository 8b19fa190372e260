"""Balon Greyjoy (12001, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _opponents_discarded_card(st: GameState, use: Use, cid: str) -> bool:
    """ "A card in an opponent's discard pile" that can be put into play (a character or a
    location: an attachment would need a host the text does not give)."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner != use.seat
        and inst.card.type in ("character", "location")
    )


def _balon(st: GameState, use: Use) -> list[Prim]:
    """Into play under your control; "at the end of the phase, if that card is still in play,
    shuffle it into its owner's deck" (a delayed ``at_end`` effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="shuffle_into_deck"))
    return found


register(
    # Balon Greyjoy: pillage, renown (framework); kneel your faction card: a card from an
    # opponent's discard pile is yours for the phase, then shuffled into its owner's deck
    Script(
        "12001",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to put a card of an opponent's discard pile into play "
                "under your control",
                _balon,
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(_opponents_discarded_card, what="a card in an opponent's discard pile"),
                ),
            ),
        ),
    ),
)
