"""House of the Undying (04114, TC, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _the_dead_rise(st: GameState, use: Use) -> list[Prim]:
    """ "Put each character in that player's dead pile into play under your control. At the
    end of the phase, return each of those cards to its owner's dead pile (cannot be saved)":
    each that can enter play (a unique one with another copy in that dead pile, or whose
    title the user controls, cannot: [R-DEAD-3], [R-UNIQUE-3]), with a lasting ``at_end``
    named ``to_dead_pile`` (a delayed effect: nothing can save it)."""
    opponent = chosen_opponent(st, use)
    found: list[Prim] = []
    for cid in list(st.players[opponent].dead):
        if st.cards[cid].card.type != "character" or not can_enter_play(st, cid, use.seat):
            continue
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="to_dead_pile"))
    if not found:
        raise RuleError("R-ABIL-7", f"no character in {SEATS[opponent]}'s dead pile can enter play")
    return found


register(
    # House of the Undying: challenges action, remove it from the game "to choose an
    # opponent": each character in that player's dead pile comes into play under your control
    # until the end of the phase, then back to its owner's dead pile
    Script(
        "04114",
        abilities=(
            Ability(
                "action",
                "remove House of the Undying from the game: put each character in an "
                "opponent's dead pile into play under your control until the end of the phase",
                _the_dead_rise,
                phase="challenges",
                costs=(costs.remove_self_from_game(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
