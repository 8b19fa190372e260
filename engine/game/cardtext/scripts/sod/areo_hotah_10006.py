"""Areo Hotah (10006, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _won_defending_with_self(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which Areo Hotah is defending"."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and use.source in h.get("defenders", ())
    )


def _cheaper_ambush_per_used_plot(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to ambush Areo Hotah by 1 for each plot in your used pile" (from
    his owner's hand)."""
    used = len(st.players[inst.owner].used)
    return [Contribution("ambush_cost", inst.id, used, "", inst.id)] if used else []


register(
    # Areo Hotah (SoD): his ambush costs 1 less per used plot; after a win he defends in,
    # return him to your hand to raise your claim by 1 this phase (Ambush (6): framework)
    Script(
        "10006",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_per_used_plot, zones=("hand",)),
        ),
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he defends in: return him, +1 claim this phase",
                effects.raise_claim(until="phase"),
                trigger=_won_defending_with_self,
                costs=(costs.return_self_to_hand(),),
            ),
        ),
    ),
)
