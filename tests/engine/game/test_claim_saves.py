"""Military claim: a duplicate may save its victim ([R-DUP-2]) unless card text says the
character cannot be saved ([R-SAVE-3]). Pinned on the game the simulator's random search found
(melee seed 2825658319, the aggressive style): with Arya Stark (08081) standing, the claim
options still offered Asha Greyjoy's duplicate as a save, and the replay refused the event."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

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
from engine.game.state import effects
from engine.game.state.fork import fork
from engine.game.state.model import GameState, RuleError

HAS_COMMUNITY = default_card_data_path().resolve() != SAMPLE_CARD_DATA.resolve()
pytestmark = pytest.mark.skipif(not HAS_COMMUNITY, reason="needs the community card data")

SEED, VICTIM = 2825658319, "B:12003#3"  # Asha Greyjoy, a duplicate on her
AGGRESSIVE = Style(  # test_simulate's "aggressive" style
    attack=1.0, keyword=1.0, ambush=0.9, mulligan=0.5, state_consequence=0.5, title_abilities=1.0
)


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


@lru_cache(maxsize=1)
def before_the_claim() -> tuple[GameState, dict[str, Any]]:
    """The replayed state right before the claim that kills Asha, and that claim event."""
    log = simulate_melee(SEED, cards(), seats=3 + SEED % 4, style=AGGRESSIVE, max_rounds=5).log
    st = new_game(parse_log({**log, "events": []}), cards())
    for ev in log["events"]:
        if ev["type"] == "claim" and VICTIM in ev.get("cards", []):
            return st, ev
        apply_event(st, ev)
    raise AssertionError("the claim on Asha Greyjoy is no longer in this game")


def test_r_save_3_no_duplicate_save_is_offered_while_card_text_forbids_saves() -> None:
    st = fork(before_the_claim()[0])
    while st.step != "F-4.2.4":  # the framework moves on to the claim, as the replay does
        flow.advance(st)
    assert st.cards[VICTIM].dupes and effects.applies(st, "cannot", VICTIM, "save")
    claims = [c for c in legal_options(st) if c.type == "claim"]
    assert claims and all(VICTIM in c.pick_from and VICTIM not in c.extra for c in claims)


def test_r_save_3_a_logged_duplicate_save_is_refused_while_card_text_forbids_saves() -> None:
    st, claim = before_the_claim()
    st = fork(st)
    forged = {**claim, "saved_by": {VICTIM: st.cards[VICTIM].dupes[0]}}
    with pytest.raises(RuleError) as refused:
        apply_event(st, forged)
    assert refused.value.rule == "R-SAVE-3"
