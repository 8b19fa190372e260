"""Maester Vyman (12033, KotI, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.rules.traits import traits
from engine.game.state.model import GameState


def _shares_a_trait_with_him(st: GameState, use: Use, cid: str) -> bool:
    """ "another character that shares a Trait with him" (Traits now, card text's too)."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "play" or inst.card.type != "character":
        return False
    return cid != use.source and bool(traits(st, cid) & traits(st, use.source))


register(
    # Maester Vyman: after you win a [military] or [power] challenge, kneel him: another
    # character sharing a Trait with him gains 1 power
    Script(
        "12033",
        abilities=(
            Ability(
                "reaction",
                "after you win a military or power challenge, kneel Maester Vyman: another "
                "character that shares a Trait with him gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=triggers.won_challenge(("military", "power")),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_shares_a_trait_with_him, what="another character sharing a Trait"),
                ),
            ),
        ),
    ),
)
