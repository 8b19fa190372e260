"""WotW, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

WENDAMYR, DAVOS = "01070", "01050"  # Maester Wendamyr: stealth, [power]; Ser Davos Seaworth

# --- 07025 Marya Seaworth ---------------------------------------------------------------------

MARYA = "07025"


def _marya_after_a_power_challenge(stealth: dict[str, str]) -> CardGame:
    """Maester Wendamyr attacks in a [power] challenge (bypassing per ``stealth``); A pays 1
    gold to kneel B's filler with Marya Seaworth."""
    g = CardGame(a=[MARYA, WENDAMYR], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{MARYA}#1", f"{WENDAMYR}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{WENDAMYR}#1"], stealth=stealth)
    return g.ability("A", f"A:{MARYA}#1", "reaction",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_07025_marya_seaworth_kneels_the_character_bypassed_by_stealth() -> None:
    st = _marya_after_a_power_challenge({f"A:{WENDAMYR}#1": "B:01053#1"}).state()
    assert st.cards["B:01053#1"].kneeling and st.players[0].gold == 3 - 1


def test_07025_marya_seaworth_misuse_R_REACTION_3_no_character_bypassed() -> None:
    g = _marya_after_a_power_challenge({})
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


# --- 07026 Black Betha ------------------------------------------------------------------------

BETHA = "07026"


def _betha_during_davos_attack(target: str) -> CardGame:
    """B's 01113#1 kneels; Ser Davos attacks in a [military] challenge, B declares no
    defender; A kneels Black Betha on ``target``."""
    g = CardGame(a=[BETHA, DAVOS], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{BETHA}#1", f"{DAVOS}#1"], setup_b=["01053#1", "01113#1"]).round()
    faction_action(g, "B", {"op": "kneel", "card": "B:01113#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{DAVOS}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g.ability("A", f"A:{BETHA}#1", "action", targets=[target],
                     costs=[{"op": "kneel", "card": f"A:{BETHA}#1"}])  # fmt: skip


def test_07026_black_betha_davos_gains_renown_and_x_str_per_kneeling_defender() -> None:
    st = _betha_during_davos_attack(f"A:{DAVOS}#1").state()
    assert has_keyword(st, f"A:{DAVOS}#1", "renown")
    assert strength(st, f"A:{DAVOS}#1") == 3 + 1  # B kneels one character
    assert st.cards[f"A:{BETHA}#1"].kneeling


def test_07026_black_betha_the_str_ends_with_the_challenge_renown_gains_power() -> None:
    g = _betha_during_davos_attack(f"A:{DAVOS}#1")
    g.ev("challenge_result", winner="A", unopposed=True)
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01113#1"])
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{DAVOS}#1")
    st = g.ev("pass", seat="A").state()  # the challenge is over
    assert st.challenge is None and strength(st, f"A:{DAVOS}#1") == 3
    assert st.cards[f"A:{DAVOS}#1"].power == 1  # renown, from Black Betha


def test_07026_black_betha_misuse_R_TARGET_1_a_character_not_attacking() -> None:
    g = _betha_during_davos_attack("B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
