"""TS, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import is_blank
from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.quick import faction_action

CHAIN = "02117"
_KNEEL_CHAIN = [{"op": "kneel", "card": f"A:{CHAIN}#1"}]


def _chain_in_dominance() -> CardGame:
    """A's House Maester wears Maester's Chain; B's 01053 wears Little Bird (a Condition)."""
    g = CardGame(a=[CHAIN, "03041"], b=["01034"])
    g.start(
        setup_a=["03041#1", f"{CHAIN}#1"],
        attach_a={f"{CHAIN}#1": "03041#1"},
        setup_b=["01053#1", "01034#1"],
        attach_b={"01034#1": "01053#1"},
    ).round()
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_02117_maesters_chain_discards_a_condition_from_play() -> None:
    g = _chain_in_dominance()
    g.ability("A", f"A:{CHAIN}#1", "action", costs=_KNEEL_CHAIN, targets=["B:01034#1"],
              at="F-AW-5")  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards[f"A:{CHAIN}#1"].kneeling


def test_02117_maesters_chain_misuse_R_TARGET_1_an_item_is_no_condition() -> None:
    g = _chain_in_dominance()
    g.ability("A", f"A:{CHAIN}#1", "action", costs=_KNEEL_CHAIN, targets=[f"A:{CHAIN}#1"],
              at="F-AW-5")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Condition" in message


CLOSE_CALL = "02120"
TAXATION = "01024"  # an Edict and Kingdom plot; the vanilla plot is a Winter one


def _close_call(target: str, plot_b: str = f"{TAXATION}#1") -> tuple[CardGame, int]:
    """A's 01053 is killed in round 1; in round 2 A reveals Close Call (and A's hand size
    before it)."""
    g = CardGame(a=[], b=[], plots_a=[CLOSE_CALL], plots_b=[TAXATION])
    g.start(setup_a=["01053#1", "01113#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "A:01053#1"}, at="F-AW-3")
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    for p in g.state().players:  # down to the reserve of 5
        if len(p.hand) > 5:
            g.ev("reserve", seat=p.key, cards=sorted(p.hand)[: len(p.hand) - 5])
    g.ev("plot", seat="A", card=f"A:{CLOSE_CALL}#1").ev("plot", seat="B", card=f"B:{plot_b}")
    drawn = [c for c in reversed(g.deck_ids("A")) if c not in g.drawn["A"]][:1]
    winter = plot_b.startswith(VANILLA_PLOT)
    stated = [{"op": "move", "card": target, "to": "discard"}]
    if not winter:
        stated.append({"op": "draw", "seat": "A", "cards": drawn})
    hand = len(g.state().players[0].hand)
    g.ability("A", f"A:{CLOSE_CALL}#1", "when_revealed", targets=[target], effects=stated)
    return g, hand


def test_02120_close_call_moves_a_dead_character_to_the_discard_pile_and_draws_1() -> None:
    g, hand = _close_call("A:01053#1")
    st = g.state()
    assert st.cards["A:01053#1"].zone == "discard"
    assert len(st.players[0].hand) == hand + 1


def test_02120_close_call_no_draw_with_a_winter_plot_revealed() -> None:
    g, hand = _close_call("A:01053#1", plot_b=f"{VANILLA_PLOT}#2")
    st = g.state()
    assert st.cards["A:01053#1"].zone == "discard"
    assert len(st.players[0].hand) == hand


def test_02120_close_call_misuse_R_TARGET_1_a_character_in_play() -> None:
    g, _ = _close_call("A:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "dead pile" in message


SILK = "02118"
RAVEN = "A:02106#1"  # Old Bear's Raven: a Companion attachment


def _silk_search(attacker: str, strength: int) -> CardGame:
    """A wins a [power] challenge unopposed with ``attacker``, then searches for the Raven."""
    g = CardGame(a=[SILK, "01051", "02106"], b=[])
    g.start(setup_a=[f"{SILK}#1", "01051#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=strength, defender_str=0,
         unopposed=True)  # fmt: skip
    g.drawn["A"].add(RAVEN)
    g.ability("A", f"A:{SILK}#1", "reaction", targets=[RAVEN],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    return g


def test_02118_street_of_silk_a_lady_attacks_a_companion_to_hand() -> None:
    st = _silk_search("01051#1", 1).state()  # Shireen Baratheon: a Lady
    assert RAVEN in st.players[0].hand and not st.players[0].deck_known
    assert st.players[0].faction_kneeling


def test_02118_street_of_silk_misuse_R_REACTION_3_no_lord_or_lady_participates() -> None:
    g = _silk_search("01187#1", 2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and SILK in message


PLANS = "02119"
STORM = "B:01005#1"  # A Storm of Swords: an additional [military] challenge (a War plot)


def _plans_against_storm() -> CardGame:
    """A reveals Forgotten Plans, B A Storm of Swords (initiative 8: B is first player)."""
    g = CardGame(a=[], b=[], plots_a=[PLANS], plots_b=["01005"])
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "01113#1"])
    g.round(plot_a=f"{PLANS}#1", plot_b="01005#1", first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")  # to B's challenges
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    return g.ev("claim", seat="A", cards=["A:01113#1"])


def test_02119_forgotten_plans_blanks_a_non_scheme_plot_outside_the_plot_phase() -> None:
    st = _plans_against_storm().state()
    assert is_blank(st, STORM) and not is_blank(st, f"A:{PLANS}#1")


def test_02119_forgotten_plans_misuse_F_4_2_1_a_second_military_challenge() -> None:
    g = _plans_against_storm()
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-1") and "military" in message
