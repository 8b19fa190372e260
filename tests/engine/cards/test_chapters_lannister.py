"""Chapter packs, House Lannister: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


def _unopposed(g: CardGame, ctype: str, attackers: list[str], total: int) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


# --- 06110 The Goldroad -----------------------------------------------------------------------


def test_06110_the_goldroad_gains_1_gold_in_the_challenges_phase() -> None:
    g = CardGame(a=["06110"], b=[])
    g.start(setup_a=["06110#1"]).round()
    _to_challenges(g)
    g.ability("A", "A:06110#1", "action", costs=[{"op": "kneel", "card": "A:06110#1"}])
    assert g.state().players[0].gold == 3 + 1 + 1  # income 3, +1 income, the action


def test_06110_the_goldroad_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = CardGame(a=["06110"], b=[])
    g.start(setup_a=["06110#1"]).round()
    g.ability("A", "A:06110#1", "action", costs=[{"op": "kneel", "card": "A:06110#1"}],
              at="F-AW-3")  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-ACTION-2")


# --- 02009 The Hound --------------------------------------------------------------------------


def _hound_wins() -> CardGame:
    g = CardGame(a=["02009"], b=[])
    g.start(setup_a=["02009#1"]).round()
    _to_challenges(g)
    _unopposed(g, "power", ["02009#1"], 6)
    return g


def test_02009_the_hound_returns_to_hand_unless_a_card_is_discarded() -> None:
    g = _hound_wins()
    g.ability("A", "A:02009#1", "forced", choice="return")
    assert g.state().cards["A:02009#1"].zone == "hand"


def test_02009_the_hound_stays_for_a_random_discard() -> None:
    g = _hound_wins()
    card = sorted(g.drawn["A"] - {"A:02009#1"})[0]
    g.ability("A", "A:02009#1", "forced", choice="discard",
              effects=[{"op": "discard", "card": card}])  # fmt: skip
    st = g.state()
    assert st.cards["A:02009#1"].zone == "play" and st.cards[card].zone == "discard"


def test_02009_the_hound_misuse_R_FORCED_1_left_out() -> None:
    g = _hound_wins()
    g.ev("pass", seat="A")
    assert g.error()[:2] == (g.last_seq(), "R-FORCED-1")


# --- 04049 Ser Amory Lorch --------------------------------------------------------------------


def test_04049_ser_amory_lorch_gains_renown_against_3_or_fewer_characters() -> None:
    g = CardGame(a=["04049"], b=[])
    g.start(setup_a=["04049#1"], setup_b=["01187#1"]).round()
    assert has_keyword(g.state(), "A:04049#1", "renown")


def test_04049_ser_amory_lorch_misuse_R_KW_RENOWN_1_against_4_characters() -> None:
    g = CardGame(a=["04049"], b=[])
    g.start(setup_a=["04049#1"], setup_b=["01053#1", "01053#2", "01187#1", "01187#2"]).round()
    _to_challenges(g)
    _unopposed(g, "power", ["04049#1"], 4)
    g.ev("keyword", seat="A", keyword="renown", card="A:04049#1")
    assert g.error()[:2] == (g.last_seq(), "R-KW-RENOWN-1")


# --- 02049 Ser Gregor Clegane -----------------------------------------------------------------


def _gregor_pillages(kill_gregor: bool) -> tuple[CardGame, str]:
    """Ser Gregor wins a military challenge; pillage discards B's top card, a character
    (a vanilla filler, printed cost 2); the reaction follows, killing Gregor if asked."""
    g = CardGame(a=["02049"], b=[])
    g.start(setup_a=["02049#1"], setup_b=["01187#1"]).round()
    _to_challenges(g)
    _unopposed(g, "military", ["02049#1"], 10)
    g.ev("claim", seat="B", cards=["B:01187#1"])
    top = g._filler("B", 1)[0]
    g.ev("keyword", seat="A", keyword="pillage", card="A:02049#1", cards=[top])
    g.ability("A", "A:02049#1", "reaction", targets=["A:02049#1"] if kill_gregor else [])
    return g, top


def test_02049_ser_gregor_pillaged_character_to_the_dead_pile() -> None:
    g, top = _gregor_pillages(kill_gregor=False)
    assert g.state().cards[top].zone == "dead"


def test_02049_ser_gregor_misuse_R_TARGET_1_kills_a_character_of_another_cost() -> None:
    g, _ = _gregor_pillages(kill_gregor=True)
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 02070 Red Cloaks -------------------------------------------------------------------------


def _red_cloaks(uses: int) -> CardGame:
    g = CardGame(a=["02070"], b=[])
    g.start(setup_a=["02070#1"]).round()
    for _ in range(uses):
        g.ability("A", "A:02070#1", "action", at="F-AW-3")
    return g


def test_02070_red_cloaks_gets_1_str_per_gold_on_it_in_intrigue() -> None:
    g = _red_cloaks(1)
    assert g.state().players[0].gold == 2
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["02070#1"])
    assert strength(g.state(), "A:02070#1") == 3


def test_02070_red_cloaks_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _red_cloaks(2)
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")
