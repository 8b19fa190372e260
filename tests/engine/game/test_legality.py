"""Deck legality on the sample set: one test per deckbuilding rule of agot2.md section 2 (each
deck breaks exactly that rule), the restricted list ([T-DECK-2]) and properties. The agendas
and standalone decks of the community data are in test_legality_agendas.py."""

from __future__ import annotations

import doctest
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.game.data.legality as legality_package
import engine.game.data.restricted as restricted_module
from engine.game.data.cards import Card, CardDB, sample_cards
from engine.game.data.decks import Deck, load_standalone_decks
from engine.game.data.legality import DeckError, is_legal, validate_deck
from engine.game.data.legality import agendas as agendas_module
from engine.game.data.restricted import (
    FormatList,
    Pod,
    UnknownRestrictedList,
    load_restricted_lists,
    restricted_list,
)

SHARED = Path(__file__).resolve().parents[3].parent / "shared"
SAMPLE = sample_cards()
STARK, LANNISTER = load_standalone_decks(Path(SAMPLE.source) / "standalone-decks.json", SAMPLE)
SAMPLE_LIST = load_restricted_lists(SAMPLE.source)["sample1.0"]


def changed(
    deck: Deck,
    *,
    plots: dict[str, int] | None = None,
    draw: dict[str, int] | None = None,
    **fields: object,
) -> Deck:
    """The deck with some counts changed (a count of 0 removes the card)."""

    def apply(base: dict[str, int], delta: dict[str, int] | None) -> dict[str, int]:
        merged = {**base, **(delta or {})}
        return {code: n for code, n in merged.items() if n > 0}

    return Deck.create(
        faction=str(fields.get("faction", deck.faction)),
        agendas=fields.get("agendas", deck.agendas),  # type: ignore[arg-type]
        plots=apply(dict(deck.plots), plots),
        draw=apply(dict(deck.draw), draw),
        name=deck.name,
    )


def rules(errors: list[DeckError]) -> list[str]:
    return [error.rule for error in errors]


def with_cards(*extra: Card) -> CardDB:
    return CardDB([*SAMPLE, *extra], SAMPLE.packs, version="test")


# --- The sample decks ----------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["joust", "melee"])
def test_sample_decks_are_legal_with_and_without_the_sample_list(fmt: str) -> None:
    for deck in (STARK, LANNISTER):
        assert validate_deck(deck, SAMPLE, fmt=fmt) == []
        assert validate_deck(deck, SAMPLE, SAMPLE_LIST, fmt=fmt) == []


def test_unknown_format_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown format 'draft'"):
        validate_deck(STARK, SAMPLE, fmt="draft")


# --- One test per rule ---------------------------------------------------------------------


def test_R_DECK_1_a_deck_needs_one_of_the_eight_factions() -> None:
    errors = validate_deck(changed(STARK, faction="neutral"), SAMPLE)
    # Every stark card is now out of faction too; the faction error comes first.
    assert rules(errors)[0] == "R-DECK-1"
    assert "unknown faction 'neutral'" in errors[0].message


def test_R_DECK_2_two_agendas_are_illegal() -> None:
    errors = validate_deck(changed(STARK, agendas=("99401", "99402")), SAMPLE)
    assert "R-DECK-2" in rules(errors)


def test_R_DECK_2_an_agenda_slot_holding_a_plot_is_illegal() -> None:
    assert rules(validate_deck(changed(STARK, agendas=("99002",)), SAMPLE)) == ["R-DECK-2"]


def test_R_DECK_2_no_agenda_is_legal_when_nothing_else_needs_one() -> None:
    # Without its agenda the stark deck loses nothing it relied on (its 15 neutral cards were
    # a limit of the agenda, not a permission).
    assert validate_deck(changed(STARK, agendas=()), SAMPLE) == []


def test_R_DECK_3_six_plots_are_illegal() -> None:
    errors = validate_deck(changed(STARK, plots={"99001": 0}), SAMPLE)
    assert rules(errors) == ["R-DECK-3"]
    assert "has 6 cards" in errors[0].message and "exactly 7" in errors[0].message


