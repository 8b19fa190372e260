"""Deck lists: JSON shapes, standalone decks, the text export (read, write, round trip) and
clear errors for bad input."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.game.data.decks as decks_package
from engine.game.data.cards import CardDB, load_cards, sample_cards
from engine.game.data.decks import (
    Deck,
    DeckParseError,
    deck_from_json,
    deck_from_text,
    deck_to_json,
    deck_to_text,
    json_format,
    load_deck_file,
    load_standalone_decks,
    model,
    read_deck,
    text_format,
)

REAL_DATA = Path(__file__).resolve().parents[3].parent / "shared/data/throneteki-json-data"
SAMPLE = sample_cards()
SAMPLE_DECKS = load_standalone_decks(Path(SAMPLE.source) / "standalone-decks.json", SAMPLE)


@pytest.fixture(scope="module")
def real_cards() -> CardDB:
    if not (REAL_DATA / "packs").is_dir():
        pytest.skip(f"community card data not found at {REAL_DATA}")
    return load_cards(REAL_DATA)


# --- JSON ----------------------------------------------------------------------------------


def test_project_json_shape() -> None:
    deck = deck_from_json(
        {
            "name": "D",
            "faction": "stark",
            "agenda": "99401",
            "plots": {"99001": 2},
            "draw": {"99101": 3, "99102": 1},
        }
    )
    assert (deck.name, deck.faction, deck.agendas) == ("D", "stark", ("99401",))
    assert dict(deck.plots) == {"99001": 2} and dict(deck.draw) == {"99101": 3, "99102": 1}


def test_mixed_card_list_is_split_by_card_type() -> None:
    deck = deck_from_json(
        {
            "faction": "lannister",
            "agenda": None,
            "cards": [
                {"code": "99001", "count": 1},
                {"code": "99201", "count": 2},
                {"code": "99402", "count": 1},
            ],
        },
        SAMPLE,
    )
    assert dict(deck.plots) == {"99001": 1}
    assert dict(deck.draw) == {"99201": 2}
    assert deck.agendas == ("99402",)


def test_thronesdb_decklist_shape() -> None:
    deck = deck_from_json(
        {
            "name": "T",
            "faction_code": "stark",
            "agendas": ["99401"],
            "slots": {"99001": 1, "99101": 3},
        },
        SAMPLE,
    )
    assert (deck.faction, deck.agenda, dict(deck.plots), dict(deck.draw)) == (
        "stark",
        "99401",
        {"99001": 1},
        {"99101": 3},
    )


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"agenda": None, "plots": {}, "draw": {}}, "faction"),
        ({"faction": 7, "plots": {}, "draw": {}}, "faction"),
        ({"faction": "stark", "agenda": 5, "plots": {}, "draw": {}}, "agenda"),
        ({"faction": "stark", "plots": {"99001": 0}, "draw": {}}, "plots"),
        ({"faction": "stark", "plots": {}, "draw": {"99101": "3"}}, "draw"),
        ({"faction": "stark", "plots": {}, "draw": {"99101": True}}, "draw"),
        ({"faction": "stark", "plots": [], "draw": [{"count": 3}]}, "draw"),
        ({"faction": "stark", "plots": "99001", "draw": {}}, "plots"),
    ],
)
def test_bad_json_decks_name_the_field(data: dict, field: str) -> None:
    with pytest.raises(DeckParseError) as caught:
        deck_from_json(data, SAMPLE)
    assert caught.value.field == field
    assert field in str(caught.value)


def test_a_json_array_or_string_is_not_a_deck() -> None:
    for data in ([], "deck", None):
        with pytest.raises(DeckParseError, match="JSON object"):
            deck_from_json(data, SAMPLE)


def test_project_json_round_trip() -> None:
    for deck in SAMPLE_DECKS:
        assert deck_from_json(deck_to_json(deck), SAMPLE) == deck


# --- Standalone decks ------------------------------------------------------------------------


def test_every_real_standalone_deck_is_read(real_cards: CardDB) -> None:
    raw = json.loads((REAL_DATA / "standalone-decks.json").read_text())
    decks = load_standalone_decks(REAL_DATA / "standalone-decks.json", real_cards)
    assert [deck.name for deck in decks] == [entry["name"] for entry in raw]
    for deck, entry in zip(decks, raw, strict=True):
        # Every card of the entry lands in the plots or the draw deck, with its count.
        assert deck.plot_count + deck.draw_count == sum(c["count"] for c in entry["cards"])
        assert deck.agendas == (entry["agenda"],)
        assert all(real_cards.get(code).type == "plot" for code in deck.plots)
    by_id = {deck.source: deck for deck in decks}
    assert by_id["standalone:LoCR-2"].plot_count == 12  # "The Rains of Castamere"
    assert by_id["standalone:SoD-2"].plot_count == 10  # The Wars To Come


def test_sample_standalone_decks() -> None:
    assert [(d.faction, d.agenda, d.plot_count, d.draw_count) for d in SAMPLE_DECKS] == [
        ("stark", "99401", 7, 66),
        ("lannister", "99402", 7, 63),
    ]


def test_standalone_file_errors_name_the_deck(tmp_path: Path) -> None:
    path = tmp_path / "decks.json"
    path.write_text(json.dumps([{"id": "X-1", "faction": "stark", "cards": "oops"}]))
    with pytest.raises(DeckParseError, match="standalone deck X-1"):
        load_standalone_decks(path, SAMPLE)
    path.write_text("{")
    with pytest.raises(DeckParseError, match="not readable JSON"):
        load_standalone_decks(path, SAMPLE)


# --- The text export -----------------------------------------------------------------------

THRONESDB_EXPORT = """\
Winter Is Coming

