"""TtB, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import VANILLA_PLOT, CardGame

_ROSEROAD = "01040"  # location, printed cost 0 (limited, +1 income: the framework)
_WENDAMYR = "01070"  # Maester Wendamyr: a Maester character, printed cost 2 (stealth)
_RANGING_PARTY = "01132"  # an Army character (military icon)
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]
_ATTACKERS = ["01053#1", "01053#2", "01053#3"]  # STR 2 each, [power] icon


def test_02017_support_of_the_people_puts_a_cheap_location_into_play() -> None:
    g = CardGame(a=["02017", _ROSEROAD], b=[])
    g.start(setup_a=_ATTACKERS, hand_a=["02017#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=_ATTACKERS)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ability("A", "A:02017#1", "reaction", costs=_PAY_1, targets=[f"A:{_ROSEROAD}#1"])
    st = g.state()
    assert st.cards[f"A:{_ROSEROAD}#1"].zone == "play"
    assert st.cards["A:02017#1"].zone == "discard"


def test_02017_support_of_the_people_misuse_R_TARGET_1_a_character_is_no_location() -> None:
    g = CardGame(a=["02017"], b=[])
    g.start(setup_a=_ATTACKERS, hand_a=["02017#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=_ATTACKERS)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    in_deck = next(c for c in g.deck_ids("A") if c not in g.drawn["A"] and "01053" in c)
    g.ability("A", "A:02017#1", "reaction", costs=_PAY_1, targets=[in_deck])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02017" in message


def test_02018_street_of_the_sisters_gains_1_power_after_a_win_by_5() -> None:
    g = CardGame(a=["02018"], b=[])
    g.start(setup_a=[*_ATTACKERS, "02018#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=_ATTACKERS)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ability("A", "A:02018#1", "reaction", costs=[{"op": "kneel", "card": "A:faction"}])
    st = g.state()
    assert st.players[0].power == 1 and st.players[0].faction_kneeling


def test_02018_street_of_the_sisters_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = CardGame(a=["02018"], b=[])
    g.start(setup_a=[*_ATTACKERS, "02018#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=_ATTACKERS)
    g.ev("defenders", seat="B", defenders=["01187#1"])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=2, unopposed=False)
    g.ability("A", "A:02018#1", "reaction", costs=[{"op": "kneel", "card": "A:faction"}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02018" in message


def _muster(attacker: str) -> CardGame:
    g = CardGame(a=[_RANGING_PARTY], b=[], plots_a=["02019"])
    g.start(setup_a=[f"{_RANGING_PARTY}#1", "01053#1"], setup_b=["01187#1", "01113#1"])
    g.round(plot_a="02019#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    return g.ev("defenders", seat="B", defenders=[])


def test_02019_muster_the_realm_raises_claim_with_an_attacking_army() -> None:
    g = _muster(f"{_RANGING_PARTY}#1")
    g.ev("claim", seat="B", cards=["B:01187#1", "B:01113#1"])  # claim 1, +1
    st = g.state()
    assert st.cards["B:01187#1"].zone == "dead" and st.cards["B:01113#1"].zone == "dead"


def test_02019_muster_the_realm_misuse_R_CLAIM_MIL_4_no_raise_without_an_army() -> None:
    g = _muster("01053#1")
    g.ev("claim", seat="B", cards=["B:01187#1", "B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CLAIM-MIL-4") and "claim 1" in message


def _here_to_serve(target: str) -> CardGame:
    g = CardGame(a=[_WENDAMYR], b=[], plots_a=["02020"])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"])
    g.ev("plot", seat="A", card="A:02020#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    return g.ability("A", "A:02020#1", "when_revealed", targets=[target])


def test_02020_here_to_serve_puts_a_maester_into_play() -> None:
    g = _here_to_serve(f"A:{_WENDAMYR}#1")
    st = g.state()
    assert st.cards[f"A:{_WENDAMYR}#1"].zone == "play"


def test_02020_here_to_serve_misuse_R_TARGET_1_not_a_maester() -> None:
    g = CardGame(a=[_WENDAMYR], b=[], plots_a=["02020"])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"])
    g.ev("plot", seat="A", card="A:02020#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    in_deck = next(c for c in g.deck_ids("A") if c not in g.drawn["A"] and "01113" in c)
    g.ability("A", "A:02020#1", "when_revealed", targets=[in_deck])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02020" in message
