"""Ritual of R'hllor (04088, GoH, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _pay_x_for_x_targets(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "choose X standing R'hllor characters": X is the gold paid to play the event (one
    ``spend_gold``), and as many characters are chosen ([R-TARGET-3]). Offered: X is the
    number of characters the offer chose."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if use.offering and not gold:
        gold = [primitives.spend_gold(SEATS[use.seat], len(use.targets))]
    if len(gold) != 1:
        raise RuleError("R-COST-2", "04088 Ritual of R'hllor: pay X once, one spend_gold")
    if gold[0]["amount"] != len(use.targets):
        raise RuleError(
            "R-TARGET-3",
            f"04088 Ritual of R'hllor: X is {gold[0]['amount']}; {len(use.targets)} chosen",
        )
    return gold


register(
    # Ritual of R'hllor: after you win dominance, X (its cost) standing R'hllor characters
    # gain 1 power each
    Script(
        "04088",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, X standing R'hllor characters each gain 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.happened("dominance_won", yours=True),
                costs=(Cost(_pay_x_for_x_targets, "X gold, X the characters chosen"),),
                targets=(
                    choose(
                        card_test(type="character", traits=("R'hllor",), kneeling=False),
                        "standing R'hllor characters",
                        1,
                        30,
                    ),
                ),
            ),
        ),
    ),
)
