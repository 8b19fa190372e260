"""The melee ruleset agot2-melee (issue 11): seats and player order, the titles and their
relationships, the challenge against a named opponent, the redirect, dominance, initiative,
elimination, the end of the game and every seat's finishing place. States come from the
simulator's own driver (community data, the Core Set titles) stopped where a rule applies."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

import orjson
import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.framework.ending import check_end
from engine.game.logformat.log import LogFormatError, parse_log
from engine.game.play.replay import apply_event, replay
from engine.game.play.verdict import deck_errors
from engine.game.rules import checks as rules
from engine.game.rules import contests
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.rulesets.melee.ending import eliminate, places, time_verdict_melee
from engine.game.rulesets.melee.titles import removed_count, title_pool
from engine.game.simulate.game import Simulation
from engine.game.simulate.melee import melee_header, pick_melee_decks, simulate_melee
from engine.game.state.fork import fork
from engine.game.state.model import Challenge, GameState, RuleError, plot_value, power_total

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


def code_of_title(name: str) -> str:
    return next(code for code, t in title_pool(cards()).items() if t.name == name)


def state_at_challenges(seats: int = 4, seed: int = 1) -> GameState:
    """A melee of ``seats`` players driven by the simulator to round 1's challenges phase."""
    decks = pick_melee_decks(cards(), seed, seats)
    sim = Simulation(melee_header(decks, cards(), {}), cards(), seed)
    while not (sim.state.step == "F-AW-4.1" and not sim.traversed):
        sim.step()
    return sim.state


def bear(st: GameState, **titles: str) -> None:
    """Give seats titles by name (``A="Crown Regent"``)."""
    for key, name in titles.items():
        st.player(key).title = code_of_title(name)


def test_r_melee_4_title_pool_is_the_six_core_titles_with_their_relations() -> None:
    pool = {t.name: t for t in title_pool(cards()).values()}
    assert len(pool) == 6
    assert pool["Master of Coin"].supports == {"Master of Ships"}
    assert pool["Master of Coin"].rivals == {"Hand of the King", "Master of Whispers"}
    assert pool["Master of Coin"].plot_bonus == {"income": 2}
    assert pool["Crown Regent"].dominance_str == 2 and pool["Crown Regent"].redirects
    assert pool["Hand of the King"].challenge_str == {"power": 1}
    assert pool["Master of Laws"].extra_draw == 1
    assert [removed_count(n) for n in (3, 4, 5, 6)] == [2, 1, 1, 0]


def test_log_seats_follow_the_ruleset() -> None:
    log = simulate_melee(0, cards(), seats=3, max_rounds=1).log
    with pytest.raises(LogFormatError, match="a melee log names 3 to 6 seats"):
        parse_log({**log, "seats": log["seats"][:2]})
    with pytest.raises(LogFormatError, match="a joust log names exactly 2 seats"):
        parse_log({**log, "ruleset": "agot2-joust"})
    assert [s.key for s in parse_log(log).seats] == ["A", "B", "C"]


def test_r_melee_2_player_order_is_clockwise_from_the_first_player() -> None:
    st = state_at_challenges(5)
    st.first = 3
    assert st.order() == [3, 4, 0, 1, 2]
    assert [st.next_in_order(i) for i in (3, 4, 0, 1, 2)] == [4, 0, 1, 2, None]
    st.players[0].eliminated = True
    assert st.order() == [3, 4, 1, 2] and st.next_in_order(4) == 1


def test_r_melee_3_a_melee_challenge_names_its_opponent() -> None:
    st = state_at_challenges()
    attacker = st.active
    assert attacker is not None
    with pytest.raises(RuleError) as error:
        melee_flow.check_opponent(st, attacker, None)
    assert error.value.rule == "R-MELEE-3"
    with pytest.raises(RuleError, match="R-MELEE-3"):
        melee_flow.check_opponent(st, attacker, st.players[attacker].key)


def test_r_supports_1_no_challenge_against_the_bearer_of_a_supported_title() -> None:
    st = state_at_challenges()
    st.first = st.active = 0
    bear(st, A="Master of Coin", B="Master of Ships", C="Hand of the King", D="Crown Regent")
    with pytest.raises(RuleError) as error:
        melee_flow.check_opponent(st, 0, "B")
    assert error.value.rule == "R-SUPPORTS-1"
    assert melee_flow.check_opponent(st, 0, "C") == 2


