"""Tyrion's Chain (04110, TC, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, effects, triggers
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState

_UNIQUE_LANNISTER = card_test(type="character", controller="you", unique=True, faction="lannister")


def _revealed_war_plot(st: GameState, use: Use, cid: str) -> bool:
    """ "a revealed War plot card" (any player's, the user's own too; its Traits now)."""
    inst = st.cards[cid]
    return inst.zone == "plot" and inst.card.type == "plot" and has_trait(st, cid, "War")


register(
    # Tyrion's Chain: after you win a challenge with a participating unique [lannister]
    # character, initiate a revealed War plot's When Revealed "as if you had just revealed
    # it" (Max 1 per phase)
    Script(
        "04110",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a participating unique lannister character, "
                "initiate the when revealed ability of a revealed War plot",
                effects.when_revealed_as_targets,
                trigger=triggers.won_challenge(participant=_UNIQUE_LANNISTER),
                targets=(Target(_revealed_war_plot, what="a revealed War plot card"),),
                limit=Limit(1, "phase", by_title=True),
            ),
        ),
    ),
)
