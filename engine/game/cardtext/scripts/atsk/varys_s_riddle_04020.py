"""Varys's Riddle (04020, AtSK, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _revealed_non_riddle(st: GameState, use: Use, cid: str) -> bool:
    """ "a revealed non-Riddle plot card" with a When Revealed ability to initiate (its Traits
    now: it is in play)."""
    inst = st.cards[cid]
    return (
        inst.zone == "plot"
        and inst.card.type == "plot"
        and cid != use.source
        and not has_trait(st, cid, "Riddle")
        and "When Revealed" in inst.card.text
    )


register(
    # Varys's Riddle: "Initiate the when revealed ability on a revealed non-Riddle plot card
    # as if you had just revealed it"
    Script(
        "04020",
        abilities=(
            Ability(
                "when_revealed",
                "initiate the when revealed ability of a revealed non-Riddle plot as yours",
                effects.when_revealed_as_targets,
                targets=(
                    Target(
                        _revealed_non_riddle,
                        what="a revealed non-Riddle plot card with a When Revealed ability",
                    ),
                ),
            ),
        ),
    ),
)
