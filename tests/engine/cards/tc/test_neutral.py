"""TC, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

REFUGEE, TAXATION = "04117", "01024"  # Taxation: a plot without the Winter Trait


def _refugee_marshaled(plot: str | None, cost: int) -> CardGame:
    """Both players reveal ``plot`` (None: the vanilla Winter plot); A marshals Northern
    Refugee (printed cost 2) paying ``cost``."""
    plots = [plot] if plot else []
    g = CardGame(a=[REFUGEE], b=[], plots_a=plots, plots_b=plots)
    g.start(hand_a=[f"{REFUGEE}#1"]).round(plot and f"{plot}#1", plot and f"{plot}#1")
    g.ev("marshal", seat="A", card=f"{REFUGEE}#1", cost=cost)
    return g


def test_04117_northern_refugee_costs_1_less_while_winter_is_revealed() -> None:
    st = _refugee_marshaled(None, 1).state()
    assert st.cards[f"A:{REFUGEE}#1"].zone == "play" and st.players[0].gold == 3 - 1


def test_04117_northern_refugee_misuse_R_COST_1_reduced_without_winter() -> None:
    g = _refugee_marshaled(TAXATION, 1)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


ASSAULT = "04118"
_THREE = ["01053#1", "01053#2", "01053#3"]  # 6 STR, unopposed


def _assault_after(attackers: list[str]) -> CardGame:
    """A wins a [power] challenge unopposed with ``attackers`` (2 STR each) and plays
    Relentless Assault."""
    g = CardGame(a=[ASSAULT], b=[])
    g.start(setup_a=[*_THREE, "01053#4"], setup_b=["01113#1"], hand_a=[f"{ASSAULT}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", attackers)
    g.ev("challenge_result", winner="A", attacker_str=2 * len(attackers), defender_str=0,
         unopposed=True)  # fmt: skip
    return g.ability("A", f"A:{ASSAULT}#1", "reaction")


def test_04118_relentless_assault_a_second_challenge_of_that_type() -> None:
    g = _assault_after(_THREE)
    assert g.state().players[0].faction_kneeling
    unopposed(g, "power", ["01053#4"])  # the second [power] challenge this phase
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == ["A:01053#4"]


def test_04118_relentless_assault_misuse_R_REACTION_3_won_by_4() -> None:
    g = _assault_after(_THREE[:2])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and ASSAULT in message


TARRED = "04119"
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _tarred_heads(ctype: str, discarded: str) -> CardGame:
    """A wins a ``ctype`` challenge unopposed and plays Tarred Heads: the card discarded at
    random from B's hand is ``discarded`` (a character)."""
    g = CardGame(a=[TARRED], b=[])
    g.start(setup_a=["01053#1", "01113#1"], hand_a=[f"{TARRED}#1"], hand_b=[discarded]).round()
    to_challenges(g)
    unopposed(g, ctype, ["01053#1" if ctype == "power" else "01113#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{TARRED}#1", "reaction", costs=_PAY_1,
                     effects=[{"op": "discard", "card": f"B:{discarded}"},
                              {"op": "move", "card": f"B:{discarded}", "to": "dead"}])  # fmt: skip


def test_04119_tarred_heads_a_character_discarded_goes_to_the_dead_pile() -> None:
    st = _tarred_heads("power", "01053#1").state()
    assert st.cards["B:01053#1"].zone == "dead"


def test_04119_tarred_heads_misuse_R_REACTION_3_after_an_intrigue_challenge() -> None:
    g = _tarred_heads("intrigue", "01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and TARRED in message


BLACKWATER, PYCELLE, WENDAMYR = "04120", "01085", "01070"  # two unique characters


def _blackwater(choice: str) -> CardGame:
    """Each player sets up a unique character with a duplicate; A reveals Battle of the
    Blackwater (initiative 6 against 4), choosing ``choice``."""
    g = CardGame(a=[PYCELLE], b=[WENDAMYR], plots_a=[BLACKWATER])
    g.start(setup_a=[f"{PYCELLE}#1", f"{PYCELLE}#2"], setup_b=[f"{WENDAMYR}#1", f"{WENDAMYR}#2"])
    g.ev("plot", seat="A", card=f"A:{BLACKWATER}#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("first_player", seat="A")
    return g.ability("A", f"A:{BLACKWATER}#1", "when_revealed", choice=choice)


def test_04120_battle_of_the_blackwater_discards_each_duplicate() -> None:
    st = _blackwater("B").state()
    assert st.cards[f"A:{PYCELLE}#2"].zone == "discard" and st.cards[f"A:{PYCELLE}#1"].dupes == []
    assert st.cards[f"B:{WENDAMYR}#2"].zone == "discard"
    assert st.cards[f"B:{WENDAMYR}#1"].zone == "play"


def test_04120_battle_of_the_blackwater_misuse_R_TARGET_1_chooses_himself() -> None:
    g = _blackwater("A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "not an opponent" in message
