"""Setup placements the replay used to accept wrongly (bug reports S-8-*)."""

from __future__ import annotations

from engine.game.play.replay import replay
from engine.game.state.model import all_in_play, strength
from tests.engine.game.logbuilder import LogBuilder

LADY = ["99111#1", "99111#2"]  # Lady of the Mere: a unique character, two copies
AXE = "99115#1"  # Runed Axe: "Character only. Attached character gets +1 STR."


def setup_log(attach_to: str) -> LogBuilder:
    return LogBuilder().opening(
        [*LADY, AXE], [], [f"A:{c}" for c in [*LADY, AXE]], [], attach_a={AXE: attach_to}
    )


def test_an_attachment_on_the_copy_revealed_as_a_duplicate_breaks_s_8_4() -> None:
    """S-8-4 bug: the second copy of a unique card becomes a duplicate at [S-9] ([S-8-5]), a
    blank card with no type ([R-DUP-5]), so it is no legal host for a setup attachment."""
    verdict = replay(setup_log("99111#2").doc())
    assert verdict.status == "invalid"
    error = verdict.errors[0]
    setup_seq = next(e["seq"] for e in setup_log("99111#2").events if e["type"] == "setup")
    assert (error.seq, error.rule) == (setup_seq, "S-8-4")
    assert "A:99111#2" in error.message and "duplicate" in error.message


def test_the_same_attachment_on_the_first_copy_is_legal_and_counts() -> None:
    """The first copy stays the card in play: the axe attaches to it and adds its +1 STR."""
    verdict = replay(setup_log("99111#1").doc())
    assert verdict.status == "incomplete" and verdict.errors == ()
    st = verdict.state
    assert st is not None
    lady, dupe, axe = (st.cards[f"A:{c}"] for c in [*LADY, AXE])
    assert (dupe.zone, dupe.host) == ("dupe", lady.id)
    assert lady.attachments == [axe.id] and axe.zone == "play"
    assert axe.id in all_in_play(st)
    assert strength(st, lady.id) == (lady.card.strength or 0) + 1
