"""The Hand of the King's additional power challenge and the Master of Whispers' intrigue
claim against several opponents ([R-TITLE-1]: a title grants its bearer special abilities;
the abilities are read from the card texts, docs/decisions/melee-open-choices.md §5)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.framework import flow
from engine.game.play.decisions import next_decision
from engine.game.play.options import legal_options
from engine.game.play.replay import apply_event
from engine.game.rules import checks as rules
from engine.game.rulesets.melee.titles import title_pool
from engine.game.state.fork import fork
from engine.game.state.model import Challenge, GameState, RuleError, plot_value
from tests.engine.game.test_melee_rules import HAS_COMMUNITY, bear, cards, state_at_challenges

pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")


def _raises(st: GameState, ev: dict[str, Any], rule: str) -> RuleError:
    trial = fork(st)
    with pytest.raises(RuleError) as error:
        apply_event(trial, {"seq": st.seq + 1, **ev})
    assert error.value.rule == rule, error.value
    return error.value


def test_r_title_1_the_title_texts_give_the_hand_and_the_whispers_their_abilities() -> None:
    pool = {t.name: t for t in title_pool(cards()).values()}
    assert pool["Hand of the King"].additional_challenge == "power"
    assert pool["Master of Whispers"].multi_claim == "intrigue"
    others = [t for name, t in pool.items() if name not in ("Hand of the King",)]
    assert all(t.additional_challenge is None for t in others)
    assert [n for n, t in pool.items() if t.multi_claim] == ["Master of Whispers"]


# --- Hand of the King ------------------------------------------------------------------------


def after_a_power_challenge_against_c(title: str) -> GameState:
    """Seat A (active, with standing power characters) bearing ``title`` has initiated a
    power challenge against C this phase, now over."""
    st = state_at_challenges(4, seed=4)
    assert st.active == 0 and rules.legal_attackers(st, 0, "power")
    bear(st, A=title, B="Master of Coin", C="Master of Ships", D="Crown Regent")
    st.players[0].challenges, st.players[0].challenged = ["power"], [2]
    return st


def power_against(st: GameState, opponent: str) -> dict[str, Any]:
    attackers = rules.legal_attackers(st, 0, "power")[:1]
    return {"type": "challenge", "seat": "A", "challenge": "power", "attackers": attackers,
            "opponent": opponent}  # fmt: skip


def test_r_title_1_the_hands_bearer_initiates_a_second_power_challenge() -> None:
    st = after_a_power_challenge_against_c("Hand of the King")
    assert "power" in rules.challenge_types_left(st, 0)
    apply_event(st, {"seq": st.seq + 1, **power_against(st, "B")})
    assert st.challenge is not None and st.challenge.defender == 1
    assert st.players[0].challenges == ["power", "power"] and st.players[0].challenged == [2, 1]
    assert "power" not in rules.challenge_types_left(st, 0)  # one additional challenge only


def test_r_title_1_the_hands_additional_challenge_is_against_a_different_opponent() -> None:
    st = after_a_power_challenge_against_c("Hand of the King")
    error = _raises(st, power_against(st, "C"), "R-TITLE-1")
    assert "Hand of the King" in str(error) and "different opponent" in str(error)
    offered = {
        c.fields["opponent"]
        for c in legal_options(st)
        if c.type == "challenge" and c.fields["challenge"] == "power"
    }
    assert offered == {"B", "D"}  # not C, the first one's opponent


def test_f_4_2_1_without_the_hand_a_second_power_challenge_is_refused() -> None:
    st = after_a_power_challenge_against_c("Master of Whispers")
    assert "power" not in rules.challenge_types_left(st, 0)
    _raises(st, power_against(st, "B"), "F-4.2-1")


def test_r_title_1_f_4_2_1_a_third_power_challenge_is_refused_to_the_hand() -> None:
    st = after_a_power_challenge_against_c("Hand of the King")
    st.players[0].challenges, st.players[0].challenged = ["power", "power"], [2, 1]
    _raises(st, power_against(st, "D"), "F-4.2-1")


def test_r_redirect_4_the_first_opponent_is_the_one_initiated_against() -> None:
    """A redirect does not change whom the first challenge was initiated against."""
    st = state_at_challenges(4, seed=4)
    bear(st, A="Hand of the King", B="Master of Coin", C="Master of Ships", D="Crown Regent")
    apply_event(st, {"seq": st.seq + 1, **power_against(st, "C")})
    apply_event(st, {"seq": st.seq + 1, "type": "redirect", "seat": "D", "opponent": "B"})
    assert st.players[0].challenged == [2]


# --- Master of Whispers ----------------------------------------------------------------------


def won_intrigue(ctype: str = "intrigue", title: str = "Master of Whispers") -> GameState:
    """Seat A bearing ``title`` has won a ``ctype`` challenge against B: claim is next."""
    st = state_at_challenges(4, seed=4)
    bear(st, A=title, B="Master of Coin", C="Master of Ships", D="Crown Regent")
    ch = Challenge(0, 1, ctype, [], {})
    ch.defenders_declared = ch.resolved = True
    ch.winner, ch.attacker_str, ch.seq = 0, 3, st.seq
    ch.claim = plot_value(st, 0, "claim")
    ch.claim_done = False
    st.challenge, st.step = ch, "F-4.2.4"
    assert ch.claim >= 1 and all(st.players[i].hand for i in (1, 2, 3))
    return st


def claim_of(st: GameState, key: str) -> dict[str, Any]:
    hand = st.player(key).hand
    assert st.challenge is not None
    return {"type": "claim", "seat": key, "cards": hand[: min(st.challenge.claim, len(hand))]}


def test_r_title_1_the_whispers_claim_resolves_against_each_opponent_named() -> None:
    st = won_intrigue()
    before = {k: len(st.player(k).hand) for k in "BCD"}
    apply_event(st, {"seq": st.seq + 1, "type": "claim_opponents", "seat": "A",
                     "opponents": ["D", "C"]})  # fmt: skip
    ch = st.challenge
    assert ch is not None and ch.claim_against == [3, 2] and not ch.claim_done
    problem = flow.blocking(st)
    assert problem is not None and problem.rule == "F-4.2.4"  # both owe their claim
    _raises(st, claim_of(st, "B"), "R-TITLE-1")  # the defender was not named
    apply_event(st, {"seq": st.seq + 1, **claim_of(st, "C")})
    assert not ch.claim_done and ch.claim_owed == [3]
    _raises(st, claim_of(st, "C"), "F-4.2.4")  # C's claim is applied already
    apply_event(st, {"seq": st.seq + 1, **claim_of(st, "D")})
    assert ch.claim_done
    due = ch.claim
    assert len(st.player("B").hand) == before["B"]
    assert {k: before[k] - len(st.player(k).hand) for k in "CD"} == {
        k: min(due, before[k]) for k in "CD"
    }


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ({"seat": "B"}, "R-TITLE-1"),  # not the bearer (nor the attacker)
        ({"opponents": []}, "R-TITLE-1"),  # one or more opponents
        ({"opponents": ["C", "C"]}, "R-TITLE-1"),  # different opponents
        ({"opponents": ["A"]}, "R-TITLE-1"),  # the bearer is not an opponent
    ],
    ids=["not-the-bearer", "nobody", "twice", "self"],
)
def test_r_title_1_the_whispers_choice_is_checked(change: dict[str, Any], rule: str) -> None:
    st = won_intrigue()
    ev = {"type": "claim_opponents", "seat": "A", "opponents": ["C"], **change}
    _raises(st, ev, rule)


def test_r_title_1_only_intrigue_claim_and_only_the_bearers() -> None:
    _raises(
        won_intrigue("military"),
        {"type": "claim_opponents", "seat": "A", "opponents": ["C"]},
        "R-TITLE-1",
    )
    _raises(
        won_intrigue(title="Hand of the King"),
        {"type": "claim_opponents", "seat": "A", "opponents": ["C"]},
        "R-TITLE-1",
    )


def test_r_title_1_the_opponents_are_named_before_any_claim_and_once() -> None:
    st = won_intrigue()
    named = {"type": "claim_opponents", "seat": "A", "opponents": ["C"]}
    trial = fork(st)
    apply_event(trial, {"seq": trial.seq + 1, **claim_of(trial, "B")})  # the usual claim
    _raises(trial, named, "R-TITLE-1")
    apply_event(st, {"seq": st.seq + 1, **named})
    _raises(st, named, "R-TITLE-1")


def test_r_elim_1_an_eliminated_player_is_not_named() -> None:
    from engine.game.rulesets.melee.ending import eliminate

    st = won_intrigue()
    eliminate(st, [3], "concession")
    _raises(st, {"type": "claim_opponents", "seat": "A", "opponents": ["D"]}, "R-ELIM-1")


def test_r_title_1_the_options_and_the_decision_offer_the_whispers_choice() -> None:
    st = won_intrigue()
    offered = [c for c in legal_options(st) if c.type == "claim_opponents"]
    assert len(offered) == 1 and offered[0].optional
    assert offered[0].pick_from == ("B", "C", "D") and offered[0].pick_field == "opponents"
    decision = next_decision(st)
    assert decision.kind == "discard_at_random"  # the usual claim, the choice beside it
    assert decision.find({"type": "claim_opponents", "seat": "A", "opponents": ["B", "D"]})
    apply_event(st, {"seq": st.seq + 1, "type": "claim_opponents", "seat": "A",
                     "opponents": ["B", "D"]})  # fmt: skip
    claims = [c for c in legal_options(st) if c.type == "claim"]
    assert [c.seat for c in claims] == ["B", "D"]
    empty = won_intrigue()  # the defender has nothing to discard: the choice alone
    empty.player("B").hand.clear()
    assert empty.challenge is not None
    empty.challenge.claim_done = True
    assert [c.type for c in legal_options(empty)] == ["claim_opponents"]
