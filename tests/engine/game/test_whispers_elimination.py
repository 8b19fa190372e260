"""(Melee) an opponent the Master of Whispers named for its intrigue claim ([R-TITLE-1]) who is
eliminated before discarding owes no claim any more ([R-ELIM-1]); the others named still
discard. Pinned on the game the random search found (test_melee_mutations, seed 67806451):
C conceded between two of those claims, the simulator still offered C's claim and the replay
refused it."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.framework import flow
from engine.game.framework.start import new_game
from engine.game.logformat.log import SEATS, parse_log
from engine.game.play.options import legal_options
from engine.game.play.replay import apply_event, replay
from engine.game.simulate import Style
from engine.game.simulate.melee import simulate_melee
from engine.game.state.fork import fork
from engine.game.state.model import GameState, RuleError

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")

SEED = 67806451  # test_melee_mutations' game: 4 seats, title abilities often used


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


@lru_cache(maxsize=1)
def simulated() -> dict[str, Any]:
    style = Style(title_abilities=0.7)
    return simulate_melee(
        SEED, cards(), seats=3 + SEED % 3, max_rounds=4, concede_rate=1.0, style=style
    ).log


@lru_cache(maxsize=1)
def after_the_concession() -> tuple[GameState, str]:
    """The replayed state right after a player named by the Whispers' claim, still owing it,
    concedes; and that player's seat."""
    log = simulated()
    st = new_game(parse_log({**log, "events": []}), cards())
    for ev in log["events"]:
        apply_event(st, ev)
        named = st.challenge.claim_against if st.challenge is not None else None
        if ev["type"] == "concede" and st.seat_index(ev["seat"]) in (named or []):
            return st, ev["seat"]
    raise AssertionError("no named opponent concedes during a Whispers claim in this game")


def test_r_elim_1_the_simulated_game_replays_valid() -> None:
    verdict = replay(simulated(), cards())
    assert verdict.status == "valid", verdict.errors


def test_r_elim_1_no_claim_is_owed_or_offered_by_an_eliminated_named_opponent() -> None:
    st, seat = after_the_concession()
    ch = st.challenge
    assert ch is not None and st.players[st.seat_index(seat)].eliminated
    assert st.seat_index(seat) not in ch.claim_owed
    st = fork(st)
    if not ch.claim_done:  # the framework moves on to the claim, as the replay does
        while st.step != "F-4.2.4":
            flow.advance(st)
    claims = {c.seat for c in legal_options(st) if c.type == "claim"}
    assert seat not in claims
    assert claims == {SEATS[i] for i in ch.claim_owed}


def test_r_elim_1_a_logged_claim_of_the_eliminated_opponent_is_refused() -> None:
    st, seat = after_the_concession()
    st = fork(st)
    hand = st.players[st.seat_index(seat)].hand
    with pytest.raises(RuleError) as refused:
        apply_event(st, {"seq": 10**6, "type": "claim", "seat": seat, "cards": hand[:1]})
    assert refused.value.rule == "R-ELIM-1"
