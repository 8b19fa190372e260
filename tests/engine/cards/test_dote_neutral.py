"""Dragons of the East, neutral cards and plots and Fury of the Khalasar: a legal use and a
misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round

_WARRIOR = "01168"  # Braided Warrior: Dothraki, STR 3, cost 2


def _plots(g: CardGame, plot_a: str) -> CardGame:
    """A reveals ``plot_a`` (initiative under 4): B wins initiative and makes A first player;
    the draw phase follows."""
    g.ev("plot", seat="A", card=plot_a).ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I")
    g.ev("first_player", seat="A")
    return g.draw("A", 2).draw("B", 2)


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


# --- 15051 Loan from the Iron Bank ------------------------------------------------------------


def _loan_used() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["15051"])
    _plots(g.start(hand_a=["01053#1", "01053#2"]), "A:15051#1")
    return next_round(g, keep=("A:01053#1", "A:01053#2"))


def test_15051_loan_from_the_iron_bank_reduces_gold_while_in_the_used_pile() -> None:
    g = _loan_used()
    assert plot_value(g.state(), 0, "income") == 3 - 1
    g.ev("marshal", seat="A", card="01053#1", cost=2)
    assert g.state().players[0].gold == 0


def test_15051_loan_from_the_iron_bank_misuse_F_AW_3_3_spends_the_lost_gold() -> None:
    g = _loan_used()
    g.ev("marshal", seat="A", card="01053#1", cost=2)
    g.ev("marshal", seat="A", card="01053#2", cost=2)
    assert g.error()[:2] == (g.last_seq(), "F-AW-3-3")


# --- 15040 Tormund Giantsbane -----------------------------------------------------------------


def _tormund_wins() -> CardGame:
    g = CardGame(a=["15040"], b=[])
    g.start(setup_a=["15040#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["15040#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    return g


def test_15040_tormund_gains_a_tale_token_and_spends_it_for_str_and_renown() -> None:
    g = _tormund_wins()
    g.ability("A", "A:15040#1", "reaction", ability=1)
    assert g.state().tokens["A:15040#1"]["tale"] == 1
    g.ability(
        "A",
        "A:15040#1",
        "action",
        ability=2,
        targets=["A:15040#1"],
        costs=[{"op": "token", "card": "A:15040#1", "token": "tale", "amount": -1}],
    )
    st = g.state()
    assert strength(st, "A:15040#1") == 6 and has_keyword(st, "A:15040#1", "renown")


def test_15040_tormund_misuse_R_ABIL_7_no_tale_token_to_discard() -> None:
    g = _tormund_wins()
    g.ability(
        "A",
        "A:15040#1",
        "action",
        ability=2,
        targets=["A:15040#1"],
        costs=[{"op": "token", "card": "A:15040#1", "token": "tale", "amount": -1}],
    )
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-7")


# --- 15052 The Prince Who Came Too Late -------------------------------------------------------


def _prince_who_came_too_late(uses: int) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["15052"])
    _plots(g.start(), "A:15052#1")
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    g.ev("dominance", winner="B")
    deck_characters = ["A:01053#8", "A:01053#7"]
    for n in range(uses):
        g.ability("A", "A:15052#1", "action", targets=[deck_characters[n]], at="F-AW-6")
    return g


def test_15052_the_prince_who_came_too_late_puts_a_character_into_play() -> None:
    st = _prince_who_came_too_late(1).state()
    assert st.cards["A:01053#8"].zone == "play" and st.phase == "standing"


def test_15052_the_prince_who_came_too_late_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _prince_who_came_too_late(2)
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 15044 Lay Waste --------------------------------------------------------------------------


def _lay_waste(replacement: str) -> CardGame:
    g = CardGame(a=["15044"], b=["14018", "14019"])
    g.start(setup_b=["14018#1"], hand_a=["15044#1"]).round()
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    g.ability(
        "A",
        "A:15044#1",
        "action",
        targets=["B:14018#1", replacement],
        costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
        at="F-AW-5",
    )
    return g


def test_15044_lay_waste_discards_a_location_its_owner_puts_a_cheaper_one_into_play() -> None:
    st = _lay_waste("B:14019#1").state()  # Cape Wrath (2) for Lyseni Galley (1)
    assert st.cards["B:14018#1"].zone == "discard" and st.cards["B:14019#1"].zone == "play"


def test_15044_lay_waste_misuse_R_TARGET_1_a_replacement_as_costly() -> None:
    g = _lay_waste("B:14018#2")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15046 Fury of the Khalasar ---------------------------------------------------------------


def _fury(card: str) -> CardGame:
    g = CardGame(a=[_WARRIOR], b=[], plots_a=["15046"], faction_a="targaryen")
    g.start(hand_a=[f"{_WARRIOR}#1", "01187#1"]).round(plot_a="A:15046#1")
    _to_challenges(g)
    g.ability("A", "A:15046#1", "reaction", targets=[card])
    return g


def test_15046_fury_of_the_khalasar_a_dothraki_for_the_phase() -> None:
    g = _fury(f"A:{_WARRIOR}#1")
    assert g.state().cards[f"A:{_WARRIOR}#1"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")
    assert g.state().cards[f"A:{_WARRIOR}#1"].zone == "hand"


def test_15046_fury_of_the_khalasar_misuse_R_TARGET_1_not_a_dothraki() -> None:
    g = _fury("A:01187#1")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15043 Water Dancer's Sword ---------------------------------------------------------------


def test_15043_water_dancers_sword_returns_to_hand_when_challenges_end() -> None:
    g = CardGame(a=["15043"], b=[])
    g.start(setup_a=["01053#1", "15043#1"], attach_a={"15043#1": "01053#1"}).round()
    assert strength(g.state(), "A:01053#1") == 4
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    g.ev("dominance", winner="A")
    assert g.state().cards["A:15043#1"].zone == "hand"


def test_15043_water_dancers_sword_misuse_R_ATTACH_4_printed_str_4() -> None:
    g = CardGame(a=["15043", "14009"], b=[])
    g.start(setup_a=["14009#1", "15043#1"], attach_a={"15043#1": "14009#1"})
    seq, rule, message = g.error()
    setup_a = next(e["seq"] for e in g.events if e["type"] == "setup" and e["seat"] == "A")
    assert (seq, rule) == (setup_a, "R-ATTACH-4") and "printed STR 3 or lower" in message
