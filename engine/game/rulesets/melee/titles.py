"""The title cards ([R-TITLE-1..6]): read from the card data at run time, never copied.

A title's text states its relationships ("Supports: Master of Laws", "Rivals: Master of
Coin, Master of Ships") and its bonuses ("+1 STR [power]", "+2 STR for Dominance",
"+2 Income.", "You may redirect 1 challenge this round.", the Hand of the King's additional
challenge and the Master of Whispers' claim against several opponents); ``parse_title`` reads
those lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.game.data.cards import Card, CardDB
from engine.game.state.model import printed_plot_modifiers

_RELATION_RE = re.compile(r"^(Supports|Rivals):\s*(.+?)\.?\s*$", re.MULTILINE)
_CHALLENGE_STR_RE = re.compile(r"^\+(\d+) STR \[(military|intrigue|power)\]", re.MULTILINE)
_DOMINANCE_STR_RE = re.compile(r"^\+(\d+) STR for Dominance", re.MULTILINE | re.IGNORECASE)
_EXTRA_DRAW_RE = re.compile(r"number of cards you draw in the draw phase by (\d+)")
_RIVAL_CLAIM_RE = re.compile(
    r"claim value on your revealed plot card by (\d+) during \[(\w+)\] challenges in which "
    r"you are attacking a rival"
)
# Hand of the King: "You may initiate an additional [power] challenge during the challenges
# phase, against a different opponent."
_ADDITIONAL_RE = re.compile(
    r"initiate an additional \[(military|intrigue|power)\] challenge during the challenges "
    r"phase, against a different opponent"
)
# Master of Whispers: "You may resolve your [intrigue] claim against any number of opponents
# of your choice."
_MULTI_CLAIM_RE = re.compile(
    r"resolve your \[(military|intrigue|power)\] claim against any number of opponents"
)


@dataclass(frozen=True, slots=True)
class Title:
    """One title card, as the melee rules use it."""

    code: str
    name: str
    supports: frozenset[str] = frozenset()  # title names ([R-SUPPORTS-1])
    rivals: frozenset[str] = frozenset()  # title names ([R-RIVALS-1])
    challenge_str: dict[str, int] = field(default_factory=dict)  # by challenge type ([R-TITLE-4])
    dominance_str: int = 0  # Crown Regent ([R-TITLE-4])
    plot_bonus: dict[str, int] = field(default_factory=dict)  # "+2 Income.", "+1 Reserve."
    redirects: bool = False  # Crown Regent ([R-REDIRECT-1])
    extra_draw: int = 0  # Master of Laws
    rival_claim: dict[str, int] = field(default_factory=dict)  # Master of Ships
    additional_challenge: str | None = None  # Hand of the King: a second challenge of a type
    multi_claim: str | None = None  # Master of Whispers: claim of a type against several


def parse_title(card: Card) -> Title:
    """The rules content of a title card's text."""
    text = card.text
    relations: dict[str, frozenset[str]] = {"Supports": frozenset(), "Rivals": frozenset()}
    for kind, names in _RELATION_RE.findall(text):
        listed = {n.strip().rstrip(".") for n in names.split(",")}
        relations[kind] = frozenset(n for n in listed if n and n.lower() != "none")
    dominance = _DOMINANCE_STR_RE.search(text)
    draw = _EXTRA_DRAW_RE.search(text)
    additional = _ADDITIONAL_RE.search(text)
    multi = _MULTI_CLAIM_RE.search(text)
    return Title(
        code=card.code,
        name=card.name,
        supports=relations["Supports"],
        rivals=relations["Rivals"],
        challenge_str={ctype: int(n) for n, ctype in _CHALLENGE_STR_RE.findall(text)},
        dominance_str=int(dominance.group(1)) if dominance else 0,
        plot_bonus=printed_plot_modifiers(text),
        redirects="redirect 1 challenge" in text,
        extra_draw=int(draw.group(1)) if draw else 0,
        rival_claim={ctype: int(n) for n, ctype in _RIVAL_CLAIM_RE.findall(text)},
        additional_challenge=additional.group(1) if additional else None,
        multi_claim=multi.group(1) if multi else None,
    )


def title_pool(db: CardDB) -> dict[str, Title]:
    """The title pool a melee starts with ([R-TITLE-2]), by code: every title card of the
    card data that states supports and rivals (the six melee titles of the Core Set; other
    "title" cards of the data belong to other formats), one per name (the lowest code)."""
    pool: dict[str, Title] = {}
    names: set[str] = set()
    for card in sorted((c for c in db if c.type == "title"), key=lambda c: c.code):
        if len(set(_RELATION_RE.findall(card.text))) >= 2 and card.name not in names:
            names.add(card.name)
            pool[card.code] = parse_title(card)
    return pool


def removed_count(players: int) -> int:
    """How many titles are removed at random before choosing ([R-MELEE-4], [F-1.4-1]):
    two with three players, none with six or more, else one."""
    return 2 if players == 3 else 0 if players >= 6 else 1
