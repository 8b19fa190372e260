"""hbo-2p rules checked on the golden challenge example (rules/hbo.md): the heading of a
card's text decides how its ability is logged ([H-ACT-*], [H-RESP-1], [H-PASSIVE-*]), the
rest of an event ([H-CHAL-ORDER-EX]), errors under their [H-...] ids, and behaviour the
golden logs do not show (stealth, renown, limited, mulligan, saves, income, the last card).
Each test asserts the exact rule id of the rejection or the exact resulting state."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.game.framework import flow
from engine.game.rules.zones import enter_play
from engine.game.rulesets.params import JOUST
from engine.game.state.model import GameState, RuleError
from tests.engine.game.test_hbo_ruleset import golden, push, state_of

HOUND, VARYS, DEVIOUS, CUNNING = "A:HL01#1", "A:HL02#1", "A:HL03#1", "A:HL04#1"
KNIGHT, GUARD = "A:HL12#1", "A:HL11#1"
ARYA, JON, NOT_TODAY = "B:HS02#1", "B:HS03#1", "B:HS10#1"
CASTLE, WINTERFELL = "B:HS07#1", "B:HS08#1"
# seqs of the challenge example (tests/engine/golden/hbo/challenge-example.json)
ROUND1_DRAWN, A_MARSHALED, B_PASSED, ATTACKED, DEVIOUS_PLAYED = 14, 15, 18, 19, 22
RESULT, DEVIOUS_REST, CLAIM = 23, 24, 25


def at(seq: int | None, name: str = "challenge-example") -> GameState:
    return state_of(golden(name), upto=seq)


def rule_of(st: GameState, **event: Any) -> str:
    with pytest.raises(RuleError) as excinfo:
        push(st, **event)
    return excinfo.value.rule


def ability(seat: str, source: str, kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": "ability", "seat": seat, "source": source, "kind": kind, **fields}


def to_hand(st: GameState, cid: str) -> None:
    inst = st.cards[cid]
    st.players[inst.owner].deck.remove(cid)
    st.players[inst.owner].hand.append(cid)
    inst.zone = "hand"


def draw_effect(st: GameState, seat: int, n: int) -> list[dict[str, Any]]:
    key = st.players[seat].key
    return [{"op": "draw", "seat": key, "cards": st.players[seat].deck[-n:]}]


# --- the heading decides the kind ([H-ACT-1..3], [H-RESP-1], [H-PASSIVE-1]) --------------


def test_h_act_1_a_phase_headed_event_logged_as_a_reaction_is_refused() -> None:
    """The reviewer's repro: Devious Methods ("Challenges:") in the Draw phase."""
    st = at(ROUND1_DRAWN)
    assert st.phase == "draw"
    assert rule_of(st, **ability("A", DEVIOUS, "reaction")) == "H-ACT-1"
    assert rule_of(st, **ability("A", DEVIOUS, "forced")) == "H-PASSIVE-1"
    assert rule_of(st, **ability("A", DEVIOUS, "action")) == "H-ACT-3"


@pytest.mark.parametrize(
    ("source", "kind", "rule"),
    [
        (JON, "action", "H-ACT-2"),  # a Response is not an action
        (JON, "forced", "H-PASSIVE-1"),
        (CASTLE, "reaction", "H-RESP-1"),  # keyword and income lines are no ability
        (CASTLE, "action", "H-ACT-1"),
        (CASTLE, "constant", "H-PASSIVE-1"),
    ],
)
def test_h_resp_1_h_act_2_h_passive_1_the_heading_decides_the_kind(
    source: str, kind: str, rule: str
) -> None:
    assert rule_of(at(ROUND1_DRAWN), **ability("B", source, kind)) == rule


# --- the rest of an event ([H-CHAL-ORDER-EX]) ---------------------------------------------


def test_h_chal_order_ex_the_rest_of_an_event_resolves_once_and_by_its_player() -> None:
    st = at(DEVIOUS_REST)
    again = ability("A", DEVIOUS, "forced", effects=draw_effect(st, 0, 2))
    assert rule_of(st, **again) == "H-PASSIVE-1"  # no rest left: the normal checks refuse it
    st = at(RESULT)
    assert rule_of(st, **ability("B", DEVIOUS, "forced")) == "H-CHAL-ORDER-EX"


def test_h_chal_order_ex_the_rest_of_an_event_waits_for_the_result() -> None:
    st = at(DEVIOUS_PLAYED)
    assert rule_of(st, **ability("A", DEVIOUS, "forced")) == "H-CHAL-ORDER-EX"


def test_h_chal_order_ex_the_rest_needs_its_condition_if_you_win() -> None:
    """The Lannister player loses (Winterfell's +2 for Jon Snow: 5 against 6): Devious
    Methods' "if you win the challenge, draw 2 cards" does not resolve."""
    st = at(DEVIOUS_PLAYED)
    enter_play(st, WINTERFELL, 1)
    boost = {"op": "strength", "card": JON, "amount": 2, "until": "challenge"}
    push(st, **ability("B", WINTERFELL, "forced", effects=[boost]))
    push(st, type="challenge_result", winner="B", attacker_str=5, defender_str=6, unopposed=False)
    rest = ability("A", DEVIOUS, "forced", effects=draw_effect(st, 0, 2))
    assert rule_of(st, **rest) == "H-CHAL-ORDER-EX"


