"""Deckbuilding effects of agendas, read from the agenda's own text ([R-AGENDA-1], [R-LOYAL-3]).

Each recognised sentence of an agenda text becomes one constraint or permission. Reading the
text (rather than keying on card codes) covers every printing of an agenda, including the
redesigns whose text differs (e.g. the two "Sea of Blood"), and the sample set's agendas.
``docs/decisions/deckbuilding-agendas.md`` lists what is implemented and what is not.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from engine.game.data.cards import Card, strip_tags

CardTest = Callable[[Card], bool]


@dataclass(frozen=True, slots=True)
class Permission:
    """Out-of-faction cards an agenda lets in ([R-LOYAL-3])."""

    description: str
    allows: CardTest


@dataclass(frozen=True, slots=True)
class Quota:
    """At least (``at_least``) or at most (``at_most``) matching draw cards ([R-AGENDA-1])."""

    description: str
    matches: CardTest
    at_least: int | None = None
    at_most: int | None = None
    distinct_titles: bool = False


@dataclass(frozen=True, slots=True)
class Ban:
    """Cards an agenda forbids, in the draw deck, the plot deck or both."""

    description: str
    forbids: CardTest
    in_plots: bool = False
    in_draw: bool = True


@dataclass(frozen=True, slots=True)
class AgendaEffects:
    """Everything one agenda (or several, combined) changes in deckbuilding."""

    permissions: tuple[Permission, ...] = ()
    quotas: tuple[Quota, ...] = ()
    plot_quotas: tuple[Quota, ...] = ()
    bans: tuple[Ban, ...] = ()
    single_copy: tuple[Ban, ...] = ()  # "no more than 1 copy of each ..." (by title)
    min_draw_cards: int | None = None
    plot_count: int | None = None
    duplicated_plots: int | None = None
    extra_agendas: int = 0
    extra_agenda_trait: str | None = None
    titles_per_faction: int | None = None
    draft_only: bool = False

    def combine(self, other: AgendaEffects) -> AgendaEffects:
        """Both agendas' effects (Alliance with its Banners): tuples add, numbers take the max."""
        return AgendaEffects(
            permissions=self.permissions + other.permissions,
            quotas=self.quotas + other.quotas,
            plot_quotas=self.plot_quotas + other.plot_quotas,
            bans=self.bans + other.bans,
            single_copy=self.single_copy + other.single_copy,
            min_draw_cards=_max(self.min_draw_cards, other.min_draw_cards),
            plot_count=_max(self.plot_count, other.plot_count),
            duplicated_plots=_max(self.duplicated_plots, other.duplicated_plots),
            extra_agendas=max(self.extra_agendas, other.extra_agendas),
            extra_agenda_trait=self.extra_agenda_trait or other.extra_agenda_trait,
            titles_per_faction=_max(self.titles_per_faction, other.titles_per_faction),
            draft_only=self.draft_only or other.draft_only,
        )


def _max(first: int | None, second: int | None) -> int | None:
    values = [v for v in (first, second) if v is not None]
    return max(values) if values else None


NO_EFFECTS = AgendaEffects()
Reader = Callable[[re.Match[str]], AgendaEffects]
_RULES: list[tuple[re.Pattern[str], Reader]] = []


def _rule(pattern: str) -> Callable[[Reader], Reader]:
    def register(reader: Reader) -> Reader:
        _RULES.append((re.compile(pattern, re.IGNORECASE), reader))
        return reader

    return register


def normalized_text(text: str) -> str:
    """Card text as one plain line: no tags, straight quotes, single spaces."""
    plain = strip_tags(text).replace("\u2019", "'").replace("\n", " ")
    return " ".join(plain.split())


def agenda_effects(agenda: Card) -> AgendaEffects:
    """The deckbuilding effects printed on an agenda (``NO_EFFECTS`` when it has none).

    >>> from engine.game.data.cards import sample_cards
    >>> effects = agenda_effects(sample_cards().get("99402"))
    >>> [q.at_least for q in effects.quotas], len(effects.permissions)
    ([12], 1)
    """
    key = (agenda.code, agenda.text)
    if key not in _EFFECTS_CACHE:
        _EFFECTS_CACHE[key] = _read_effects(agenda.text)
    return _EFFECTS_CACHE[key]


_EFFECTS_CACHE: dict[tuple[str, str], AgendaEffects] = {}


def _read_effects(agenda_text: str) -> AgendaEffects:
    text = normalized_text(agenda_text)
    effects = NO_EFFECTS
    for pattern, reader in _RULES:
        for match in pattern.finditer(text):
            effects = effects.combine(reader(match))
    return effects


