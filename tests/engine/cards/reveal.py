"""A round's plot phase with named plots, whatever their initiative: A is the first player."""

from __future__ import annotations

from engine.game.data.cards import load_cards
from engine.game.play.replay import replay
from engine.game.state.model import plot_value
from tests.engine.cards.harness import VANILLA_PLOT, CardGame


def reveal_plots(g: CardGame, plot_a: str, plot_b: str | None = None, draw: int = 2) -> CardGame:
    """Both plots revealed (``plot_b``: B's next vanilla plot); a tie on initiative is drawn
    for A (round 1: no power yet); A is chosen as the first player; each player draws
    ``draw`` fillers (0: no draw). The game rests in A's marshaling (or the draw phase)."""
    used = {ev.get("card") for ev in g.events if ev["type"] == "plot"}
    if plot_b is None:
        plot_b = next(
            f"{VANILLA_PLOT}#{n}" for n in range(1, 11) if f"B:{VANILLA_PLOT}#{n}" not in used
        )
    g.ev("plot", seat="A", card=f"A:{plot_a}").ev("plot", seat="B", card=f"B:{plot_b}")
    db = load_cards()
    initiative = [db.get(p.split("#")[0]).plot for p in (plot_a, plot_b)]
    if initiative[0] and initiative[1] and initiative[0].initiative == initiative[1].initiative:
        g.ev("initiative", seat="A", tiebreak="random")
    g.ev("first_player", seat="A")
    if draw:
        g.draw("A", draw).draw("B", draw)
    return g


def finish_round(g: CardGame) -> CardGame:
    """Both players pass marshaling and challenges, then discard down to their revealed
    plots' reserve: the next round's plot phase follows."""
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = replay(g.doc()).state
    assert st is not None
    for player in st.players:
        reserve = plot_value(st, player.index, "reserve")
        if len(player.hand) > reserve:
            g.ev(
                "reserve", seat=player.key, cards=sorted(player.hand)[: len(player.hand) - reserve]
            )
    return g
