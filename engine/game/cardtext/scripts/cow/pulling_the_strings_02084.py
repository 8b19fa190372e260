"""Pulling the Strings (02084, CoW, tyrell plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.model import GameState

_PULLED_TRAITS = ("Edict", "Kingdom", "Scheme")


def _opponents_used_plot(st: GameState, use: Use, cid: str) -> bool:
    """ "an Edict, Kingdom, or Scheme plot card in an opponent's used pile" (printed Traits:
    the plot is out of play)."""
    inst = st.cards[cid]
    return (
        inst.zone == "used"
        and inst.owner != use.seat
        and any(inst.card.has_trait(t) for t in _PULLED_TRAITS)
    )


register(
    # Pulling the Strings: initiate the When Revealed of a plot in an opponent's used pile
    # "as if you had just revealed it"
    Script(
        "02084",
        abilities=(
            Ability(
                "when_revealed",
                "initiate the when revealed ability of an opponent's used Edict, Kingdom or "
                "Scheme plot",
                effects.when_revealed_as_targets,
                targets=(
                    Target(
                        _opponents_used_plot,
                        what="an Edict, Kingdom, or Scheme plot in an opponent's used pile",
                    ),
                ),
            ),
        ),
    ),
)
