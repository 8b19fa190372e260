"""How a game ends: 15 power ([R-WIN-1..3]), decking ([R-ELIM-1..2]), concession and time
([T-END-1..2]); nothing may happen after the end ([R-WIN-2])."""

from __future__ import annotations

from engine.game.play.replay import replay
from tests.engine.game.logbuilder import (
    LogBuilder,
    gain,
    into_round_two,
    remaining_deck,
    round_one,
    save,
)


def test_R_WIN_1_renown_to_15_ends_the_game_valid() -> None:
    """Round two: A at 13 power attacks alone with the renown Warden, unopposed (14), kills
    with claim, and renown makes 15 ([R-KW-RENOWN-1], [R-WIN-2])."""
    b = into_round_two(round_one())
    b.draw_phase()
    gain(b, "A", 12)
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    b.ev("claim", seat="B", cards=["B:99201#1"])
    b.ev("keyword", seat="A", keyword="renown", card="99101#1")
    doc = b.doc()
    save("win-power-renown", doc)
    verdict = replay(doc)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "A", "power")
    assert verdict.power == {"A": 15, "B": 2}
    late = b.ev("marshal", seat="A", card="99303#3")
    assert replay(late.doc()).errors[0].rule == "R-WIN-2"


def test_R_WIN_2_power_win_at_unopposed_bonus_before_claim() -> None:
    b = into_round_two(round_one())
    b.draw_phase()
    gain(b, "A", 13)
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("game_over", winner="A", reason="power")
    doc = b.doc()
    save("win-power-unopposed", doc)
    verdict = replay(doc)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "A", "power")
    assert verdict.power["A"] == 15
    assert verdict.unverified_abilities == 1


def test_R_WIN_1_game_over_misstated_is_caught() -> None:
    b = into_round_two(round_one())
    b.draw_phase()
    gain(b, "A", 13)
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("challenge", seat="A", challenge="military", attackers=["99101#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("game_over", winner="B", reason="power")
    verdict = replay(b.doc())
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (len(b.events), "R-WIN-1")


def test_T_11_power_claim_to_15_wins_before_keywords() -> None:
    b = into_round_two(round_one())
    b.draw_phase()
    gain(b, "B", 10)  # B: 3 + 10 = 13 (faction 12)
    gain(b, "A", 2)  # A faction 2
    b.ev("pass", seat="A").ev("pass", seat="B")
    b.ev("pass", seat="A")  # A initiates no challenge
    b.ev("challenge", seat="B", challenge="power", attackers=["99201#1"])
    b.ev("defenders", seat="A", defenders=[])
    # unopposed: 14; claim 1 (Sealed Gates) moves 1 power: 15 -> B wins at once
    b.ev("keyword", seat="B", keyword="renown", card="99201#1")
    verdict = replay(b.doc())
    assert verdict.winner == "B" and verdict.end_reason == "power"
    assert verdict.power["B"] == 15
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (len(b.events), "R-WIN-2")


def test_R_ELIM_1_drawing_the_last_card_eliminates_at_once() -> None:
    b = round_one()
    b.ev("plot", seat="A", card="A:99004#1")
    deck = remaining_deck(b, "A")
    b.ev(
        "ability",
        seat="A",
        source="A:faction",
        kind="interrupt",
        effects=[{"op": "draw", "seat": "A", "cards": deck}],
    )
    b.drawn["A"].update(deck)
    doc = b.doc()
    save("decked-by-ability", doc)
    verdict = replay(doc)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "B", "decked")


def test_F_2_2_1_both_decked_in_the_draw_phase_first_player_chooses_R_ELIM_2() -> None:
    b = round_one()
    for seat in "AB":
        deck = remaining_deck(b, seat)
        b.ev(
            "ability",
            seat=seat,
            source=f"{seat}:faction",
            kind="reaction",
            effects=[{"op": "draw", "seat": seat, "cards": deck[:-2]}],
        )
        b.drawn[seat].update(deck[:-2])
    into_round_two(b, first="B")
    b.draw_phase()
    verdict = replay(b.doc())
    assert verdict.status == "incomplete"  # waiting for the first player's choice
    b.ev("choose_winner", seat="B", winner="A")
    verdict = replay(b.doc())
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "A", "decked")
    wrong = round_one()
    wrong.events = [*b.events[:-1], {**b.events[-1], "seat": "A"}]
    assert replay(wrong.doc()).errors[0].rule == "R-ELIM-2"


def test_T_END_1_concession() -> None:
    b = round_one().ev("concede", seat="A")
    verdict = replay(b.doc())
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "B", "concession")


def test_T_END_2_time_called_step_1_most_power() -> None:
    b = round_one()
    b.events.insert(20, {"seq": 0, "type": "time_called"})
    for i, ev in enumerate(b.events, 1):
        ev["seq"] = i
    doc = b.doc()
    save("time-step-1", doc)
    verdict = replay(doc)
    assert (verdict.status, verdict.winner, verdict.end_reason) == ("valid", "B", "time")
    assert verdict.time_step == 1


def test_T_END_2_time_waits_for_the_end_of_the_round() -> None:
    b = round_one()
    b.events = [*b.events[:25], {"seq": 26, "type": "time_called"}]
    verdict = replay(b.doc())
    assert verdict.status == "incomplete" and verdict.winner is None


def test_T_END_2_step_2_most_cards_in_deck_when_power_is_equal() -> None:
    b = round_one()
    gain(b, "A", 2)  # A 3 = B 3; A's deck holds 55 cards, B's 52
    b.ev("time_called")
    verdict = replay(b.doc())
    assert (verdict.winner, verdict.time_step) == ("A", 2), verdict.errors


def equal_through_step_3() -> LogBuilder:
    """Equal power (3), equal decks (52): A draws 3 more cards; round one had no dominance."""
    b = round_one()
    gain(b, "A", 2)
    b.ev(
        "ability",
        seat="A",
        source="A:faction",
        kind="action",
        effects=[{"op": "draw", "seat": "A", "cards": remaining_deck(b, "A")[:3]}],
    )
    return b


def test_T_END_2_step_4_fewest_dead_characters() -> None:
    b = equal_through_step_3().ev("time_called")
    verdict = replay(b.doc())
    assert (verdict.winner, verdict.time_step) == ("A", 4), verdict.errors


def test_T_END_2_step_5_first_player_chooses() -> None:
    b = equal_through_step_3()
    b.ev(
        "ability",
        seat="B",
        source="B:faction",
        kind="action",
        effects=[{"op": "kill", "card": "A:99102#1"}, {"op": "kill", "card": "A:99103#1"}],
    )
    b.ev("time_called")
    verdict = replay(b.doc())
    assert verdict.status == "incomplete" and verdict.time_step == 5
    b.ev("choose_winner", seat="A", winner="B")
    doc = b.doc()
    save("time-step-5", doc)
    verdict = replay(doc)
    assert (verdict.status, verdict.winner, verdict.time_step) == ("valid", "B", 5)
    assert verdict.end_reason == "time"
