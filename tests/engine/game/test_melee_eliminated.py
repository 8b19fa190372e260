"""An eliminated melee player's cards stay where they are but take no further part
([R-ELIM-1]): no ability offers or accepts them as targets, and a due forced ability holds
the framework ([R-FORCED-1]). Pinned on the game the dev Hypothesis profile found stalling
(seed 4325031, six seats, the passive style): Ramsay Snow's "each player sacrifices a
character" came into play with an eliminated player's characters still in play, every offered
target set named one of them, and the simulator moved on until it stalled at [F-7.3]."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import SAMPLE_CARD_DATA, default_card_data_path
from engine.game.framework import flow
from engine.game.framework.start import new_game
from engine.game.logformat.log import parse_log
from engine.game.play.options import legal_options
from engine.game.play.replay import apply_event
from engine.game.simulate import Style
from engine.game.simulate.melee import simulate_melee
from engine.game.state.fork import fork
from engine.game.state.model import GameState, RuleError, characters

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")

# Games in which Ramsay Snow's forced ability resolves while an eliminated player still has
# characters in play: the first found in the range of the seed the search found (a change to the
# simulator's choices may move the case to another game; the first seed that still holds it is
# used, and the test fails if none does).
SEEDS, SEATS, RAMSAY = (4325031, 4325027, 4325095), 6, "08041#1"
PASSIVE = Style(attack=0.05, marshal=0.5, title_abilities=0.5)  # test_simulate's "passive"


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


@lru_cache(maxsize=1)
def before_ramsays_forced() -> tuple[GameState, dict[str, object]]:
    """The replayed state right before Ramsay Snow's forced ability, and its logged event."""
    for seed in SEEDS:
        log = simulate_melee(seed, cards(), seats=SEATS, style=PASSIVE, max_rounds=25).log
        st = new_game(parse_log({**log, "events": []}), cards())
        for ev in log["events"]:
            if ev["type"] == "ability" and str(ev.get("source", "")).endswith(RAMSAY):
                if any(p.eliminated and characters(st, p.index) for p in st.players):
                    return st, ev
                break
            apply_event(st, ev)
    raise AssertionError("no game of SEEDS has Ramsay Snow's forced ability after an elimination")


def state() -> tuple[GameState, int]:
    """A copy of that state, and the eliminated seat whose characters are still in play."""
    st, _ = before_ramsays_forced()
    out = [p.index for p in st.players if p.eliminated and characters(st, p.index)]
    assert out, "the pinned case needs an eliminated player with characters in play"
    return fork(st), out[0]


def test_r_elim_1_no_target_of_an_eliminated_player_is_offered() -> None:
    st, out = state()
    offered = [c for c in legal_options(st) if str(c.fields.get("source")).endswith(RAMSAY)]
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
    assert st.forced_due and st.forced_due[0][0].endswith(RAMSAY)
    problem = flow.blocking(st)
    assert problem is not None and problem.rule == "R-FORCED-1"  # not a later step's rule
    with pytest.raises(RuleError) as held:
        flow.advance(st)
    assert held.value.rule == "R-FORCED-1" and st.step == "F-AW-3"
    apply_event(st, dict(logged))  # the logged resolution: then the game moves on
    assert not st.forced_due


# A concession while a forced ability waits for its choice (the passive style's Hypothesis
# finds, pinned as examples in test_simulate): the concession is no game action, so the
# forced ability still resolves next, unless its own player conceded ([R-FORCED-1], [R-ELIM-1]).
FLAYER_GAME, DELAY_GAME = (3790578453, 4, "D"), (803, 6, "E")  # seed, seats, who concedes


@lru_cache(maxsize=2)
def before_concession(game: tuple[int, int, str]) -> tuple[GameState, int]:
    """The replayed state right before the game's concession, and that event's number."""
    seed, seats, seat = game
    log = simulate_melee(seed, cards(), seats=seats, style=PASSIVE, max_rounds=25).log
    st = new_game(parse_log({**log, "events": []}), cards())
    for ev in log["events"]:
        if ev["type"] == "concede" and ev["seat"] == seat:
            return st, int(ev["seq"])
        apply_event(st, ev)
    raise AssertionError(f"{seat} does not concede in the game of seed {seed}")


def concede(game: tuple[int, int, str], seat: str) -> GameState:
    st, seq = before_concession(game)
    st = fork(st)
    apply_event(st, {"seq": seq, "type": "concede", "seat": seat})
    return st


def test_11002_bolton_flayer_is_no_longer_due_once_its_player_concedes() -> None:
    st, _ = before_concession(FLAYER_GAME)
    assert st.forced_due == [("D:11002#2", 1)] and st.step == "F-4.4"
    st = concede(FLAYER_GAME, "D")
    assert st.forced_due == [] and flow.blocking(st) is None  # the game goes on ([R-ELIM-1])
    assert not [c for c in legal_options(st) if c.fields.get("source") == "D:11002#2"]


def delay_offers(st: GameState) -> list[dict[str, object]]:
    return [c.fields for c in legal_options(st) if c.fields.get("source") == "A:05047#1"]


def test_05047_unexpected_delay_still_resolves_after_another_player_concedes() -> None:
    st, _ = before_concession(DELAY_GAME)
    assert st.forced_due == [("A:05047#1", 1)] and st.step == "F-AW-4.1"
    st = concede(DELAY_GAME, "E")
    offered = delay_offers(st)
    assert offered  # the challenges phase has still just begun
    targets = offered[0]["targets"]
    assert isinstance(targets, list)
    assert all(st.cards[cid].controller != 4 for cid in targets)  # not E's ([R-ELIM-1])
    apply_event(st, {"seq": st.seq + 1, "type": "ability", "seat": "A", **offered[0]})
    assert st.forced_due == [] and all(st.cards[cid].zone == "hand" for cid in targets)


def test_05047_unexpected_delay_still_resolves_after_the_active_player_concedes() -> None:
    st, _ = before_concession(DELAY_GAME)
    active = st.active
    assert active is not None and active != 0  # not Unexpected Delay's player, A
    st = concede(DELAY_GAME, "ABCDEF"[active])
    assert st.active != active and st.step == "F-AW-4.1"  # the next player's challenges
    offered = delay_offers(st)
    assert offered  # ending the conceding player's turn closed no window ([R-FORCED-1])
    apply_event(st, {"seq": st.seq + 1, "type": "ability", "seat": "A", **offered[0]})
    assert st.forced_due == []
