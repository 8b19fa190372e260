"""The happening kinds a trigger declares (``model.answering``) are all it answers: the forced
abilities are asked only about those kinds (``engine.game.framework.forced.settle``), so a
trigger true of another kind would be a forced ability that silently never fires."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from engine.game.cardtext.model import Ability, Use, kinds_answered
from engine.game.cardtext.registry import SCRIPTS
from engine.game.rules import zones
from engine.game.state.effects import Happening
from engine.game.state.model import GameState
from tests.engine.cards.harness import CardGame

LORD = "01090"  # Tywin Lannister, a Lord: any card in play serves as the source


def _triggered() -> list[tuple[str, int, Ability]]:
    return [
        (code, index, ability)
        for code, script in sorted(SCRIPTS.items())
        for index, ability in enumerate(script.abilities, start=1)
        if ability.trigger is not None
    ]


def _engine_kinds() -> set[str]:
    """Every kind the engine records: the literal kinds of ``effects.happen`` calls, the
    leave-play kinds, and every kind a trigger declares; and a kind nothing records."""
    root = Path(engine.__file__).parent
    said = re.compile(r'effects\.happen\(\s*st,\s*"(\w+)"')
    found = {k for path in root.rglob("*.py") for k in said.findall(path.read_text())}
    found |= set(zones._HOW.values()) | {"left_play", "sacrificed", "an_unknown_kind"}
    for _, _, ability in _triggered():
        assert ability.trigger is not None
        found |= kinds_answered(ability.trigger) or set()
    return found


KINDS = sorted(_engine_kinds())
FORCED = [t for t in _triggered() if t[2].kind == "forced"]


def _details(seat: int, source: str) -> tuple[tuple[str, object], ...]:
    """Details that would make most triggers true of their own kind (the seat won, attacked
    alone with the source, by 10, unopposed, in the plot phase)."""
    return (
        ("attacker", seat),
        ("attackers", (source,)),
        ("defenders", ()),
        ("loser", 1 - seat),
        ("margin", 10),
        ("phase", "plot"),
        ("type", "military"),
        ("unopposed", True),
        ("winner", seat),
    )


@pytest.fixture(scope="module")
def state() -> GameState:
    return CardGame(a=[LORD], b=[]).start(setup_a=[f"{LORD}#1"]).round().state()


def test_the_kinds_known_include_what_the_engine_records() -> None:
    for kind in ("challenge_won", "entered_play", "phase_began", "killed", "left_play"):
        assert kind in KINDS


def test_every_forced_trigger_declares_its_kinds() -> None:
    """Not required for correctness (undeclared: asked about every kind), but each forced
    ability shipped declares them, so that no happening asks every forced card."""
    for code, index, ability in FORCED:
        assert ability.trigger is not None
        assert kinds_answered(ability.trigger) is not None, (code, index)


@pytest.mark.parametrize(
    "code,index,ability", [pytest.param(*t, id=f"{t[0]}-{t[1]}") for t in _triggered()]
)
def test_a_trigger_is_false_of_every_kind_it_does_not_declare(
    state: GameState, code: str, index: int, ability: Ability
) -> None:
    trigger = ability.trigger
    assert trigger is not None
    declared = kinds_answered(trigger)
    if declared is None:
        return
    assert declared <= set(KINDS), (code, declared)
    source = f"A:{LORD}#1"
    for seat in (0, 1):
        use = Use(seat, source, ability, index, [], [], None, None)
        for kind in set(KINDS) - declared:
            for card in (None, source):
                h = Happening(kind, seat, card, 1, _details(seat, source))
                use.answers = h
                assert not trigger(state, use, h), (code, index, kind)
