"""An eliminated melee player's cards stay where they are but take no further part
([R-ELIM-1]): no ability offers or accepts them as targets, and a due forced ability holds
the framework ([R-FORCED-1]). Pinned on the game the dev Hypothesis profile found stalling
(seed 4325031, six seats, the passive style): Ramsay Snow's "each player sacrifices a
character" came into play with an eliminated player's characters still in play, every offered
target set named one of them, and the simulator moved on until it stalled at [F-7.3]."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.game import flow
from engine.game.cards import CardDB, load_cards
from engine.game.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.fork import fork
from engine.game.log import parse_log
from engine.game.options import legal_options
from engine.game.replay import apply_event
from engine.game.simulate import Style
from engine.game.simulate.melee import simulate_melee
from engine.game.start import new_game
from engine.game.state import GameState, RuleError, characters

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")

SEED, SEATS, RAMSAY = 4325031, 6, "D:08041#1"
PASSIVE = Style(attack=0.05, marshal=0.5, title_abilities=0.5)  # test_simulate's "passive"


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


@lru_cache(maxsize=1)
def before_ramsays_forced() -> tuple[GameState, dict[str, object]]:
    """The replayed state right before Ramsay Snow's forced ability, and its logged event."""
    log = simulate_melee(SEED, cards(), seats=SEATS, style=PASSIVE, max_rounds=25).log
    st = new_game(parse_log({**log, "events": []}), cards())
    for ev in log["events"]:
        if ev["type"] == "ability" and ev.get("source") == RAMSAY:
            return st, ev
        apply_event(st, ev)
    raise AssertionError("Ramsay Snow's forced ability is no longer in this game")


def state() -> tuple[GameState, int]:
    """A copy of that state, and the eliminated seat whose characters are still in play."""
    st, _ = before_ramsays_forced()
    out = [p.index for p in st.players if p.eliminated and characters(st, p.index)]
    assert out, "the pinned case needs an eliminated player with characters in play"
    return fork(st), out[0]


def test_r_elim_1_no_target_of_an_eliminated_player_is_offered() -> None:
    st, out = state()
    offered = [c for c in legal_options(st) if c.fields.get("source") == RAMSAY]
    assert offered  # the forced ability can resolve: the game goes on
    live = {p.index for p in st.players if not p.eliminated and characters(st, p.index)}
    for choice in offered:
        owners = [st.cards[cid].controller for cid in choice.fields["targets"]]
        assert out not in owners
        assert sorted(owners) == sorted(live)  # one character of each player still in it


def test_r_elim_1_a_logged_target_of_an_eliminated_player_is_refused() -> None:
    st, out = state()
    _, logged = before_ramsays_forced()
    assert isinstance(logged["targets"], list)
    forged = {**logged, "targets": [*logged["targets"], characters(st, out)[0]]}
    with pytest.raises(RuleError) as refused:
        apply_event(st, forged)
    assert refused.value.rule == "R-ELIM-1"


def test_r_forced_1_the_framework_waits_for_a_due_forced_ability() -> None:
    st, _ = state()
    _, logged = before_ramsays_forced()
    assert st.forced_due and st.forced_due[0][0] == RAMSAY
    problem = flow.blocking(st)
    assert problem is not None and problem.rule == "R-FORCED-1"  # not a later step's rule
    with pytest.raises(RuleError) as held:
        flow.advance(st)
    assert held.value.rule == "R-FORCED-1" and st.step == "F-AW-3"
    apply_event(st, dict(logged))  # the logged resolution: then the game moves on
    assert not st.forced_due
