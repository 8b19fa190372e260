"""WotN, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rules.contests import INITIATIVE_COMPARED
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _defenders_without_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """Fishwhiskers: while he is attacking, "if there are more Winter plot cards than
    Summer plot cards revealed", each defending character does not contribute its STR."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return []
    if revealed_with_trait(st, "Winter") <= revealed_with_trait(st, "Summer"):
        return []
    return [Contribution("no_str", cid, 0, "", inst.id) for cid in ch.defenders]


def _3_initiative_and_a_draw_if_won(st: GameState, use: Use) -> list[Prim]:
    """Ahead of the Tide: "your revealed plot card gets +3 initiative until the end of the
    phase"; the draw "If you win initiative this phase" is a delayed effect on the seat
    (``draw_if_initiative``, due as [F-1.3.I] ends with the user as its winner)."""
    seat = SEATS[use.seat]
    return [
        primitives.plot_modifier(seat, "initiative", 3, "phase"),
        primitives.lasting("draw_if_initiative", "phase", seat=seat, amount=1),
    ]


register(
    # Fishwhiskers: defenders add no STR while he attacks under more Winter than Summer plots
    Script("03027", constants=(constants.constant("no_str", _defenders_without_str),)),
    # Ahead of the Tide: "When you compare initiative", +3 initiative this phase; draw 1 card
    # if you win initiative this phase
    Script(
        "03028",
        abilities=(
            Ability(
                "interrupt",
                "when you compare initiative, your plot gets +3 initiative this phase; draw 1 "
                "card if you win initiative",
                _3_initiative_and_a_draw_if_won,
                trigger=triggers.happened(INITIATIVE_COMPARED),
            ),
        ),
    ),
)
