"""Deck legality on the community data: the agendas that change deckbuilding, and the
verdicts on every standalone deck, worked out by hand. Skips when the data is absent."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.game.data.cards import CardDB, load_cards
from engine.game.data.decks import Deck, load_standalone_decks
from engine.game.data.legality import agenda_effects, validate_deck
from engine.game.data.legality import agendas as agendas_module
from engine.game.data.restricted import load_restricted_lists
from tests.engine.game.test_legality import changed, rules

REAL_DATA = Path(__file__).resolve().parents[3].parent / "shared/data/throneteki-json-data"


@pytest.fixture(scope="module")
def real_cards() -> CardDB:
    if not (REAL_DATA / "packs").is_dir():
        pytest.skip(f"community card data not found at {REAL_DATA}")
    return load_cards(REAL_DATA)


@pytest.fixture(scope="module")
def real_decks(real_cards: CardDB) -> dict[str, Deck]:
    decks = load_standalone_decks(REAL_DATA / "standalone-decks.json", real_cards)
    return {deck.source.removeprefix("standalone:"): deck for deck in decks}


# --- Agendas that change deckbuilding, on the real data -----------------------------------


def test_every_agenda_with_deckbuilding_text_is_understood(real_cards: CardDB) -> None:
    # Sentences about deck construction that the agenda reader must recognise; an agenda
    # whose text talks about "your deck"/"plot deck" construction but yields nothing fails.
    construction = re.compile(
        r"(may|must|cannot|can only) include|minimum deck size|plot deck must|"
        r"may run|draft format only",
        re.IGNORECASE,
    )
    missing = [
        card.code
        for card in real_cards
        if card.type == "agenda"
        and construction.search(agendas_module.normalized_text(card.text))
        and agenda_effects(card) == agendas_module.NO_EFFECTS
    ]
    assert missing == []


def test_fealty_caps_neutral_cards_at_15(real_decks: dict[str, Deck], real_cards: CardDB) -> None:
    # House Stark Intro Deck (GT37) runs Fealty with 8 neutral cards (Great Hall 2, Put to
    # the Sword 2, Seal of the Hand 1, The Roseroad 3): legal. Bodyguard x3, Little Bird x3 and
    # The Kingsroad x2 (all neutral) make 16, one over the cap of 15.
    deck = real_decks["GT37"]
    assert validate_deck(deck, real_cards) == []
    more = changed(deck, draw={"01033": 3, "01034": 3, "01039": 2})
    errors = [e for e in validate_deck(more, real_cards) if e.rule == "R-AGENDA-1"]
    assert len(errors) == 1 and "16 neutral cards" in errors[0].message


def test_banner_of_the_wolf_on_a_lannister_championship_deck(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    # 2016 World Championship deck: Lannister with Banner of the Wolf, non-loyal Stark cards.
    deck = real_decks["CHP05"]
    assert validate_deck(deck, real_cards) == []
    assert "R-DECK-7" in rules(validate_deck(changed(deck, agendas=("01027",)), real_cards))


def test_the_rains_of_castamere_needs_12_plots_with_5_schemes(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    deck = real_decks["LoCR-2"]  # 12 plots, 5 of them Scheme (counted by hand from the data)
    assert validate_deck(deck, real_cards) == []
    # Littlefinger's Meddling (a Scheme) out, Counting Coppers (not a Scheme) in: 4 schemes.
    fewer = changed(deck, plots={"05049": 0, "01010": 1})
    errors = validate_deck(fewer, real_cards)
    assert rules(errors) == ["R-AGENDA-1"]
    assert "4 different Scheme plots" in errors[0].message
    assert "R-DECK-3" in rules(validate_deck(changed(deck, agendas=("01027",)), real_cards))


def test_the_wars_to_come_needs_10_plots_and_allows_two_duplicates(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    deck = real_decks["SoD-2"]  # 10 plots, Wildfire Assault x2 and Peace and Prosperity x2
    assert validate_deck(deck, real_cards) == []
    assert rules(validate_deck(changed(deck, agendas=("01027",)), real_cards)) == [
        "R-DECK-3",
        "R-DECK-4",
    ]


def test_the_conclave_needs_12_maester_characters(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    deck = real_decks["HoT-2"]  # exactly 12 Maester characters
    assert validate_deck(deck, real_cards) == []
    maester = next(
        code
        for code in deck.draw
        if real_cards.get(code).has_trait("Maester") and real_cards.get(code).type == "character"
    )
    fewer = changed(deck, draw={maester: deck.draw[maester] - 1, "01152": 0})
    assert "R-AGENDA-1" in rules(validate_deck(fewer, real_cards))


def test_battle_of_the_trident_needs_10_edict_siege_or_war_plots(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    errors = validate_deck(changed(real_decks["GT37"], agendas=("21030",)), real_cards)
    assert rules(errors) == ["R-DECK-3", "R-AGENDA-1"]
    assert "exactly 10" in errors[0].message
    # GT37's plots by hand: Wildfire Assault (Scheme, War) and Fallen from Favor (Edict) fit;
    # A Noble Cause, Summons (Kingdom), The Winds of Winter, Nothing Burns Like The Cold and
    # False Spring (Winter) do not.
    forbidden = {real_cards.get(code).name for code in errors[1].cards}
    assert forbidden == {
        "A Noble Cause",
        "Summons",
        "The Winds of Winter",
        "Nothing Burns Like The Cold",
        "False Spring",
    }


@pytest.mark.parametrize(
    ("agenda", "expected"),
    [
        ("04037", "Winter plots"),  # Kings of Summer: GT37 has 3 Winter plots
        ("20052", "Kingdom plots"),  # The Many-Faced God: A Noble Cause, Summons
        ("06119", "loyal characters"),  # The Brotherhood Without Banners
        ("11079", "non-neutral cards"),  # The Free Folk (original)
    ],
)
def test_agendas_that_forbid_cards(
    real_decks: dict[str, Deck], real_cards: CardDB, agenda: str, expected: str
) -> None:
    errors = validate_deck(changed(real_decks["GT37"], agendas=(agenda,)), real_cards)
    assert [e.rule for e in errors] == ["R-AGENDA-1"]
    assert f"forbids {expected}" in errors[0].message


@pytest.mark.parametrize("agenda", ["13118", "16028", "06018"])  # Valyrian Steel, DWDW, Alliance
def test_agendas_that_raise_the_minimum_deck_size_to_75(
    real_decks: dict[str, Deck], real_cards: CardDB, agenda: str
) -> None:
    errors = validate_deck(changed(real_decks["GT37"], agendas=(agenda,)), real_cards)
    assert any(e.rule == "R-DECK-5" and "at least 75" in e.message for e in errors)


def test_valyrian_steel_allows_one_copy_of_each_attachment(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    errors = validate_deck(changed(real_decks["GT37"], agendas=("13118",)), real_cards)
    # GT37 has Frozen Solid (03021) x2, its only attachment with more than one copy.
    assert [e.cards for e in errors if e.rule == "R-AGENDA-1"] == [("03021",)]


def test_alliance_allows_two_banners_but_not_three_or_other_agendas(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    base = real_decks["GT37"]
    two = validate_deck(changed(base, agendas=("06018", "01200", "01205")), real_cards)
    assert "R-DECK-2" not in rules(two)
    three = validate_deck(changed(base, agendas=("06018", "01200", "01205", "01198")), real_cards)
    assert "R-DECK-2" in rules(three)
    fealty = validate_deck(changed(base, agendas=("06018", "01200", "01027")), real_cards)
    assert any(e.rule == "R-DECK-2" and "Fealty" in e.message for e in fealty)


def test_kingdom_of_shadows_lets_in_non_loyal_shadow_characters(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    shadowy = "00134"  # Dagmer Cleftjaw: non-loyal greyjoy character with shadow
    deck = changed(real_decks["GT37"], agendas=("13079",), draw={shadowy: 1})
    assert validate_deck(deck, real_cards) == []
    assert "R-DECK-7" in rules(validate_deck(changed(deck, agendas=("01027",)), real_cards))


def test_draft_only_agendas_are_outside_the_joust_card_pool(
    real_decks: dict[str, Deck], real_cards: CardDB
) -> None:
    errors = validate_deck(changed(real_decks["GT37"], agendas=("00367",)), real_cards)
    assert "T-DECK-2" in rules(errors)


# --- Standalone decks: verdicts worked out by hand ----------------------------------------


def test_verdicts_on_every_standalone_deck(real_decks: dict[str, Deck], real_cards: CardDB) -> None:
    # The four Core Set decks are learning decks, two houses shuffled together: 52-53 cards
    # with 7 plots (so 45-46 draw cards, [R-DECK-5]) and loyal cards of the second house
    # ([R-LOYAL-2]; e.g. The Old Ways is Stark with Banner of the Kraken but holds the loyal
    # Balon Greyjoy). Every later preconstructed deck was built for play: 60+ draw cards,
    # one house plus a banner or a deckbuilding agenda (Rains, Wars To Come, Conclave).
    illegal = {name for name, deck in real_decks.items() if validate_deck(deck, real_cards)}
    assert illegal == {"Core-1", "Core-2", "Core-3", "Core-4"}
    old_ways = validate_deck(real_decks["Core-1"], real_cards)
    assert sorted(set(rules(old_ways))) == ["R-DECK-5", "R-LOYAL-2"]
    assert "01068" in {code for error in old_ways for code in error.cards}  # Balon Greyjoy
    assert len(real_decks) == 31


def test_verdicts_under_standard_v2_1(real_decks: dict[str, Deck], real_cards: CardDB) -> None:
    standard = load_restricted_lists(REAL_DATA)["gotstandard2.1"]
    # Wolves of Winter (WotN-1) holds none of the list's cards: still legal.
    assert validate_deck(real_decks["WotN-1"], real_cards, standard) == []
    # House Stark Intro Deck: Great Hall (06038) and I Am No One (08082) are in the list's
    # bannedCards (original versions outside the redesign card pool), and Robb Stark (01146)
    # and Passing the Black Gate (06082) are both on the joust restricted list.
    errors = validate_deck(real_decks["GT37"], real_cards, standard)
    assert [(e.rule, e.cards) for e in errors] == [
        ("T-DECK-2", ("06038", "08082")),
        ("T-DECK-2", ("01146", "06082")),
    ]
