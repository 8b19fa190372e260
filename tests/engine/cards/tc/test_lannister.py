"""TC, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

CHAIN, HEADS, PYCELLE = "04110", "01013", "01085"  # Heads on Spikes: a War plot; a unique
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]  # [lannister] character


def _heads(discarded: str, character: bool) -> list[dict[str, object]]:
    """Heads on Spikes' effects: ``discarded`` at random from B's hand; a character goes to
    the dead pile for 2 power."""
    found: list[dict[str, object]] = [{"op": "discard", "card": discarded}]
    if character:
        found += [{"op": "gain_power", "seat": "A", "amount": 2},
                  {"op": "move", "card": discarded, "to": "dead"}]  # fmt: skip
    return found


def _chain(target: str) -> CardGame:
    """A reveals Heads on Spikes (B discards a location), then wins a [power] challenge
    with Grand Maester Pycelle and plays Tyrion's Chain on ``target``."""
    g = CardGame(a=[CHAIN, PYCELLE], b=["01040"], plots_a=[HEADS])
    g.start(setup_a=[f"{PYCELLE}#1"], hand_a=[f"{CHAIN}#1"], hand_b=["01040#1", "01053#1"])
    g.ev("plot", seat="A", card=f"A:{HEADS}#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("first_player", seat="A")  # initiative 6 against 4
    g.ability("A", f"A:{HEADS}#1", "when_revealed", effects=_heads("B:01040#1", False))
    g.draw("A", 2).draw("B", 2)
    to_challenges(g)
    unopposed(g, "power", [f"{PYCELLE}#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{CHAIN}#1", "reaction", targets=[target], costs=_PAY_1)


def test_04110_tyrions_chain_initiates_a_revealed_war_plots_when_revealed() -> None:
    g = _chain(f"A:{HEADS}#1")
    g.ability("A", f"A:{HEADS}#1", "when_revealed", effects=_heads("B:01053#1", True))
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[f"A:{CHAIN}#1"].zone == "discard"
    assert st.players[0].power == 2  # Heads on Spikes, a second time


def test_04110_tyrions_chain_misuse_R_TARGET_1_a_plot_without_the_war_trait() -> None:
    g = _chain("B:01025#1")  # The Winds of Winter: revealed, Winter only
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and CHAIN in message


def test_04110_tyrions_chain_misuse_R_WHENREV_1_the_when_revealed_left_out() -> None:
    g = _chain(f"A:{HEADS}#1")
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-WHENREV-1") and HEADS in message


PODRICK, TYRION, TAXATION = "04109", "01089", "01024"  # Taxation: claim 1, income 5


def _podrick(ctype: str, targets: list[str]) -> CardGame:
    """B wins a ``ctype`` challenge unopposed against A (claim 1); A pays 2 gold and puts
    Podrick Payne into play from hand to save ``targets[0]`` (then kills ``targets[1]``)."""
    g = CardGame(a=[PODRICK, TYRION], b=[], plots_a=[TAXATION], plots_b=[TAXATION])
    g.start(setup_a=["01053#1", f"{TYRION}#1"], setup_b=["01053#1", "01113#1"],
            hand_a=[f"{PODRICK}#1"]).round(f"{TAXATION}#1", f"{TAXATION}#1")  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    attacker = "01053#1" if ctype == "military" else "01113#1"
    g.ev("challenge", seat="B", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    costs = [{"op": "spend_gold", "seat": "A", "amount": 2},
             {"op": "put_into_play", "card": f"A:{PODRICK}#1"}]  # fmt: skip
    return g.ability("A", f"A:{PODRICK}#1", "interrupt", targets=targets, costs=costs)


def test_04109_podrick_payne_saves_a_character_from_military_claim() -> None:
    g = _podrick("military", ["A:01053#1"])
    g.ev("claim", seat="A", cards=["A:01053#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards[f"A:{PODRICK}#1"].zone == "play"
    assert st.players[0].gold == 5 - 2


def test_04109_podrick_payne_saves_tyrion_then_kills_an_attacker() -> None:
    g = _podrick("military", [f"A:{TYRION}#1", "B:01053#1"])
    g.ev("claim", seat="A", cards=[f"A:{TYRION}#1"])
    st = g.state()
    assert st.cards[f"A:{TYRION}#1"].zone == "play" and st.cards["B:01053#1"].zone == "dead"
    assert st.players[0].gold == 5 - 2 - 2


def test_04109_podrick_payne_misuse_R_TARGET_1_kills_an_attacker_without_tyrion() -> None:
    g = _podrick("military", ["A:01053#1", "B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and PODRICK in message


def test_04109_podrick_payne_misuse_R_PLAYRES_1_intrigue_claim() -> None:
    g = _podrick("intrigue", ["A:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "military claim" in message
