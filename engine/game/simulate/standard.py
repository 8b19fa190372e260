"""Random legal decks of the format played today: the newest Standard list of the card data
(``simulate --pool standard``, docs/simulator.md).

The pool is what the list's card set allows ([T-DECK-2]): every pack of the card data but
the variant and draft sets, less the list's banned cards. A deck is drawn by the seed: a
great house, no agenda or one of the pool's agendas, 7 plots and a draw deck of 60 cards
(1 to 3 copies each, about half characters) of the faction and neutral, none of another
faction's loyal cards; it is kept only if the deck checker finds it legal against that list
([R-DECK-*], ``engine.game.data.legality``), else another is drawn. Such decks hold the cards the
engine does not read yet, which is the point: their verdicts must say so (``unread``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.game.data.cards import GREAT_HOUSES, Card, CardDB
from engine.game.data.decks import Deck
from engine.game.data.legality import is_legal
from engine.game.data.standard import StandardPool, standard_pool

_TRIES = 200  # decks drawn before giving up (a legal one comes within a few)
# how the 60 draw cards lean by type (a typical deck of the format)
_TYPE_SHARE = {"character": 0.5, "location": 0.2, "attachment": 0.12, "event": 0.18}
_DRAW_CARDS, _PLOTS = 60, 7


def standard_decks(cards: CardDB, seed: int, count: int = 2, fmt: str = "joust") -> list[Deck]:
    """``count`` random legal Standard decks chosen by the seed (same seed, same decks)."""
    rng = random.Random(f"standard-{seed}")
    pool = standard_pool(cards, fmt)
    return [_legal_deck(pool, cards, rng, chr(ord("A") + i), fmt) for i in range(count)]


def _legal_deck(pool: StandardPool, cards: CardDB, rng: random.Random, seat: str, fmt: str) -> Deck:
    for _ in range(_TRIES):
        deck = _random_deck(pool, rng, seat)
        if is_legal(deck, cards, pool.listed, fmt):
            return deck
    raise ValueError(f"no legal {pool.listed.name} deck found in {_TRIES} tries")


def _random_deck(pool: StandardPool, rng: random.Random, seat: str) -> Deck:
    faction = rng.choice(GREAT_HOUSES)
    restricted_free = [True]  # at most one card of the restricted list ([T-DECK-2])

    def allowed(card: Card) -> bool:
        if card.code not in pool.section.restricted:
            return True
        if restricted_free[0] and rng.random() < 0.1:
            restricted_free[0] = False
            return True
        return False

    agendas = [c for c in pool.cards if c.type == "agenda" and allowed(c)]
    agenda = rng.choice(agendas) if agendas and rng.random() < 0.7 else None
    plots = [c for c in pool.cards if c.type == "plot" and allowed(c)]
    chosen_plots = rng.sample(plots, min(_PLOTS, len(plots)))
    mine = [
        c
        for c in pool.cards
        if c.is_draw_card and (c.faction == faction or (c.faction == "neutral" and not c.loyal))
    ]
    draw: dict[str, int] = {}
    titles: set[str] = set()  # copies are counted by title ([R-DECK-8])
    for kind, share in _TYPE_SHARE.items():
        wanted = round(_DRAW_CARDS * share)
        _fill(draw, titles, [c for c in mine if c.type == kind], wanted, rng, allowed)
    _fill(draw, titles, mine, _DRAW_CARDS - sum(draw.values()), rng, allowed)
    return Deck.create(
        faction,
        [agenda.code] if agenda is not None else [],
        {p.code: 1 for p in chosen_plots},
        draw,
        name=f"Random Standard {faction} {seat}",
        source="standard",
    )


def _fill(
    draw: dict[str, int],
    titles: set[str],
    candidates: list[Card],
    wanted: int,
    rng: random.Random,
    allowed: Callable[[Card], bool],
) -> None:
    """Add ``wanted`` copies (or as many as there are) of random candidates, 1 to 3 of each
    title not yet in the deck."""
    rng.shuffle(candidates)
    for card in candidates:
        if wanted <= 0:
            return
        if card.name in titles or not allowed(card):
            continue
        copies = min(rng.choice((1, 2, 3, 3)), card.deck_limit, wanted)
        draw[card.code] = copies
        titles.add(card.name)
        wanted -= copies
