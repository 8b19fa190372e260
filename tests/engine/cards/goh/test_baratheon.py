"""GoH, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

DAVOS, CATELYN = "04087", "01143"  # Catelyn Stark: a loyal character


def _davos_bypasses(target: str) -> CardGame:
    g = CardGame(a=[DAVOS], b=[CATELYN], faction_a="baratheon")
    g.start(setup_a=[f"{DAVOS}#1"], setup_b=["01053#1", f"{CATELYN}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{DAVOS}#1"],
         stealth={f"A:{DAVOS}#1": target})  # fmt: skip
    return g.ability("A", f"A:{DAVOS}#1", "reaction", choice="gold")


def test_04087_ser_davos_seaworth_gains_1_gold_after_bypassing_a_non_loyal() -> None:
    g = _davos_bypasses("B:01053#1")
    assert g.state().players[0].gold == 3 + 1


def test_04087_ser_davos_seaworth_misuse_R_REACTION_3_bypasses_a_loyal_character() -> None:
    g = _davos_bypasses(f"B:{CATELYN}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and DAVOS in message


RITUAL, FOLLOWERS = "04088", "01054"  # Fiery Followers: R'hllor characters


def _ritual(x: int, targets: list[str]) -> CardGame:
    """Nobody challenges; A (two standing Fiery Followers, 3 gold) wins dominance and plays
    Ritual of R'hllor paying ``x``."""
    g = CardGame(a=[RITUAL, FOLLOWERS], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{FOLLOWERS}#1", f"{FOLLOWERS}#2"], hand_a=[f"{RITUAL}#1"]).round()
    to_challenges(g).ev("pass", seat="A").ev("pass", seat="B")
    return g.ability("A", f"A:{RITUAL}#1", "reaction", targets=targets,
                     costs=[{"op": "spend_gold", "seat": "A", "amount": x}])  # fmt: skip


def test_04088_ritual_of_r_hllor_x_standing_r_hllor_characters_gain_1_power() -> None:
    g = _ritual(2, [f"A:{FOLLOWERS}#1", f"A:{FOLLOWERS}#2"])
    st = g.state()
    assert [st.cards[f"A:{FOLLOWERS}#{n}"].power for n in (1, 2)] == [1, 1]
    assert st.players[0].gold == 3 - 2 and st.cards[f"A:{RITUAL}#1"].zone == "discard"


def test_04088_ritual_of_r_hllor_misuse_R_TARGET_3_more_characters_than_x() -> None:
    g = _ritual(1, [f"A:{FOLLOWERS}#1", f"A:{FOLLOWERS}#2"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-3") and RITUAL in message
