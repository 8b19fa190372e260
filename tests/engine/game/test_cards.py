"""Card database: the community data (2,240 cards), keyword parsing, the version hash, the
sample set. Tests that need the community data skip when ../shared/data is absent."""

from __future__ import annotations

import doctest
import gc
import json
import shutil
import weakref
from collections import Counter
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

import engine.game.data.cards as cards_package
from engine.game.data.cards import (
    CardDataError,
    CardDB,
    Keywords,
    UnknownCard,
    data_version,
    default_card_data_path,
    load_cards,
    parse_keywords,
    sample_cards,
)
from engine.game.data.cards import db as db_module
from engine.game.data.cards import keywords as keywords_module
from engine.game.data.cards import loader as loader_module

REAL_DATA = Path(__file__).resolve().parents[3].parent / "shared/data/throneteki-json-data"
needs_real_data = pytest.mark.skipif(
    not (REAL_DATA / "packs").is_dir(), reason=f"community card data not found at {REAL_DATA}"
)


@pytest.fixture(scope="module")
def real_cards() -> CardDB:
    if not (REAL_DATA / "packs").is_dir():
        pytest.skip(f"community card data not found at {REAL_DATA}")
    return load_cards(REAL_DATA)


def keyword_counts(db: CardDB) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for card in db:
        for name in Keywords.__slots__:
            if getattr(card.keywords, name) not in (None, False, ()):
                counts[name] += 1
    return dict(counts)


# --- The community data ------------------------------------------------------------------


@needs_real_data
def test_all_2240_cards_of_71_packs_load(real_cards: CardDB) -> None:
    assert len(real_cards) == 2240
    assert len(real_cards.packs) == 71
    assert real_cards.packs["Core"].name == "Core Set"
    assert sum(1 for card in real_cards if card.pack == "Core") == 211


@needs_real_data
def test_card_type_counts_match_the_raw_files(real_cards: CardDB) -> None:
    # Counted straight from the JSON, independently of the loader.
    raw: Counter[str] = Counter()
    for pack_file in (REAL_DATA / "packs").glob("*.json"):
        raw.update(card["type"] for card in json.loads(pack_file.read_text())["cards"])
    assert Counter(card.type for card in real_cards) == raw
    assert raw["character"] == 1063 and raw["plot"] == 242 and raw["agenda"] == 60


@needs_real_data
def test_keyword_counts_over_all_cards_are_pinned(real_cards: CardDB) -> None:
    # Computed once and checked by hand on samples (see the tests below). The research notes'
    # naive counts are higher (e.g. Shadow 203, Terminal 39) because they also count texts
    # that merely mention a keyword ("Each attachment gains terminal.", "in shadows").
    assert keyword_counts(real_cards) == {
        "ambush": 65,
        "assault": 37,
        "bestow": 91,
        "insight": 37,
        "intimidate": 35,
        "limited": 44,
        "no_attachments": 173,
        "no_attachments_except": 83,
        "pillage": 46,
        "prized": 6,
        "renown": 98,
        "shadow": 176,
        "shadow_x": 4,
        "stealth": 66,
        "terminal": 33,
    }


@needs_real_data
@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("01144", {"renown": True}),  # Eddard Stark: "Renown.\n<b>Reaction:</b> ..."
        ("13065", {"shadow": 4, "no_attachments": True, "no_attachments_except": ("Weapon",)}),
        ("13032", {"shadow_x": True}),  # Nightflyer: "Shadow (X)."
        ("16021", {"prized": 2}),  # Harrenhal: "Prized 2."
        ("17134", {"prized": 1, "terminal": True}),  # Crown of Gold: "Prized 1. Terminal."
        ("00173", {"ambush": 8, "assault": True, "no_attachments": True}),
        ("01081", {}),  # Risen from the Sea: "... as a Condition attachment with terminal"
        ("04091", {}),  # Helya: "Each attachment gains terminal."
    ],
)
def test_keywords_of_hand_checked_cards(real_cards: CardDB, code: str, expected: dict) -> None:
    assert real_cards.get(code).keywords == Keywords(**expected)


@needs_real_data
def test_eddard_stark_fields(real_cards: CardDB) -> None:
    eddard = real_cards.get("01144")
    assert (eddard.name, eddard.type, eddard.faction, eddard.pack) == (
        "Eddard Stark",
        "character",
        "stark",
        "Core",
    )
    assert eddard.unique and not eddard.loyal
    assert (eddard.cost, eddard.strength, eddard.deck_limit) == (7, 5, 3)
    assert eddard.icons == frozenset({"military", "power"})
    assert eddard.traits == ("Lord", "Small Council")


