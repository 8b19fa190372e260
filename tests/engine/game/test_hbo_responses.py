"""hbo-2p Responses ([H-RESP-1..4]) and save responses ([H-SAVE-1..4]) on the golden
challenge example (rules/hbo.md): a Response whose text names a trigger the engine
recognises is used only right after that trigger, before any other action ([H-RESP-3]),
once per trigger ([H-RESP-1]); a save interrupts the kill that follows it ([H-SAVE-2]).
Each test asserts the exact rule id of the rejection or the exact resulting state."""

from __future__ import annotations

from dataclasses import replace

from engine.game.rules.zones import enter_play
from engine.game.state.model import GameState
from tests.engine.game.test_hbo_rules import (
    DEVIOUS_PLAYED,
    DEVIOUS_REST,
    GUARD,
    JON,
    NOT_TODAY,
    RESULT,
    WINTERFELL,
    ability,
    at,
    draw_effect,
    rule_of,
)
from tests.engine.game.test_hbo_ruleset import push

ESCORT, EDDARD, SANSA, ALAPHD = "B:HS05#1", "B:HS01#1", "B:HS04#1", "A:HL05#1"
DEFENDED, ESCORT_DREW, CLAIM, JON_STOOD = 20, 21, 25, 26  # seqs of the challenge example


def escort_response(st: GameState) -> dict[str, object]:
    return ability("B", ESCORT, "reaction", effects=draw_effect(st, 1, 1))


# --- a Response answers its trigger, right after it, once ([H-RESP-1], [H-RESP-3]) ---------


def test_h_resp_3_stark_escort_responds_right_after_being_declared_a_defender() -> None:
    st = at(DEFENDED)
    push(st, **escort_response(st))
    assert len(st.players[1].hand) == 9 and st.unverified == 1


def test_h_resp_1_a_response_answers_its_trigger_once() -> None:
    st = at(ESCORT_DREW)  # Stark Escort's response to its declaration has resolved
    assert rule_of(st, **escort_response(st)) == "H-RESP-1"


def test_h_resp_3_another_action_closes_the_window_of_stark_escorts_trigger() -> None:
    st = at(DEFENDED)
    push(st, **ability("A", "A:HL03#1", "action", targets=["A:HL01#1"]))  # Devious Methods
    assert rule_of(st, **escort_response(st)) == "H-RESP-3"


def test_h_resp_1_jon_snow_needs_a_character_of_his_controller_killed() -> None:
    st = at(DEFENDED)  # Jon Snow kneels as a defender; nobody has been killed
    assert rule_of(st, **ability("B", JON, "reaction", effects=[stand(JON)])) == "H-RESP-1"


def test_h_resp_3_jon_snow_responds_to_the_claim_kill_before_the_next_action() -> None:
    st = at(CLAIM)  # claim 1 killed Stark Escort
    push(st, type="pass", seat="A")  # the challenge ends; the Lannister player is done
    assert rule_of(st, **ability("B", JON, "reaction", effects=[stand(JON)])) == "H-RESP-3"


def test_h_resp_1_eddard_stark_gains_one_power_after_he_is_played() -> None:
    """[H-EX-EDDARD-POWER] in the Stark player's marshaling turn; a second use of the same
    trigger is refused ([H-RESP-1])."""
    st = at(16)
    push(st, type="marshal", seat="B", card=EDDARD, cost=4)
    gain = ability("B", EDDARD, "reaction", effects=[power(EDDARD)])
    push(st, **gain)
    assert (st.cards[EDDARD].power, st.players[1].power) == (1, 0)
    assert rule_of(st, **gain) == "H-RESP-1"


def test_h_resp_3_eddard_starks_response_is_lost_after_the_next_action() -> None:
    st = at(16)
    push(st, type="marshal", seat="B", card=EDDARD, cost=4)
    push(st, type="pass", seat="B")
    assert rule_of(st, **ability("B", EDDARD, "reaction", effects=[power(EDDARD)])) == "H-RESP-3"


def test_h_resp_1_eddard_put_in_play_without_being_played_has_no_trigger() -> None:
    """[H-SETUP-6-NOABIL], [H-TR-8]: "After you play Eddard Stark" (PL wording)."""
    st = at(16)
    enter_play(st, EDDARD, 1)
    assert rule_of(st, **ability("B", EDDARD, "reaction", effects=[power(EDDARD)])) == "H-RESP-1"


def lannister_lost() -> GameState:
    """The challenge example with Winterfell's +2 for Jon Snow: the Lannister player loses
    (5 against 6) and may answer with A Lannister Always Pays His Debts ([H-EX-ALAPHD])."""
    st = at(DEVIOUS_PLAYED)
    enter_play(st, WINTERFELL, 1)
    boost = {"op": "strength", "card": JON, "amount": 2, "until": "challenge"}
    push(st, **ability("B", WINTERFELL, "forced", effects=[boost]))
    push(st, type="challenge_result", winner="B", attacker_str=5, defender_str=6, unopposed=False)
    return st


