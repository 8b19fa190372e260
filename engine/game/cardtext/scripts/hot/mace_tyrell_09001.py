"""Mace Tyrell (09001, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_ANOTHER_TYRELL = card_test(type="character", controller="you", faction="tyrell", other=True)


def _tyrell_entered_under_you(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character enters play under your control"."""
    return (
        h.kind == "entered_play"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and st.cards[h.card].card.faction == "tyrell"
    )


def _away_until_next_phase(st: GameState, use: Use) -> list[Prim]:
    """Remove the chosen character from the game "until the beginning of the next phase":
    a lasting ``return_to_play`` on the seat, named by the card, puts it back into play
    (under its owner's control) as the next phase begins."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(
            primitives.lasting("return_to_play", "next_phase", seat=SEATS[use.seat], name=cid)
        )
        found.append(primitives.remove_from_game(cid))
    return found


register(
    # Mace Tyrell: pay 1 gold to gain 1 power after a Tyrell character enters play under your
    # control; kneel the faction card to remove another Tyrell character until the next phase
    Script(
        "09001",
        abilities=(
            Ability(
                "reaction",
                "after a Tyrell character enters play under your control, pay 1: 1 power",
                effects.gain_power_self(1),
                trigger=_tyrell_entered_under_you,
                costs=(costs.pay_gold(1),),
                limit=Limit(1, "phase"),
            ),
            Ability(
                "action",
                "kneel your faction card: remove another Tyrell character until the next phase",
                _away_until_next_phase,
                costs=(costs.kneel_faction(),),
                targets=(choose(_ANOTHER_TYRELL, "another Tyrell character you control"),),
            ),
        ),
    ),
)
