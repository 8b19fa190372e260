"""FotS, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

PYCELLE = "01085"  # Grand Maester Pycelle: a loyal unique Maester (text: insight only)

ANGUY = "14041"


def _anguy_attacks_twice(with_loyal: bool) -> CardGame:
    """Anguy attacks alone in an unopposed [military] challenge, then in a [power] one."""
    setup = [f"{ANGUY}#1", *([f"{PYCELLE}#1"] if with_loyal else [])]
    g = CardGame(a=[ANGUY, PYCELLE], b=[])
    g.start(setup_a=setup).round()
    to_challenges(g)
    unopposed(g, "military", [f"{ANGUY}#1"])
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{ANGUY}#1"])
    return g


def test_14041_anguy_the_archer_does_not_kneel_to_attack_in_a_military_challenge() -> None:
    st = _anguy_attacks_twice(with_loyal=False).state()
    assert st.challenge is not None and st.challenge.type == "power"
    assert st.challenge.attackers == [f"A:{ANGUY}#1"] and st.players[0].challenges_won


def test_14041_anguy_misuse_F_4_2_4_attacks_again_after_kneeling_beside_a_loyal_card() -> None:
    g = _anguy_attacks_twice(with_loyal=True)  # Pycelle is loyal: Anguy knelt to attack
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


LYN = "14039"


def _lyn_answers(ctype: str) -> CardGame:
    """Lyn kneels; B initiates a ``ctype`` challenge against A, and A stands Lyn."""
    g = CardGame(a=[LYN], b=[])
    g.start(setup_a=[f"{LYN}#1"], setup_b=["01187#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": f"A:{LYN}#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge=ctype, attackers=["01187#1"])
    g.ability("A", f"A:{LYN}#1", "reaction", effects=[{"op": "stand", "card": f"A:{LYN}#1"}])
    return g


def test_14039_lyn_corbray_stands_after_a_power_challenge_against_you() -> None:
    st = _lyn_answers("power").state()
    assert not st.cards[f"A:{LYN}#1"].kneeling and st.challenge is not None


def test_14039_lyn_corbray_misuse_R_REACTION_3_after_an_intrigue_challenge() -> None:
    g = _lyn_answers("intrigue")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


FORLORN = "14043"


def test_14043_lady_forlorn_str_per_neutral_location_and_lyns_power_icon() -> None:
    g = CardGame(a=[FORLORN, LYN, "01038", "01040"], b=[])
    g.start(
        setup_a=["01113#1", f"{FORLORN}#1", "01038#1", "01040#1"],  # Iron Throne, Roseroad
        attach_a={f"{FORLORN}#1": "01113#1"},
    ).round()
    st = g.state()
    assert strength(st, "A:01113#1") == 2 + 2 and "power" not in icons(st, "A:01113#1")
    g2 = CardGame(a=[FORLORN, LYN], b=[])
    g2.start(setup_a=[f"{LYN}#1", f"{FORLORN}#1"], attach_a={f"{FORLORN}#1": f"{LYN}#1"})
    st2 = g2.round().state()
    assert strength(st2, f"A:{LYN}#1") == 4 and "power" in icons(st2, f"A:{LYN}#1")


def test_14043_lady_forlorn_misuse_F_4_2_4_power_attack_by_a_host_other_than_lyn() -> None:
    g = CardGame(a=[FORLORN], b=[])
    g.start(setup_a=["01113#1", f"{FORLORN}#1"], attach_a={f"{FORLORN}#1": "01113#1"}).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01113#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


HOLLOW = "14042"


def _hollow_hill_search(found: str, setup: tuple[str, ...] = ()) -> CardGame:
    """In the dominance phase A kneels The Hollow Hill to search for ``found``."""
    g = CardGame(a=[HOLLOW, ANGUY, PYCELLE], b=[])
    g.start(setup_a=[f"{HOLLOW}#1", *setup]).round()
    for seat in "ABAB":  # through the marshaling and challenges phases
        g.ev("pass", seat=seat)
    g.drawn["A"].add(found)
    g.ability("A", f"A:{HOLLOW}#1", "action", targets=[found], at="F-AW-5",
              costs=[{"op": "kneel", "card": f"A:{HOLLOW}#1"}])  # fmt: skip
    return g


def test_14042_the_hollow_hill_adds_a_non_loyal_character_to_hand() -> None:
    st = _hollow_hill_search(f"A:{ANGUY}#1").state()
    assert f"A:{ANGUY}#1" in st.players[0].hand and st.cards[f"A:{HOLLOW}#1"].kneeling


def test_14042_the_hollow_hill_misuse_R_TARGET_1_a_loyal_character() -> None:
    g = _hollow_hill_search(f"A:{PYCELLE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "non-loyal" in message


def test_14042_the_hollow_hill_misuse_R_PLAYRES_1_while_you_control_a_loyal_character() -> None:
    g = _hollow_hill_search(f"A:{ANGUY}#1", setup=(f"{PYCELLE}#2",))
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "loyal" in message


DEFIANCE = "14044"


def _defiance(*targets: str) -> CardGame:
    """A kneels its fillers 01113#1 and 01187#1 while marshaling, attacks with 01053#1
    (unopposed), then plays a copy of Defiance on each of ``targets``."""
    g = CardGame(a=[DEFIANCE], b=[])
    hand = [f"{DEFIANCE}#{n}" for n in (1, 2)]
    g.start(setup_a=["01053#1", "01113#1", "01187#1"], hand_a=hand).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01113#1"},
                   {"op": "kneel", "card": "A:01187#1"}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    unopposed(g, "military", ["01053#1"])
    for n, target in enumerate(targets, 1):
        g.ability("A", f"A:{DEFIANCE}#{n}", "action", targets=[target], at="F-AW-4.1")
    return g


def test_14044_defiance_stands_a_character_that_has_not_participated() -> None:
    st = _defiance("A:01113#1").state()
    assert not st.cards["A:01113#1"].kneeling and st.cards[f"A:{DEFIANCE}#1"].zone == "discard"


def test_14044_defiance_misuse_R_TARGET_1_a_character_that_attacked_this_phase() -> None:
    g = _defiance("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "participated" in message


def test_14044_defiance_misuse_R_LIMIT_3_a_second_copy_in_the_phase() -> None:
    g = _defiance("A:01113#1", "A:01187#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-3")
