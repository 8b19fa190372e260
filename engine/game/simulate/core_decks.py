"""A legal Core-only deck for each of the eight factions, built from the card data.

The Core Set's own starter decks hold 52-53 cards and are not legal for an event, so the
card-text property tests play these instead: every Core draw card of the faction and every
neutral Core draw card at its deck limit (well over the 60 of [R-DECK-2]), seven different
Core plots chosen by the faction's index (so the eight decks reveal different plots), and
no agenda (optional, [R-AGENDA-1]), which keeps every neutral card in.
"""

from __future__ import annotations

from engine.game.data.cards import GREAT_HOUSES, CardDB
from engine.game.data.decks import Deck

FACTIONS = GREAT_HOUSES  # one Core Set deck of each
PLOTS_PER_DECK = 7
CORE = "Core"


def core_deck(cards: CardDB, faction: str) -> Deck:
    """The Core-only deck of ``faction`` (``Core-only <faction>``)."""
    core = [c for c in cards if c.pack == CORE]
    draw = {
        c.code: c.deck_limit for c in core if c.is_draw_card and c.faction in (faction, "neutral")
    }
    plots = sorted(c.code for c in core if c.type == "plot")
    start = FACTIONS.index(faction) * 3
    chosen = [plots[(start + i) % len(plots)] for i in range(PLOTS_PER_DECK)]
    return Deck.create(
        faction,
        [],
        dict.fromkeys(chosen, 1),
        draw,
        name=f"Core-only {faction}",
        source=f"core:{faction}",
    )


def core_decks(cards: CardDB) -> list[Deck]:
    """The eight Core-only decks, in faction order."""
    return [core_deck(cards, f) for f in FACTIONS]
