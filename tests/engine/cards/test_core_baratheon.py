"""Core Set, House Baratheon: a legal use and a misuse of each scripted card.

The filler 01053 Bastard in Hiding is a [baratheon] character (mil/pow, STR 2); 01113 is
[martell] (mil/int) and 01187 [tyrell] (int/pow)."""

from __future__ import annotations

from engine.game.state import icons, strength
from tests.engine.cards.harness import CardGame


def _to_challenges(g: CardGame) -> CardGame:
    """From the draw phase: both players marshal nothing (the challenges phase begins with
    the next challenge event)."""
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _to_dominance(g: CardGame) -> CardGame:
    """From the challenges phase, A active: both initiate no further challenge."""
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


# --- 01046 Maester Cressen --------------------------------------------------------------------


def _cressen_game() -> CardGame:
    g = CardGame(a=["01046"], b=["01034", "01032", "01049"])
    g.start(setup_a=["01046#1"], setup_b=["01049#1", "01034#1", "01032#1"],
            attach_b={"01034#1": "01049#1", "01032#1": "01049#1"}).round()  # fmt: skip
    return g


def test_01046_maester_cressen_discards_a_condition_attachment() -> None:
    g = _cressen_game()
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01034#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards["A:01046#1"].kneeling


def test_01046_maester_cressen_misuse_R_TARGET_1_an_item_attachment() -> None:
    g = _cressen_game()
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01032#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01046_maester_cressen_misuse_R_TRIGGERED_1_in_the_dominance_phase() -> None:
    """A marshaling action fits nowhere before the next round's plots are chosen."""
    g = _cressen_game()
    for seat in "AABAB":  # the draw window, both marshal nothing, initiate no challenge
        g.ev("pass", seat=seat)
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01034#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TRIGGERED-1") and "F-AW-5" in message


# --- 01048 Robert Baratheon -------------------------------------------------------------------


def _robert_attacks() -> CardGame:
    g = CardGame(a=["01048"], b=[])
    g.start(setup_a=["01048#1"], setup_b=["01053#1", "01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01048#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g


def test_01048_robert_baratheon_gets_1_str_per_other_kneeling_character() -> None:
    g = _robert_attacks()
    assert strength(g.state(), "A:01048#1") == 5 + 1  # the kneeling defender; not himself
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=2)
    assert g.verdict().errors == ()


def test_01048_robert_baratheon_constant_ignored_F_4_2_2_printed_str_stated() -> None:
    g = _robert_attacks()
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2)
    assert g.error()[1] == "F-4.2.2"


# --- 01049 Selyse Baratheon -------------------------------------------------------------------


def _selyse_game() -> CardGame:
    g = CardGame(a=["01049"], b=[])
    g.start(setup_a=["01049#1", "01053#1", "01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01049#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01049_selyse_gives_a_baratheon_character_an_intrigue_icon() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01053#1"])  # fmt: skip
    g.ev("pass", seat="A")  # the power challenge ends; claim moves nothing from B
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01053#1"])
    st = g.state()
    assert "intrigue" in icons(st, "A:01053#1") and st.players[0].gold == 3 - 1


def test_01049_selyse_misuse_R_TARGET_1_not_a_baratheon_character() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01113#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01049_selyse_misuse_R_COST_2_gold_not_paid() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", targets=["A:01053#1"])
    assert g.error()[1] == "R-COST-2"


# --- 01054 Fiery Followers --------------------------------------------------------------------


def _followers_attacked() -> CardGame:
    g = CardGame(a=["01054"], b=[])
    g.start(setup_a=["01054#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01054#1"])
    return g


def test_01054_fiery_followers_stand_when_the_dominance_phase_begins() -> None:
    g = _followers_attacked()
    g.ev("defenders", seat="B", defenders=[])
    _to_dominance(g)
    g.ability("A", "A:01054#1", "reaction")
    st = g.state()
    assert st.phase == "dominance" and not st.cards["A:01054#1"].kneeling


