"""Interrupts that save a card from a leave-play about to happen ([R-SAVE-1], [R-INTERRUPT-3]),
with a Bodyguard-like script (01033's text) registered for the test only: the mechanism is
engine.game.state.saves, not one card's script."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.game.cardtext.registry import SCRIPTS
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from tests.engine.cards.harness import CardGame

BODYGUARD = "01033"
LORD = "01090"  # Tywin Lannister, a Lord


@pytest.fixture
def bodyguard() -> Iterator[None]:
    """ "When attached character would be killed or discarded from play, sacrifice Bodyguard
    to save that character" (the shipped script, if any, is put back afterwards)."""
    shipped = SCRIPTS.get(BODYGUARD)
    SCRIPTS[BODYGUARD] = Script(
        BODYGUARD,
        abilities=(
            Ability(
                "interrupt",
                "save attached character",
                effects.on_attached("save"),
                costs=(costs.sacrifice_self(),),
                would=("killed", "discarded"),
            ),
        ),
    )
    yield
    if shipped is None:
        del SCRIPTS[BODYGUARD]
    else:
        SCRIPTS[BODYGUARD] = shipped


def game() -> CardGame:
    g = CardGame(a=[LORD, BODYGUARD], b=[])
    g.start(
        setup_a=[f"{LORD}#1", f"{BODYGUARD}#1"],
        hand_a=["01053#1"],
        attach_a={f"{BODYGUARD}#1": f"{LORD}#1"},
    )
    return g.round()


def save_then(g: CardGame, op: str) -> CardGame:
    g.ability(
        "A",
        f"A:{BODYGUARD}#1",
        "interrupt",
        costs=[{"op": "sacrifice", "card": f"A:{BODYGUARD}#1"}],
    )
    g.ability("B", "B:faction", "action", effects=[{"op": op, "card": f"A:{LORD}#1"}])
    return g


def test_R_SAVE_1_a_scripted_save_stops_the_kill_that_follows(bodyguard: None) -> None:
    st = save_then(game(), "kill").state()
    assert st.cards[f"A:{LORD}#1"].zone == "play"
    assert st.cards[f"A:{BODYGUARD}#1"].zone == "discard"
    assert st.verified == 1


def test_R_INTERRUPT_3_the_save_interrupts_only_what_its_text_names(bodyguard: None) -> None:
    g = save_then(game(), "return_to_hand")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3") and "not returned" in message


def test_R_INTERRUPT_3_a_save_with_nothing_to_interrupt_is_refused(bodyguard: None) -> None:
    g = game()
    g.ability(
        "A",
        f"A:{BODYGUARD}#1",
        "interrupt",
        costs=[{"op": "sacrifice", "card": f"A:{BODYGUARD}#1"}],
    )
    g.ev("marshal", seat="A", card="01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3")
