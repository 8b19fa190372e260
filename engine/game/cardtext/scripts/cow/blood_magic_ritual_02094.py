"""Blood Magic Ritual (02094, CoW, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, conditions, constants, effects
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _non_army_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character" and not has_trait(st, cid, "Army")


register(
    # Blood Magic Ritual: "When a non-Army character would be killed, save it", then it
    # attaches as a Condition: terminal, its host's printed text box blank (Traits kept,
    # [R-BLANK-1..4])
    Script(
        "02094",
        constants=(constants.on_self("keyword", "terminal"), constants.on_attached("blank")),
        abilities=(
            Ability(
                "interrupt",
                "when a non-Army character would be killed, save it and attach this to it",
                effects.save_and_attach_self,
                targets=(Target(_non_army_character, what="a non-Army character"),),
                condition=conditions.played_from_hand,
                would=("killed",),
            ),
        ),
    ),
)
