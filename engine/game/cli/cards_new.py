"""``python -m engine cards new CODE``: the place of a card the engine does not read yet, made
ready: a module of its own with a commented script stub,
``engine/game/cardtext/scripts/<pack>/<name>_<code>.py``, and its two tests (a legal use, a
misuse) in ``tests/engine/cards/<pack>/test_<faction>.py`` (docs/card-scripts.md, the recipe;
docs/decisions/one-module-per-card.md).

The stub registers nothing, so the card stays "missing" in the coverage until its script is
written; the two tests fail until then (they ask for the script first), so a stub is never
committed as done. The card's text is not copied: the stub names the card and the words that
open its abilities (a script quotes at most a phrase).
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from pathlib import Path

from engine.game.cardtext.coverage import classify
from engine.game.data.cards import GREAT_HOUSES, Card, CardDB
from engine.game.data.cards.keywords import strip_tags

ROOT = Path(__file__).resolve().parents[3]
SCRIPTS = Path("engine", "game", "cardtext", "scripts")  # under the repository's root
TESTS = Path("tests", "engine", "cards")
# The words that open an ability in printed text: the kinds of docs/card-scripts.md.
_OPENERS = re.compile(
    r"\b(Forced Reaction|Forced Interrupt|Reaction|Interrupt|Action|When Revealed|"
    r"Challenges Action|Marshaling Action|Dominance Action|Plot Action|Draw Action|"
    r"Taxation Action|Standing Action)\s*:",
)
# In a card game started by the harness, where each type of card is put for its tests.
_PLACE = {"character": "setup", "location": "setup", "attachment": "hand", "event": "hand"}


class CardNotNew(ValueError):
    """The card already has a place: scripted, read without a script, or a stub exists."""


@dataclass(frozen=True, slots=True)
class Place:
    script: Path
    tests: Path


def place_of(card: Card, root: Path = ROOT) -> Place:
    """One place per card: a module of its own in its pack's folder, named by the card's name
    and code; its tests beside its pack's other cards of its faction (docs/card-scripts.md)."""
    pack = pack_folder(card.pack)
    return Place(
        root / SCRIPTS / pack / f"{_module_slug(card)}_{card.code}.py",
        root / TESTS / pack / f"test_{card.faction}.py",
    )


def pack_folder(pack: str) -> str:
    """A pack's folder (a package name): its code in lower case, letters and digits only; a
    Python keyword gains a ``_`` (the pack OR: ``or_``)."""
    name = re.sub(r"[^a-z0-9]", "", pack.lower())
    return f"{name}_" if keyword.iskeyword(name) else name


def new_card(db: CardDB, code: str, root: Path = ROOT) -> Place:
    """Write the stub and its two tests of a card that is not read yet (``CardNotNew``
    otherwise) into the repository at ``root``; files and packages are created when
    missing."""
    card = db.get(code)
    status = classify(card)
    if status != "missing":
        raise CardNotNew(f"{code} {card.name} is already read by the engine ({status})")
    place = place_of(card, root)
    for path in (place.script, place.tests):
        if path.is_file() and re.search(rf"\b{code}\b", path.read_text()):
            raise CardNotNew(f"{code} already has a stub in {path.relative_to(root)}")
    _append(place.script, _script_header(card), _script_stub(card))  # a new module
    _append(place.tests, _tests_header(card), _tests_stub(card))
    return place


def _append(path: Path, header: str, block: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not (path.parent / "__init__.py").exists():  # a pack folder: a package of its own
        doc = f'"""{path.parent.name}: the cards of one pack."""\n'
        (path.parent / "__init__.py").write_text(doc)
    text = path.read_text() if path.is_file() else header
    path.write_text(text.rstrip("\n") + "\n\n\n" + block)


def _openers(card: Card) -> str:
    found = _OPENERS.findall(strip_tags(card.text))
    return ", ".join(dict.fromkeys(found)) or "constant text"


def _slug(card: Card) -> str:
    return re.sub(r"[^a-z0-9]+", "_", card.name.lower()).strip("_")


def _module_slug(card: Card) -> str:
    """The card's name as the start of a module name (which may not open with a digit)."""
    slug = _slug(card)
    return slug if slug[:1].isalpha() else f"n{slug}"


def _script_header(card: Card) -> str:
    return (
        f'"""{card.name} ({card.code}, {card.pack}, {card.faction} {card.type})."""\n\n'
        "from __future__ import annotations\n"
    )


def _script_stub(card: Card) -> str:
    return (
        f"# {card.code} {card.name} ({card.type}): {_openers(card)}.\n"
        "# TODO: write its script from the vocabulary (docs/card-scripts.md, step 3), then\n"
        "# register it; until then the card stays missing and its tests fail.\n"
        f'# register(Script("{card.code}", constants=(...), abilities=(...)))\n'
    )


def _tests_header(card: Card) -> str:
    return (
        f'"""{card.pack}, {card.faction}: a legal use and a misuse of each card."""\n\n'
        "from __future__ import annotations\n\n"
        "from engine.game.cardtext.registry import script_for\n"
        "from tests.engine.cards.harness import CardGame\n"
    )


def _tests_stub(card: Card) -> str:
    faction = card.faction if card.faction in GREAT_HOUSES else "stark"
    where = _PLACE.get(card.type, "hand")
    start = f'setup_a=["{card.code}#1"]' if where == "setup" else f'hand_a=["{card.code}#1"]'
    name = f"test_{card.code}_{_slug(card)}"
    asked = f'assert script_for("{card.code}") is not None, "write the script first"'
    game = f'g = CardGame(a=["{card.code}"], b=[], faction_a="{faction}")'
    return (
        f"def {name}_legal_use() -> None:\n"
        f"    {asked}\n"
        f"    {game}\n"
        f'    g.start({start}, setup_b=["01053#1"]).round()\n'
        "    # TODO: the events of a legal use, and what the state shows after it\n"
        "    assert g.verdict().errors == ()\n\n\n"
        f"def {name}_misuse_RULE_ID() -> None:\n"
        "    # TODO: rename with the rule id the misuse breaks (e.g. _misuse_R_TARGET_1_...)\n"
        f"    {asked}\n"
        f"    {game}\n"
        f'    g.start({start}, setup_b=["01053#1"]).round()\n'
        "    # TODO: the events of a misuse\n"
        "    seq, rule, message = g.error()\n"
        f'    assert (seq, rule) == (g.last_seq(), "RULE-ID") and "{card.code}" in message\n'
    )
