"""Fury of the Storm, House Baratheon, continued: a legal use and a misuse of each scripted
card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _game(a: list[str], **kw: object) -> CardGame:
    return CardGame(a=a, b=[], faction_a="baratheon", **kw)  # type: ignore[arg-type]


# --- 14011 Ser Imry Florent -------------------------------------------------------------------


def _imry(targets: list[str]) -> CardGame:
    g = _game(["14011", "14018"])
    g.start(setup_a=["14011#1", "14018#1"], setup_b=["01187#1", "01053#1"]).round()
    return g.ability("A", "A:14011#1", "action", targets=targets,
                     costs=[{"op": "kill", "card": "A:14011#1"}])  # fmt: skip


def test_14011_ser_imry_florent_a_location_sacrificed_kneels_a_character() -> None:
    st = _imry(["A:14018#1", "B:01187#1"]).state()
    assert st.cards["A:14011#1"].zone == "dead" and st.cards["A:14018#1"].zone == "discard"
    assert st.cards["B:01187#1"].kneeling and not st.cards["B:01053#1"].kneeling


def test_14011_ser_imry_florent_misuse_R_TARGET_3_two_kneel_for_one_location() -> None:
    g = _imry(["A:14018#1", "B:01187#1", "B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-3")
    assert "14011 Ser Imry Florent" in message


# --- 14014 Acolyte of the Flame ---------------------------------------------------------------


def _acolyte(where: str) -> CardGame:
    """Round 1: the draw phase begins; the Acolyte looks at B's top 2 cards before the draws."""
    g = _game(["14014"])
    g.start(setup_a=["14014#1"])
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card="B:01025#2")
    g.ev("initiative", seat="A", at="F-1.3.I")
    g.ev("first_player", seat="A")
    top = sorted(set(g.deck_ids("B")) - g.drawn["B"])[:2]
    placed = (
        {"top": [], "bottom": top} if where == "bottom" else {"top": top[:1], "bottom": top[1:]}
    )
    return g.ability("A", "A:14014#1", "reaction", costs=[{"op": "kneel", "card": "A:14014#1"}],
                     effects=[{"op": "arrange_deck", "seat": "B", **placed}])  # fmt: skip


def test_14014_acolyte_of_the_flame_puts_the_top_2_on_the_bottom() -> None:
    g = _acolyte("bottom")
    assert g.state().cards["A:14014#1"].kneeling


def test_14014_acolyte_of_the_flame_misuse_R_EFFECT_1_one_on_top_one_at_the_bottom() -> None:
    g = _acolyte("split")
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 14007 Alester Florent --------------------------------------------------------------------


def test_14007_alester_florent_draws_after_a_house_florent_character_enters() -> None:
    g = _game(["14007", "14011"])
    g.start(setup_a=["14007#1"], hand_a=["14011#1"]).round()
    g.ev("marshal", seat="A", card="14011#1", cost=3)
    top = g._filler("A", 1)
    g.ability("A", "A:14007#1", "reaction", ability=1,
              effects=[{"op": "draw", "seat": "A", "cards": top}])  # fmt: skip
    assert g.state().cards[top[0]].zone == "hand"


def _alester_killed(with_rhllor: bool) -> CardGame:
    g = _game(["14007", "14014"])
    g.start(setup_a=["14007#1"] + (["14014#1"] if with_rhllor else []),
            setup_b=["01187#1"]).round()  # fmt: skip
    faction_action(g, "A", {"op": "kill", "card": "A:14007#1"})
    return g.ability("A", "A:14007#1", "interrupt", ability=2, targets=["B:01187#1"])


def test_14007_alester_florent_leaving_play_kneels_an_opponents_character() -> None:
    assert _alester_killed(with_rhllor=True).state().cards["B:01187#1"].kneeling


def test_14007_alester_florent_misuse_R_PLAYRES_1_no_other_rhllor() -> None:
    g = _alester_killed(with_rhllor=False)
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 14012 Red Priest -------------------------------------------------------------------------


def _red_priest(target_seat: str) -> tuple[CardGame, str]:
    g = _game(["14012"])
    g.start(hand_a=["14012#1"]).round()
    g.ev("marshal", seat="A", card="14012#1", cost=3)
    card = sorted(g.drawn[target_seat] - {"A:14012#1"})[0]
    g.ability("A", "A:14012#1", "reaction", targets=[card])
    return g, card


def test_14012_red_priest_removes_a_card_until_it_leaves_play() -> None:
    g, card = _red_priest("B")
    assert g.state().cards[card].zone == "removed"
    faction_action(g, "A", {"op": "kill", "card": "A:14012#1"})
    assert g.state().cards[card].zone == "hand"


def test_14012_red_priest_misuse_R_TARGET_1_a_card_of_your_own_hand() -> None:
    g, _ = _red_priest("A")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14013 Shyra Errol ------------------------------------------------------------------------


def _shyra(costs: list[dict[str, object]]) -> CardGame:
    g = _game(["14013"])
    g.start(setup_a=["14013#1"], setup_b=["01187#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "card": "B:01187#1", "amount": 2})
    faction_action(g, "A", {"op": "kill", "card": "B:01187#1"})
    return g.ability("A", "A:14013#1", "interrupt", costs=costs)


def test_14013_shyra_errol_moves_the_killed_characters_power_to_its_faction_card() -> None:
    st = _shyra([{"op": "sacrifice", "card": "A:14013#1"}]).state()
    assert st.players[1].power == 2 and st.cards["A:14013#1"].zone == "discard"


def test_14013_shyra_errol_misuse_R_COST_2_not_sacrificed() -> None:
    g = _shyra([])
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 14002 Stannis Baratheon ------------------------------------------------------------------


def test_14002_stannis_draws_the_claim_value_after_a_power_win() -> None:
    g = _game(["14002"])
    g.start(setup_a=["14002#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["14002#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=7, defender_str=0, unopposed=True)
    top = g._filler("A", 2)  # The Winds of Winter: claim 2
    g.ability("A", "A:14002#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": top}])
    assert all(g.state().cards[c].zone == "hand" for c in top)


def test_14002_stannis_misuse_R_IMMUNE_1_targeted_by_an_opponents_event() -> None:
    g = CardGame(a=["14002"], b=["02099"], faction_a="baratheon")
    g.start(setup_a=["14002#1"], hand_b=["02099#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="A")  # the draw window, A's marshaling turn
    g.ability("B", "B:02099#1", "action", targets=["A:14002#1"], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-IMMUNE-1") and "A:14002#1" in message
