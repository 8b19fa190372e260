"""Ability events and their primitives, attachments, duplicates and the dead pile.

Abilities are checked for legality only (counted as unverified); every primitive is checked
against the state: the card exists and is where the effect needs it, costs are payable.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.play.replay import replay
from engine.game.state.model import strength
from tests.engine.game.logbuilder import LogBuilder, round_two, save


def last_error(b: LogBuilder) -> tuple[int, str]:
    verdict = replay(b.doc())
    assert verdict.errors, "expected an error"
    return verdict.errors[0].seq, verdict.errors[0].rule


def state_of(b: LogBuilder) -> Any:
    verdict = replay(b.doc())
    assert verdict.errors == (), verdict.errors
    return verdict.state


def action(
    b: LogBuilder,
    seat: str,
    effects: list[dict[str, Any]],
    costs: list[dict[str, Any]] | None = None,
    source: str | None = None,
    kind: str = "action",
    **extra: Any,
) -> LogBuilder:
    fields: dict[str, Any] = {
        "seat": seat,
        "source": source or f"{seat}:faction",
        "kind": kind,
        "effects": effects,
        **extra,
    }
    if costs is not None:
        fields["costs"] = costs
    return b.ev("ability", **fields)


def test_R_ATTACH_6_attachment_returns_to_hand_R_KW_TERMINAL_1_terminal_is_discarded() -> None:
    b = round_two(["A:99115#1", "A:99116#1"], [])
    b.ev("marshal", seat="A", card="99115#1", attach_to="A:99102#1")
    b.ev("marshal", seat="A", card="99116#1", attach_to="B:99201#1")
    st = state_of(b)
    assert strength(st, "A:99102#1") == 2  # Runed Axe: "Attached character gets +1 STR."
    action(b, "A", [{"op": "kill", "card": "A:99102#1"}, {"op": "kill", "card": "B:99201#1"}])
    save("attachments-leave-play", b.doc())
    st = state_of(b)
    assert "A:99115#1" in st.players[0].hand
    assert "A:99116#1" in st.players[0].discard  # the owner's discard pile ([R-OWN-4])
    assert st.players[1].dead[-1] == "B:99201#1"
    assert st.cards["B:99201#1"].power == 0  # [R-LEAVE-2]: its power went to the treasury


def test_R_KW_TERMINAL_attached_character_cannot_stand_in_the_standing_phase() -> None:
    b = round_two(["A:99116#1"], [])
    b.ev("marshal", seat="A", card="99116#1", attach_to="B:99201#1")
    b.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    b.ev("challenge", seat="B", challenge="power", attackers=["99201#1"])
    b.ev("defenders", seat="A", defenders=[])
    b.ev("pass", seat="B", at="F-AW-5")
    b.ev("note", text="standing phase", at="F-AW-6")
    st = state_of(b)
    assert st.cards["B:99201#1"].kneeling


@pytest.mark.parametrize(
    ("card", "host", "rule"),
    [
        ("99116#1", "A:99102#1", "R-ATTACH-4"),  # opponent's character only
        ("99115#1", "A:99107#1", "R-KW-NOATT-1"),  # Oathsworn Guard: no attachments
        ("99305#1", "A:99108#1", "R-KW-NOATT-3"),  # Hearth Elder: except Weapon (Charm: Item)
        ("99115#1", "A:99112#1", "R-ATTACH-4"),  # a character-only attachment on a location
    ],
)
def test_illegal_attachment_targets(card: str, host: str, rule: str) -> None:
    b = round_two(
        ["A:99115#1", "A:99116#1", "A:99305#1", "A:99107#1", "A:99108#1", "A:99112#1"],
        [],
        gold_a=20,
    )
    for cid in ("99107#1", "99108#1", "99112#1"):
        b.ev("marshal", seat="A", card=cid)
    b.ev("marshal", seat="A", card=card, attach_to=host)
    assert last_error(b) == (len(b.events), rule)


def test_R_KW_NOATT_3_weapon_may_attach_to_hearth_elder() -> None:
    b = round_two(["A:99115#1", "A:99108#1"], [], gold_a=5)
    b.ev("marshal", seat="A", card="99108#1")
    b.ev("marshal", seat="A", card="99115#1", attach_to="A:99108#1")
    assert state_of(b).cards["A:99115#1"].host == "A:99108#1"


def test_R_DUP_1_duplicate_costs_nothing_and_R_DUP_2_saves_the_card() -> None:
    b = round_two(["A:99101#2"], [])
    b.ev("marshal", seat="A", card="99101#2", cost=0)
    st = state_of(b)
    assert st.cards["A:99101#2"].zone == "dupe" and st.players[0].gold == 3
    action(b, "B", [{"op": "kill", "card": "A:99101#1", "saved_by": "A:99101#2"}], kind="reaction")
    st = state_of(b)
    assert st.cards["A:99101#1"].zone == "play" and st.cards["A:99101#1"].power == 1
    assert st.players[0].discard[-1] == "A:99101#2"


def test_R_DEAD_3_no_copy_of_a_dead_unique_R_DEAD_4_but_that_very_card_may_return() -> None:
    b = round_two([], ["B:99201#2"], gold_b=10)
    action(b, "A", [{"op": "kill", "card": "B:99201#1"}])
    b.ev("pass", seat="A")
    b.ev("marshal", seat="B", card="99201#2")
    assert last_error(b) == (len(b.events), "R-DEAD-3")
    b.events.pop()
    action(b, "B", [{"op": "put_into_play", "card": "B:99201#1"}])
    assert state_of(b).cards["B:99201#1"].zone == "play"


def test_R_KW_LIMITED_1_one_limited_marshal_per_round_T_17() -> None:
    b = round_two(["A:99112#1", "A:99113#1"], [], gold_a=4)
    b.ev("marshal", seat="A", card="99113#1")
    b.ev("marshal", seat="A", card="99112#1")
    assert last_error(b) == (len(b.events), "R-KW-LIMITED-1")


def test_R_KW_AMBUSH_1_ambush_in_challenges_pays_X_and_is_not_limited() -> None:
    b = round_two([], ["B:99205#1"], gold_b=1)
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("ambush", seat="B", card="99205#1")
    st = state_of(b)
    assert st.cards["B:99205#1"].zone == "play" and st.players[1].gold == 0
    assert not st.players[1].limited_used
    poor = round_two([], ["B:99205#1"])
    poor.ev("pass", seat="A").ev("pass", seat="B").ev("ambush", seat="B", card="99205#1")
    assert last_error(poor) == (len(poor.events), "R-KW-AMBUSH-1")


def test_R_COST_3_an_opponents_card_cannot_pay_a_cost() -> None:
    b = round_two([], [])
    action(b, "A", [], costs=[{"op": "kneel", "card": "B:99201#1"}])
    assert last_error(b) == (len(b.events), "R-COST-3")


def test_R_KNEEL_2_a_kneeling_card_cannot_kneel_again() -> None:
    b = round_two([], [])
    action(b, "A", [], costs=[{"op": "kneel", "card": "A:faction"}])
    action(b, "A", [], costs=[{"op": "kneel", "card": "A:faction"}])
    assert last_error(b) == (len(b.events), "R-KNEEL-2")


def test_R_ACTION_1_no_action_while_defenders_are_due() -> None:
    b = round_two([], [])
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("pass", seat="A")  # closes the action window after the challenge is initiated
    action(b, "A", [{"op": "gain_gold", "seat": "A", "amount": 1}])
    assert last_error(b) == (len(b.events), "F-4.2.1")


def test_R_LASTING_3_STR_modifier_lasts_until_the_end_of_the_challenge() -> None:
    b = round_two([], [])
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="intrigue", attackers=["99102#1"])
    b.ev("defenders", seat="B", defenders=["99201#1"])
    action(b, "A", [{"op": "strength", "card": "A:99102#1", "amount": 5, "until": "challenge"}])
    b.ev("challenge_result", winner="A", attacker_str=6, defender_str=6, unopposed=False)
    b.ev("claim", seat="B", cards=[])
    assert last_error(b) == (len(b.events), "R-CLAIM-INT-2")  # claim 1 takes 1 random card
    b.events.pop()
    b.ev("claim", seat="B", cards=[state_of(b).players[1].hand[0]])
    b.ev("note", text="after the challenge", at="F-AW-4.1")
    st = state_of(b)
    assert strength(st, "A:99102#1") == 1


def test_R_CANCEL_1_cancel_then_the_cancelled_ability_keeps_its_costs() -> None:
    b = round_two([], [])
    action(b, "B", [{"op": "cancel"}], kind="interrupt")
    action(b, "A", [], costs=[{"op": "kneel", "card": "A:faction"}], cancelled=True)
    st = state_of(b)
    assert st.players[0].faction_kneeling  # [R-CANCEL-4] costs remain paid
    assert replay(b.doc()).unverified_abilities == 2
    unmarked = round_two([], [])
    action(unmarked, "B", [{"op": "cancel"}], kind="interrupt")
    action(unmarked, "A", [{"op": "gain_gold", "seat": "A", "amount": 1}])
    assert last_error(unmarked) == (len(unmarked.events), "R-CANCEL-1")


def test_R_EVENT_3_an_event_is_played_from_hand_then_discarded() -> None:
    b = round_two(["A:99117#1"], [])
    action(b, "A", [], source="A:99117#1")
    st = state_of(b)
    assert st.players[0].discard[-1] == "A:99117#1"
    again = round_two(["A:99117#1"], [])
    action(again, "A", [], source="A:99117#1")
    action(again, "A", [], source="A:99117#1")
    assert last_error(again) == (len(again.events), "R-EVENT-7")


def test_R_ABIL_6_abilities_of_a_card_in_hand_do_not_work() -> None:
    b = round_two([], [])
    action(b, "A", [], source="A:99303#3")
    assert last_error(b) == (len(b.events), "R-ABIL-6")


def test_R_WIN_4_take_control_moves_the_power_on_the_card() -> None:
    b = round_two([], [])
    action(b, "A", [{"op": "take_control", "card": "B:99201#1", "seat": "A"}])
    verdict = replay(b.doc())
    assert verdict.power == {"A": 2, "B": 2}
    action(b, "A", [{"op": "take_control", "card": "B:99201#1", "seat": "A"}])
    assert last_error(b) == (len(b.events), "R-ABIL-7")


def test_R_MOVEPOWER_1_move_power_needs_the_power() -> None:
    b = round_two([], [])
    action(b, "A", [{"op": "move_power", "from_seat": "B", "to_seat": "A", "amount": 2}])
    assert replay(b.doc()).power == {"A": 3, "B": 1}
    action(b, "A", [{"op": "move_power", "from_seat": "B", "to_seat": "A", "amount": 9}])
    assert last_error(b) == (len(b.events), "R-MOVEPOWER-1")


def test_R_SAVE_1_an_interrupt_saves_a_claim_victim_R_CLAIM_MIL_6() -> None:
    b = round_two([], [])
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    action(b, "B", [{"op": "save", "card": "B:99201#1"}], kind="interrupt", at="F-4.2.4")
    b.ev("claim", seat="B", cards=["B:99201#1"])
    st = state_of(b)
    assert st.cards["B:99201#1"].zone == "play" and st.challenge.claim_done
    sacrificed = round_two([], [])
    action(sacrificed, "B", [{"op": "save", "card": "B:99201#1"}], kind="interrupt")
    action(sacrificed, "B", [{"op": "sacrifice", "card": "B:99201#1"}])
    assert state_of(sacrificed).cards["B:99201#1"].zone == "discard"  # [R-SACRIFICE-4]


def test_R_MARSHAL_5_only_attachments_attach() -> None:
    b = round_two([], [])
    b.ev("marshal", seat="A", card="99303#3", attach_to="A:99101#1")
    assert last_error(b) == (len(b.events), "R-MARSHAL-5")


def test_R_UNIQUE_5_uniqueness_is_per_player_after_take_control() -> None:
    b = round_two(["A:99101#2"], [], gold_a=3)
    action(b, "B", [{"op": "take_control", "card": "A:99101#1", "seat": "B"}])
    b.ev("marshal", seat="A", card="99101#2", cost=6)  # not a duplicate: A has no Warden
    st = state_of(b)
    assert st.cards["A:99101#2"].zone == "play" and st.cards["A:99101#1"].controller == 1
    action(b, "A", [{"op": "take_control", "card": "A:99101#1", "seat": "A"}])
    assert last_error(b) == (len(b.events), "R-UNIQUE-3")