def alaphd(victim: str) -> dict[str, object]:
    return ability(
        "A", ALAPHD, "reaction", costs=[{"op": "kneel", "card": GUARD}],
        effects=[{"op": "kill", "card": victim}],
    )  # fmt: skip


def test_h_ex_alaphd_after_losing_a_challenge_kill_a_participant_then_jon_responds() -> None:
    """[H-EX-ALAPHD]; its kill of Stark Escort is Jon Snow's trigger ([H-RESP-1])."""
    st = lannister_lost()
    push(st, **alaphd(ESCORT))
    push(st, **ability("B", JON, "reaction", effects=[stand(JON)]))
    assert st.cards[ESCORT].zone == "dead" and st.cards[GUARD].kneeling
    assert not st.cards[JON].kneeling and st.cards[ALAPHD].zone == "discard"


def test_h_resp_1_alaphd_needs_the_challenge_lost_not_only_declared() -> None:
    st = at(DEVIOUS_PLAYED)  # no result yet: the reaction would sit before it
    assert rule_of(st, **alaphd(ESCORT)) == "H-RESP-1"


def test_h_resp_1_alaphd_is_refused_to_the_winner_of_the_challenge() -> None:
    st = at(RESULT)  # the Lannister player won
    assert rule_of(st, **alaphd(ESCORT)) == "H-RESP-1"


def test_h_resp_3_alaphd_is_lost_once_the_challenge_is_over() -> None:
    st = lannister_lost()
    push(st, type="pass", seat="A")  # no claim (the defender won); the challenge ends
    assert st.challenge is None
    assert rule_of(st, **alaphd(ESCORT)) == "H-RESP-3"


def test_h_resp_1_an_unrecognised_trigger_is_accepted_and_counted_unverified() -> None:
    """A user card file's Response whose trigger wording the engine does not read."""
    st = at(14)  # the Draw phase of round 1: Jon Snow's text replaced
    inst = st.cards[JON]
    text = "<b>Response:</b> After a plot is revealed, draw 1 card."
    inst.card = replace(inst.card, text=text)
    before = st.unverified
    push(st, **ability("B", JON, "reaction", effects=draw_effect(st, 1, 1)))
    assert st.unverified == before + 1


# --- save responses ([H-SAVE-1..4], [H-EX-SAVE]) ----------------------------------------------


def test_h_ex_save_not_today_saves_jon_snow_from_alaphd_and_the_cost_stays_paid() -> None:
    """[H-SAVE-2], [H-SAVE-3]: the target stays in play, the knelt guard stays kneeling,
    both events are in their owners' discard piles."""
    st = lannister_lost()
    push(st, **ability("B", NOT_TODAY, "interrupt", effects=[{"op": "save", "card": JON}]))
    push(st, **alaphd(JON))
    assert st.cards[JON].zone == "play" and st.players[1].dead == []
    assert st.cards[GUARD].kneeling
    assert (st.cards[ALAPHD].zone, st.cards[NOT_TODAY].zone) == ("discard", "discard")


def test_h_save_2_not_today_saves_only_a_unique_character() -> None:
    st = at(DEVIOUS_REST)  # claim 1 is next
    saving = ability("B", NOT_TODAY, "interrupt", effects=[{"op": "save", "card": ESCORT}])
    assert rule_of(st, **saving) == "H-SAVE-2"


def test_h_save_2_a_save_interrupts_the_kill_that_follows_it() -> None:
    st = at(DEVIOUS_REST)
    push(st, **ability("B", NOT_TODAY, "interrupt", effects=[{"op": "save", "card": JON}]))
    assert rule_of(st, type="claim", seat="B", cards=[ESCORT]) == "H-SAVE-2"


def test_h_save_1_a_save_response_is_logged_as_an_interrupt() -> None:
    st = at(DEVIOUS_REST)
    saving = ability("B", NOT_TODAY, "reaction", effects=[{"op": "save", "card": JON}])
    assert rule_of(st, **saving) == "H-SAVE-1"


def test_h_resp_3_jon_snow_stands_after_the_claim_in_the_golden_example() -> None:
    """The golden example's step 6: the response right after the claim is accepted."""
    st = at(JON_STOOD)
    assert not st.cards[JON].kneeling and st.cards[ESCORT].zone == "dead"


def stand(cid: str) -> dict[str, object]:
    return {"op": "stand", "card": cid}


def power(cid: str) -> dict[str, object]:
    return {"op": "gain_power", "card": cid, "amount": 1}