def recognised_sentences(agenda: Card) -> list[str]:
    """The parts of an agenda text that ``agenda_effects`` understood (for tests and docs)."""
    text = normalized_text(agenda.text)
    return [m.group(0) for pattern, _ in _RULES for m in pattern.finditer(text)]


def _faction_is(faction: str) -> CardTest:
    return lambda card: card.faction == faction


def _trait_is(trait: str, card_type: str | None = None) -> CardTest:
    return lambda card: card.has_trait(trait) and (card_type is None or card.type == card_type)


def _non_loyal(test: CardTest) -> CardTest:
    return lambda card: not card.loyal and test(card)


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") else word


# --- Permissions to include out-of-faction cards ([R-LOYAL-3]) ---------------------------


@_rule(r"you may include non-loyal \[(\w+)\] cards in your deck")
def _banner(match: re.Match[str]) -> AgendaEffects:
    faction = match.group(1)
    return replace(
        NO_EFFECTS, permissions=(Permission(f"non-loyal [{faction}] cards", _faction_is(faction)),)
    )


@_rule(r"you may include non-loyal characters with the printed shadow keyword from any faction")
def _shadow_characters(match: re.Match[str]) -> AgendaEffects:
    test: CardTest = lambda card: card.type == "character" and card.keywords.has_shadow  # noqa: E731
    return replace(NO_EFFECTS, permissions=(Permission("non-loyal shadow characters", test),))


@_rule(
    r"may include non-loyal ([\w' -]+?) (character|location)s "
    r"from any faction"
)
def _trait_cards(match: re.Match[str]) -> AgendaEffects:
    trait, card_type = match.group(1), match.group(2)
    permission = Permission(f"non-loyal {trait} {card_type}s", _trait_is(trait, card_type))
    return replace(NO_EFFECTS, permissions=(permission,))


@_rule(r"you may include non-loyal characters, locations, and attachments from any faction")
def _any_faction(match: re.Match[str]) -> AgendaEffects:
    types = {"character", "location", "attachment"}
    permission = Permission(
        "non-loyal characters, locations and attachments", lambda c: c.type in types
    )
    return replace(NO_EFFECTS, permissions=(permission,))


# --- Minimums and maximums of the draw deck ([R-AGENDA-1]) ------------------------------


@_rule(r"you must include at least (\d+) \[(\w+)\] cards in your deck")
def _faction_quota(match: re.Match[str]) -> AgendaEffects:
    count, faction = int(match.group(1)), match.group(2)
    quota = Quota(f"[{faction}] cards", _faction_is(faction), at_least=count)
    return replace(NO_EFFECTS, quotas=(quota,))


@_rule(
    r"you must include at least (\d+) (?!\[)(different )?([\w' -]+?) (cards|characters) "
    r"in your deck"
)
def _trait_quota(match: re.Match[str]) -> AgendaEffects:
    count, distinct, trait, kind = (
        int(match.group(1)),
        bool(match.group(2)),
        match.group(3),
        match.group(4),
    )
    card_type = "character" if kind == "characters" else None
    quota = Quota(
        f"{match.group(2) or ''}{trait} {kind}", _trait_is(trait, card_type), count, None, distinct
    )
    return replace(NO_EFFECTS, quotas=(quota,))


@_rule(r"your deck must include at least (\d+) ([\w' -]+?) characters")
def _deck_trait_quota(match: re.Match[str]) -> AgendaEffects:
    count, trait = int(match.group(1)), match.group(2)
    quota = Quota(f"{trait} characters", _trait_is(trait, "character"), at_least=count)
    return replace(NO_EFFECTS, quotas=(quota,))


@_rule(r"your minimum deck size is (\d+) cards")
def _minimum_deck(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, min_draw_cards=int(match.group(1)))


@_rule(r"you cannot include more than (\d+) neutral cards in your deck")
def _neutral_cap(match: re.Match[str]) -> AgendaEffects:
    quota = Quota("neutral cards", _faction_is("neutral"), at_most=int(match.group(1)))
    return replace(NO_EFFECTS, quotas=(quota,))


@_rule(r"cannot include more than 1 copy of each (non-limited )?(attachment|event|location)")
def _single_copies(match: re.Match[str]) -> AgendaEffects:
    non_limited, card_type = bool(match.group(1)), match.group(2)

    def test(card: Card) -> bool:
        return card.type == card_type and not (non_limited and card.keywords.limited)

    label = f"{match.group(1) or ''}{card_type}"
    return replace(NO_EFFECTS, single_copy=(Ban(label, test),))


