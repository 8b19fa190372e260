"""A forged ability never passes (issue "Honest verdicts", docs/decisions/honest-verdicts.md).

In simulated games with abilities, the first action or reaction of each game is moved to
another card its seat controls in play that does not have that ability. The timing stays
legal; only the claim about the card is false. Whatever the card:

* a card the engine reads (scripted, or needing no script) refuses it at that very event
  ([R-TRIGGERED-1] when its text has no such ability; a scripted card may refuse it by a
  later step of the initiation, its timing or its targets);
* a card the engine does not read may accept it, but then the verdict never says "valid"
  with a full check: the card is named and the check is partial.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from engine.game.cardtext.coverage import classify
from engine.game.cardtext.registry import script_for
from engine.game.data.cards import load_cards
from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import parse_log
from engine.game.play.replay import replay, run
from engine.game.play.verdict import ReplayError
from engine.game.simulate import Style, pick_decks, simulate
from engine.game.simulate.standard import standard_decks
from engine.game.state.model import GameState

GAMES = range(30)
_MOVED_KINDS = ("action", "reaction")


def _game(seed: int) -> dict[str, Any]:
    """Standalone decks for most seeds; every third game random Standard decks, which hold
    cards the engine does not read."""
    db = load_cards()
    a, b = standard_decks(db, seed) if seed % 3 == 2 else pick_decks(db, seed)
    return simulate(a, b, seed, db, style=Style(abilities=0.6))


def _first_ability(log: dict[str, Any]) -> dict[str, Any] | None:
    return next(
        (
            ev
            for ev in log["events"]
            if ev["type"] == "ability"
            and ev["kind"] in _MOVED_KINDS
            and not ev["source"].endswith(":faction")
        ),
        None,
    )


def _in_play_before(log: dict[str, Any], seq: int, seat: str) -> list[str]:
    """The cards ``seat`` controls in play just before event ``seq``."""
    found: list[str] = []

    def seen(st: GameState, ev: GameEvent, error: ReplayError | None) -> None:
        if ev.seq == seq - 1:
            index = st.seat_index(seat)
            found.extend(
                c for p in st.players for c in p.in_play if st.cards[c].controller == index
            )

    run(parse_log(log), load_cards(), upto=seq - 1, observe=seen)
    return found


def _lacks(code: str, kind: str) -> bool:
    script = script_for(code)
    return script is None or not any(a.kind == kind for a in script.abilities)


@functools.cache
def _forgeries(seed: int) -> list[tuple[str, str, dict[str, Any], int]]:
    """(the card's coverage, its code, the forged log, the forged event's seq) for each card
    the game's first action or reaction can be moved to."""
    log = _game(seed)
    ev = _first_ability(log)
    if ev is None:
        return []
    db = load_cards()
    moved = []
    for cid in _in_play_before(log, ev["seq"], ev["seat"]):
        code = cid.split(":")[1].split("#")[0]
        if cid == ev["source"] or not _lacks(code, ev["kind"]):
            continue
        forged = {**ev, "source": cid}
        events = [forged if e["seq"] == ev["seq"] else e for e in log["events"]]
        moved.append((classify(db.get(code)), code, {**log, "events": events}, ev["seq"]))
    return moved


@pytest.mark.parametrize("seed", GAMES)
def test_r_triggered_1_an_ability_moved_to_a_card_without_it_is_refused_there(seed: int) -> None:
    for kind, code, forged, seq in _forgeries(seed):
        verdict = replay(forged)
        if kind == "missing":  # not read: it may pass, but never as fully checked
            assert verdict.errors or (verdict.checked == "partial" and code in verdict.unread_cards)
            continue
        assert verdict.errors, (kind, seq)
        assert verdict.errors[0].seq == seq, (kind, verdict.errors[0])


def test_the_forgeries_reach_every_kind_of_card() -> None:
    """The games above move abilities to scripted cards, to cards needing no script and to
    unread ones (so each branch of the property is exercised)."""
    kinds = {kind for seed in GAMES for kind, _, _, _ in _forgeries(seed)}
    assert kinds == {"scripted", "framework", "missing"}, kinds
