"""DotE, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

BRAAVOS = "15042"


def _braavos_kneels(*effects: dict[str, object]) -> CardGame:
    """A controls a baratheon and a martell filler: two factions."""
    g = CardGame(a=[BRAAVOS], b=[])
    g.start(setup_a=[f"{BRAAVOS}#1", "01053#1", "01113#1"]).round()
    fields: dict[str, object] = {"effects": list(effects)} if effects else {}
    g.ability("A", f"A:{BRAAVOS}#1", "action",
              costs=[{"op": "kneel", "card": f"A:{BRAAVOS}#1"}], **fields)  # fmt: skip
    return g


def test_15042_braavos_gains_1_gold_per_faction_among_your_characters() -> None:
    st = _braavos_kneels().state()
    assert st.players[0].gold == 3 + 2 and st.cards[f"A:{BRAAVOS}#1"].kneeling


def test_15042_braavos_misuse_R_EFFECT_1_three_gold_for_two_factions() -> None:
    g = _braavos_kneels({"op": "gain_gold", "seat": "A", "amount": 3})
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "amount=2" in message


CHAMPIONS_CHALLENGE = "15049"
_CREW = "01072"  # Black Wind's Crew: STR 3, pillage only


def _challenge_ended(kneel: str) -> CardGame:
    """B initiates a [military] challenge against A, whose plot is Champion's Challenge; A
    controls Black Wind's Crew (STR 3) and a filler (STR 2)."""
    g = CardGame(a=[_CREW], b=[], plots_a=[CHAMPIONS_CHALLENGE])
    g.start(setup_a=[f"{_CREW}#1", "01187#1"], setup_b=["01053#1", "01113#1"])
    g.round(plot_a=f"{CHAMPIONS_CHALLENGE}#1", first="B")  # initiative 2: B wins
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{CHAMPIONS_CHALLENGE}#1", "reaction",
              costs=[{"op": "kneel", "card": kneel}])  # fmt: skip
    return g


def test_15049_champions_challenge_ends_the_challenge_with_no_winner() -> None:
    g = _challenge_ended(f"A:{_CREW}#1")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1"])  # next challenge
    st = g.state()
    assert st.cards[f"A:{_CREW}#1"].kneeling and st.players[1].challenges == [
        "military",
        "intrigue",
    ]
    assert not st.players[1].challenges_won and not st.players[0].lost


def test_15049_champions_challenge_misuse_R_COST_2_kneels_a_weaker_character() -> None:
    g = _challenge_ended("A:01187#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "highest STR" in message


WHITE_SWORDS, MERYN = "15048", "15029"  # Ser Meryn Trant: a Kingsguard character


def _white_swords_put(target: str) -> CardGame:
    """A reveals The White Swords (initiative 6) with Ser Meryn Trant and a filler in hand."""
    g = CardGame(a=[MERYN], b=[], plots_a=[WHITE_SWORDS])
    g.start(hand_a=[f"{MERYN}#1", "01053#1"])
    g.ev("plot", seat="A", card=f"A:{WHITE_SWORDS}#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", f"A:{WHITE_SWORDS}#1", "when_revealed", targets=[target])
    return g


def test_15048_the_white_swords_puts_a_kingsguard_character_into_play_from_hand() -> None:
    st = _white_swords_put(f"A:{MERYN}#1").state()
    assert st.cards[f"A:{MERYN}#1"].zone == "play" and f"A:{MERYN}#1" not in st.players[0].hand


def test_15048_the_white_swords_misuse_R_TARGET_1_a_non_kingsguard_character() -> None:
    g = _white_swords_put("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Kingsguard" in message
