"""TC, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

GREENBLOOD, SONG = "04116", "03050"  # A Song of Summer: Summer (its own bonus off in Winter)
DAYNE = "01113"  # House Dayne Knight: a vanilla [martell] character, STR 2


def _dayne_attacks(plot_a: str | None) -> CardGame:
    """A reveals ``plot_a`` (None: the vanilla Winter plot), B the Winter one; A's House
    Dayne Knight attacks beside The Greenblood."""
    plots = [plot_a] if plot_a else []
    g = CardGame(a=[GREENBLOOD], b=[], plots_a=plots, faction_a="martell")
    g.start(setup_a=[f"{GREENBLOOD}#1", f"{DAYNE}#1"], setup_b=[f"{DAYNE}#1"])
    g.ev("plot", seat="A", card=f"A:{plot_a or '01025'}#1").ev("plot", seat="B", card="B:01025#1")
    if plot_a:  # initiative 3 against 4: B wins it and chooses A first
        g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="A")
    else:
        g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.draw("A", 2).draw("B", 2)
    to_challenges(g)
    return unopposed(g, "military", [f"{DAYNE}#1"])


def test_04116_the_greenblood_gives_1_str_per_summer_plot_revealed() -> None:
    g = _dayne_attacks(SONG)
    st = g.state()
    assert strength(st, f"A:{DAYNE}#1") == 2 + 1 and strength(st, f"B:{DAYNE}#1") == 2
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04116_the_greenblood_misuse_F_4_2_2_bonus_without_a_summer_plot() -> None:
    g = _dayne_attacks(None)
    assert strength(g.state(), f"A:{DAYNE}#1") == 2
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


ARYS, STEWARD = "04115", "01152"  # Winterfell Steward: an Ally character


def _arys_discards(target: str) -> CardGame:
    """A marshals Ser Arys Oakheart (cost 4, with 3 more gold) and pays 2 gold to discard
    ``target``."""
    g = CardGame(a=[ARYS], b=[STEWARD], faction_a="martell")
    g.start(hand_a=[f"{ARYS}#1"], setup_b=[f"{STEWARD}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{ARYS}#1", cost=4)
    return g.ability("A", f"A:{ARYS}#1", "reaction", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_04115_ser_arys_oakheart_discards_an_ally_after_entering_play() -> None:
    st = _arys_discards(f"B:{STEWARD}#1").state()
    assert st.cards[f"B:{STEWARD}#1"].zone == "discard" and st.players[0].gold == 6 - 4 - 2


def test_04115_ser_arys_oakheart_misuse_R_TARGET_1_not_an_ally() -> None:
    g = _arys_discards("B:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "01053" in message
