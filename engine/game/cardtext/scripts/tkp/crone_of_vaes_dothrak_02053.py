"""Crone of Vaes Dothrak (02053, TKP, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _opponents_character_discarded(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is discarded from an opponent's hand or deck": the framework's
    ``placed_in_discard`` happening (characters only), from a hand or a deck its owner is an
    opponent's."""
    return (
        h.kind == "placed_in_discard"
        and h.get("origin") in ("hand", "deck")
        and h.seat is not None
        and h.seat != use.seat
    )


def _to_dead_pile(st: GameState, use: Use) -> list[Prim]:
    """Place that card in its owner's dead pile (if it is still in the discard pile)."""
    cid = use.answers.card if use.answers is not None else None
    if cid is None or st.cards[cid].zone != "discard":
        return []
    return [primitives.move(cid, "dead")]


_DOTHRAKI = card_test(type="character", controller="you", traits=("Dothraki",), kneeling=False)


register(
    # Crone of Vaes Dothrak: a character discarded from an opponent's hand or deck goes to the
    # dead pile instead, for kneeling a Dothraki character
    Script(
        "02053",
        abilities=(
            Ability(
                "reaction",
                "after a character is discarded from an opponent's hand or deck, kneel a "
                "Dothraki character: place it in the dead pile",
                _to_dead_pile,
                trigger=_opponents_character_discarded,
                costs=(
                    costs.choose_and(
                        "kneel", _DOTHRAKI, "a standing Dothraki character", offer_first=True
                    ),
                ),
            ),
        ),
    ),
)