def test_01054_fiery_followers_misuse_R_REACTION_3_during_a_challenge() -> None:
    g = _followers_attacked()
    g.ability("A", "A:01054#1", "reaction")  # defenders not declared: the game waits here
    assert g.error()[1] == "R-REACTION-3"


# --- 01055 King's Hunting Party ---------------------------------------------------------------


def _hunting_party_attacks(b_setup: list[str]) -> CardGame:
    g = CardGame(a=["01055"], b=["01048"])
    g.start(setup_a=["01055#1"], setup_b=b_setup).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01055#1"])
    return g


def test_01055_kings_hunting_party_gains_intrigue_while_an_opponent_has_a_king() -> None:
    g = _hunting_party_attacks(["01048#1"])  # B: Robert Baratheon, a King
    assert "intrigue" in icons(g.state(), "A:01055#1")


def test_01055_kings_hunting_party_without_a_king_F_4_2_4_no_intrigue_attack() -> None:
    assert _hunting_party_attacks(["01053#1"]).error()[1] == "F-4.2-4"


# --- 01056 Dragonstone Faithful, 01059 Dragonstone Port ---------------------------------------


def _reducer_game(reducer: str, hand: list[str]) -> CardGame:
    g = CardGame(a=[reducer, "01056"], b=[])
    g.start(setup_a=[f"{reducer}#1"], hand_a=hand).round()
    g.ability("A", f"A:{reducer}#1", "action",
              costs=[{"op": "kneel", "card": f"A:{reducer}#1"}])  # fmt: skip
    return g


def test_01056_dragonstone_faithful_reduces_the_next_baratheon_character() -> None:
    g = _reducer_game("01056", ["01053#1"])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.state().players[0].gold == 3 - 1


def test_01056_dragonstone_faithful_misuse_R_COST_1_not_a_baratheon_character() -> None:
    g = _reducer_game("01056", ["01113#1"])
    g.ev("marshal", seat="A", card="01113#1", cost=1)
    assert g.error()[1] == "R-COST-1"


def test_01056_dragonstone_faithful_misuse_R_COST_2_not_knelt() -> None:
    g = CardGame(a=["01056"], b=[])
    g.start(setup_a=["01056#1"]).round()
    g.ability("A", "A:01056#1", "action")
    assert g.error()[1] == "R-COST-2"


def test_01059_dragonstone_port_reduces_the_next_baratheon_card() -> None:
    g = _reducer_game("01059", ["01056#2"])
    g.ev("marshal", seat="A", card="01056#2", cost=0)  # Dragonstone Faithful: 1 - 1
    assert g.state().players[0].gold == 3


def test_01059_dragonstone_port_misuse_R_COST_1_a_second_card_not_reduced() -> None:
    g = _reducer_game("01059", ["01056#2", "01056#3"])
    g.ev("marshal", seat="A", card="01056#2", cost=0)
    g.ev("marshal", seat="A", card="01056#3", cost=0)
    assert g.error()[1] == "R-COST-1"


# --- 01064 Seen In Flames ---------------------------------------------------------------------


def _seen_in_flames(a_setup: list[str]) -> CardGame:
    g = CardGame(a=["01064", "01054"], b=["01034"])
    g.start(setup_a=a_setup, hand_a=["01064#1"], hand_b=["01034#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    return g


def test_01064_seen_in_flames_discards_a_card_from_the_opponents_hand() -> None:
    g = _seen_in_flames(["01054#1", "01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["B:01034#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards["A:01064#1"].zone == "discard"


def test_01064_seen_in_flames_misuse_R_PLAYRES_1_no_rhllor_character() -> None:
    g = _seen_in_flames(["01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["B:01034#1"])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


def test_01064_seen_in_flames_misuse_R_TARGET_1_a_card_in_play() -> None:
    g = _seen_in_flames(["01054#1", "01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01054#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"