# --- mandatory passives ([H-PASSIVE-2], [H-PASSIVE-4], [H-EX-VARYS]) -------------------------


def varys_played() -> GameState:
    st = at(ROUND1_DRAWN)
    push(st, type="marshal", seat="A", card=VARYS, cost=2)
    return st


def test_h_passive_4_varys_passive_resolves_before_anything_else() -> None:
    assert rule_of(varys_played(), type="pass", seat="A") == "H-PASSIVE-4"


def test_h_passive_2_varys_must_discard_an_ally_and_the_only_one_is_himself() -> None:
    st = varys_played()
    not_ally = [{"op": "discard", "card": GUARD}]
    assert rule_of(st, **ability("A", VARYS, "forced", effects=not_ally)) == "H-PASSIVE-2"
    assert rule_of(st, **ability("A", VARYS, "forced")) == "H-PASSIVE-2"
    push(st, **ability("A", VARYS, "forced", effects=[{"op": "discard", "card": VARYS}]))
    assert st.cards[VARYS].zone == "discard" and st.pending_passive is None
    push(st, type="pass", seat="A")


# --- errors under the HBO ids (docs/match-log.md "errors") ---------------------------------


def test_h_gold_4_lions_cunning_needs_two_gold_in_the_pool() -> None:
    st = at(ROUND1_DRAWN)
    st.players[0].gold = 1
    pay = [{"op": "spend_gold", "seat": "A", "amount": 2}]
    assert rule_of(st, **ability("A", CUNNING, "action", costs=pay)) == "H-GOLD-4"


def test_h_kneel_3_only_a_standing_card_kneels() -> None:
    st = at(ATTACKED)  # The Hound knelt to attack; A has 5 - 2 = 3 gold
    pay = [{"op": "spend_gold", "seat": "A", "amount": 2}]
    kneel = [{"op": "kneel", "card": HOUND}]
    assert rule_of(st, **ability("A", CUNNING, "action", costs=pay, effects=kneel)) == "H-KNEEL-3"


def test_h_type_evt_1_an_event_is_played_from_its_owners_hand() -> None:
    assert rule_of(at(ROUND1_DRAWN), **ability("B", CUNNING, "action")) == "H-TYPE-EVT-1"


def test_h_type_char_2_only_characters_are_killed() -> None:
    st = at(ROUND1_DRAWN)
    enter_play(st, WINTERFELL, 1)
    kill = [{"op": "kill", "card": CASTLE}]
    assert rule_of(st, **ability("B", WINTERFELL, "forced", effects=kill)) == "H-TYPE-CHAR-2"


def test_h_chal_atk_1_an_attacker_is_declared_once() -> None:
    st = at(B_PASSED)
    twice = {"type": "challenge", "seat": "A", "challenge": "military"}
    assert rule_of(st, **twice, attackers=[HOUND, HOUND]) == "H-CHAL-ATK-1"


def test_h_chal_claim_1_the_defending_player_suffers_claim() -> None:
    assert rule_of(at(DEVIOUS_REST), type="claim", seat="A", cards=[KNIGHT]) == "H-CHAL-CLAIM-1"


def test_h_kw_renown_2_the_losing_side_gains_no_renown() -> None:
    st = at(CLAIM)
    assert rule_of(st, type="keyword", seat="B", keyword="renown", card=JON) == "H-KW-RENOWN-2"


def test_h_init_2_a_tie_on_initiative_goes_to_the_player_with_less_power() -> None:
    st = at(None)  # round 1 over: A 0 power, B 1
    push(st, type="plot", seat="A", card="A:HP02#1")  # initiative 4
    push(st, type="plot", seat="B", card="B:HP12#1")  # initiative 4
    assert rule_of(st, type="initiative", seat="B") == "H-INIT-2"
    push(st, type="initiative", seat="A")
    assert st.initiative == 0


def test_h_setup_5_mull_waiting_for_a_mulligan_names_no_player_order() -> None:
    st = at(3, "setup-placement")  # A decided, B not yet
    with pytest.raises(RuleError) as excinfo:
        push(st, type="setup", seat="A", cards=[HOUND])
    assert excinfo.value.rule == "H-SETUP-5-MULL"
    assert "order" not in excinfo.value.message


# --- behaviour the golden logs do not show ---------------------------------------------------


def test_h_setup_5_mull_one_mulligan_only() -> None:
    st = at(3, "setup-placement")
    assert rule_of(st, type="mulligan", seat="A", mulligan=True) == "H-SETUP-5-MULL"


def test_h_setup_6_types_no_duplicate_at_setup() -> None:
    st = at(5, "setup-placement")
    to_hand(st, "B:HS03#2")
    placed = [ARYA, JON, "B:HS03#2"]
    assert rule_of(st, type="setup", seat="B", cards=placed) == "H-SETUP-6-TYPES"