def test_R_DECK_3_a_character_in_the_plot_deck_is_illegal() -> None:
    deck = changed(STARK, plots={"99001": 0, "99109": 1}, draw={"99109": 2})
    assert rules(validate_deck(deck, SAMPLE)) == ["R-DECK-3"]


def test_R_DECK_4_two_duplicated_plots_are_illegal() -> None:
    # Frost on the Blade x2 is already the duplicate; Bread and Salt x2 would be a second one.
    deck = changed(STARK, plots={"99005": 2, "99004": 0})
    assert rules(validate_deck(deck, SAMPLE)) == ["R-DECK-4"]


def test_R_PLOTLIMIT_1_three_copies_of_a_plot_with_limit_2_are_illegal() -> None:
    deck = changed(STARK, plots={"99011": 3, "99004": 0})
    assert rules(validate_deck(deck, SAMPLE)) == ["R-PLOTLIMIT-1"]


def test_R_PLOTLIMIT_2_a_plot_with_limit_1_cannot_be_the_duplicate() -> None:
    deck = changed(STARK, plots={"99002": 2, "99011": 1})  # Iron Muster has limit 1
    assert rules(validate_deck(deck, SAMPLE)) == ["R-PLOTLIMIT-2"]


def test_R_PLOTLIMIT_3_a_plot_with_limit_3_may_take_three_copies_as_the_one_duplicate() -> None:
    thrice = replace(SAMPLE.get("99004"), code="99050", name="Triple Plot", deck_limit=3)
    cards = with_cards(thrice)
    deck = changed(STARK, plots={"99050": 3, "99011": 1, "99004": 0, "99003": 0})
    assert validate_deck(deck, cards) == []
    # ...but it uses the single duplicate allowance of [R-DECK-4].
    both = changed(deck, plots={"99011": 2, "99002": 0})
    assert rules(validate_deck(both, cards)) == ["R-DECK-4"]


def test_R_DECK_5_fewer_than_60_draw_cards_is_illegal() -> None:
    deck = changed(LANNISTER, draw={"99212": 0, "99301": 2})  # 63 - 3 - 1 = 59
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["R-DECK-5"]
    assert "59 cards" in errors[0].message


def test_R_DECK_5_exactly_60_draw_cards_is_legal() -> None:
    assert validate_deck(changed(LANNISTER, draw={"99212": 0}), SAMPLE) == []


def test_R_DECK_6_four_copies_of_a_title_are_illegal() -> None:
    errors = validate_deck(changed(STARK, draw={"99109": 4}), SAMPLE)
    assert rules(errors) == ["R-DECK-6"]
    assert errors[0].cards == ("99109",)


def test_R_DECK_8_copies_are_counted_by_title_across_versions() -> None:
    reprint = replace(SAMPLE.get("99109"), code="99150", pack="SAMPLE")  # same title, new code
    deck = changed(STARK, draw={"99109": 2, "99150": 2})
    errors = validate_deck(deck, with_cards(reprint))
    assert rules(errors) == ["R-DECK-6"]
    assert set(errors[0].cards) == {"99109", "99150"}


def test_R_DECKLIMIT_2_a_deck_limit_of_1_is_a_restriction() -> None:
    deck = changed(STARK, draw={"99307": 2, "99305": 1})  # Sudden Storm: deck limit 1
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["R-DECKLIMIT-2"]


def test_R_DECKLIMIT_3_a_deck_limit_above_3_is_a_permission() -> None:
    many = replace(SAMPLE.get("99109"), code="99151", name="Many Guards", deck_limit=5)
    cards = with_cards(many)
    assert validate_deck(changed(STARK, draw={"99151": 5}), cards) == []
    assert rules(validate_deck(changed(STARK, draw={"99151": 6}), cards)) == ["R-DECKLIMIT-3"]


def test_R_DECK_7_a_non_loyal_out_of_faction_card_is_illegal_without_permission() -> None:
    deck = changed(STARK, draw={"99109": 0, "99203": 3})  # Rock Sellsword: non-loyal lannister
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["R-DECK-7"]
    assert errors[0].cards == ("99203",)


