"""Moving a card test's game on: to the challenges phase, or to the next round (for the
cards that count the plot cards in the used pile)."""

from __future__ import annotations

from engine.game.play.replay import replay
from tests.engine.cards.harness import VANILLA_PLOT, CardGame


def next_round(g: CardGame, first: str = "A", keep: tuple[str, ...] = ()) -> CardGame:
    """Both players pass the rest of the round (marshaling, challenges), discard down to
    their reserve of 5 (never the cards in ``keep``), reveal vanilla plots: the next round
    rests in the draw phase, with the last plot in each used pile."""
    for _ in range(2):  # marshaling, then challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = replay(g.doc()).state
    assert st is not None
    for p in st.players:
        if len(p.hand) > 5:
            spare = sorted(c for c in p.hand if c not in keep)
            g.ev("reserve", seat=p.key, cards=spare[: len(p.hand) - 5])
    used = {ev.get("card") for ev in g.events if ev["type"] == "plot"}
    for seat in "AB":
        plots = (f"{seat}:{VANILLA_PLOT}#{n}" for n in range(1, 11))
        g.ev("plot", seat=seat, card=next(p for p in plots if p not in used))
    g.ev("first_player", seat=first)
    g.draw("A", 2).draw("B", 2)
    return g


def to_challenges(g: CardGame) -> CardGame:
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g
