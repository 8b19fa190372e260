"""TIMC, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges

HOST, SONG = "04063", "03050"  # A Song of Summer: a Summer plot; The Winds of Winter: Winter


def test_04063_king_renlys_host_gets_4_str_while_a_summer_plot_is_revealed() -> None:
    g = CardGame(a=[HOST], b=[], plots_a=[SONG], plots_b=[SONG], faction_a="tyrell")
    g.start(setup_a=[f"{HOST}#1"])
    reveal_plots(g, f"{SONG}#1", f"{SONG}#1")
    assert strength(g.state(), f"A:{HOST}#1") == 4 + 4 + 1  # +1: A Song of Summer
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{HOST}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=9, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04063_king_renlys_host_misuse_F_4_2_4_attacks_while_a_winter_plot_is_revealed() -> None:
    g = CardGame(a=[HOST], b=[], plots_a=[SONG], faction_a="tyrell")
    g.start(setup_a=[f"{HOST}#1"])
    reveal_plots(g, f"{SONG}#1")  # B reveals The Winds of Winter
    assert strength(g.state(), f"A:{HOST}#1") == 4 + 4  # Winter: Song gives no +1
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{HOST}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


KEEP = "04064"


def _caswells_keep(top: list[str], bottom: list[str]) -> CardGame:
    """Both players reveal plots; A reacts with Caswell's Keep choosing B's deck."""
    g = CardGame(a=[KEEP], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{KEEP}#1"])
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card="B:01025#1")
    return g.ability("A", f"A:{KEEP}#1", "reaction", choice="B",
                     effects=[{"op": "arrange_deck", "seat": "B", "top": top,
                               "bottom": bottom}])  # fmt: skip


def test_04064_caswells_keep_one_of_the_top_2_cards_to_the_bottom() -> None:
    g = CardGame(a=[KEEP], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{KEEP}#1"])
    first, second = g._filler("B", 2)
    g = _caswells_keep([first], [second])
    deck = g.state().players[1].deck
    assert deck[0] == second and deck[-1] == first  # the deck's end is its top


def test_04064_caswells_keep_misuse_R_EFFECT_1_both_cards_to_the_bottom() -> None:
    g = CardGame(a=[KEEP], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{KEEP}#1"])
    g = _caswells_keep([], g._filler("B", 2))
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "bottom" in message
