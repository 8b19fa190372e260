"""Ser Edmure Tully (04041, FFH, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_TULLY = card_test(type="character", traits=("House Tully",))


@answering("gained_power")
def _a_character_gained_power(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character gains power" (any player's, by an ability or renown)."""
    return (
        h.kind == "gained_power"
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and st.cards[h.card].zone == "play"
    )


def _another_tully(st: GameState, use: Use, cid: str) -> bool:
    """A House Tully character other than the one that gained power (moving the power onto
    itself would change nothing: docs/decisions/card-text-ffh.md)."""
    gainer = use.answers.card if use.answers is not None else None
    return cid != gainer and _TULLY(st, use.seat, use.source, cid)


def _move_1_power_to_the_tully(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    gainer = use.answers.card
    if st.cards[gainer].power < 1:  # [R-ABIL-7]: no power left, nothing would change
        raise RuleError("R-ABIL-7", f"{gainer} has no power left to move")
    return [primitives.move_power(1, from_=gainer, to=use.targets[0])]


register(
    # Ser Edmure Tully: "After a character gains power", move 1 power from it to a House
    # Tully character (limit once per round)
    Script(
        "04041",
        abilities=(
            Ability(
                "reaction",
                "after a character gains power, move 1 power from it to a House Tully character",
                _move_1_power_to_the_tully,
                trigger=_a_character_gained_power,
                targets=(Target(_another_tully, 1, 1, "another House Tully character"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