def test_R_DECK_7_applies_to_the_plot_deck_too() -> None:
    # the plot deck must be in-faction or neutral as well. Sample faction plots are
    # loyal (like every faction plot in the community data), so this is [R-LOYAL-2]'s case;
    # a non-loyal out-of-faction plot checks [R-DECK-7] itself.
    plot = replace(SAMPLE.get("99012"), code="99052", name="Open Plot", loyal=False)
    deck = changed(STARK, plots={"99052": 1, "99001": 0})
    assert rules(validate_deck(deck, with_cards(plot))) == ["R-DECK-7"]


def test_R_LOYAL_2_a_loyal_out_of_faction_card_is_illegal() -> None:
    deck = changed(STARK, draw={"99109": 0, "99205": 3})  # Crimson Lancer: loyal lannister
    assert rules(validate_deck(deck, SAMPLE)) == ["R-LOYAL-2"]


def test_R_LOYAL_2_a_banner_does_not_let_in_loyal_cards() -> None:
    deck = changed(LANNISTER, draw={"99212": 0, "99105": 3})  # Pine Raider: loyal stark
    assert rules(validate_deck(deck, SAMPLE)) == ["R-LOYAL-2"]


def test_R_LOYAL_3_a_banner_lets_in_non_loyal_cards_of_its_faction() -> None:
    assert validate_deck(LANNISTER, SAMPLE) == []
    errors = validate_deck(changed(LANNISTER, agendas=()), SAMPLE)
    # Without the banner each of the four non-loyal stark titles is out of faction.
    assert rules(errors) == ["R-DECK-7"] * 4


def test_R_AGENDA_1_a_banner_needs_12_cards_of_its_faction() -> None:
    deck = changed(LANNISTER, draw={"99102": 0})  # 9 stark cards left, 60 draw cards
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["R-AGENDA-1"]
    assert "9 [stark] cards" in errors[0].message and "at least 12" in errors[0].message


def test_R_AGENDA_1_an_agenda_may_cap_neutral_cards() -> None:
    deck = changed(STARK, draw={"99306": 1})  # the 16th neutral card under Oath of the Hearth
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["R-AGENDA-1"]
    assert "at most 15" in errors[0].message


def test_R_DECKTERM_1_an_agenda_in_the_draw_deck_is_illegal() -> None:
    assert rules(validate_deck(changed(STARK, draw={"99402": 1}), SAMPLE)) == ["R-DECKTERM-1"]


def test_T_DECK_3_unknown_codes_are_reported_once_and_the_rest_still_checked() -> None:
    deck = changed(STARK, draw={"12345": 3, "99109": 4})
    errors = validate_deck(deck, SAMPLE)
    assert rules(errors) == ["T-DECK-3", "R-DECK-6"]
    assert errors[0].cards == ("12345",)


# --- The restricted list ([T-DECK-2]) ------------------------------------------------------


def test_T_DECK_2_a_banned_card_is_illegal() -> None:
    deck = changed(STARK, draw={"99307": 1, "99305": 2})  # Sudden Storm is banned in sample1.0
    errors = validate_deck(deck, SAMPLE, SAMPLE_LIST)
    assert rules(errors) == ["T-DECK-2"]
    assert "banned in joust: Sudden Storm (99307)" in errors[0].message


def test_T_DECK_2_two_restricted_cards_are_illegal() -> None:
    deck = changed(STARK, plots={"99013": 1, "99001": 0})  # 99013 joins 99101 (both restricted)
    errors = validate_deck(deck, SAMPLE, SAMPLE_LIST)
    assert rules(errors) == ["T-DECK-2"]
    assert errors[0].cards == ("99013", "99101")


def test_T_DECK_2_the_list_section_follows_the_format() -> None:
    deck = changed(STARK, plots={"99013": 1, "99001": 0})
    assert validate_deck(deck, SAMPLE, SAMPLE_LIST, fmt="melee") == []  # not restricted in melee


