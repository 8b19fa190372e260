"""Joffrey Baratheon (04089, GoH, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    costs,
    effects,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _marshaled(st: GameState, use: Use) -> str | None:
    """The loyal character whose marshaling this answers ("that character")."""
    found = triggers.open_answer(st, use)
    return None if found is None else found.card


def _kneel_that_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "kneel that character" (the character just marshaled)."""
    cid = _marshaled(st, use)
    return [] if cid is None else [primitives.kneel(cid)]


def _non_king_cheaper(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-King character with a lower printed cost" than the character marshaled."""
    marshaled, inst = _marshaled(st, use), st.cards[cid]
    if marshaled is None or inst.zone != "play" or inst.card.type != "character":
        return False
    if has_trait(st, cid, "King"):
        return False
    return (inst.card.cost or 0) < (st.cards[marshaled].card.cost or 0)


register(
    # Joffrey Baratheon: after you marshal a loyal character, kneel it and your faction card
    # to kill a non-King character with a lower printed cost
    Script(
        "04089",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a loyal character, kneel it and your faction card to kill a "
                "non-King character with a lower printed cost",
                effects.on_targets("kill"),
                trigger=triggers.you_marshaled(card_test(type="character", loyal=True)),
                costs=(
                    Cost(_kneel_that_character, "kneel that character"),
                    costs.kneel_faction(),
                ),
                targets=(
                    Target(
                        _non_king_cheaper, what="a non-King character with a lower printed cost"
                    ),
                ),
            ),
        ),
    ),
)