def test_r_rivals_1_2_the_rivals_bonus_once_per_rival_opponent_each_round() -> None:
    st = state_at_challenges()
    bear(st, A="Master of Coin", B="Hand of the King", C="Master of Whispers", D="Crown Regent")
    before = st.players[0].power
    won = [Challenge(0, 1, "power", ["x"], {}, winner=0), Challenge(0, 1, "power", [], {})]
    won[1].winner = 0
    for ch in won:  # the second win against B pays nothing ([R-RIVALS-2])
        melee_flow.rivals_bonus(st, ch)
    assert st.players[0].power == before + 1
    melee_flow.rivals_bonus(st, Challenge(2, 0, "intrigue", [], {}, winner=0))  # as defender
    assert st.players[0].power == before + 2  # C is another rival ([R-RIVALS-3])
    melee_flow.rivals_bonus(st, Challenge(0, 3, "military", [], {}, winner=0))
    assert st.players[0].power == before + 2  # the Crown Regent is no rival
    melee_flow.begin_round(st)
    assert st.players[0].rivals_paid == set() and st.players[0].title is None


def test_r_title_4_challenge_and_dominance_strength_bonuses() -> None:
    st = state_at_challenges()
    bear(st, A="Hand of the King", B="Crown Regent")
    attacker = next(c for c in st.players[0].in_play if st.cards[c].card.type == "character")
    ch = Challenge(0, 1, "power", [attacker], {})
    with_title = rules.challenge_result(st, ch)[1]
    st.players[0].title = None
    assert with_title == rules.challenge_result(st, ch)[1] + 1
    totals = contests.dominance_totals(st)
    st.players[1].title = None
    assert totals[1] == contests.dominance_totals(st)[1] + 2


def test_f_1_3_i_initiative_ties_go_to_the_fewest_power_then_at_random() -> None:
    st = state_at_challenges(3)
    for p in st.players:  # every revealed plot at initiative 10, every player at 0 power
        p.plot_mods = [("initiative", 10 - plot_value(st, p.index, "initiative"), "round")]
        p.power -= power_total(st, p.index)
    values = [contests.initiative_winner(st)]
    st.players[1].power = 5
    st.players[2].power = 5
    values.append(contests.initiative_winner(st))
    assert values[0][0] is None and sorted(values[0][1]) == [0, 1, 2]
    assert values[1] == (0, [])


def test_r_elim_5_an_eliminated_first_player_passes_the_token_left_and_r_elim_3() -> None:
    st = state_at_challenges(3)
    st.first = 1
    eliminate(st, [1], "decked")
    assert st.first == 2 and st.eliminated == [[1]] and not st.over
    eliminate(st, [2], "concession")
    assert st.over and st.winner == 0 and st.end_reason == "concession"
    assert places(st) == {"A": 1, "B": 3, "C": 2}


def test_r_win_3_players_reaching_15_together_wait_for_the_first_players_choice() -> None:
    st = state_at_challenges(4)
    st.players[1].power = st.players[3].power = 15
    check_end(st)
    assert st.pending_choice == ("R-WIN-3", [1, 3])


def test_t_melee_1_time_ranks_by_distance_to_15_power_and_ties_share_a_place() -> None:
    st = state_at_challenges(4)
    for p, power in zip(st.players, (9, 9, 4, 7), strict=True):
        p.power = power - power_total(st, p.index) + p.power
    eliminate_first = fork(st)
    time_verdict_melee(st)
    assert st.over and st.winner is None and st.end_reason == "time"
    assert places(st) == {"A": 1, "B": 1, "C": 4, "D": 3}
    eliminate(eliminate_first, [2], "decked")
    time_verdict_melee(eliminate_first)
    assert places(eliminate_first) == {"A": 1, "B": 1, "C": 4, "D": 3}


