"""Vaes Tolorro (04074, TIMC, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("killed")
def _character_with_power_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a character with 1 or more power is killed" (the power it had: the happening's
    ``power``)."""
    return (
        h.kind == "killed"
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and h.get("power", 0) >= 1
    )


def _power_to_vaes_tolorro(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from that character to Vaes Tolorro. (Up to 2 power instead if that
    character's STR is 0.)": logged after the kill like Shyra Errol, the power it had (gone
    to the treasury as it left play) goes to Vaes Tolorro; ``choice`` "2" moves 2."""
    assert use.answers is not None
    had, str_was = int(use.answers.get("power", 0)), use.answers.get("str", 1)
    amount = int(use.choice or 1)
    most = min(had, 2 if str_was == 0 else 1)
    if not 1 <= amount <= most:
        raise RuleError("R-ABIL-7", f"move 1 power, up to {most} here, not {amount}")
    return [primitives.gain_power(amount, card=use.source)]


register(
    # Vaes Tolorro: "When a character with 1 or more power is killed", kneel it to move 1
    # power (up to 2 if that character's STR is 0) from that character to it
    Script(
        "04074",
        abilities=(
            Ability(
                "interrupt",
                "when a character with power is killed, kneel Vaes Tolorro: move 1 power "
                "(2 if its STR is 0) to it",
                _power_to_vaes_tolorro,
                trigger=_character_with_power_killed,
                costs=(costs.kneel_self(),),
                choices=("1", "2"),
            ),
        ),
    ),
)
