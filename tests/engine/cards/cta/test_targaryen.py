"""CtA, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import VANILLA_PLOT, CardGame

BEGGAR = "04034"
VISERYS = "04014"  # Viserys Targaryen: a [targaryen] King, cost 2
SONG = "03050"  # A Song of Summer: printed gold value 5 (The Winds of Winter: 3)


def _beggar_king(plot_a: str, plot_b: str, king_b: bool = False) -> CardGame:
    """Beggar King on A's Illyrio; the plots revealed, A kneels Beggar King."""
    g = CardGame(a=[BEGGAR, "01163"], b=[VISERYS], faction_a="targaryen",
                 plots_a=[SONG], plots_b=[SONG])  # fmt: skip
    g.start(setup_a=["01163#1", f"{BEGGAR}#1"], attach_a={f"{BEGGAR}#1": "01163#1"},
            setup_b=[f"{VISERYS}#1"] if king_b else [])  # fmt: skip
    g.ev("plot", seat="A", card=f"A:{plot_a}#1").ev("plot", seat="B", card=f"B:{plot_b}#1")
    g.ability("A", f"A:{BEGGAR}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{BEGGAR}#1"}])  # fmt: skip
    return g


def _gold_after(g: CardGame) -> int:
    """A's gold pool after the reaction (income is collected later, [F-2.1])."""
    return g.state().players[0].gold


def test_04034_beggar_king_2_gold_after_a_richer_plot_without_an_opponents_king() -> None:
    g = _beggar_king(VANILLA_PLOT, SONG)
    st = g.state()
    assert has_trait(st, "A:01163#1", "King") and st.cards[f"A:{BEGGAR}#1"].kneeling
    assert _gold_after(g) == 2


def test_04034_beggar_king_1_gold_while_an_opponent_controls_a_king() -> None:
    assert _gold_after(_beggar_king(VANILLA_PLOT, SONG, king_b=True)) == 1


def test_04034_beggar_king_misuse_R_REACTION_3_the_opponents_plot_is_poorer() -> None:
    g = _beggar_king(SONG, VANILLA_PLOT)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and BEGGAR in message
