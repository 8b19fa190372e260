"""Old Nan (03010, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _a_plot_revealed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a plot card is revealed" (the one the log names in ``targets``, when two were
    revealed together)."""
    return h.kind == "plot_revealed" and (not use.targets or h.card in use.targets)


def _revealed_now(st: GameState, use: Use, cid: str) -> bool:
    return any(h.kind == "plot_revealed" and h.card == cid for h in st.happened)


def _plot_gains_season(st: GameState, use: Use) -> list[Prim]:
    """ "that plot card gain[s] the Summer or Winter trait until the end of the round"."""
    plot = use.answers.card if use.answers is not None else None
    if plot is None:
        return []
    return [primitives.lasting("trait", "round", card=plot, amount=1, name=use.choice)]  # fmt: skip


register(
    # Old Nan: kneel her as a plot card is revealed: it gains Summer or Winter this round
    Script(
        "03010",
        abilities=(
            Ability(
                "interrupt",
                "when a plot card is revealed, kneel her: it gains Summer or Winter",
                _plot_gains_season,
                trigger=_a_plot_revealed,
                costs=(costs.kneel_self(),),
                targets=(Target(_revealed_now, 1, 1, "the plot card being revealed"),),
                choices=("Summer", "Winter"),
            ),
        ),
    ),
)