def test_a_redirected_challenge_resolves_against_the_new_opponent() -> None:
    """[R-REDIRECT-2], -4, -6: a redirect right after the challenge, by the Crown Regent's
    bearer, to an opponent the attacker's title supports."""
    st = state_at_challenges(4)
    st.first = st.active = 0
    bear(st, A="Master of Coin", B="Master of Ships", C="Hand of the King", D="Crown Regent")
    attackers = (
        rules.legal_attackers(st, 0, "military")[:1] or rules.legal_attackers(st, 0, "intrigue")[:1]
    )
    ctype = "military" if rules.legal_attackers(st, 0, "military") else "intrigue"
    assert attackers
    seq = st.seq + 1
    apply_event(
        st, {"seq": seq, "type": "challenge", "seat": "A", "challenge": ctype,
             "attackers": attackers, "opponent": "C"},
    )  # fmt: skip
    trial = fork(st)
    with pytest.raises(RuleError, match="R-REDIRECT-1"):  # not the Crown Regent's bearer
        apply_event(trial, {"seq": seq + 1, "type": "redirect", "seat": "B", "opponent": "B"})
    apply_event(st, {"seq": seq + 1, "type": "redirect", "seat": "D", "opponent": "B"})
    ch = st.challenge
    assert ch is not None and (ch.defender, ch.initiated_against) == (1, 2)
    assert st.redirect_used


def test_r_redirect_1_a_redirect_after_the_defenders_are_declared_is_too_late() -> None:
    """[R-REDIRECT-1]: used after initiation and before any reaction to it; one that comes
    once the defenders are declared is refused by that rule, at the redirect itself."""
    st = state_at_challenges(4)
    st.first = st.active = 0
    bear(st, A="Master of Coin", B="Master of Ships", C="Hand of the King", D="Crown Regent")
    ctype = "military" if rules.legal_attackers(st, 0, "military") else "intrigue"
    attackers = rules.legal_attackers(st, 0, ctype)[:1]
    seq = st.seq + 1
    apply_event(
        st, {"seq": seq, "type": "challenge", "seat": "A", "challenge": ctype,
             "attackers": attackers, "opponent": "C"},
    )  # fmt: skip
    apply_event(st, {"seq": seq + 1, "type": "defenders", "seat": "C", "defenders": []})
    with pytest.raises(RuleError, match=r"\[R-REDIRECT-1\] .*too late"):
        apply_event(st, {"seq": seq + 2, "type": "redirect", "seat": "D", "opponent": "B"})


def test_t_deck_2_the_melee_section_of_the_restricted_list_applies() -> None:
    """[T-DECK-2]: a melee log's decks are checked against the list's melee section, a
    joust log's against the joust section: seat A holds two plots restricted in joust only."""
    log = simulate_melee(2, cards(), seats=3, max_rounds=1).log
    seats = copy.deepcopy(log["seats"])
    plots = seats[0]["deck"]["plots"]
    for code in list(plots)[:2]:
        del plots[code]
    plots.update({"20053": 1, "20054": 1})  # The Crone, The Father
    header: dict[str, Any] = {
        **log,
        "seats": seats,
        "restricted_list": "gotstandard2.1",
        "events": [],
    }

    def listed(h: dict[str, Any]) -> list[str]:
        return [e.message for e in deck_errors(parse_log(h), cards()) if e.rule == "T-DECK-2"]

    melee = listed(header)
    joust = listed({**header, "ruleset": "agot2-joust", "seats": seats[:2]})
    assert melee and all("melee" in m for m in melee)
    assert joust and all("melee" not in m for m in joust)
    crone = "The Crone (20053)"
    assert any(crone in m for m in joust) and not any(crone in m for m in melee)


def test_a_joust_log_naming_a_third_seat_is_invalid_not_a_crash() -> None:
    from engine.game.data.cards import sample_cards
    from engine.game.simulate import pick_decks, simulate

    db = sample_cards()
    log = simulate(*pick_decks(db, 1), 1, db)
    events = copy.deepcopy(log["events"])
    events[0]["seat"] = "C"
    verdict = replay({**log, "events": events}, db)
    assert verdict.status == "invalid" and verdict.errors[0].rule == "LOG-SEAT"


