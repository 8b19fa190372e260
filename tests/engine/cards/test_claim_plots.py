"""The Spider's Web (09049), The Hand's Tourney (14051) and Besieged (09047): a legal use
and a misuse each."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of, unopposed
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges

WEB, TOURNEY = "09049", "14051"


# --- 09049 The Spider's Web ------------------------------------------------------------------


def _web() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[WEB])
    reveal_plots(g.start(setup_a=["01113#1", "01113#2"]), f"{WEB}#1")
    to_challenges(g)
    unopposed(g, "intrigue", ["01113#1"])
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:1])  # the Web's claim 1
    return g


def test_09049_the_spiders_web_another_intrigue_challenge_with_claim_raised() -> None:
    g = _web()
    g.ability("A", f"A:{WEB}#1", "reaction")
    unopposed(g, "intrigue", ["01113#2"])  # a second [intrigue] challenge: allowed now
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:2])  # claim 1 + 1
    st = g.state()
    assert len(st.players[1].discard) == 3 and st.players[0].challenges.count("intrigue") == 2


def test_09049_the_spiders_web_misuse_R_REACTION_3_after_a_power_challenge() -> None:
    g = CardGame(a=[], b=[], plots_a=[WEB])
    reveal_plots(g.start(setup_a=["01187#1"]), f"{WEB}#1")
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    to_challenges(g)
    unopposed(g, "power", ["01187#1"])
    g.ability("A", f"A:{WEB}#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


def test_09049_the_spiders_web_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _web()
    g.ability("A", f"A:{WEB}#1", "reaction")
    unopposed(g, "intrigue", ["01113#2"])
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:2])
    g.ability("A", f"A:{WEB}#1", "reaction")
    assert g.error()[1] == "R-LIMIT-1"


# --- 14051 The Hand's Tourney ----------------------------------------------------------------


def _tourney(ctype: str) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[TOURNEY])
    reveal_plots(g.start(setup_a=["01113#1"], setup_b=["01053#1"]), f"{TOURNEY}#1")
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 3})
    to_challenges(g)
    return unopposed(g, ctype, ["01113#1"])


def test_14051_the_hands_tourney_military_claim_moves_power_instead() -> None:
    g = _tourney("military")
    g.ev("pass", seat="A").ev("pass", seat="B")  # no military claim is due: power instead
    st = g.state()
    assert st.players[1].power == 3 - 1 and st.players[0].power == 1 + 1  # unopposed, claim
    assert st.cards["B:01053#1"].zone == "play" and not st.players[1].dead


def test_14051_the_hands_tourney_misuse_F_4_2_4_a_military_claim_event() -> None:
    g = _tourney("military")
    g.ev("claim", seat="B", cards=["B:01053#1"])  # the character is not killed for claim
    assert g.error()[1] == "F-4.2.4"


def test_14051_the_hands_tourney_leaves_intrigue_claim_alone() -> None:
    g = _tourney("intrigue")
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:1])
    st = g.state()
    assert st.players[1].power == 3 and len(st.players[1].discard) == 1


# --- 09047 Besieged (a challenge rule, beside the claim plots) --------------------------------

BESIEGED = "09047"


def _besieged(defenders: list[str], setup_b: list[str]) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[BESIEGED])
    reveal_plots(g.start(setup_a=["01113#1"], setup_b=setup_b), f"{BESIEGED}#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    return g


def test_09047_besieged_one_defender_is_declared() -> None:
    st = _besieged(["01053#1"], ["01053#1", "01053#2"]).state()
    assert st.challenge is not None and st.challenge.defenders == ["B:01053#1"]


def test_09047_besieged_no_defender_when_none_is_able() -> None:
    st = _besieged([], ["01187#1"]).state()  # no [military] icon: nobody can defend
    assert st.challenge is not None and st.challenge.defenders == []


def test_09047_besieged_misuse_F_4_2_1_no_defender_declared() -> None:
    g = _besieged([], ["01053#1"])
    assert g.error()[1] == "F-4.2.1" and "at least one" in g.error()[2]


def test_14051_the_hands_tourney_applies_power_claim_with_no_character_to_kill() -> None:
    g = CardGame(a=[], b=[], plots_a=[TOURNEY])
    reveal_plots(g.start(setup_a=["01113#1"]), f"{TOURNEY}#1")  # B controls no character
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 3})
    to_challenges(g)
    unopposed(g, "military", ["01113#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    st = g.state()
    assert st.players[1].power == 3 - 1 and st.players[0].power == 1 + 1
