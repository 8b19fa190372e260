"""Dragons of the East Targaryen events and Nymeria: a legal use and a misuse of each scripted
card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

_WARRIOR = "01168"  # Braided Warrior: Dothraki, STR 3, [military], cost 2
_GOLD_2 = [{"op": "spend_gold", "seat": "A", "amount": 2}]


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


# --- 15022 Overwhelming Numbers ---------------------------------------------------------------


def _numbers(attackers: list[str]) -> CardGame:
    g = CardGame(a=["15022", _WARRIOR, "15015"], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{_WARRIOR}#1", f"{_WARRIOR}#2"], hand_a=["15022#1", "15015#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    return g.ability("A", "A:15022#1", "action", targets=["A:15015#1"], costs=_GOLD_2)


def test_15022_overwhelming_numbers_a_dothraki_joins_the_attack_knelt() -> None:
    g = _numbers([f"{_WARRIOR}#1", f"{_WARRIOR}#2"])
    st = g.state()
    assert st.challenge is not None and "A:15015#1" in st.challenge.attackers
    assert st.cards["A:15015#1"].kneeling
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=9, defender_str=0, unopposed=True)
    g.ev("pass", seat="A")
    assert g.state().cards["A:15015#1"].zone == "hand"


def test_15022_overwhelming_numbers_misuse_R_PLAYRES_1_one_attacking_dothraki() -> None:
    g = _numbers([f"{_WARRIOR}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
    assert "15022 Overwhelming Numbers" in message


# --- 15023 Fire Made Flesh --------------------------------------------------------------------


def _fire(dragon: str) -> CardGame:
    g = CardGame(a=["15023", "01161", "15002", "15003"], b=[], faction_a="targaryen")
    g.start(setup_a=["01161#1"], hand_a=["15023#1", dragon]).round()
    return g.ability("A", "A:15023#1", "action", targets=[f"A:{dragon}"],
                     costs=[*_GOLD_2, {"op": "sacrifice", "card": "A:01161#1"}])  # fmt: skip


def test_15023_fire_made_flesh_the_grown_dragon_replaces_the_hatchling() -> None:
    st = _fire("15002#1").state()
    assert st.cards["A:15002#1"].zone == "play" and st.cards["A:01161#1"].zone == "discard"


def test_15023_fire_made_flesh_misuse_R_TARGET_1_a_dragon_of_another_title() -> None:
    g = _fire("15003#1")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 08061 Nymeria ----------------------------------------------------------------------------


def _nymeria(attacker: str) -> CardGame:
    g = CardGame(a=["08061", "01149", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["08061#1", "01149#1", attacker]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    return g.ability("A", "A:08061#1", "action", costs=[
        {"op": "kneel", "card": "A:08061#1"}, {"op": "kneel", "card": "A:01149#1"}])  # fmt: skip


def test_08061_nymeria_and_another_direwolf_join_the_challenge() -> None:
    st = _nymeria("01150#1").state()  # Tumblestone Knight: Stark
    assert st.challenge is not None
    assert {"A:08061#1", "A:01149#1"} <= set(st.challenge.attackers)


def test_08061_nymeria_misuse_R_PLAYRES_1_no_participating_stark_character() -> None:
    g = _nymeria("01053#1")
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")
