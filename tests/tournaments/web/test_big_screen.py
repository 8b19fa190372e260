"""The big screen's slides (issue 21): tables 24 a slide, then players by name 45 a slide,
round and round."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tournaments.web.pages.big_screen import slide_context


def rows(tables: int) -> list[Any]:
    def player(n: int) -> Any:
        return SimpleNamespace(name=f"Player {n:03d}")

    return [
        SimpleNamespace(table=t, player_a=player(2 * t - 1), player_b=player(2 * t))
        for t in range(1, tables + 1)
    ]


def test_fifty_tables_make_three_table_slides_then_three_name_slides() -> None:
    round_ = rows(50)
    first = slide_context(round_, 0)
    assert (first["kind"], first["slides"], first["next_slide"]) == ("tables", 6, 1)
    assert [r.table for r in first["rows"]] == list(range(1, 25))
    third = slide_context(round_, 2)
    assert [r.table for r in third["rows"]] == [49, 50]
    names = slide_context(round_, 3)
    assert names["kind"] == "names" and len(names["names"]) == 45
    assert names["name_range"] == "Player 001 to Player 045"
    assert slide_context(round_, 5)["next_slide"] == 0  # round and round
    assert slide_context(round_, 6) == first  # a stale slide number wraps


def test_before_pairing_there_is_one_empty_table_slide() -> None:
    empty = slide_context([], 0)
    assert (empty["kind"], empty["slides"], empty["rows"]) == ("tables", 1, [])
