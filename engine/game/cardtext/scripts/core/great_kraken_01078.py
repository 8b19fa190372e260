"""Great Kraken (01078, Core, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, RuleError


def _kraken_stealth(st: GameState, inst: CardInst) -> list[Contribution]:
    """Great Kraken: the Balon Greyjoy you control gains stealth."""
    return [
        Contribution("keyword", cid, 1, "stealth", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Balon Greyjoy"
    ]


def _kraken_choice(st: GameState, use: Use) -> list[Prim]:
    """Great Kraken: "either: draw 1 card, or gain 1 power for your faction"."""
    if use.choice == "draw":
        return effects.draw(1)(st, use)
    if use.choice == "power":
        return effects.gain_power_faction(1)(st, use)
    raise RuleError("R-TARGET-1", "Great Kraken: choose draw or power (field 'choice')")


register(
    # Great Kraken: Balon gains stealth; "draw 1 card, or gain 1 power for your faction"
    Script(
        "01078",
        constants=(constants.constant("keyword", _kraken_stealth),),
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, draw 1 card or gain 1 power",
                _kraken_choice,
                trigger=on.won_challenge(unopposed=True),
                choices=("draw", "power"),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
