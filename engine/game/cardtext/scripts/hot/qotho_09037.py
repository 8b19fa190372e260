"""Qotho (09037, HoT, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState, RuleError


def _discard_2_targaryen_cards() -> Cost:
    """ "Discard 2 [targaryen] cards from your hand" (Qotho himself is not one of them)."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        chosen = [p for p in paid if p["op"] == "discard" and "card" in p]
        if len(chosen) != 2:
            raise RuleError("R-COST-2", "the cost is to discard 2 Targaryen cards from your hand")
        for prim in chosen:
            inst = st.cards.get(prim["card"])
            if (
                inst is None
                or prim["card"] == use.source
                or inst.zone != "hand"
                or inst.owner != use.seat
                or not of_faction(st, inst.id, "targaryen")
            ):
                raise RuleError("R-COST-2", f"{prim['card']} is not a Targaryen card in your hand")
        return chosen

    return Cost(expect, "discard 2 Targaryen cards from your hand")


def _qotho_enters(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Qotho: discard 2 [targaryen] cards from your hand to put him into play from your hand
    Script(
        "09037",
        abilities=(
            Ability(
                "action",
                "discard 2 Targaryen cards from your hand to put Qotho into play",
                _qotho_enters,
                costs=(_discard_2_targaryen_cards(),),
                from_zones=("hand",),
            ),
        ),
    ),
)
