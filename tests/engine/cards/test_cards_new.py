"""``python -m engine cards new CODE`` (issue "A codebase for 2,000 card scripts"): the place
of a card not read yet, made ready: a stub that registers nothing and two tests that fail
until the script is written. Written here into a scratch copy of the layout, never the repo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.game.cardtext.coverage import classify
from engine.game.cli.cards import main
from engine.game.cli.cards_new import CardNotNew, new_card, place_of
from engine.game.data.cards import CardDB, load_cards
from engine.game.data.cards.loader import default_card_data_path


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards(default_card_data_path())


def _missing(db: CardDB, type_: str) -> str:
    return next(c.code for c in db if c.type == type_ and classify(c) == "missing")


def test_a_missing_card_gets_a_module_of_its_own_in_its_pack(db: CardDB, tmp_path: Path) -> None:
    code = _missing(db, "character")
    card = db.get(code)
    place = new_card(db, code, root=tmp_path)
    assert place == place_of(card, tmp_path)
    assert place.script.parent.name == place.tests.parent.name  # the pack's folder
    assert place.script.name.endswith(f"_{code}.py") and place.script.stem.isidentifier()
    assert place.tests.name == f"test_{card.faction}.py"
    assert (place.script.parent / "__init__.py").is_file()
    stub = place.script.read_text()
    compile(stub, str(place.script), "exec")
    assert f"# {code} {card.name}" in stub
    assert not any(line.startswith("register(") for line in stub.splitlines())  # still missing
    tests = place.tests.read_text()
    compile(tests, str(place.tests), "exec")
    names = [line.split("(")[0].removeprefix("def ") for line in tests.splitlines()]
    assert [n for n in names if n.startswith(f"test_{code}_")] == [
        n for n in names if n.startswith("test_")
    ]
    assert len([n for n in names if n.startswith("test_")]) == 2  # a legal use, a misuse


def test_the_stub_tests_fail_until_the_script_is_written(db: CardDB, tmp_path: Path) -> None:
    code = _missing(db, "event")
    place = new_card(db, code, root=tmp_path)
    namespace: dict[str, Any] = {}
    exec(compile(place.tests.read_text(), str(place.tests), "exec"), namespace)
    for name in [n for n in namespace if n.startswith(f"test_{code}_")]:
        with pytest.raises(AssertionError, match="write the script first"):
            namespace[name]()


def test_a_second_card_of_the_pack_and_faction_has_its_own_module_and_shares_the_tests_file(
    db: CardDB, tmp_path: Path
) -> None:
    first = _missing(db, "character")
    card = db.get(first)
    second = next(
        c.code
        for c in db
        if c.code != first
        and (c.pack, c.faction) == (card.pack, card.faction)
        and classify(c) == "missing"
    )
    new_card(db, first, root=tmp_path)
    place = new_card(db, second, root=tmp_path)
    text = place.tests.read_text()
    assert f"def test_{first}_" in text and f"def test_{second}_" in text
    assert text.count("from __future__ import annotations") == 1
    compile(text, str(place.tests), "exec")


def test_a_card_already_read_or_stubbed_is_refused(db: CardDB, tmp_path: Path) -> None:
    with pytest.raises(CardNotNew, match="already read by the engine"):
        new_card(db, "01030", root=tmp_path)  # Rattleshirt's Raiders: scripted
    code = _missing(db, "location")
    new_card(db, code, root=tmp_path)
    with pytest.raises(CardNotNew, match="already has a stub"):
        new_card(db, code, root=tmp_path)


def test_the_command_refuses_an_unknown_code(capsys: Any) -> None:
    assert main(["new", "99999"]) == 2
    assert "unknown card code '99999'" in capsys.readouterr().err
