"""The worked examples of rules/agot2.md section 9: [EX-nn] and the derived scenarios [T-nn]."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.play.replay import replay
from engine.game.state.model import Mod, strength
from tests.engine.game.logbuilder import (
    LogBuilder,
    gain,
    into_round_two,
    remaining_deck,
    round_one,
    round_two,
    save,
)


def verdict_of(b: LogBuilder) -> Any:
    return replay(b.doc())


def ok(b: LogBuilder) -> Any:
    verdict = replay(b.doc())
    assert verdict.errors == (), verdict.errors
    assert verdict.state is not None
    return verdict.state


def error(b: LogBuilder) -> tuple[int, str]:
    verdict = replay(b.doc())
    assert verdict.errors, "expected an error"
    return verdict.errors[0].seq, verdict.errors[0].rule


def hand(b: LogBuilder, seat: str) -> list[str]:
    return list(ok(b).player(seat).hand)


def to_challenges(b: LogBuilder, a_passes: bool = False) -> LogBuilder:
    b.ev("pass", seat="A").ev("pass", seat="B")
    return b.ev("pass", seat="A") if a_passes else b


def act(b: LogBuilder, seat: str, *effects: dict[str, Any], **extra: Any) -> LogBuilder:
    return b.ev(
        "ability",
        seat=seat,
        source=f"{seat}:faction",
        kind="action",
        effects=list(effects),
        **extra,
    )


def sellsword_defends() -> LogBuilder:
    """Round two: B marshals a Rock Sellsword (STR 3, military); A's Brindle Hound (STR 3,
    intimidate) attacks it alone."""
    b = round_two([], ["B:99203#2"])
    b.ev("pass", seat="A").ev("marshal", seat="B", card="99203#2")
    b.ev("challenge", seat="A", challenge="military", attackers=["99103#1"])
    return b.ev("defenders", seat="B", defenders=["99203#2"])


def test_T_01_tie_goes_to_the_attacker_margin_0_intimidate_only_STR_0() -> None:
    b = sellsword_defends()
    b.ev("challenge_result", winner="A", attacker_str=3, defender_str=3, unopposed=False)
    b.ev("claim", seat="B", cards=["B:99203#2"])
    b.ev("keyword", seat="A", keyword="intimidate", card="99103#1", target="B:99201#1")
    assert error(b) == (len(b.events), "R-KW-INTIMIDATE-1")


def test_T_02_defender_of_STR_0_is_unopposed() -> None:
    b = sellsword_defends()
    b.ev(
        "ability",
        seat="A",
        source="A:faction",
        kind="action",
        at="F-AW-4.2.1",
        effects=[
            {
                "op": "strength",
                "card": "B:99203#2",
                "amount": 0,
                "mode": "set",
                "until": "challenge",
            }
        ],
    )
    b.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    b.ev("note", text="claim", at="F-4.2.4")
    st = ok(b)
    assert st.players[0].power == 1  # faction: 0 after round one, +1 unopposed


def test_T_03_no_defenders_unopposed_bonus_then_claim() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("challenge", seat="A", challenge="power", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    b.ev("claim", seat="B", amount=1)  # Long Night Falls: claim 1, power from B's faction
    st = ok(b)
    assert (st.players[0].power, st.players[1].power) == (2, 1)


def test_T_04_attackers_at_0_STR_nobody_wins_no_claim_no_keywords() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    act(b, "B", {"op": "strength", "card": "A:99101#1", "amount": -9, "until": "challenge"})
    b.ev("challenge_result", attacker_str=0, defender_str=0, unopposed=False)
    st = ok(b)
    assert st.players[0].power == 0
    b.ev("keyword", seat="A", keyword="renown", card="99101#1")
    assert error(b) == (len(b.events), "F-4-SUM-3")
    b.events[-1] = {"seq": len(b.events), "type": "claim", "seat": "B", "cards": []}
    assert error(b) == (len(b.events), "F-4.2.4")


def test_T_05_the_only_attacker_leaves_play_the_defender_wins() -> None:
    b = sellsword_defends()
    act(b, "B", {"op": "kill", "card": "A:99103#1"})
    b.ev("challenge_result", winner="B", attacker_str=0, defender_str=3)
    b.ev("claim", seat="A", cards=["A:99102#1"])
    assert error(b) == (len(b.events), "F-4.2.4")


def test_T_06_the_defender_wins_no_claim_no_intimidate() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("challenge", seat="A", challenge="intrigue", attackers=["99102#1"])
    b.ev("defenders", seat="B", defenders=["99201#1"])
    b.ev("challenge_result", winner="B", attacker_str=1, defender_str=6)
    b.ev("keyword", seat="B", keyword="renown", card="99201#1")  # renown: the winner's
    st = ok(b)
    assert st.cards["B:99201#1"].power == 2
    b.ev("keyword", seat="A", keyword="intimidate", card="99103#1", target="B:99201#1")
    assert error(b) == (len(b.events), "R-KW-INTIMIDATE-1")


def frost_on_the_blade() -> LogBuilder:
    """Round two with A's Frost on the Blade (claim 2) against B's lone Gilded Regent."""
    b = into_round_two(round_one(), plot_a="A:99011#1")
    b.draw_phase()
    return to_challenges(b)


def test_T_07_military_claim_2_with_one_character_kills_it() -> None:
    b = frost_on_the_blade()
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1", "99103#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("claim", seat="B", cards=["B:99201#1"])
    st = ok(b)
    assert st.players[1].dead[-1] == "B:99201#1"


def test_T_08_claim_victim_saved_by_its_duplicate_still_satisfies_claim() -> None:
    b = round_two([], ["B:99201#2"])
    b.ev("pass", seat="A").ev("marshal", seat="B", card="99201#2")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("claim", seat="B", cards=["B:99201#1"], saved_by={"B:99201#1": "B:99201#2"})
    st = ok(b)
    assert st.cards["B:99201#1"].zone == "play" and st.cards["B:99201#1"].power == 1
    assert st.players[1].discard[-1] == "B:99201#2"


def test_T_09_intrigue_claim_2_with_one_card_in_hand() -> None:
    b = frost_on_the_blade()
    cards = hand(b, "B")
    act(b, "B", *[{"op": "discard", "card": c} for c in cards[1:]], at="F-AW-4.1")
    b.ev("challenge", seat="A", challenge="intrigue", attackers=["99102#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("claim", seat="B", cards=cards[:1])
    assert ok(b).player("B").hand == []


def test_T_10_power_claim_takes_only_faction_power() -> None:
    b = frost_on_the_blade()
    act(b, "B", {"op": "discard_power", "seat": "B", "amount": 1})  # B faction: 1
    b.ev("challenge", seat="A", challenge="power", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=["99201#1"])
    b.ev("challenge_result", winner="B", attacker_str=5, defender_str=6)
    st = ok(b)
    assert st.players[1].power == 1
    b = frost_on_the_blade()
    act(b, "B", {"op": "discard_power", "seat": "B", "amount": 1})
    act(b, "B", {"op": "kneel", "card": "B:99201#1"})
    b.ev("challenge", seat="A", challenge="power", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("claim", seat="B", amount=1)  # claim 2, but only 1 power on B's faction card
    st = ok(b)
    assert (st.players[1].power, st.cards["B:99201#1"].power, st.players[0].power) == (0, 1, 2)


def test_T_12_initiative_tie_fewest_power_then_random() -> None:
    b = round_one()
    b.plots("A:99005#1", "B:99005#1")  # Bread and Salt: initiative 2 each; A 1 power, B 3
    b.ev("initiative", seat="B")
    assert error(b) == (len(b.events), "F-1.3.I")
    b.events[-1]["seat"] = "A"
    ok(b)
    tied = round_one()
    gain(tied, "A", 2)
    tied.plots("A:99005#1", "B:99005#1")
    tied.ev("first_player", seat="A")
    assert error(tied) == (len(tied.events), "F-1.3.I-2")
    tied.events.insert(-1, {"seq": 0, "type": "initiative", "seat": "B", "tiebreak": "random"})
    for i, ev in enumerate(tied.events, 1):
        ev["seq"] = i
    save("initiative-random-tie", tied.doc())
    assert ok(tied).first == 0


def test_T_13_dominance_tie_gives_nobody_power_EX_17_gold_counts() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("dominance", winner="A")  # A: 5+1+3 STR + 3 gold = 12; B: 6 + 3 gold = 9
    ok(b)
    tie = round_two([], [], gold_b=3)
    to_challenges(tie)
    tie.ev("pass", seat="A").ev("pass", seat="B")
    tie.ev("dominance")
    assert ok(tie).last_dominance is None


def test_T_14_no_discard_when_at_or_below_reserve() -> None:
    b = round_one()
    b.events = b.events[:-3]  # drop both reserve events and the checkpoint
    b.ev("reserve", seat="A", cards=hand(b, "A")[:3])
    b.ev("reserve", seat="B", cards=hand(b, "B")[:1])
    b.ev("reserve", seat="B", cards=hand(b, "B")[:1])
    assert error(b)[1] == "F-7.3-2"


def quiet_round(b: LogBuilder, plot_a: str, plot_b: str) -> LogBuilder:
    """A round with no marshaling and no challenges; reserve discards as needed."""
    b.plots(plot_a, plot_b)
    b.ev("note", text="initiative", at="F-1.3.I")
    if ok(b).initiative_random:
        b.ev("initiative", seat="A", tiebreak="random")
    b.ev("first_player", seat="A")
    b.draw_phase()
    return pay_reserve(b)


def pay_reserve(b: LogBuilder) -> LogBuilder:
    """Go to [F-7.3] and discard down to reserve (the first cards in hand)."""
    from engine.game.state.model import plot_value

    b.ev("note", text="taxation", at="F-7.3")
    st = ok(b)
    for seat in "AB":
        player = st.player(seat)
        excess = len(player.hand) - plot_value(st, player.index, "reserve")
        if excess > 0:
            b.ev("reserve", seat=seat, cards=player.hand[:excess])
    return b


def test_T_15_plot_cycle_used_pile_returns_after_the_seventh_plot() -> None:
    b = round_one()
    a_plots = ["A:99001#1", "A:99003#1", "A:99004#1", "A:99005#1", "A:99011#1", "A:99011#2"]
    b_plots = ["B:99005#1", "B:99006#1", "B:99007#1", "B:99009#1", "B:99010#1", "B:99012#1"]
    for pa, pb in zip(a_plots, b_plots, strict=True):
        quiet_round(b, pa, pb)
    st = ok(b)
    assert st.round == 7 and len(st.players[0].plot_deck) == 6
    assert st.players[0].revealed == "A:99011#2" and st.players[0].used == []
    b.plots("A:99011#2", "B:99006#1")
    assert error(b) == (len(b.events) - 1, "R-PLOT-9")
    b.events[-2]["card"] = "A:99002#1"
    save("plot-cycle", b.doc())
    ok(b)


def test_T_16_modifiers_add_then_double_round_up_floor_and_set() -> None:
    st = ok(round_two([], []))
    regent = st.cards["B:99201#1"]  # printed STR 6
    regent.mods = [
        Mod("strength", "add", 2, "", "game", 1),
        Mod("strength", "double", 0, "", "game", 2),
    ]
    assert strength(st, "B:99201#1") == 16
    regent.mods = [
        Mod("strength", "add", -1, "", "game", 1),
        Mod("strength", "halve", 0, "", "game", 2),
    ]
    assert strength(st, "B:99201#1") == 3  # 5 / 2 = 2.5 -> 3
    regent.mods = [
        Mod("strength", "add", -9, "", "game", 1),
        Mod("strength", "add", 2, "", "game", 2),
    ]
    assert strength(st, "B:99201#1") == 0  # 6 - 9 + 2 = -1 -> 0
    regent.mods = [
        Mod("strength", "set", 1, "", "game", 1),
        Mod("strength", "add", 2, "", "game", 2),
    ]
    assert strength(st, "B:99201#1") == 1
    regent.mods = [
        Mod("strength", "set", 4, "", "game", 1),
        Mod("strength", "set", 2, "", "game", 2),
    ]
    assert strength(st, "B:99201#1") == 2


@pytest.mark.parametrize(
    ("cards", "rule"),
    [
        (["99101#1", "99101#2", "99113#1"], None),  # 6 + duplicate 0 + limited 1 = 7
        (["99101#1", "99101#2", "99113#1", "99304#1"], "S-8-2"),  # a second limited card
        (["99101#1", "99101#2", "99117#1"], "S-8-3"),  # an event
    ],
)
def test_T_18_setup_duplicate_is_free_one_limited_no_events(
    cards: list[str], rule: str | None
) -> None:
    b = LogBuilder()
    b.opening(["99101#1", "99101#2", "99113#1", "99304#1", "99117#1"], [], cards, [])
    if rule is None:
        st = ok(b)
        assert st.cards["A:99101#2"].zone == "dupe"
    else:
        assert error(b) == (6, rule)


def test_T_19_drawing_the_last_card_in_the_draw_phase_eliminates() -> None:
    b = round_one()
    deck = remaining_deck(b, "A")
    act(b, "A", {"op": "draw", "seat": "A", "cards": deck[:-1]})
    b.drawn["A"].update(deck[:-1])
    into_round_two(b)
    b.ev("draw", seat="A", cards=deck[-1:])
    b.draw("B", 2)
    verdict = verdict_of(b)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "B", "decked")


def test_T_20_pillage_discarding_the_last_card_eliminates() -> None:
    b = round_two(["A:99105#1"], [], gold_a=1)
    b.ev("marshal", seat="A", card="99105#1")
    deck = remaining_deck(b, "B")
    act(b, "B", {"op": "draw", "seat": "B", "cards": deck[:-1]}, at="F-AW-3")
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99105#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("claim", seat="B", cards=["B:99201#1"])
    b.ev("keyword", seat="A", keyword="pillage", card="99105#1", cards=deck[-1:])
    save("pillage-decks", b.doc())
    verdict = verdict_of(b)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "A", "decked")


def test_T_21_stealth_bypasses_non_stealth_characters_only() -> None:
    b = round_two(["A:99111#1"], ["B:99202#1", "B:99204#1"], gold_a=1, gold_b=1)
    b.ev("marshal", seat="A", card="99111#1").ev("pass", seat="A")
    b.ev("marshal", seat="B", card="99202#1").ev("marshal", seat="B", card="99204#1")
    stealth = {"A:99102#1": "B:99201#1", "A:99111#1": "B:99202#1"}
    b.ev(
        "challenge",
        seat="A",
        challenge="intrigue",
        attackers=["99102#1", "99111#1"],
        stealth=stealth,
    )
    assert error(b) == (len(b.events), "R-KW-STEALTH-3")
    b.events[-1]["stealth"] = {"A:99102#1": "B:99201#1", "A:99111#1": "B:99204#1"}
    b.ev("defenders", seat="B", defenders=["B:99202#1"])  # the stealth character defends
    ok(b)


def test_T_22_after_passing_no_more_challenges_R_PASS_4() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("pass", seat="A")
    b.ev("challenge", seat="B", challenge="power", attackers=["99201#1"])
    b.ev("defenders", seat="A", defenders=[])
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    assert error(b) == (len(b.events), "R-PASS-4")


def test_T_23_each_player_collects_income_when_becoming_active() -> None:
    b = round_two([], [])
    b.ev("marshal", seat="A", card="99303#3")
    st = ok(b)
    assert (st.players[0].gold, st.players[1].gold) == (1, 0)
    b.ev("pass", seat="A")
    st = ok(b)
    assert st.players[1].gold == 3 and st.active == 1


def test_T_24_keyword_types_resolve_one_type_at_a_time() -> None:
    b = round_two(["A:99111#1", "A:99104#1"], [], gold_a=4)
    b.ev("marshal", seat="A", card="99111#1").ev("marshal", seat="A", card="99104#1")
    to_challenges(b)
    b.ev("challenge", seat="A", challenge="power", attackers=["99101#1", "99111#1", "99104#1"])
    b.ev("defenders", seat="B", defenders=["99201#1"])
    b.ev("challenge_result", winner="A", attacker_str=10, defender_str=6)
    b.ev("keyword", seat="A", keyword="renown", card="99101#1")
    b.ev("keyword", seat="A", keyword="insight", card="99104#1", cards=remaining_deck(b, "A")[:1])
    b.ev("keyword", seat="A", keyword="renown", card="99111#1")
    assert error(b) == (len(b.events), "F-4.2.5-1")
    b.events[-1]["use"] = True
    b.events.insert(-2, b.events.pop())  # renown, renown, insight
    for i, ev in enumerate(b.events, 1):
        ev["seq"] = i
    st = ok(b)
    assert st.cards["A:99111#1"].power == 1
    assert remaining_deck(b, "A")[0] in st.players[0].hand


def test_T_25_both_reach_15_at_once_the_first_player_chooses() -> None:
    b = round_one()
    act(
        b,
        "A",
        {"op": "gain_power", "seat": "A", "amount": 14},
        {"op": "gain_power", "seat": "B", "amount": 12},
    )
    assert verdict_of(b).status == "incomplete"
    b.ev("choose_winner", seat="A", winner="B")
    verdict = verdict_of(b)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "B", "power")


def test_T_26_leaving_play_attachments_terminal_power_and_duplicates() -> None:
    b = round_two(["A:99101#2", "A:99115#1", "A:99305#1"], [])
    b.ev("marshal", seat="A", card="99101#2")
    b.ev("marshal", seat="A", card="99115#1", attach_to="A:99101#1")
    b.ev("marshal", seat="A", card="99305#1", attach_to="A:99101#1")
    act(b, "B", {"op": "kill", "card": "A:99101#1"})
    st = ok(b)
    a = st.players[0]
    assert "A:99115#1" in a.hand and a.dead == ["A:99101#1"]
    assert a.discard[-2:] == ["A:99101#2", "A:99305#1"]
    assert verdict_of(b).power["A"] == 0


def test_EX_03_reaction_after_winning_is_placed_after_F_4_2_2() -> None:
    b = round_two([], [])
    to_challenges(b)
    b.ev("challenge", seat="A", challenge="power", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev(
        "ability",
        seat="A",
        source="A:99101#1",
        kind="reaction",
        at="F-4.2.2",
        effects=[{"op": "stand", "card": "A:99101#1"}],
    )
    st = ok(b)
    assert st.challenge is not None and st.challenge.winner == 0
    assert not st.cards["A:99101#1"].kneeling


def test_EX_11_lasting_effects_expire_at_the_end_of_their_phase_and_round() -> None:
    b = round_two([], [])
    act(
        b,
        "A",
        {"op": "strength", "card": "A:99102#1", "amount": 2, "until": "phase"},
        {"op": "strength", "card": "A:99103#1", "amount": 2, "until": "round"},
    )
    b.ev("note", at="F-AW-4.1")
    st = ok(b)
    assert (strength(st, "A:99102#1"), strength(st, "A:99103#1")) == (1, 5)
    b.ev("pass", seat="A").ev("pass", seat="B")
    pay_reserve(b).ev("note", at="F-AW-7")
    assert strength(ok(b), "A:99103#1") == 5
    b.ev("note", at="F-1.2")
    assert strength(ok(b), "A:99103#1") == 3
