"""TtB, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

_RANGING_PARTY = "01132"  # an Army, Ranger character without text
_STEWARD = "01133"  # Steward at the Wall: a Steward character


def _will_loses_unopposed() -> CardGame:
    g = CardGame(a=["02001", _RANGING_PARTY], b=[], faction_a="thenightswatch")
    g.start(setup_a=["02001#1", f"{_RANGING_PARTY}#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")  # to B's challenges
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    return g.ev("defenders", seat="A", defenders=[])


def test_02001_will_forced_sacrifices_a_ranger_after_an_unopposed_loss() -> None:
    g = _will_loses_unopposed()
    g.ability("A", "A:02001#1", "forced", targets=[f"A:{_RANGING_PARTY}#1"])
    st = g.state()
    assert st.cards[f"A:{_RANGING_PARTY}#1"].zone == "discard"
    assert st.cards["A:02001#1"].zone == "play"


def test_02001_will_misuse_R_FORCED_1_claim_before_the_sacrifice() -> None:
    g = _will_loses_unopposed()
    g.ev("claim", seat="A", cards=["A:02001#1", f"A:{_RANGING_PARTY}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and "02001" in message


def _watch_has_need(trait: str, found: list[str]) -> CardGame:
    g = CardGame(a=["02002", _RANGING_PARTY, _STEWARD], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01053#1"], hand_a=["02002#1"], setup_b=["01187#1"]).round()
    pay = [{"op": "spend_gold", "seat": "A", "amount": 1}]
    return g.ability(
        "A", "A:02002#1", "action", choice=trait, targets=found, costs=pay, at="F-AW-3"
    )


def test_02002_the_watch_has_need_adds_the_named_trait_characters_to_hand() -> None:
    found = [f"A:{_RANGING_PARTY}#1", f"A:{_RANGING_PARTY}#2"]
    st = _watch_has_need("Ranger", found).state()
    assert set(found) <= set(st.players[0].hand)
    assert st.cards["A:02002#1"].zone == "discard" and st.players[0].gold == 3 - 1


def test_02002_the_watch_has_need_misuse_R_TARGET_1_a_character_without_the_trait() -> None:
    g = _watch_has_need("Ranger", [f"A:{_RANGING_PARTY}#1", f"A:{_STEWARD}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and f"A:{_STEWARD}#1" in message