def test_h_kw_limited_1_and_3_setup_does_not_use_the_rounds_limited_card() -> None:
    st = at(16)  # A passed: B marshals with 5 + 1 (Winterfell Castle) gold
    push(st, type="marshal", seat="B", card="B:HS07#2", cost=1)  # placed one at setup
    assert rule_of(st, type="marshal", seat="B", card="B:HS07#3", cost=1) == "H-KW-LIMITED-1"


def test_h_income_3_a_kneeling_income_card_still_counts() -> None:
    st = at(A_MARSHALED)
    st.cards[CASTLE].kneeling = True
    push(st, type="pass", seat="A")  # B's marshaling turn: Crossing the Trident 5 + 1
    assert (st.active, st.players[1].gold) == (1, 6)


def test_h_draw_2_the_last_card_is_drawn_and_nobody_is_eliminated() -> None:
    st = at(12)  # the draw phase of round 1
    stark = st.players[1]
    last = stark.deck[-1]
    for cid in stark.deck[:-1]:
        st.cards[cid].zone = "discard"
        stark.discard.append(cid)
    del stark.deck[:-1]
    push(st, type="draw", seat="A", cards=st.players[0].deck[-2:])
    push(st, type="draw", seat="B", cards=[last])
    assert (stark.deck, last in stark.hand, stark.eliminated, st.over) == ([], True, False, False)
    push(st, type="pass", seat="A")  # the framework moves on: no draw is owed
    assert st.phase == "marshaling"


def test_h_save_1_not_today_saves_a_claim_victim() -> None:
    """[H-SAVE-4], [H-TR-10]: Jon Snow is chosen for claim and saved; the claim is met."""
    st = at(DEVIOUS_REST)
    save = [{"op": "save", "card": JON}]
    push(st, **ability("B", NOT_TODAY, "interrupt", effects=save))
    push(st, type="claim", seat="B", cards=[JON])
    assert st.cards[JON].zone == "play" and st.players[1].dead == []
    assert st.cards[NOT_TODAY].zone == "discard"


def test_h_kw_stealth_1_a_stealth_target_cannot_defend_and_2_stealth_is_immune() -> None:
    st = at(B_PASSED)
    spy, scout, sansa = "A:HL14#1", "B:HS14#1", "B:HS04#1"
    for cid, seat in ((spy, 0), (scout, 1), (sansa, 1)):
        enter_play(st, cid, seat)
    intrigue = {"type": "challenge", "seat": "A", "challenge": "intrigue", "attackers": [spy]}
    assert rule_of(st, **intrigue, stealth={spy: scout}) == "H-KW-STEALTH-2"
    push(st, **intrigue, stealth={spy: sansa})
    assert rule_of(st, type="defenders", seat="B", defenders=[sansa]) == "H-KW-STEALTH-1"


def test_h_kw_renown_1_a_winning_defender_gains_renown() -> None:
    st = at(B_PASSED)
    pup = "B:HS13#1"
    enter_play(st, pup, 1)
    push(st, type="challenge", seat="A", challenge="military", attackers=[HOUND])
    push(st, type="defenders", seat="B", defenders=[pup, JON])
    push(st, type="challenge_result", winner="B", attacker_str=3, defender_str=4, unopposed=False)
    push(st, type="keyword", seat="B", keyword="renown", card=pup)
    assert (st.cards[pup].power, st.players[1].power) == (1, 0)


def test_h_plot_6_a_when_revealed_plot_in_hbo_wording_must_resolve() -> None:
    """A user card file with the HBO capitalisation "When revealed:" ([H-PLOT-6])."""
    st = at(ROUND1_DRAWN)
    plot = st.players[0].revealed
    assert plot is not None and not flow.has_when_revealed(st, plot)
    st.cards[plot].card = replace(st.cards[plot].card, text="When revealed: draw 1 card.")
    assert flow.has_when_revealed(st, plot)
    st.ruleset = JOUST  # Second Edition keeps its own wording, "When Revealed:"
    assert not flow.has_when_revealed(st, plot)


def _jon_copy_in(pile: str) -> GameState:
    """B's marshaling turn of round 1 (A passed), with Jon Snow's second copy in hand and the
    first in B's ``pile`` instead of in play."""
    st = at(16)
    stark = st.players[1]
    stark.in_play.remove(JON)
    getattr(stark, pile).append(JON)
    st.cards[JON].zone = pile
    to_hand(st, "B:HS03#2")
    return st


def test_h_uniq_2_a_unique_card_in_the_dead_pile_cannot_be_played() -> None:
    st = _jon_copy_in("dead")
    assert rule_of(st, type="marshal", seat="B", card="B:HS03#2", cost=2) == "H-UNIQ-2"


def test_h_uniq_2_a_unique_card_in_the_discard_pile_does_not_block() -> None:
    st = _jon_copy_in("discard")
    push(st, type="marshal", seat="B", card="B:HS03#2", cost=2)
    assert st.cards["B:HS03#2"].zone == "play"
