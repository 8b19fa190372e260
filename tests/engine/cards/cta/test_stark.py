"""CtA, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

DONELLA = "04021"
SUMMER, CATELYN = "01148", "01143"  # loyal [stark] characters, cost 3 and 4


def _donella_marshals(cost: int) -> CardGame:
    """With Donella Hornwood in play, A marshals Summer (loyal) at ``cost``."""
    g = CardGame(a=[DONELLA, SUMMER, CATELYN], b=[], faction_a="stark")
    g.start(setup_a=[f"{DONELLA}#1"], hand_a=[f"{SUMMER}#1", f"{CATELYN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{SUMMER}#1", cost=cost)
    return g


def test_04021_donella_hornwood_the_first_loyal_card_costs_1_less() -> None:
    st = _donella_marshals(3 - 1).state()
    assert st.cards[f"A:{SUMMER}#1"].zone == "play" and st.players[0].gold == 3 - 2


def test_04021_donella_hornwood_misuse_R_COST_1_the_second_loyal_card_reduced() -> None:
    g = _donella_marshals(3 - 1)
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{CATELYN}#1", cost=4 - 1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 4" in message


FEAR = "04022"
KNIGHT = "01150"  # Tumblestone Knight: [stark], no text
MARGAERY = "01181"  # B's: "Kneel Margaery Tyrell to choose a character" (+3 STR)


def _margaery_cancelled(chosen: list[str]) -> CardGame:
    """Tumblestone Knight attacks (kneels); B uses Margaery Tyrell choosing ``chosen``, and A
    cancels it first with Fear Cuts Deeper Than Swords."""
    g = CardGame(a=[FEAR, KNIGHT], b=[MARGAERY], faction_a="stark")
    g.start(setup_a=[f"{KNIGHT}#1"], setup_b=[f"{MARGAERY}#1", "01113#1"],
            hand_a=[f"{FEAR}#1"]).round()  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{FEAR}#1", "interrupt", targets=[f"B:{MARGAERY}#1", f"A:{KNIGHT}#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    g.ability("B", f"B:{MARGAERY}#1", "action", targets=chosen, cancelled=True,
              costs=[{"op": "kneel", "card": f"B:{MARGAERY}#1"}])  # fmt: skip
    return g


def test_04022_fear_cuts_deeper_than_swords_cancels_and_stands_the_character() -> None:
    st = _margaery_cancelled([f"A:{KNIGHT}#1"]).state()
    assert not st.cards[f"A:{KNIGHT}#1"].kneeling and st.cards[f"B:{MARGAERY}#1"].kneeling
    assert strength(st, f"A:{KNIGHT}#1") == 2  # no +3 STR: cancelled
    assert st.cards[f"A:{FEAR}#1"].zone == "discard" and st.players[0].gold == 3 - 2


def test_04022_fear_cuts_deeper_than_swords_misuse_R_CANCEL_1_another_target_chosen() -> None:
    g = _margaery_cancelled(["B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANCEL-1") and "only target" in message