House Stark
Fealty (Core Set)

Packs: From Core Set to Wolves of the North

Plot (7):
1x A Noble Cause (Core Set)
1x A Clash of Kings (Core Set)
1x Confiscation (Core Set)
1x Marched to the Wall (Core Set)
1x Sneak Attack (Core Set)
1x Taxation (Core Set)
1x Wildfire Assault (Core Set)

Character (5):
2x Eddard Stark (Wolves of the North)
3x Winterfell Steward (Core Set)

Event (1):
Winter Is Coming
"""


def test_a_thronesdb_text_export_is_read(real_cards: CardDB) -> None:
    deck = deck_from_text(THRONESDB_EXPORT, real_cards)
    assert (deck.name, deck.faction, deck.agendas) == ("Winter Is Coming", "stark", ("01027",))
    assert deck.plot_count == 7 and "01001" in deck.plots
    assert dict(deck.draw) == {"03003": 2, "01152": 3, "01159": 1}


def test_text_export_accepts_codes_labels_and_no_pack(real_cards: CardDB) -> None:
    text = "Faction: The Night's Watch\nAgenda: Fealty\nPlots:\n7 x 01001\n2X The Wall (Core)\n"
    deck = deck_from_text(text, real_cards)
    assert (deck.faction, deck.agendas, dict(deck.plots)) == (
        "thenightswatch",
        ("01027",),
        {"01001": 7},
    )
    assert dict(deck.draw) == {"01137": 2}


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("House Stark\n\n3x Ned Stak (Core Set)", 3, ["unknown card 'Ned Stak'"]),
        ("House Stark\n3x Winterfel Steward (Core Set)", 2, ["did you mean 'Winterfell Steward'"]),
        ("House Stark\n2x Eddard Stark", 2, ["ambiguous", "Core Set", "Wolves of the North"]),
        ("House Stark\n1x Eddard Stark (Core Sett)", 2, ["unknown pack 'Core Sett'"]),
        ("House Stark\n1x Eddard Stark (Taking the Black)", 2, ["not in pack", "Core Set"]),
        ("Deck\nHouse Starkk\n1x The Wall", 2, ["expected a faction line"]),
        ("Faction: Dornish\n", 1, ["unknown faction"]),
        ("House Stark\n0x The Wall", 2, ["bad count 0"]),
    ],
)
def test_text_errors_name_the_line(
    real_cards: CardDB, text: str, line: int, words: list[str]
) -> None:
    with pytest.raises(DeckParseError) as caught:
        deck_from_text(text, real_cards)
    assert caught.value.line == line
    message = str(caught.value)
    assert message.startswith(f"line {line}: ")
    for word in words:
        assert word in message


def test_T_DECK_3_a_real_deck_on_the_sample_set_says_the_loaded_card_data_lacks_the_pack() -> None:
    # A fresh clone without the shared card data reads deck lists with the sample set.
    with pytest.raises(DeckParseError) as caught:
        deck_from_text("House Stark\n1x Eddard Stark (Core Set)", SAMPLE)
    message = str(caught.value)
    assert "unknown pack 'Core Set'" in message
    assert "the loaded card data lacks it" in message
    assert "SAMPLE SET" in message and SAMPLE.version in message and "52 cards" in message
    assert SAMPLE.source not in message  # players see it: no server path


def test_T_DECK_3_an_unknown_pack_in_real_card_data_names_that_data(real_cards: CardDB) -> None:
    with pytest.raises(DeckParseError) as caught:
        deck_from_text("House Stark\n1x Eddard Stark (Core Sett)", real_cards)
    message = str(caught.value)
    assert "the loaded card data lacks it" in message and real_cards.version in message
    assert "SAMPLE" not in message and real_cards.source not in message


def test_text_without_a_faction_line_is_an_error() -> None:
    with pytest.raises(DeckParseError, match="no faction line"):
        deck_from_text("Just a title\n", SAMPLE)


def test_every_real_standalone_deck_survives_the_text_round_trip(real_cards: CardDB) -> None:
    for deck in load_standalone_decks(REAL_DATA / "standalone-decks.json", real_cards):
        again = deck_from_text(deck_to_text(deck, real_cards), real_cards)
        assert again == deck, deck.name


def test_text_export_layout() -> None:
    text = deck_to_text(SAMPLE_DECKS[0], SAMPLE)
    lines = text.splitlines()
    assert lines[:3] == [
        "Greywater Oath (Sample)",
        "House Stark",
        "Oath of the Hearth (Sample Set)",
    ]
    assert "Plot (7):" in lines and "2x Frost on the Blade (Sample Set)" in lines
    assert [line for line in lines if line.endswith("):")] == [
        "Plot (7):",
        "Character (42):",
        "Attachment (9):",
        "Location (12):",
        "Event (3):",
    ]


SAMPLE_DRAW = sorted(card.code for card in SAMPLE if card.is_draw_card)
SAMPLE_PLOTS = sorted(card.code for card in SAMPLE if card.type == "plot")
SAMPLE_AGENDAS = sorted(card.code for card in SAMPLE if card.type == "agenda")
deck_names = st.text(
    alphabet=st.characters(whitelist_categories=("L", "N"), whitelist_characters=" '-!&"),
    max_size=40,
).map(str.strip)


@st.composite
def sample_decks(draw: st.DrawFn) -> Deck:
    counts = st.integers(min_value=1, max_value=5)
    return Deck.create(
        faction=draw(st.sampled_from(sorted(model.FACTION_NAMES))),
        agendas=draw(st.lists(st.sampled_from(SAMPLE_AGENDAS), max_size=2, unique=True)),
        plots=draw(st.dictionaries(st.sampled_from(SAMPLE_PLOTS), counts, max_size=10)),
        draw=draw(st.dictionaries(st.sampled_from(SAMPLE_DRAW), counts, max_size=30)),
        name=draw(
            deck_names.filter(
                lambda n: text_format.normalize_name(n) not in text_format._FACTION_BY_NAME
            )
        ),
    )


@given(sample_decks())
@settings(max_examples=150)
def test_text_round_trip_property(deck: Deck) -> None:
    assert deck_from_text(deck_to_text(deck, SAMPLE), SAMPLE) == deck


@given(sample_decks())
@settings(max_examples=100)
def test_json_round_trip_property(deck: Deck) -> None:
    assert read_deck(json.dumps(deck_to_json(deck)), SAMPLE) == deck


@given(st.binary(max_size=300))
@settings(max_examples=200)
def test_arbitrary_bytes_give_a_deck_or_a_parse_error(content: bytes) -> None:
    try:
        read_deck(content, SAMPLE)
    except DeckParseError as error:
        assert str(error)


@given(st.text(max_size=300))
@settings(max_examples=200)
def test_arbitrary_text_gives_a_deck_or_a_parse_error(content: str) -> None:
    try:
        read_deck(content, SAMPLE)
    except DeckParseError as error:
        assert str(error)


# --- Detecting the format and reading files ------------------------------------------------


def test_read_deck_detects_json_and_text() -> None:
    text = deck_to_text(SAMPLE_DECKS[1], SAMPLE)
    as_json = json.dumps(deck_to_json(SAMPLE_DECKS[1]))
    assert read_deck(text, SAMPLE) == read_deck(as_json.encode(), SAMPLE) == SAMPLE_DECKS[1]
    assert read_deck(b"\xef\xbb\xbf" + text.encode(), SAMPLE) == SAMPLE_DECKS[1]  # with a BOM


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"  \n\t\n", "empty"),
        (b"\x00\x01\x02garbage", "binary"),
        (b"\xff\xfe\xfa not utf8", "not UTF-8"),
        (b'{"faction": "stark",', "invalid JSON"),
    ],
)
def test_unreadable_content_is_a_parse_error(content: bytes, message: str) -> None:
    with pytest.raises(DeckParseError, match=message):
        read_deck(content, SAMPLE)


def test_missing_file_is_a_parse_error(tmp_path: Path) -> None:
    with pytest.raises(DeckParseError, match="cannot read"):
        load_deck_file(tmp_path / "missing.txt", SAMPLE)


def test_deck_values_are_frozen_and_hashable() -> None:
    deck = SAMPLE_DECKS[0]
    with pytest.raises(AttributeError):
        deck.faction = "lannister"  # type: ignore[misc]
    with pytest.raises(TypeError):
        deck.plots["99001"] = 3  # type: ignore[index]
    assert hash(deck) == hash(deck_from_json(deck_to_json(deck), SAMPLE))


def test_doctests_of_the_deck_modules() -> None:
    for module in (decks_package, model, json_format, text_format):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
