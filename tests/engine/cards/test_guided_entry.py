"""Guided entry: the decisions API (and so the live tracker) offers each usable ability of a
scripted card as a one-tap option named after the card, and never one its text forbids."""

from __future__ import annotations

from engine.game.logformat.log import parse_log
from engine.game.play.decisions import next_decision
from engine.game.play.replay import Match, cards_for
from tests.engine.cards.harness import CardGame


def _match(g: CardGame) -> Match:
    log = parse_log(g.doc())
    match = Match(parse_log({**g.doc(), "events": []}), cards_for(log))
    for ev in g.doc()["events"]:
        match.push(ev)
    return match


def _ability_labels(g: CardGame) -> list[str]:
    decision = _match(g).decision()
    return [
        label
        for option, label in zip(decision.options, decision.labels, strict=True)
        if option.type == "ability"
    ]


def test_01089_tyrion_is_offered_after_an_intrigue_challenge_is_initiated() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    labels = _ability_labels(g)
    assert any(label.startswith("Tyrion Lannister: reaction") for label in labels), labels


def test_01089_tyrion_is_not_offered_after_a_military_challenge_R_REACTION_3() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert not any("Tyrion" in label for label in _ability_labels(g))


def test_01094_a_marshaling_action_is_offered_in_its_phase_only() -> None:
    g = CardGame(a=["01094"], b=[])
    g.start(setup_a=["01094#1"]).round()
    decision = next_decision(_match(g).state)
    offered = [o for o in decision.options if o.type == "ability"]
    assert [o.fields["source"] for o in offered] == ["A:01094#1"]
    assert offered[0].fields["costs"] == [{"op": "kneel", "card": "A:01094#1"}]
