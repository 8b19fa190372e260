"""The ``Deck`` value and the one error type of every deck reader."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

# The eight factions of [R-FACTION-1], by the codes the community data uses.
FACTION_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "baratheon": "House Baratheon",
        "greyjoy": "House Greyjoy",
        "lannister": "House Lannister",
        "martell": "House Martell",
        "stark": "House Stark",
        "targaryen": "House Targaryen",
        "thenightswatch": "The Night's Watch",
        "tyrell": "House Tyrell",
    }
)


class DeckParseError(ValueError):
    """A deck that cannot be read. ``line`` (1-based) or ``field`` says where.

    >>> str(DeckParseError("unknown card 'Ned'", line=4))
    "line 4: unknown card 'Ned'"
    """

    def __init__(self, message: str, line: int | None = None, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.field = field

    def __str__(self) -> str:
        if self.line is not None:
            return f"line {self.line}: {self.message}"
        if self.field is not None:
            return f"field {self.field!r}: {self.message}"
        return self.message


@dataclass(frozen=True)
class Deck:
    """A deck list: faction code, agenda codes (0, 1, or more with e.g. Alliance), plots and
    draw cards as ``{code: count}``. Counts are positive; codes are not checked here (see
    ``engine.game.data.legality``).

    >>> deck = Deck.create("stark", ["99401"], {"99001": 1}, {"99101": 3}, name="Demo")
    >>> deck.agenda, deck.plot_count, deck.draw_count
    ('99401', 1, 3)
    """

    faction: str
    agendas: tuple[str, ...]
    plots: Mapping[str, int]
    draw: Mapping[str, int]
    name: str = ""
    source: str = field(default="", compare=False)

    @classmethod
    def create(
        cls,
        faction: str,
        agendas: Iterable[str],
        plots: Mapping[str, int],
        draw: Mapping[str, int],
        name: str = "",
        source: str = "",
    ) -> Deck:
        """A deck with its maps copied read-only and sorted by code (so equal lists are equal)."""
        return cls(
            faction=faction,
            agendas=tuple(agendas),
            plots=_frozen_counts(plots, "plots"),
            draw=_frozen_counts(draw, "draw"),
            name=name,
            source=source,
        )

    @property
    def agenda(self) -> str | None:
        """The (first) agenda's code, ``None`` without one ([R-DECK-2])."""
        return self.agendas[0] if self.agendas else None

    @property
    def plot_count(self) -> int:
        return sum(self.plots.values())

    @property
    def draw_count(self) -> int:
        return sum(self.draw.values())

    def all_codes(self) -> frozenset[str]:
        """Every code in the deck: agendas, plots and draw cards."""
        return frozenset(self.agendas) | frozenset(self.plots) | frozenset(self.draw)

    def __hash__(self) -> int:
        return hash(
            (
                self.faction,
                self.agendas,
                tuple(self.plots.items()),
                tuple(self.draw.items()),
                self.name,
            )
        )


def _frozen_counts(counts: Mapping[str, int], what: str) -> Mapping[str, int]:
    for code, count in counts.items():
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DeckParseError(f"count of {code!r} must be a positive integer", field=what)
    return MappingProxyType(dict(sorted(counts.items())))
