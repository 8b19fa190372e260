"""CoW, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects
from engine.game.state.model import CardInst, GameState, characters, strength

_PULLED_TRAITS = ("Edict", "Kingdom", "Scheme")


def _controls_highest_str(st: GameState, inst: CardInst) -> bool:
    """ "While you control a character with the highest STR in play" (a tie counts)."""
    mine = [strength(st, c) for c in characters(st, inst.controller)]
    if not mine:
        return False
    others = [strength(st, c) for p in st.players for c in characters(st, p.index)]
    return max(mine) >= max(others)


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
    # Roseroad Patrol: stealth while you control a character with the highest STR in play
    # (No attachments: framework)
    Script(
        "02083",
        constants=(constants.on_self("keyword", "stealth", when=_controls_highest_str),),
    ),
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
