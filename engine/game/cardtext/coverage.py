"""Which cards the engine reads: scripted, needing no script, or missing.

A card needs no script only when every sentence of its text is one the framework already
reads: keywords ([R-KW-1..5]), printed plot modifiers ("+1 Income."), an attachment's
restriction, "Attached character gets +N STR." and "Attached character cannot stand.", The
Iron Throne's dominance STR, the deckbuilding lines of a Banner and of The Wars To Come
(``engine.game.data.legality.agendas``) and a title's rules (``engine.game.rulesets.melee.titles``).
Anything else without a script is missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.game.cardtext.registry import script_for
from engine.game.data.cards import Card, CardDB
from engine.game.data.cards.keywords import strip_tags

_FRAMEWORK_SENTENCES = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"^(stealth|renown|insight|intimidate|pillage|limited|terminal|no attachments)$",
        r"^no attachments except [\w' ]+$",
        r"^ambush \(\d+\)$",
        r"^[+-]\d+ (income|initiative|claim|reserve)$",
        r"^attached character gets [+-]\d+ str$",
        r"^attached character cannot stand$",  # engine.game.state.model.cannot_stand
        r"^([\w' ]+ or )?[\w' \[\]]+ (character|location) only$",
        r"^[\w' ]+ contributes \d+ str to your total for dominance$",
        r"^you may include non-loyal \[\w+\] cards in your deck$",
        r"^you must include at least 12 \[\w+\] cards in your deck$",
        r"^your plot deck must be exactly \d+ cards$",  # The Wars To Come: legality.agendas
        r"^you may include a second copy of up to \d+ different cards in your plot deck$",
    )
]


@dataclass(frozen=True, slots=True)
class CardCoverage:
    code: str
    name: str
    pack: str
    status: str  # scripted | framework | missing


def sentences(text: str) -> list[str]:
    """A card text as its plain sentences (markup, bold precursors and icons kept as words)."""
    plain = strip_tags(text).replace("\n", " ")
    return [s.strip() for s in re.split(r"(?<=\.)\s+|\.$", plain) if s.strip(" .")]


def framework_reads(card: Card) -> bool:
    """True when the framework alone reads everything the card's text says."""
    if card.type == "title":
        return True  # melee titles: engine.game.rulesets.melee.titles
    return all(
        any(p.match(s.rstrip(".")) for p in _FRAMEWORK_SENTENCES) for s in sentences(card.text)
    )


def classify(card: Card) -> str:
    if script_for(card.code) is not None:
        return "scripted"
    return "framework" if needs_no_script(card) else "missing"


def needs_no_script(card: Card) -> bool:
    """``framework_reads``, worked out once per card code (asked for every ability event and
    every card of every verdict). Such a card has no triggered ability of its own: an
    ability event naming it is forged unless another card's text grants one
    ([R-TRIGGERED-1], ``engine.game.play.abilities``)."""
    known = _NEEDS_NO_SCRIPT.get(card.code)
    if known is None:
        known = _NEEDS_NO_SCRIPT[card.code] = framework_reads(card)
    return known


def is_read(card: Card) -> bool:
    """Whether the engine reads everything the card's text says (scripted, or needing no
    script); a card it does not read is named by every verdict of a game it is in."""
    return script_for(card.code) is not None or needs_no_script(card)


def grants_abilities(card: Card) -> bool:
    """The card's text gives another card a triggered ability ('Attached location gains:
    "Action: ..."'): an ability logged from that other card is then not forged."""
    return _GRANT_RE.search(card.text) is not None


# by card code: the answer of ``framework_reads`` (card texts do not change in a process)
_NEEDS_NO_SCRIPT: dict[str, bool] = {}
# 'gains: "<b>Action:</b> ...' / 'gains "<b>Reaction:</b> ...': a triggered ability given
_GRANT_RE = re.compile(r"gains?:?\s*[\"\u201c]\s*<b>", re.IGNORECASE)


def coverage(db: CardDB, codes: list[str]) -> list[CardCoverage]:
    found = []
    for code in codes:
        card = db.get(code)
        found.append(CardCoverage(code, card.name, card.pack, classify(card)))
    return found