@_rule(r"you cannot include more than (\d+) different cards \(by title\) from each faction")
def _titles_per_faction(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, titles_per_faction=int(match.group(1)))


# --- Cards an agenda forbids -------------------------------------------------------------


@_rule(r"you cannot include neutral events in your deck")
def _no_neutral_events(match: re.Match[str]) -> AgendaEffects:
    ban = Ban("neutral events", lambda c: c.type == "event" and c.faction == "neutral")
    return replace(NO_EFFECTS, bans=(ban,))


@_rule(r"you cannot include loyal characters in your deck")
def _no_loyal_characters(match: re.Match[str]) -> AgendaEffects:
    ban = Ban("loyal characters", lambda c: c.type == "character" and c.loyal)
    return replace(NO_EFFECTS, bans=(ban,))


@_rule(r"your deck cannot include non-([\w' -]+?) attachments")
def _only_trait_attachments(match: re.Match[str]) -> AgendaEffects:
    trait = match.group(1)
    ban = Ban(
        f"non-{trait} attachments", lambda c: c.type == "attachment" and not c.has_trait(trait)
    )
    return replace(NO_EFFECTS, bans=(ban,))


@_rule(
    r"your plot deck and draw deck can only include neutral cards"
    r"(?: and non-loyal ([\w' -]+?) characters from any faction)?"
)
def _only_neutral(match: re.Match[str]) -> AgendaEffects:
    trait = match.group(1)
    allowed = _non_loyal(_trait_is(trait, "character")) if trait else (lambda card: False)
    ban = Ban("non-neutral cards", lambda c: c.faction != "neutral" and not allowed(c), True, True)
    permissions = (Permission(f"non-loyal {trait} characters", allowed),) if trait else ()
    return replace(NO_EFFECTS, bans=(ban,), permissions=permissions)


# --- The plot deck ([R-DECK-3], [R-DECK-4]) ----------------------------------------------


@_rule(
    r"(?:you cannot include (\w+) plot cards in your plot deck"
    r"|your plot deck cannot include (\w+) plot cards)"
)
def _no_trait_plots(match: re.Match[str]) -> AgendaEffects:
    trait = match.group(1) or match.group(2)
    return replace(NO_EFFECTS, bans=(Ban(f"{trait} plots", _trait_is(trait), True, False),))


@_rule(r"your plot deck must be exactly (\d+) (?:([\w, ]+?) )?cards")
def _plot_deck_size(match: re.Match[str]) -> AgendaEffects:
    effects = replace(NO_EFFECTS, plot_count=int(match.group(1)))
    if match.group(2):
        traits = [t for t in re.split(r",\s*(?:or\s+)?|\s+or\s+", match.group(2)) if t]
        test: CardTest = lambda card: not any(card.has_trait(t) for t in traits)  # noqa: E731
        effects = replace(
            effects, bans=(Ban(f"plots other than {match.group(2)}", test, True, False),)
        )
    return effects


@_rule(r"your plot deck must be (\d+) cards, including exactly (\d+) different (\w+) cards")
def _scheme_plots(match: re.Match[str]) -> AgendaEffects:
    count, schemes, trait = int(match.group(1)), int(match.group(2)), match.group(3)
    quota = Quota(f"different {trait} plots", _trait_is(trait), schemes, schemes, True)
    return replace(NO_EFFECTS, plot_count=count, plot_quotas=(quota,))


@_rule(r"you may include a second copy of up to (\d+) different cards in your plot deck")
def _more_duplicates(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, duplicated_plots=int(match.group(1)))


# --- More agendas ([R-DECK-2]) and the draft formats -------------------------------------


@_rule(r"you may run (\d+) (\w+) agendas in addition to this agenda")
def _alliance(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, extra_agendas=int(match.group(1)), extra_agenda_trait=match.group(2))


@_rule(r"you may run an agenda in addition to this one")
def _one_more_agenda(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, extra_agendas=1)


@_rule(r"draft format only")
def _draft_only(match: re.Match[str]) -> AgendaEffects:
    return replace(NO_EFFECTS, draft_only=True)


def combined_effects(agendas: Iterable[Card]) -> AgendaEffects:
    """The effects of all a deck's agendas together."""
    effects = NO_EFFECTS
    for agenda in agendas:
        effects = effects.combine(agenda_effects(agenda))
    return effects
