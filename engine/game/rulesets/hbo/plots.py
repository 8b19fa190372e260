"""The plot deck of the HBO edition: the plot revealed last is not available in the next
Plot phase ([H-PLOT-5]: when the last plot is revealed, every used plot *except the one just
revealed* returns; [H-PLOT-5-CYCLE]: rounds 1-7, then cycles of 6). The shared check refuses
any plot outside the plot deck ([H-PLOT-4]); this one names the rule of the revealed plot."""

from __future__ import annotations

from engine.game.logformat.events import GameEvent, Plot
from engine.game.state.model import GameState, RuleError

_SEATS = ("A", "B")


def check_plot_choice(st: GameState, ev: GameEvent) -> None:
    """[H-PLOT-5], [H-EX-PLOTCYCLE]: a player cannot choose his or her revealed plot (in
    round 8 the round-7 plot, in round 14 the round-13 plot ...)."""
    if not isinstance(ev, Plot) or ev.seat not in _SEATS[: len(st.players)]:
        return
    player = st.players[_SEATS.index(ev.seat)]
    if player.chosen_plot is None and ev.card == player.revealed:
        raise RuleError(
            "H-PLOT-5",
            f"{ev.card} is {player.key}'s revealed plot: it stays out of the plot deck "
            "until the next recycling",
        )