def test_cli_simulates_a_melee(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.game.cli.simulate import main

    assert main(["--seed", "3", "--ruleset", "agot2-melee", "--seats", "3"]) == 0
    log = orjson.loads(capsys.readouterr().out)
    assert log["ruleset"] == "agot2-melee" and len(log["seats"]) == 3
    verdict = replay(log, cards())
    assert verdict.status == "valid" and sorted(verdict.places.values())[0] == 1
    assert main(["--seed", "3", "--ruleset", "agot2-melee", "--seats", "7"]) == 2


def challenge_against(st: GameState, opponent: str) -> int:
    """The first player (seat A, active) initiates a challenge against ``opponent``; returns
    the challenge's event number."""
    st.first = st.active = 0
    ctype = "military" if rules.legal_attackers(st, 0, "military") else "intrigue"
    attackers = rules.legal_attackers(st, 0, ctype)[:1]
    assert attackers
    seq = st.seq + 1
    apply_event(
        st, {"seq": seq, "type": "challenge", "seat": "A", "challenge": ctype,
             "attackers": attackers, "opponent": opponent},
    )  # fmt: skip
    return seq


def test_r_title_5_an_eliminated_bearers_title_returns_to_the_pool_no_redirect() -> None:
    """[R-TITLE-5] the Crown Regent leaves play with its eliminated bearer ([R-ELIM-1]):
    back in the pool, and the bearer redirects nothing."""
    st = state_at_challenges(4)
    bear(st, A="Master of Coin", B="Master of Laws", C="Hand of the King", D="Crown Regent")
    eliminate(st, [3], "concession")
    assert st.players[3].title is None
    assert code_of_title("Crown Regent") in melee_flow.titles_left(st)
    seq = challenge_against(st, "C")
    with pytest.raises(RuleError) as error:
        apply_event(st, {"seq": seq + 1, "type": "redirect", "seat": "D", "opponent": "B"})
    assert error.value.rule == "R-ELIM-1"
    assert st.challenge is not None and st.challenge.defender == 2


@pytest.mark.parametrize(
    "event",
    [
        {"type": "pass"},
        {"type": "challenge", "challenge": "power", "attackers": [], "opponent": "A"},
        {"type": "marshal", "card": "D:none"},
        {"type": "ability", "source": "D:none", "kind": "action"},
        {"type": "plot", "card": "D:none"},
        {"type": "title", "title": "01205"},
        {"type": "draw", "cards": []},
        {"type": "reserve", "cards": []},
        {"type": "concede"},
    ],
    ids=lambda ev: ev["type"],
)
def test_r_elim_1_every_event_of_an_eliminated_player_is_refused(event: dict[str, Any]) -> None:
    st = state_at_challenges(4)
    eliminate(st, [3], "concession")
    before = (st.step, st.active, st.round)
    with pytest.raises(RuleError) as error:
        apply_event(st, {"seq": st.seq + 1, "seat": "D", **event})
    assert error.value.rule == "R-ELIM-1"
    assert (st.step, st.active, st.round) == before  # refused before the game moves on


def test_r_elim_1_a_challenge_against_a_player_eliminated_before_defenders_ends() -> None:
    """The eliminated defender takes no further part ([R-ELIM-1]): the challenge ends
    unresolved ([F-4.2.6]) and the attacker goes on with the turn."""
    st = state_at_challenges(4)
    seq = challenge_against(st, "C")
    apply_event(st, {"seq": seq + 1, "type": "concede", "seat": "C"})
    assert st.challenge is None and st.step == "F-AW-4.1" and st.active == 0
    with pytest.raises(RuleError) as error:
        apply_event(st, {"seq": seq + 2, "type": "defenders", "seat": "C", "defenders": []})
    assert error.value.rule == "R-ELIM-1"


def test_r_elim_1_5_an_eliminated_first_attacker_ends_the_challenge_and_the_turn() -> None:
    """The challenge ends unresolved ([R-ELIM-1]); the turn goes to the next player, who
    also takes the first-player token ([R-ELIM-5])."""
    st = state_at_challenges(4)
    seq = challenge_against(st, "C")
    apply_event(st, {"seq": seq + 1, "type": "concede", "seat": "A"})
    assert st.challenge is None and st.step == "F-AW-4.1" and st.active == st.first == 1


def test_r_elim_1_an_attacker_eliminated_after_winning_ends_the_challenge_at_once() -> None:
    """No claim or keywords still to come for a player out of the game; the turn passes."""
    st = state_at_challenges(4)
    challenge_against(st, "C")
    ch = st.challenge
    assert ch is not None
    ch.resolved, ch.winner, st.step = True, 0, "F-4.2.2"
    eliminate(st, [0], "concession")
    assert st.challenge is None and st.step == "F-AW-4.1" and st.active == 1


def test_r_elim_1_no_power_claim_is_offered_from_an_eliminated_defender() -> None:
    """Found by bench/melee.py: in this six-seat game a defender is eliminated after losing a
    power challenge; the simulator offered a claim of 0 power from them, which the replay
    refuses ([R-ELIM-1]). The whole game now plays and replays valid."""
    result = simulate_melee(59, cards(), seats=6)
    verdict = replay(result.log, cards())
    assert verdict.status == "valid", verdict.errors
    assert len(verdict.places) == 6
