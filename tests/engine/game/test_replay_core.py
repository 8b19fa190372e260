"""Logs with real Core Set cards (community data): printed plot values and modifiers, When
Revealed abilities, attachment restrictions read from the card text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game.data.cards import load_cards
from engine.game.play.replay import replay
from tests.engine.game.logbuilder import SHARED_DATA, LogBuilder, core_builder, save

pytestmark = pytest.mark.skipif(
    not (SHARED_DATA / "packs/Core.json").exists(), reason="community card data not available"
)


def core_round_one() -> LogBuilder:
    """Eddard and a Winterfell Steward against Tywin and a Lannisport Merchant; Calm Over
    Westeros (init 3) against Calling the Banners (init 6, When Revealed: gain 1 gold per
    character the chosen opponent controls)."""
    b = core_builder()
    b.opening(
        ["01144#1", "01152#1", "01143#1", "01153#1", "01032#1"],
        ["01090#1", "01094#1", "01040#1", "01093#1", "01084#1"],
        ["01144#1", "01152#1"],
        ["01090#1", "01094#1"],
        first="B",
    )
    b.plots("A:01008#1", "B:01007#1")
    b.ev("first_player", seat="B")
    b.ev(
        "ability",
        seat="B",
        source="B:01007#1",
        kind="when_revealed",
        effects=[{"op": "gain_gold", "seat": "B", "amount": 2}],
    )
    b.ev(
        "ability",
        seat="A",
        source="A:01008#1",
        kind="when_revealed",
        choice="military",  # the challenge type Calm Over Westeros names
    )
    b.draw("B", 2).draw("A", 2)
    b.ev("marshal", seat="B", card="01040#1", cost=0)  # The Roseroad: limited, +1 Income
    b.ev("marshal", seat="B", card="01084#1", cost=4)
    b.ev("pass", seat="B")
    b.ev("marshal", seat="A", card="01143#1", cost=4)
    b.ev("pass", seat="A")
    b.ev("pass", seat="B")  # B initiates no challenge
    b.ev("challenge", seat="A", challenge="military", attackers=["01144#1"])
    b.ev("defenders", seat="B", defenders=[])
    b.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    b.ev("claim", seat="B", cards=["B:01094#1"])
    b.ev("keyword", seat="A", keyword="renown", card="01144#1")
    return b


def state(b: LogBuilder) -> Any:
    verdict = replay(b.doc())
    assert verdict.errors == (), verdict.errors
    return verdict


def test_core_round_one_replays_with_printed_values() -> None:
    b = core_round_one()
    save("core-round-one", b.doc())
    verdict = state(b)
    st = verdict.state
    assert verdict.power == {"A": 2, "B": 0}
    assert verdict.card_data_version == load_cards(SHARED_DATA).version
    assert verdict.unverified_abilities == 0  # both plots' texts are scripted
    # when revealed 2 + income (Calling the Banners 3, Tywin "+2 Income.") - Cersei 4
    assert st.players[1].gold == 2 + 3 + 2 - 4
    from engine.game.state.model import plot_value

    assert plot_value(st, 1, "income") == 6  # and now The Roseroad: "+1 Income."


def test_core_R_KW_LIMITED_1_roseroad_then_moneylender() -> None:
    b = core_round_one()
    b.events = b.events[: b.events.index(next(e for e in b.events if e.get("card") == "B:01084#1"))]
    b.ev("marshal", seat="B", card="01093#1")  # Lannisport Moneylender: Limited
    verdict = replay(b.doc())
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (len(b.events), "R-KW-LIMITED-1")


@pytest.mark.parametrize(
    ("card", "host", "rule"),
    [
        ("01153#1", "B:01090#1", "R-ATTACH-4"),  # Ice: [stark] character only
        ("01032#1", "A:01152#1", "R-ATTACH-4"),  # Seal of the Hand: Lord or Lady only
        ("01032#1", "A:01144#1", None),  # Eddard Stark is a Lord
    ],
)
def test_core_attachment_restrictions_from_card_text(
    card: str, host: str, rule: str | None
) -> None:
    b = core_round_one()
    i = next(i for i, e in enumerate(b.events) if e.get("card") == "A:01143#1")
    b.events = b.events[:i]
    b.ev("marshal", seat="A", card=card, attach_to=host)
    verdict = replay(b.doc())
    if rule is None:
        assert verdict.errors == ()
    else:
        assert (verdict.errors[0].seq, verdict.errors[0].rule) == (len(b.events), rule)


def test_core_R_WHENREV_1_only_plots_with_when_revealed() -> None:
    b = core_builder()
    b.opening(["01144#1"], ["01090#1"], ["01144#1"], ["01090#1"])
    b.plots("A:01025#1", "B:01021#1")  # The Winds of Winter (no text) / Sneak Attack
    b.ev("first_player", seat="B")
    b.ev("ability", seat="A", source="A:01025#1", kind="when_revealed", effects=[])
    verdict = replay(b.doc())
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (len(b.events), "R-WHENREV-1")


def test_core_R_WHENREV_1_when_revealed_abilities_must_resolve() -> None:
    b = core_round_one()
    i = next(i for i, e in enumerate(b.events) if e.get("source") == "A:01008#1")
    del b.events[i]
    for n, ev in enumerate(b.events, 1):
        ev["seq"] = n
    verdict = replay(b.doc())
    assert (verdict.errors[0].seq, verdict.errors[0].rule) == (i + 1, "R-WHENREV-1")


def test_T_DECK_registered_decks_are_checked_beside_the_verdict() -> None:
    verdict = replay(core_round_one().doc())
    rules = {(e.seat, e.rule) for e in verdict.deck_errors}
    assert ("A", "R-DECK-5") in rules  # a Core starter deck has fewer than 60 cards
    assert verdict.status == "incomplete"  # the game itself is legal so far
    doc = core_round_one().doc()
    doc["restricted_list"] = "no-such-list"
    assert replay(doc).deck_errors[0].rule == "T-DECK-2"


def test_F_5_2_the_iron_throne_contributes_8_STR_to_dominance() -> None:
    from engine.game.state.model import plot_value
    from tests.engine.game.logbuilder import core_deck

    b = core_builder()
    b.seats[1]["deck"] = core_deck("Core-2")  # At the Wall: holds The Iron Throne (01038)
    b.opening(["01144#1"], ["01038#1"], ["01144#1"], ["01038#1"])
    b.plots("A:01025#1", "B:01014#1")  # The Winds of Winter (init 4) / Jousting Contest (3)
    b.ev("first_player", seat="A")
    b.draw_phase()
    b.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    # A: Eddard 5 STR + 3 gold = 8; B: The Iron Throne 8 + 4 gold = 12
    b.ev("dominance", winner="B")
    verdict = replay(b.doc())
    assert verdict.errors == (), verdict.errors
    assert verdict.state is not None
    assert plot_value(verdict.state, 1, "reserve") == 7  # Jousting Contest 6, "+1 Reserve."
