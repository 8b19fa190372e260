"""The Iron Bank Will Have Its Due (06099, OR, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState

_YOUR_CHARACTER = card_test(type="character", controller="you")


def _not_taxation(st: GameState, use: Use) -> str | None:
    return "not during the taxation phase" if st.phase == "taxation" else None


def _returned_character_gold(st: GameState, use: Use) -> list[Prim]:
    """Gold equal to the returned character's printed cost; "until the end of the round, you
    cannot marshal or put into play any card with the same title" (a lasting ``cannot``
    named ``enter:<title>`` on the seat)."""
    found: list[Prim] = []
    for cost in use.costs:
        if cost.get("op") != "return_to_hand":
            continue
        card = st.cards[cost["card"]].card
        if card.cost:
            found += effects.gain_gold(card.cost)(st, use)
        found += effects.lasting("cannot", until="round", name=f"enter:{card.name}")(st, use)
    return found


register(
    # The Iron Bank Will Have Its Due: kneel your faction card and return a character: its
    # printed cost in gold; no card of its title enters play under you this round
    Script(
        "06099",
        abilities=(
            Ability(
                "action",
                "kneel your faction card and return a character to your hand to gain gold "
                "equal to its printed cost",
                _returned_character_gold,
                condition=_not_taxation,
                costs=(
                    costs.kneel_faction(),
                    costs.choose_and("return_to_hand", _YOUR_CHARACTER, "a character you control"),
                ),
            ),
        ),
    ),
)
