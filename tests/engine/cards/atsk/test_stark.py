"""AtSK, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

ROBB = "04002"


def _robb_uses(target: str) -> CardGame:
    """Robb Stark attacks in a [military] challenge, B defends with a filler; Robb's action
    chooses ``target``."""
    g = CardGame(a=[ROBB], b=[], faction_a="stark")
    g.start(setup_a=[f"{ROBB}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{ROBB}#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    assert strength(g.state(), f"A:{ROBB}#1") == 5 + 1  # Robb himself is loyal
    return g.ability("A", f"A:{ROBB}#1", "action", targets=[target])


def test_04002_robb_stark_stands_a_defender_and_removes_it_from_the_challenge() -> None:
    g = _robb_uses("B:01053#1")
    st = g.state()
    assert not st.cards["B:01053#1"].kneeling and st.challenge is not None
    assert "B:01053#1" not in st.challenge.defenders
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04002_robb_stark_misuse_R_TARGET_1_chooses_a_king() -> None:
    g = _robb_uses(f"A:{ROBB}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and ROBB in message


RIVERRUN, TUMBLESTONE = "04003", "01150"  # Tumblestone Knight: a House Tully character


def _riverrun_after(*prims: dict[str, object]) -> CardGame:
    """A's faction card applies ``prims``; then A kneels Riverrun."""
    g = CardGame(a=[RIVERRUN, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{RIVERRUN}#1", f"{TUMBLESTONE}#1", "01053#1"]).round()
    faction_action(g, "A", *prims)
    return g.ability("A", f"A:{RIVERRUN}#1", "reaction",
                     costs=[{"op": "kneel", "card": f"A:{RIVERRUN}#1"}])  # fmt: skip


def test_04003_riverrun_a_tully_character_gains_1_after_power_moved_to_it() -> None:
    g = CardGame(a=[RIVERRUN, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{RIVERRUN}#1", f"{TUMBLESTONE}#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1})
    faction_action(g, "A", {"op": "move_power", "from_seat": "A", "to": f"A:{TUMBLESTONE}#1",
                            "amount": 1})  # fmt: skip
    g.ability("A", f"A:{RIVERRUN}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{RIVERRUN}#1"}])  # fmt: skip
    st = g.state()
    assert st.cards[f"A:{TUMBLESTONE}#1"].power == 1 + 1 and st.players[0].power == 0


def test_04003_riverrun_a_tully_character_gains_1_after_it_gains_power() -> None:
    g = _riverrun_after({"op": "gain_power", "card": f"A:{TUMBLESTONE}#1", "amount": 1})
    assert g.state().cards[f"A:{TUMBLESTONE}#1"].power == 1 + 1


def test_04003_riverrun_misuse_R_REACTION_3_not_a_house_tully_character() -> None:
    g = _riverrun_after({"op": "gain_power", "card": "A:01053#1", "amount": 1})
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and RIVERRUN in message
