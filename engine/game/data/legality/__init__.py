"""Deck legality: agot2.md section 2 (deckbuilding) and the event's restricted list.

>>> from engine.game.data.cards import sample_cards
>>> from engine.game.data.decks import load_standalone_decks
>>> cards = sample_cards()
>>> deck = load_standalone_decks(cards.source + "/standalone-decks.json", cards)[0]
>>> validate_deck(deck, cards)
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from engine.game.data.cards import CardDB
from engine.game.data.decks import Deck
from engine.game.data.legality import checks
from engine.game.data.legality.agendas import AgendaEffects, agenda_effects, recognised_sentences
from engine.game.data.legality.checks import DeckError, DeckView
from engine.game.data.restricted import FORMATS, FormatList, ListViolation, RestrictedList

__all__ = [
    "FORMATS",
    "AgendaEffects",
    "DeckError",
    "agenda_effects",
    "is_legal",
    "recognised_sentences",
    "validate_deck",
]

_CHECKS: tuple[Callable[[DeckView], Iterator[DeckError]], ...] = (
    checks.check_known_cards,
    checks.check_faction,
    checks.check_agendas,
    checks.check_card_pool,
    checks.check_card_types,
    checks.check_plot_count,
    checks.check_plot_copies,
    checks.check_draw_size,
    checks.check_copies,
    checks.check_affiliation,
    checks.check_agenda_quotas,
    checks.check_agenda_bans,
    checks.check_titles_per_faction,
)


def validate_deck(
    deck: Deck,
    cards: CardDB,
    restricted_list: RestrictedList | FormatList | None = None,
    fmt: str = "joust",
) -> list[DeckError]:
    """Every rule the deck breaks, in rule order; an empty list means legal.

    ``restricted_list`` is the version the event names ([T-DECK-2]); its ``fmt`` section
    (joust or melee) applies. Unknown codes are reported once ([T-DECK-3]) and otherwise
    ignored, so the other checks still run.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    view = DeckView.of(deck, cards)
    errors = [error for check in _CHECKS for error in check(view)]
    if restricted_list is not None:
        errors += restricted_list_errors(deck, cards, _section(restricted_list, fmt))
    return errors


def is_legal(
    deck: Deck,
    cards: CardDB,
    restricted_list: RestrictedList | FormatList | None = None,
    fmt: str = "joust",
) -> bool:
    """``validate_deck(...) == []``."""
    return not validate_deck(deck, cards, restricted_list, fmt)


def _section(restricted_list: RestrictedList | FormatList, fmt: str) -> FormatList:
    if isinstance(restricted_list, FormatList):
        return restricted_list
    return restricted_list.for_format(fmt)


def restricted_list_errors(deck: Deck, cards: CardDB, section: FormatList) -> list[DeckError]:
    """[T-DECK-2]: banned cards, more than one restricted card, pods."""
    return [_list_error(v, cards, section.name) for v in section.violations(deck.all_codes())]


def _list_error(violation: ListViolation, cards: CardDB, fmt: str) -> DeckError:
    names = _names(violation.cards, cards)
    if violation.kind == "banned":
        message = f"banned in {fmt}: {names} [T-DECK-2]"
    elif violation.kind == "restricted":
        message = f"more than one restricted card ({fmt}): {names} [T-DECK-2]"
    elif violation.pod is not None and violation.pod.restricted is not None:
        message = f"{names}: the first is restricted with the others in a pod ({fmt}) [T-DECK-2]"
    else:
        message = f"at most one card of a pod ({fmt}): {names} [T-DECK-2]"
    return DeckError("T-DECK-2", message, violation.cards)


def _names(codes: Iterable[str], cards: CardDB) -> str:
    return ", ".join(f"{cards.get(c).name} ({c})" if c in cards else c for c in codes)
