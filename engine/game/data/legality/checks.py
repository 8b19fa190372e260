"""One function per deckbuilding rule of agot2.md section 2; each yields ``DeckError`` values.

Every check reads a ``DeckView`` (the deck with its cards looked up once) and cites its rule id.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from engine.game.data.cards import Card, CardDB, normalize_name
from engine.game.data.decks import FACTION_NAMES, Deck
from engine.game.data.legality.agendas import AgendaEffects, Quota, combined_effects

STANDARD_PLOT_COUNT = 7  # [R-DECK-3]
MIN_DRAW_CARDS = 60  # [R-DECK-5]
STANDARD_COPIES = 3  # [R-DECK-6], [R-DECKLIMIT-1]
Entries = list[tuple[Card, int]]
DRAFT_ONLY_MARK = "Draft format only"  # as the community data prints it on draft-set cards


@dataclass(frozen=True, slots=True)
class DeckError:
    """One reason a deck is illegal: the rule id it breaks, a message, the cards involved."""

    rule: str
    message: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DeckView:
    """A deck with its codes resolved; unknown codes are set aside (reported by one check)."""

    deck: Deck
    agendas: tuple[Card, ...]
    plots: Entries
    draw: Entries
    unknown: tuple[str, ...]
    effects: AgendaEffects

    @classmethod
    def of(cls, deck: Deck, cards: CardDB) -> DeckView:
        unknown = tuple(sorted(code for code in deck.all_codes() if code not in cards))
        agendas = tuple(cards.get(code) for code in deck.agendas if code in cards)
        return cls(
            deck=deck,
            agendas=agendas,
            plots=[(cards.get(c), n) for c, n in deck.plots.items() if c in cards],
            draw=[(cards.get(c), n) for c, n in deck.draw.items() if c in cards],
            unknown=unknown,
            effects=combined_effects(a for a in agendas if a.type == "agenda"),
        )


def label(card: Card) -> str:
    return f"{card.name} ({card.code})"


def by_title(entries: Entries) -> dict[str, Entries]:
    """Entries grouped by title: copies are counted by title ([R-DECK-8])."""
    groups: dict[str, Entries] = defaultdict(list)
    for card, count in entries:
        groups[normalize_name(card.name)].append((card, count))
    return groups


def codes(entries: Entries) -> tuple[str, ...]:
    return tuple(card.code for card, _ in entries)


def check_known_cards(view: DeckView) -> Iterator[DeckError]:
    # [T-DECK-3] a list must name its cards unambiguously: an unknown code names nothing.
    if view.unknown:
        listed = ", ".join(view.unknown)
        yield DeckError("T-DECK-3", f"unknown card codes: {listed} [T-DECK-3]", view.unknown)


def check_faction(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-1] exactly one faction card, one of the eight of [R-FACTION-1].
    if view.deck.faction not in FACTION_NAMES:
        known = ", ".join(sorted(FACTION_NAMES))
        message = f"unknown faction {view.deck.faction!r} (one of: {known}) [R-DECK-1]"
        yield DeckError("R-DECK-1", message)


def check_agendas(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-2] 0 or 1 agenda; an agenda may allow more (e.g. Alliance: 2 Banner agendas).
    not_agendas = [card for card in view.agendas if card.type != "agenda"]
    for card in not_agendas:
        yield DeckError(
            "R-DECK-2", f"{label(card)} is a {card.type}, not an agenda [R-DECK-2]", (card.code,)
        )
    agendas = [card for card in view.agendas if card.type == "agenda"]
    if len(set(view.deck.agendas)) < len(view.deck.agendas):
        yield DeckError(
            "R-DECK-2",
            "the same agenda is listed twice [R-DECK-2]",
            codes([(a, 1) for a in agendas]),
        )
    yield from _extra_agendas(agendas, view.effects)


def _extra_agendas(agendas: list[Card], effects: AgendaEffects) -> Iterator[DeckError]:
    allowed = 1 + effects.extra_agendas
    found = tuple(card.code for card in agendas)
    if len(agendas) > allowed:
        message = f"{len(agendas)} agendas, at most {allowed} allowed [R-DECK-2]"
        yield DeckError("R-DECK-2", message, found)
    elif len(agendas) > 1 and effects.extra_agenda_trait is not None:
        trait = effects.extra_agenda_trait
        granting = [a for a in agendas if not a.has_trait(trait)]
        if len(granting) > 1:
            names = ", ".join(label(a) for a in granting)
            yield DeckError(
                "R-DECK-2", f"only {trait} agendas may be added; not: {names} [R-DECK-2]", found
            )


def check_card_pool(view: DeckView) -> Iterator[DeckError]:
    # [T-DECK-2] the event's card pool: draft-only cards are not legal in joust or melee.
    everything = [*((a, 1) for a in view.agendas), *view.plots, *view.draw]
    draft = [card for card, _ in everything if DRAFT_ONLY_MARK in card.text]
    if draft:
        names = ", ".join(label(c) for c in draft)
        yield DeckError(
            "T-DECK-2",
            f"draft-format-only cards: {names} [T-DECK-2]",
            codes([(c, 1) for c in draft]),
        )


def check_card_types(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-3] the plot deck holds plots; [R-DECKTERM-1] the draw deck holds attachments,
    # characters, events and locations.
    for card, _ in view.plots:
        if card.type != "plot":
            yield DeckError(
                "R-DECK-3",
                f"{label(card)} in the plot deck is a {card.type} [R-DECK-3]",
                (card.code,),
            )
    for card, _ in view.draw:
        if not card.is_draw_card:
            message = f"{label(card)} in the draw deck is a {card.type} [R-DECKTERM-1]"
            yield DeckError("R-DECKTERM-1", message, (card.code,))


def check_plot_count(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-3] exactly 7 plots, unless an agenda sets another size ([R-AGENDA-1]).
    wanted = view.effects.plot_count or STANDARD_PLOT_COUNT
    total = sum(n for _, n in view.plots)
    if total != wanted:
        yield DeckError(
            "R-DECK-3", f"the plot deck has {total} cards, it must have exactly {wanted} [R-DECK-3]"
        )


def check_plot_copies(view: DeckView) -> Iterator[DeckError]:
    # [R-PLOTLIMIT-1..3] a plot's limit by title; [R-DECK-4] at most one title duplicated.
    duplicated: list[str] = []
    for entries in by_title(view.plots).values():
        count = sum(n for _, n in entries)
        limit = min(card.deck_limit for card, _ in entries)
        if count > limit:
            rule = "R-PLOTLIMIT-2" if limit == 1 else "R-PLOTLIMIT-1"
            message = f"{count} copies of plot {entries[0][0].name}, its limit is {limit} [{rule}]"
            yield DeckError(rule, message, codes(entries))
        if count > 1:
            duplicated.extend(codes(entries))
    yield from _duplicated_plots(view, duplicated)


def _duplicated_plots(view: DeckView, duplicated: list[str]) -> Iterator[DeckError]:
    allowed = view.effects.duplicated_plots or 1
    titles = {normalize_name(card.name) for card, _ in view.plots if card.code in duplicated}
    if len(titles) > allowed:
        message = f"{len(titles)} plots are duplicated, at most {allowed} may be [R-DECK-4]"
        yield DeckError("R-DECK-4", message, tuple(duplicated))


def check_draw_size(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-5] at least 60 draw cards; some agendas raise the minimum ([R-AGENDA-1]).
    minimum = max(MIN_DRAW_CARDS, view.effects.min_draw_cards or 0)
    total = sum(n for _, n in view.draw)
    if total < minimum:
        yield DeckError(
            "R-DECK-5",
            f"the draw deck has {total} cards, at least {minimum} are required [R-DECK-5]",
        )


def check_copies(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-6] 3 copies by title; [R-DECKLIMIT-1..3] a printed deck limit changes that;
    # agendas may allow only 1 copy of some cards ([R-AGENDA-1]).
    for entries in by_title(view.draw).values():
        count = entries[0][1] if len(entries) == 1 else sum(n for _, n in entries)
        if count == 1:  # every limit allows one copy; the common case, kept cheap
            continue
        limit, rule = _copy_limit(entries, view.effects)
        if count > limit:
            name = entries[0][0].name
            yield DeckError(
                rule, f"{count} copies of {name}, at most {limit} allowed [{rule}]", codes(entries)
            )


def _copy_limit(entries: Entries, effects: AgendaEffects) -> tuple[int, str]:
    if effects.single_copy and any(
        rule.forbids(card) for rule in effects.single_copy for card, _ in entries
    ):
        return 1, "R-AGENDA-1"
    limit = min(card.deck_limit for card, _ in entries)
    if limit < STANDARD_COPIES:
        return limit, "R-DECKLIMIT-2"
    return limit, "R-DECKLIMIT-3" if limit > STANDARD_COPIES else "R-DECK-6"


def check_affiliation(view: DeckView) -> Iterator[DeckError]:
    # [R-DECK-7] neutral or in-faction cards only, in the draw deck and the plot deck ([X-6]);
    # [R-LOYAL-2] a loyal card needs its own faction; [R-LOYAL-3] agendas may let in non-loyal
    # out-of-faction cards of the draw deck ("deck" means the draw deck, [R-DECKTERM-1]).
    faction = view.deck.faction
    for card, _ in [*view.plots, *view.draw]:
        if card.faction in (faction, "neutral"):
            continue
        if card.loyal:
            message = f"{label(card)} is loyal to {card.faction}, the deck is {faction} [R-LOYAL-2]"
            yield DeckError("R-LOYAL-2", message, (card.code,))
        elif not (card.is_draw_card and _permitted(card, view.effects)):
            message = f"{label(card)} is {card.faction}, the deck is {faction} [R-DECK-7]"
            yield DeckError("R-DECK-7", message, (card.code,))


def _permitted(card: Card, effects: AgendaEffects) -> bool:
    return any(permission.allows(card) for permission in effects.permissions)


def check_agenda_quotas(view: DeckView) -> Iterator[DeckError]:
    # [R-AGENDA-1] an agenda's limitations: minimum and maximum counts of some cards.
    # Misplaced cards (an agenda among the draw cards) are [R-DECKTERM-1]'s, not counted here.
    draw_cards = [(card, n) for card, n in view.draw if card.is_draw_card]
    for quota in view.effects.quotas:
        yield from _quota(quota, draw_cards, "in the draw deck")
    for quota in view.effects.plot_quotas:
        yield from _quota(quota, view.plots, "in the plot deck")


def _quota(quota: Quota, entries: Entries, where: str) -> Iterator[DeckError]:
    matching = [(card, n) for card, n in entries if quota.matches(card)]
    found = len(by_title(matching)) if quota.distinct_titles else sum(n for _, n in matching)
    counted = f"{found} {quota.description} {where}"
    if quota.at_least is not None and found < quota.at_least:
        message = f"{counted}, the agenda requires at least {quota.at_least} [R-AGENDA-1]"
        yield DeckError("R-AGENDA-1", message, codes(matching))
    if quota.at_most is not None and found > quota.at_most:
        message = f"{counted}, the agenda allows at most {quota.at_most} [R-AGENDA-1]"
        yield DeckError("R-AGENDA-1", message, codes(matching))


def check_agenda_bans(view: DeckView) -> Iterator[DeckError]:
    # [R-AGENDA-1] cards an agenda forbids, e.g. Winter plots or loyal characters.
    for ban in view.effects.bans:
        banned = [(c, n) for c, n in view.plots if ban.in_plots and ban.forbids(c)]
        banned += [(c, n) for c, n in view.draw if ban.in_draw and ban.forbids(c)]
        if banned:
            names = ", ".join(label(c) for c, _ in banned)
            message = f"the agenda forbids {ban.description}: {names} [R-AGENDA-1]"
            yield DeckError("R-AGENDA-1", message, codes(banned))


def check_titles_per_faction(view: DeckView) -> Iterator[DeckError]:
    # [R-AGENDA-1] e.g. "no more than 3 different cards (by title) from each faction"; read as
    # out-of-faction factions (docs/decisions/deckbuilding-agendas.md).
    limit = view.effects.titles_per_faction
    if limit is None:
        return
    by_faction: dict[str, Entries] = defaultdict(list)
    for card, n in view.draw:
        if card.faction not in (view.deck.faction, "neutral"):
            by_faction[card.faction].append((card, n))
    for faction, entries in sorted(by_faction.items()):
        if len(by_title(entries)) > limit:
            message = (
                f"{len(by_title(entries))} different {faction} titles, at most {limit} [R-AGENDA-1]"
            )
            yield DeckError("R-AGENDA-1", message, codes(entries))
