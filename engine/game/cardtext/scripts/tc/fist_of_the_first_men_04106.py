"""Fist of the First Men (04106, TC, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants
from engine.game.state.model import CardInst, GameState, plot_value

_RANGERS_YOURS = card_test(type="character", controller="you", traits=("Ranger",))


def _reserve_higher_than_an_opponents(st: GameState, inst: CardInst) -> bool:
    """ "While your reserve value is higher than an opponent's" (any one opponent still in
    the game; the reserve values as card text leaves them, [R-PLOT-8])."""
    mine = plot_value(st, inst.controller, "reserve")
    return any(
        mine > plot_value(st, p.index, "reserve")
        for p in st.players
        if p.index != inst.controller and not p.eliminated
    )


register(
    # Fist of the First Men: while your reserve is higher than an opponent's, each Ranger
    # you control gets +1 STR and "cannot be bypassed by stealth"
    Script(
        "04106",
        constants=(
            constants.on_each("str", _RANGERS_YOURS, when=_reserve_higher_than_an_opponents),
            constants.on_each(
                "cannot", _RANGERS_YOURS, "bypass", when=_reserve_higher_than_an_opponents
            ),
        ),
    ),
)
