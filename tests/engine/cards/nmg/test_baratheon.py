"""NMG, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

GENDRY, ARMORY = "02068", "02069"


def _dominance(setup_a: list[str], setup_b: list[str]) -> CardGame:
    """Nobody acts: dominance is determined by the next event."""
    g = CardGame(a=[GENDRY, ARMORY], b=[], faction_a="baratheon")
    g.start(setup_a=setup_a, setup_b=setup_b).round()
    for seat in "ABABAB":
        g.ev("pass", seat=seat)
    return g


def _gendry_loses_dominance() -> CardGame:
    return _dominance([f"{GENDRY}#1"], ["01053#1", "01053#2", "01187#1"])  # 4 STR against 6


def test_02068_gendry_gains_1_power_after_you_win_dominance() -> None:
    g = _dominance([f"{GENDRY}#1"], ["01187#1"])
    g.ability("A", f"A:{GENDRY}#1", "reaction")
    st = g.state()
    assert (st.cards[f"A:{GENDRY}#1"].power, st.players[0].power) == (1, 1)


def test_02068_gendry_sacrifices_a_bastard_after_an_opponent_wins_dominance() -> None:
    g = _gendry_loses_dominance()
    g.ability("A", f"A:{GENDRY}#1", "forced", choice="sacrifice",
              effects=[{"op": "sacrifice", "card": f"A:{GENDRY}#1"}])  # fmt: skip
    assert g.state().cards[f"A:{GENDRY}#1"].zone == "discard"


def test_02068_gendry_misuse_R_EFFECT_1_discards_power_he_does_not_have() -> None:
    g = _gendry_loses_dominance()
    g.ability("A", f"A:{GENDRY}#1", "forced", choice="discard")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1")


def test_02068_gendry_misuse_R_REACTION_3_gains_power_in_a_challenge() -> None:
    g = CardGame(a=[GENDRY], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{GENDRY}#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{GENDRY}#1"])
    g.ability("A", f"A:{GENDRY}#1", "reaction")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


def test_02069_tobho_motts_armory_kneels_to_draw_after_you_win_dominance() -> None:
    g = _dominance([f"{ARMORY}#1", "01053#1"], [])
    hand = len(g.state().players[0].hand)
    top = g.deck_ids("A")[-1]
    g.ability("A", f"A:{ARMORY}#1", "reaction", costs=[{"op": "kneel", "card": f"A:{ARMORY}#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": [top]}])  # fmt: skip
    st = g.state()
    assert len(st.players[0].hand) == hand + 1 and st.cards[f"A:{ARMORY}#1"].kneeling


def test_02069_tobho_motts_armory_misuse_R_REACTION_3_opponent_won_dominance() -> None:
    g = _dominance([f"{ARMORY}#1"], ["01187#1"])
    g.ability("A", f"A:{ARMORY}#1", "reaction", costs=[{"op": "kneel", "card": f"A:{ARMORY}#1"}])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
