"""The Scorpion's Sting (04056, FFH, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_MARTELL = card_test(type="character", faction="martell")


def _used_plots(st: GameState, use: Use) -> int:
    """X: the plot cards in the user's used pile."""
    return len(st.players[use.seat].used)


def _any_used_plot(st: GameState, use: Use) -> str | None:
    """With no plot in the used pile X is 0: nothing can be chosen ([R-TARGET-3])."""
    return None if _used_plots(st, use) else "no plot card in your used pile (X is 0)"


def _renown_this_phase(st: GameState, use: Use) -> list[Prim]:
    """Each chosen [martell] character gains renown until the end of the phase; "up to X"
    ([R-TARGET-1]): no more than the plots in the used pile."""
    x = _used_plots(st, use)
    if len(use.targets) > x:
        raise RuleError("R-TARGET-1", f"up to {x} characters (the plots in your used pile)")
    return [primitives.keyword(cid, "renown", "phase") for cid in use.targets]


register(
    # The Scorpion's Sting: "After you lose a challenge", up to X [martell] characters gain
    # renown until the end of the phase (X: the plots in your used pile)
    Script(
        "04056",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, up to X [martell] characters gain renown",
                _renown_this_phase,
                trigger=triggers.lost_challenge(),
                condition=_any_used_plot,
                targets=(
                    Target(
                        lambda st, use, cid: _MARTELL(st, use.seat, use.source, cid),
                        1,
                        10,
                        "up to X [martell] characters",
                    ),
                ),
            ),
        ),
    ),
)
