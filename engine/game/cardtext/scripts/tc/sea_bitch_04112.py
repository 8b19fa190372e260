"""Sea Bitch (04112, TC, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _opponents_non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location" (printed keyword) whose control would change: one another
    player controls (docs/decisions/card-text-tc.md)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "location"
        and not inst.card.keywords.limited
        and inst.controller != use.seat
    )


def _control_until_the_end_of_the_phase(st: GameState, use: Use) -> list[Prim]:
    """ "Take control of that location until the end of the phase": a lasting ``control``
    held by no card (Sea Bitch is sacrificed as the cost), ending with the phase."""
    return [
        primitives.lasting("control", "phase", card=cid, seat=SEATS[use.seat])
        for cid in use.targets
    ]


register(
    # Sea Bitch: sacrifice it "to choose a non-limited location" and take control of it until
    # the end of the phase
    Script(
        "04112",
        abilities=(
            Ability(
                "action",
                "sacrifice Sea Bitch: take control of a non-limited location until the end of "
                "the phase",
                _control_until_the_end_of_the_phase,
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(
                        _opponents_non_limited_location, what="an opponent's non-limited location"
                    ),
                ),
            ),
        ),
    ),
)
