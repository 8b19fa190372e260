"""Stating what the engine derives never changes a verdict (docs/decisions/honest-verdicts.md).

A log may state the effects of a scripted ability or leave them out, and may state the
framework's own outcomes (a challenge's result, dominance) or leave them out: both forms of
a legal game are the same game. For simulated games with abilities, every scripted ability
event is given the effects its text resolved, once as the engine derives them and once as a
person would write them (without the flags that restate the text, ``stated.observable``);
each form must replay to the same verdict and the same final state ([R-EFFECT-1],
[R-REACTION-3])."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.cardtext.stated import observable
from engine.game.data.cards import load_cards
from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import parse_log
from engine.game.play.replay import replay, run
from engine.game.play.verdict import ReplayError
from engine.game.simulate import Style, pick_decks, simulate
from engine.game.simulate.core_decks import FACTIONS, core_deck
from engine.game.state.model import GameState

SEEDS = range(6)


def _simulated(seed: int) -> dict[str, Any]:
    db = load_cards()
    if seed % 2:
        a, b = pick_decks(db, seed)
    else:
        a = core_deck(db, FACTIONS[seed % len(FACTIONS)])
        b = core_deck(db, FACTIONS[(seed + 3) % len(FACTIONS)])
    return simulate(a, b, seed, db, style=Style(abilities=0.5))


def _resolved_effects(log: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    """By seq, the effects each scripted ability event resolved in the replay."""
    found: dict[int, list[dict[str, Any]]] = {}

    def seen(st: GameState, ev: GameEvent, error: ReplayError | None) -> None:
        if ev.type == "ability" and st.resolved_effects:
            found[ev.seq] = [dict(p) for p in st.resolved_effects]

    run(parse_log(log), load_cards(), observe=seen)
    return found


def _stated(log: dict[str, Any], effects: dict[int, list[dict[str, Any]]], how: Any) -> Any:
    events = [
        {**ev, "effects": [how(p) for p in effects[ev["seq"]]]} if ev["seq"] in effects else ev
        for ev in log["events"]
    ]
    return {**log, "events": events}


@pytest.mark.parametrize("seed", SEEDS)
def test_stated_effects_R_EFFECT_1_same_verdict_as_unstated(seed: int) -> None:
    log = _simulated(seed)
    effects = _resolved_effects(log)
    plain = replay(log)
    assert plain.status == "valid", plain.errors
    for how in (dict, observable):
        stated = replay(_stated(log, effects, how))
        assert stated.errors == (), (how, stated.errors[:1])
        assert (stated.status, stated.winner, stated.digest) == (
            plain.status,
            plain.winner,
            plain.digest,
        )


def test_stated_effects_cover_many_effect_kinds() -> None:
    """The games above state effects of many kinds (so the property is about something)."""
    kinds = {
        p["op"] for seed in SEEDS for ps in _resolved_effects(_simulated(seed)).values() for p in ps
    }
    assert len(kinds) >= 8, kinds


# The framework's own outcomes: a log may state them or leave them out.
_DERIVED_STATEMENTS = frozenset({"challenge_result", "dominance", "checkpoint"})


@pytest.mark.parametrize("seed", SEEDS)
def test_stated_outcomes_R_REACTION_3_same_verdict_as_unstated(seed: int) -> None:
    """The simulator states most outcomes (``Style.state_consequence``) and its players react
    to them; the same game with every outcome left out must replay to the same end."""
    log = _simulated(seed)
    kept = [ev for ev in log["events"] if ev["type"] not in _DERIVED_STATEMENTS]
    assert len(kept) < len(log["events"])
    unstated = {**log, "events": [{**ev, "seq": i} for i, ev in enumerate(kept, start=1)]}
    plain, left_out = replay(log), replay(unstated)
    assert left_out.errors == (), left_out.errors[:1]
    assert (left_out.status, left_out.winner, left_out.digest) == (
        plain.status,
        plain.winner,
        plain.digest,
    )
