"""TS, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

ILYN = "02109"
_KNEEL_ILYN = [{"op": "kneel", "card": f"A:{ILYN}#1"}]


def test_02109_ser_ilyn_payne_kills_a_character_with_printed_cost_3_or_lower() -> None:
    g = CardGame(a=[ILYN], b=["01132"])
    g.start(setup_a=[f"{ILYN}#1"], setup_b=["01053#1", "01132#1"]).round()
    g.ability("A", f"A:{ILYN}#1", "action", costs=_KNEEL_ILYN, targets=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[f"A:{ILYN}#1"].kneeling


def test_02109_ser_ilyn_payne_misuse_R_TARGET_1_printed_cost_4() -> None:
    g = CardGame(a=[ILYN], b=["01132"])
    g.start(setup_a=[f"{ILYN}#1"], setup_b=["01053#1", "01132#1"]).round()
    g.ability("A", f"A:{ILYN}#1", "action", costs=_KNEEL_ILYN, targets=["B:01132#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed cost 3" in message


CHAMBER = "02110"


def _chamber_won(ctype: str) -> CardGame:
    g = CardGame(a=[CHAMBER], b=[])
    g.start(setup_a=[f"{CHAMBER}#1", "01113#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    unopposed(g, ctype, ["01113#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g  # the reaction window after the winner is determined


def test_02110_small_council_chamber_gains_1_power_after_an_intrigue_win() -> None:
    g = _chamber_won("intrigue")
    g.ability("A", f"A:{CHAMBER}#1", "reaction")
    assert g.state().cards[f"A:{CHAMBER}#1"].power == 1


def test_02110_small_council_chamber_misuse_R_IMMUNE_1_put_to_the_torch_chooses_it() -> None:
    g = CardGame(a=["01031", "01042"], b=[CHAMBER])  # Wildling Horde (STR 5), Put to the Torch
    g.start(setup_a=["01031#1"], hand_a=["01042#1"], setup_b=[f"{CHAMBER}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01042#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=[f"B:{CHAMBER}#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-IMMUNE-1") and f"B:{CHAMBER}#1" in message


def test_02110_small_council_chamber_misuse_R_REACTION_3_a_military_win() -> None:
    g = _chamber_won("military")
    g.ability("A", f"A:{CHAMBER}#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and CHAMBER in message


def test_02110_small_council_chamber_immune_to_its_controllers_events_too() -> None:
    g = CardGame(a=[CHAMBER, "01042"], b=[])
    g.start(setup_a=[f"{CHAMBER}#1", "01113#1"], hand_a=["01042#1"]).round()
    st = g.state()
    assert immune_to(st, f"A:{CHAMBER}#1", 0, "A:01042#1")
    assert not immune_to(st, "A:01113#1", 0, "A:01042#1")