def test_T_DECK_2_two_cards_of_a_pod_are_illegal() -> None:
    # sample1.0 pods Snowfield Ambusher (99106, stark) with Crimson Lancer (99205, lannister);
    # a list pairing two cards the stark deck holds shows the rule on an otherwise legal deck.
    section = FormatList("joust", pods=(Pod(frozenset({"99101", "99109", "99201"})),))
    errors = validate_deck(STARK, SAMPLE, section)
    assert [(e.rule, e.cards) for e in errors] == [("T-DECK-2", ("99101", "99109"))]
    assert "at most one card of a pod" in errors[0].message
    assert (
        validate_deck(changed(STARK, draw={"99109": 0, "99303": 0, "99306": 3}), SAMPLE, section)
        == []
    )


def test_T_DECK_2_a_restricted_pod_forbids_its_cards_with_the_restricted_card() -> None:
    # Pod {restricted: Veiled Schemer 99206, cards: [Call of the Horn 99117]}.
    section = FormatList("joust", pods=(Pod(frozenset({"99117"}), restricted="99206"),))
    assert [v.kind for v in section.violations({"99206", "99117"})] == ["pod"]
    assert section.violations({"99117"}) == []  # without the restricted card: allowed
    assert section.violations({"99206"}) == []


def test_T_DECK_2_restricted_card_copies_do_not_matter() -> None:
    section = FormatList("joust", restricted=frozenset({"99101", "99201"}))
    assert section.violations({"99101"}) == []
    assert is_legal(STARK, SAMPLE, section)  # 3 copies of restricted 99101


def test_unknown_restricted_list_names_the_known_ones() -> None:
    with pytest.raises(UnknownRestrictedList, match=r"known: sample1\.0"):
        restricted_list("nope", SAMPLE.source)


# --- Properties ----------------------------------------------------------------------------

RULE_IDS = {
    match
    for name in ("rules/agot2.md", "rules/tournament.md")
    if (SHARED / name).is_file()
    for match in re.findall(r"\[([A-Z]+(?:-[A-Z0-9.]+)+)\]", (SHARED / name).read_text())
}
ALL_CODES = [*sorted(card.code for card in SAMPLE), "00000", "99999"]


@st.composite
def random_decks(draw: st.DrawFn) -> Deck:
    counts = st.dictionaries(st.sampled_from(ALL_CODES), st.integers(1, 6), max_size=40)
    return Deck.create(
        faction=draw(st.sampled_from(["stark", "lannister", "neutral", "tyrell", "x"])),
        agendas=draw(st.lists(st.sampled_from(ALL_CODES), max_size=3)),
        plots=draw(counts),
        draw=draw(counts),
    )


@given(random_decks(), st.sampled_from(["joust", "melee"]))
@settings(max_examples=150)
def test_any_deck_gets_a_verdict_citing_real_rule_ids(deck: Deck, fmt: str) -> None:
    errors = validate_deck(deck, SAMPLE, SAMPLE_LIST, fmt)
    if not RULE_IDS:
        pytest.skip("rules/ not found beside the project")
    assert {error.rule for error in errors} <= RULE_IDS
    assert all(f"[{error.rule}]" in error.message for error in errors)
    assert validate_deck(deck, SAMPLE, SAMPLE_LIST, fmt) == errors  # deterministic


@given(st.sampled_from([STARK, LANNISTER]), st.data())
@settings(max_examples=60)
def test_a_fourth_copy_of_any_draw_title_breaks_a_legal_deck(
    deck: Deck, data: st.DataObject
) -> None:
    code = data.draw(st.sampled_from(sorted(deck.draw)))
    limit = SAMPLE.get(code).deck_limit
    errors = validate_deck(changed(deck, draw={code: limit + 1}), SAMPLE)
    assert code in {c for error in errors for c in error.cards}
    assert set(rules(errors)) <= {"R-DECK-6", "R-DECKLIMIT-2", "R-DECKLIMIT-3", "R-AGENDA-1"}


@given(st.sampled_from([STARK, LANNISTER]), st.data())
@settings(max_examples=60)
def test_removing_any_plot_breaks_a_legal_deck(deck: Deck, data: st.DataObject) -> None:
    code = data.draw(st.sampled_from(sorted(deck.plots)))
    errors = validate_deck(changed(deck, plots={code: deck.plots[code] - 1}), SAMPLE)
    assert rules(errors) == ["R-DECK-3"]


def test_doctests_of_the_legality_modules() -> None:
    for module in (legality_package, agendas_module, restricted_module):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
