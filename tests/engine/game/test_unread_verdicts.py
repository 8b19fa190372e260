"""A verdict says how far it checked (docs/match-log.md "The verdict", issue "Honest verdicts").

* ``checked`` is "full" only when the engine read every card of the game; otherwise "partial"
  and every unread card in either deck is named, whether or not it was used.
* A value the log states (a challenge's STR) that the replay works out otherwise is
  "undecided" when a card the engine does not read could change it, naming that card, and
  stays "invalid" ([F-4.2.2]) when every card of the game is read.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.game.data.cards import load_cards
from engine.game.play.replay import replay
from engine.game.play.unread import card_is_read
from engine.game.play.verdict import Verdict, verdict_headline
from engine.game.simulate import Style, simulate
from engine.game.simulate.core_decks import FACTIONS, core_deck
from engine.game.simulate.standard import standard_decks

STANDARD_SEEDS = range(4)


def _standard(seed: int) -> tuple[dict[str, Any], set[str]]:
    """A simulated game between random Standard decks, and the codes in its decks."""
    db = load_cards()
    a, b = standard_decks(db, seed)
    codes = {c for deck in (a, b) for c in (*deck.draw, *deck.plots, *deck.agendas)}
    return simulate(a, b, seed, db, style=Style(abilities=0.5)), codes


def _core(seed: int) -> dict[str, Any]:
    db = load_cards()
    a = core_deck(db, FACTIONS[seed % len(FACTIONS)])
    b = core_deck(db, FACTIONS[(seed + 3) % len(FACTIONS)])
    return simulate(a, b, seed, db, style=Style(abilities=0.5))


def _str_overstated(log: dict[str, Any], nth: int) -> tuple[dict[str, Any], int]:
    """The log with the ``nth`` challenge's attacker STR stated one higher (the same winner
    when the attacker won; a STR no card read by the engine gives)."""
    results = [e for e in log["events"] if e["type"] == "challenge_result"]
    target = results[nth % len(results)]
    changed = {**target, "attacker_str": target["attacker_str"] + 1}
    events = [changed if e["seq"] == target["seq"] else e for e in log["events"]]
    return {**log, "events": events}, target["seq"]


@pytest.mark.parametrize("seed", STANDARD_SEEDS)
def test_every_unread_card_of_either_deck_named_checked_partial(seed: int) -> None:
    log, codes = _standard(seed)
    db = load_cards()
    verdict = replay(log, db)
    unread = {c for c in codes if not card_is_read(verdict.state, db.get(c))}  # type: ignore[arg-type]
    assert unread, "a Standard deck holds cards the engine does not read yet"
    assert verdict.status == "valid"
    assert verdict.checked == "partial"
    assert unread <= set(verdict.unread_cards)
    assert f"{len(verdict.unread_cards)} cards not checked" in verdict.headline


def test_a_game_of_read_cards_is_checked_full() -> None:
    verdict = replay(_core(0), load_cards())
    assert (verdict.status, verdict.checked, verdict.unread_cards) == ("valid", "full", ())
    assert verdict.headline == "valid"


def _overstated_verdicts() -> list[tuple[Verdict, int]]:
    db = load_cards()
    found = []
    for seed in STANDARD_SEEDS:
        log, _ = _standard(seed)
        for nth in range(3):
            bad, seq = _str_overstated(log, nth)
            found.append((replay(bad, db), seq))
    return found


def test_str_disagreement_F_4_2_2_undecided_only_with_an_unread_card_that_speaks_of_STR() -> None:
    db = load_cards()
    kinds = set()
    for verdict, seq in _overstated_verdicts():
        first = verdict.errors[0]
        assert first.seq == seq and first.rule == "F-4.2.2", first
        assert verdict.status != "valid"
        if first.unread_cards:
            kinds.add("undecided")
            for code in first.unread_cards:
                assert code in verdict.unread_cards
                assert re.search(r"\bSTR\b|\bstrength\b", db.get(code).text)  # type: ignore[union-attr]
            assert "cards the engine does not read could explain it" in verdict_headline(
                verdict.as_dict()
            )
        else:
            kinds.add("invalid")
            assert verdict.status == "invalid"
    assert "undecided" in kinds, "no overstated STR met an unread card that could explain it"


@pytest.mark.parametrize("seed", range(3))
def test_str_disagreement_F_4_2_2_invalid_when_every_card_is_read(seed: int) -> None:
    bad, seq = _str_overstated(_core(seed), seed)
    verdict = replay(bad, load_cards())
    assert verdict.status == "invalid" and verdict.checked == "full"
    assert verdict.errors[0].seq == seq and verdict.errors[0].rule == "F-4.2.2"
    assert verdict.errors[0].unread_cards == ()
