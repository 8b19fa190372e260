"""``python -m engine cards coverage``: a card needs no script only when the framework reads
everything its text says, and what it says there is really read."""

from __future__ import annotations

import json
import re

import pytest

from engine.game.cardtext.coverage import classify, framework_reads, sentences
from engine.game.cli.cards import main
from engine.game.data.cards import Card, load_cards
from engine.game.rules.attach import attach_restriction
from engine.game.state.model import (
    printed_attached_strength,
    printed_dominance_strength,
    printed_plot_modifiers,
)

DB = load_cards()
CORE = [c for c in DB if c.pack == "Core"]
FRAMEWORK = [c for c in CORE if classify(c) == "framework"]


def test_plain_keyword_and_plot_value_cards_need_no_script() -> None:
    for code in ("01053", "01070", "01076", "01093", "01198", "01025"):
        assert framework_reads(DB.get(code)), code
    for code in ("01089", "01090", "01048", "01035"):  # text beyond the framework's reading
        assert not framework_reads(DB.get(code)), code


@pytest.mark.parametrize("card", FRAMEWORK, ids=lambda c: c.code)
def test_what_a_card_needing_no_script_says_is_read_by_the_framework(card: Card) -> None:
    keywords = card.keywords
    if card.type in ("agenda", "title"):  # Banners: legality.agendas; titles: melee.titles
        assert card.type == "title" or "You must include at least 12" in card.text
        return
    for sentence in sentences(card.text):
        words = sentence.rstrip(".").lower()
        if re.fullmatch(r"[+-]\d+ (income|initiative|claim|reserve)", words):
            assert printed_plot_modifiers(card.text), sentence
        elif words.startswith("attached character gets"):
            assert printed_attached_strength(card.text), sentence
        elif words.endswith(" only"):
            assert attach_restriction(card.text), sentence
        elif (
            "for dominance" in words
        ):  # The Iron Throne (engine.game.rules.contests.dominance_totals)
            assert printed_dominance_strength(card.text), sentence
        elif words.startswith("ambush"):
            assert keywords.ambush is not None, sentence
        elif words.startswith("no attachments"):
            assert keywords.no_attachments, sentence
        elif words in (
            "stealth",
            "renown",
            "insight",
            "intimidate",
            "pillage",
            "limited",
            "terminal",
        ):
            assert getattr(keywords, words), sentence
        else:
            raise AssertionError(f"{card.code}: the framework does not read {sentence!r}")


def test_the_coverage_command_reports_per_pack(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--pack", "Core", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    core = report["Core"]
    assert core["cards"] == 211
    assert core["read"] == core["scripted"] + core["framework"]
    assert len(core["missing"]) == 211 - core["read"]
    assert core["read"] == 211 and core["missing"] == []  # issue 18: the whole Core Set
