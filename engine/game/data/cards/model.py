"""Value types of the card database: one frozen dataclass per concept.

Field conventions (see ``docs/card-data.md``):

* ``Card.cost`` is ``None`` for a printed "-" or "X" (``cost_x`` tells which) and for card
  types without a cost (agendas, plots, titles).
* ``Card.strength`` is ``None`` for a printed "X" (``strength_x``) and for non-characters.
* ``PlotStats`` values are ``None`` for a printed "X" (two plots in the community data have
  one: an X income and an X claim); the card text defines X, so the replay engine must resolve it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CARD_TYPES = frozenset({"agenda", "attachment", "character", "event", "location", "plot", "title"})
DRAW_CARD_TYPES = frozenset({"attachment", "character", "event", "location"})
CHALLENGE_ICONS = ("military", "intrigue", "power")
# The eight great houses, in the card data's spelling and order (a deck's faction; "neutral"
# is a card's faction too, never a deck's)
GREAT_HOUSES = (
    "baratheon",
    "greyjoy",
    "lannister",
    "martell",
    "thenightswatch",
    "stark",
    "targaryen",
    "tyrell",
)


@dataclass(frozen=True, slots=True)
class PlotStats:
    """A plot's printed values; ``None`` means a printed "X" defined by the card text."""

    income: int | None
    initiative: int | None
    claim: int | None
    reserve: int | None


@dataclass(frozen=True, slots=True)
class Keywords:
    """Printed keywords, parsed from the first line of the card text ([R-KW-1..5]).

    ``ambush``/``bestow``/``shadow`` hold X, ``None`` when absent; a printed "Shadow (X)" is
    ``shadow=None, shadow_x=True``. ``no_attachments_except`` lists the traits still allowed
    ("No attachments except <i>Weapon</i>." gives ``no_attachments=True`` and ``("Weapon",)``).
    ``prized`` (a later keyword, "Prized 2.") holds its value.
    """

    ambush: int | None = None
    assault: bool = False
    bestow: int | None = None
    insight: bool = False
    intimidate: bool = False
    limited: bool = False
    no_attachments: bool = False
    no_attachments_except: tuple[str, ...] = ()
    pillage: bool = False
    renown: bool = False
    shadow: int | None = None
    stealth: bool = False
    terminal: bool = False
    shadow_x: bool = False
    prized: int | None = None

    @property
    def has_shadow(self) -> bool:
        """True for "Shadow (N)" and "Shadow (X)" alike."""
        return self.shadow is not None or self.shadow_x


NO_KEYWORDS = Keywords()


@dataclass(frozen=True, slots=True)
class Errata:
    """One entry of a card's errata history, as the community data records it."""

    issuer: str
    version: str
    text: str
    notes: str | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """One card record (one code). Copies are counted by ``name`` ([R-DECK-8])."""

    code: str
    name: str
    type: str
    faction: str
    loyal: bool
    unique: bool
    cost: int | None
    cost_x: bool
    strength: int | None
    icons: frozenset[str]
    traits: tuple[str, ...]
    text: str
    plot: PlotStats | None
    deck_limit: int
    pack: str
    keywords: Keywords = NO_KEYWORDS
    strength_x: bool = False
    quantity: int = 1
    errata: tuple[Errata, ...] = field(default=())

    @property
    def is_draw_card(self) -> bool:
        """Attachments, characters, events and locations go in the draw deck ([R-DECKTERM-1])."""
        return self.type in DRAW_CARD_TYPES

    def has_trait(self, trait: str) -> bool:
        """Case-insensitive trait test ("Knight" matches a card with the *Knight* trait)."""
        wanted = trait.casefold()
        return any(t.casefold() == wanted for t in self.traits)


@dataclass(frozen=True, slots=True)
class Pack:
    """A pack file's header: its code (the file name) and its display name."""

    code: str
    name: str
    release_date: str | None = None