@needs_real_data
def test_plot_stats_and_printed_x_values(real_cards: CardDB) -> None:
    clash = real_cards.get("01001")  # A Clash of Kings: 4 / 9 / 1 / 6
    assert clash.plot is not None and (clash.plot.income, clash.plot.initiative) == (4, 9)
    assert (clash.plot.claim, clash.plot.reserve) == (1, 6)
    summer_harvest = real_cards.get("04039").plot  # income printed "X"
    assert summer_harvest is not None and summer_harvest.income is None
    assert sum(card.cost_x for card in real_cards) == 14
    dash_cost = [c for c in real_cards if c.is_draw_card and c.cost is None and not c.cost_x]
    assert len(dash_cost) == 29  # printed "-": cannot be marshaled or played normally
    assert sum(card.strength_x for card in real_cards) == 8


@needs_real_data
def test_errata_history_is_kept(real_cards: CardDB) -> None:
    kingsgrave = real_cards.get("14030")
    assert [entry.version for entry in kingsgrave.errata] == ["original", "2.2"]
    assert sum(1 for card in real_cards if card.errata) == 10


@needs_real_data
def test_lookup_by_name_and_pack(real_cards: CardDB) -> None:
    assert [c.code for c in real_cards.by_name("eddard  STARK")] == ["01144", "03003", "13041"]
    assert [c.code for c in real_cards.find("Eddard Stark", "Wolves of the North")] == ["03003"]
    assert [c.code for c in real_cards.find("Eddard Stark", "PoS")] == ["13041"]
    assert real_cards.find("Eddard Stark", "No Such Pack") == ()


# --- The data version --------------------------------------------------------------------


@needs_real_data
def test_data_version_is_stable_across_loads(real_cards: CardDB) -> None:
    assert load_cards(REAL_DATA).version == real_cards.version == data_version(REAL_DATA)
    assert real_cards.version.startswith("sha256:") and len(real_cards.version) == 23


def _copy_sample(target: Path, reverse: bool) -> Path:
    source = Path(sample_cards().source)
    (target / "packs").mkdir(parents=True)
    files = sorted(source.rglob("*.json"), reverse=reverse)
    for file in files:  # creation order differs between the two copies
        shutil.copyfile(file, target / file.relative_to(source))
    return target


@needs_real_data
def test_loaded_card_data_is_left_out_of_cycle_collections() -> None:
    # The card data lives as long as the process: a full collection during a replay must not
    # walk its objects again (docs/decisions/compiled-engine.md, "The collector").
    db = load_cards(REAL_DATA)
    young = {id(o) for o in gc.get_objects()}  # the three generations, not the frozen ones
    assert gc.get_freeze_count() > len(db)
    assert id(db) not in young
    assert not any(id(card) in young for card in db)

    class Node:
        other: object = None

    node = Node()
    node.other = node  # unreachable garbage at the next load: collected, not frozen
    gone = weakref.ref(node)
    del node
    load_cards(REAL_DATA)
    assert gone() is None


def test_data_version_does_not_depend_on_file_order_or_location(tmp_path: Path) -> None:
    first = _copy_sample(tmp_path / "a", reverse=False)
    second = _copy_sample(tmp_path / "b", reverse=True)
    assert data_version(first) == data_version(second) == sample_cards().version


def test_data_version_changes_when_a_byte_changes(tmp_path: Path) -> None:
    copy = _copy_sample(tmp_path / "a", reverse=False)
    pack = copy / "packs/SAMPLE.json"
    pack.write_text(pack.read_text().replace("Harvest Moon", "Harvest Moom"))
    assert data_version(copy) != sample_cards().version


# --- Where data is read from -------------------------------------------------------------


def test_env_var_overrides_the_default_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGOT_CARD_DATA", sample_cards().source)
    assert default_card_data_path() == Path(sample_cards().source)
    assert len(load_cards()) == len(sample_cards())


def test_default_path_falls_back_to_the_sample_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AGOT_CARD_DATA", raising=False)
    monkeypatch.setattr(loader_module, "_SHARED_CARD_DATA", Path("/nonexistent/agot-data"))
    assert default_card_data_path() == loader_module.SAMPLE_CARD_DATA


