"""GoH, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_GOLD_OR_CARD = {"draw": effects.draw(1), "gold": effects.gain_gold(1)}


@answering("bypassed")
def _bypassed_a_non_loyal(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Ser Davos Seaworth bypasses a non-loyal character using stealth"."""
    return (
        h.kind == "bypassed"
        and h.get("by") == use.source
        and h.card is not None
        and not st.cards[h.card].card.loyal
    )


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
    # Ser Davos Seaworth: after he bypasses a non-loyal character using stealth, draw 1 card
    # or gain 1 gold (stealth: framework)
    Script(
        "04087",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a non-loyal character using stealth, draw 1 card or gain 1 gold",
                effects.either(**_GOLD_OR_CARD),
                trigger=_bypassed_a_non_loyal,
                choices=tuple(_GOLD_OR_CARD),
            ),
        ),
    ),
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