@needs_real_data
def test_default_path_is_the_shared_data_beside_the_project(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("AGOT_CARD_DATA", raising=False)
    assert default_card_data_path() == REAL_DATA


# --- Errors ------------------------------------------------------------------------------


def test_unknown_card_is_a_key_error_naming_the_code() -> None:
    with pytest.raises(KeyError) as caught:
        sample_cards().get("12345")
    assert isinstance(caught.value, UnknownCard)
    assert "12345" in str(caught.value)


def test_card_db_is_immutable() -> None:
    with pytest.raises(AttributeError):
        sample_cards().version = "changed"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        sample_cards().get("99101").name = "changed"  # type: ignore[misc]


def test_a_directory_without_packs_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"no \*\.json pack files"):
        load_cards(tmp_path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not readable JSON"),
        ('{"code": "BAD"}', "'cards' list"),
        ('{"cards": [{"code": "00001", "type": "spell"}]}', "card 00001: unknown card type"),
        (
            '{"cards": [{"code": "00001", "type": "event", "name": "E", "faction": "neutral",'
            ' "cost": "lots"}]}',
            "card 00001: cost must be",
        ),
        ('{"cards": [{"code": "00001", "type": "event"}]}', "card 00001: 'name'"),
    ],
)
def test_malformed_pack_files_name_the_file_and_card(
    tmp_path: Path, content: str, message: str
) -> None:
    (tmp_path / "packs").mkdir()
    (tmp_path / "packs/BAD.json").write_text(content)
    with pytest.raises(CardDataError, match=message) as caught:
        load_cards(tmp_path)
    assert "BAD.json" in str(caught.value)


def test_a_code_in_two_packs_is_rejected(tmp_path: Path) -> None:
    (tmp_path / "packs").mkdir()
    record = {"code": "00001", "type": "event", "name": "E", "faction": "neutral", "text": ""}
    for pack in ("A", "B"):
        (tmp_path / f"packs/{pack}.json").write_text(json.dumps({"cards": [record]}))
    with pytest.raises(CardDataError, match="00001 appears in more than one"):
        load_cards(tmp_path)


# --- Keyword parsing ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Shadow (3). Stealth.", {"shadow": 3, "stealth": True}),
        ("<i>Lord</i> character only. Terminal.\nMore text.", {"terminal": True}),
        (
            "Ambush (8). Assault. No attachments. ",
            {"ambush": 8, "assault": True, "no_attachments": True},
        ),
        (
            "No attachments except <i>Weapon</i> or <i>Item</i>.",
            {"no_attachments": True, "no_attachments_except": ("Weapon", "Item")},
        ),
        ("Bestow (2). Renown. Shadow (2).", {"bestow": 2, "renown": True, "shadow": 2}),
        ("Limited. Shadow (0).", {"limited": True, "shadow": 0}),
        ("Shadow (X).", {"shadow_x": True}),
        ("Insight. Intimidate. Pillage.", {"insight": True, "intimidate": True, "pillage": True}),
        ("While you control Balon, he gains stealth.", {}),
        ("Limited cards cannot be marshaled.", {}),
        ("<b>Reaction:</b> After you win.\nRenown.", {}),  # keywords lead the text only
        ("", {}),
    ],
)
def test_parse_keywords(text: str, expected: dict) -> None:
    assert parse_keywords(text) == Keywords(**expected)


# --- The sample set ----------------------------------------------------------------------


def test_sample_set_has_what_the_engines_need() -> None:
    db = sample_cards()
    plots = [card for card in db if card.type == "plot"]
    assert len({card.name for card in plots}) >= 9  # 7 distinct and extras
    assert {card.faction for card in db} == {"stark", "lannister", "neutral"}
    assert sum(card.type == "agenda" for card in db) >= 2
    counts = keyword_counts(db)
    for keyword in (
        "stealth",
        "renown",
        "intimidate",
        "insight",
        "pillage",
        "ambush",
        "terminal",
        "no_attachments",
        "no_attachments_except",
        "limited",
        "shadow",
    ):
        assert counts.get(keyword, 0) >= 1, keyword
    assert any(c.type == "location" and c.keywords.limited for c in db)
    assert any(c.type == "attachment" and c.keywords.terminal for c in db)
    assert {frozenset(c.icons) for c in db if c.type == "character"} >= {
        frozenset({"military"}),
        frozenset({"intrigue"}),
        frozenset({"power"}),
    }


@needs_real_data
def test_sample_names_are_invented(real_cards: CardDB) -> None:
    real_names = {card.name.casefold() for card in real_cards}
    assert [c.name for c in sample_cards() if c.name.casefold() in real_names] == []


def test_doctests_of_the_card_modules() -> None:
    for module in (cards_package, db_module, keywords_module, loader_module):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
