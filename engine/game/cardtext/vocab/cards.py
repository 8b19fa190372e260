"""Which cards a text speaks of: "a [stark] character you control", "a kneeling Lord".

``card_test(...)`` builds a test from the printed words; targets, costs, triggers and
constant abilities all use it, so a requirement reads the same everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from engine.game.cardtext.model import Target, Use
from engine.game.data.cards import Card
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_any_trait, of_faction
from engine.game.state.effects import may_apply
from engine.game.state.model import CardInst, GameState, icons, strength

CardTest = Callable[[GameState, int, str, str], bool]  # (state, seat of the text, source, id)


@dataclass(frozen=True, slots=True)
class Spec:
    """The printed requirement on a card. ``controller``: "you", "opponent" or None (any);
    ``zone``: where the card must be ("play" unless the text names an out-of-play area)."""

    type: str | tuple[str, ...] | None = None
    controller: str | None = None
    faction: str | None = None
    traits: tuple[str, ...] = ()
    unique: bool | None = None
    loyal: bool | None = None
    kneeling: bool | None = None
    participating: bool | None = None
    attacking: bool | None = None
    defending: bool | None = None
    max_str: int | None = None
    max_printed_cost: int | None = None
    max_printed_str: int | None = None
    without_icon: str | None = None
    without_attachments: bool = False
    other: bool = False  # "each other ...": not the card bearing the text
    zone: str | tuple[str, ...] = "play"
    owner_is_controller: bool = False

    def __call__(self, st: GameState, seat: int, source: str, cid: str) -> bool:
        return meets(st, self, seat, source, cid)


def card_test(**words: object) -> Spec:
    """A card requirement from its printed words, e.g.
    ``card_test(type="character", controller="you", faction="stark")``."""
    return Spec(**words)  # type: ignore[arg-type]


def meets(
    st: GameState, spec: Spec, seat: int, source: str, cid: str, by_text: bool = True
) -> bool:
    """Whether the card meets ``spec`` for the text of ``source`` (controlled by ``seat``).
    ``by_text`` False: no card text nor lasting effect changes Traits or factions now, and the
    printed ones are read (``in_play_matching`` asks that once for all the cards)."""
    inst = st.cards.get(cid)
    if inst is None:
        return False
    card = inst.card
    zone, types = spec.zone, spec.type  # a name or a tuple of names: no tuple is built
    if inst.zone != zone if isinstance(zone, str) else inst.zone not in zone:
        return False
    if types is not None and (
        card.type != types if isinstance(types, str) else card.type not in types
    ):
        return False
    if spec.other and cid == source:
        return False
    owner = inst.controller if inst.zone == "play" else inst.owner
    if spec.controller == "you" and owner != seat:
        return False
    if spec.controller == "opponent" and owner == seat:
        return False
    # Traits and affiliations as card text leaves them (engine.game.rules.traits)
    faction = spec.faction
    if faction is not None and not (
        of_faction(st, cid, faction) if by_text else card.faction == faction
    ):
        return False
    if spec.traits and not has_any_trait(st, cid, spec.traits, by_text):
        return False
    if spec.unique is not None and card.unique != spec.unique:
        return False
    if spec.loyal is not None and card.loyal != spec.loyal:
        return False
    return _meets_in_play(st, spec, inst, card)


def _meets_in_play(st: GameState, spec: Spec, inst: CardInst, card: Card) -> bool:
    if spec.kneeling is not None and inst.kneeling != spec.kneeling:
        return False
    if not _meets_participation(st, spec, inst.id):
        return False
    if spec.max_str is not None and (
        card.type != "character" or strength(st, inst.id) > spec.max_str
    ):
        return False
    if spec.max_printed_cost is not None and (card.cost or 0) > spec.max_printed_cost:
        return False
    if spec.max_printed_str is not None and (card.strength or 0) > spec.max_printed_str:
        return False
    if spec.without_icon is not None and spec.without_icon in icons(st, inst.id):
        return False
    return not (spec.without_attachments and inst.attachments)


def _meets_participation(st: GameState, spec: Spec, cid: str) -> bool:
    if spec.participating is None and spec.attacking is None and spec.defending is None:
        return True
    ch = st.challenge
    attacking = ch is not None and cid in rules.attacking(st, ch)
    defending = ch is not None and cid in ch.defenders
    if spec.participating is not None and (attacking or defending) != spec.participating:
        return False
    if spec.attacking is not None and attacking != spec.attacking:
        return False
    return spec.defending is None or defending == spec.defending


def in_play_matching(st: GameState, spec: Spec, seat: int, source: str) -> list[str]:
    """Every card in play meeting ``spec`` (attachments included), in a stable order."""
    return list(_matching(st, spec, seat, source))


def any_in_play_matching(st: GameState, spec: Spec, seat: int, source: str) -> bool:
    """Whether a card in play meets ``spec`` ("While you control a Lord or Lady character"):
    ``in_play_matching`` up to the first one."""
    return next(_matching(st, spec, seat, source), None) is not None


_TRAIT_KINDS: Final = frozenset({"trait", "faction"})  # the contributions that change them


def _matching(st: GameState, spec: Spec, seat: int, source: str) -> Iterator[str]:
    cards = st.cards
    # whether card text may change a Trait or faction now: asked once, not for every card
    by_text = bool(spec.traits or spec.faction) and may_apply(st, _TRAIT_KINDS)
    for player in st.players:
        for cid in player.in_play:
            if meets(st, spec, seat, source, cid, by_text):
                yield cid
            for att in cards[cid].attachments:
                if meets(st, spec, seat, source, att, by_text):
                    yield att


def is_in_play_matching(
    st: GameState, spec: Spec, seat: int, source: str, cid: str | int | None
) -> bool:
    """Whether ``cid`` is one of ``in_play_matching(st, spec, seat, source)``, without looking
    at the other cards: a card in play not attached is in its controller's ``in_play``, an
    attachment in its host's ``attachments`` (``zones.take_out``), and the loop above reaches
    the attachments of those cards only."""
    if not isinstance(cid, str):  # a seat
        return False
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "play":
        return False
    host = inst.host
    if host is not None and (st.cards[host].zone != "play" or st.cards[host].host is not None):
        return False
    return meets(st, spec, seat, source, cid)


def faction_card(seat_key: str) -> str:
    return f"{seat_key}:faction"


def choose(spec: Spec, what: str, low: int = 1, high: int = 1) -> Target:
    """ "Choose <what>" ([R-TARGET-1]): ``low`` to ``high`` cards meeting ``spec``."""
    return Target(lambda st, use, cid: spec(st, use.seat, use.source, cid), low, high, what)


def can_enter_play(st: GameState, cid: str, seat: int) -> bool:
    """Whether an out-of-play card could be put into play under ``seat``'s control now: not a
    unique card with another copy in its owner's dead pile ([R-DEAD-3..4]), nor one whose
    title the new controller already has in play while not its owner ([R-UNIQUE-3])."""
    inst = st.cards[cid]
    if not inst.card.unique:
        return True
    dead = rules.copies_in(st, st.players[inst.owner].dead, inst.card.name)
    if dead and dead != [cid]:
        return False
    return seat == inst.owner or not rules.copies_in(st, st.players[seat].in_play, inst.card.name)


def enters_as_duplicate(st: GameState, cid: str, seat: int) -> bool:
    """Whether putting the card into play under ``seat`` makes it a duplicate of the copy its
    owner controls ([R-PUT-5], [R-DUP-1]): it is then not in play as a card of its own."""
    inst = st.cards[cid]
    return (
        inst.card.unique
        and seat == inst.owner
        and rules.unique_in_play(st, seat, inst.card.name) is not None
    )


def card_search(types: tuple[str, ...], depth: int = 10) -> Target:
    """ "Search the top <depth> cards of your deck for <types>": a card of the user's deck of
    those types, among the top ``depth`` when the deck's order is known; finding none is
    allowed ([R-SEARCH-3])."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst, player = st.cards[cid], st.players[use.seat]
        if inst.zone != "deck" or inst.owner != use.seat or inst.card.type not in types:
            return False
        return not player.deck_known or cid in player.deck[::-1][:depth]

    return Target(test, 0, 1, f"a {' or '.join(types)} in the top {depth} cards of your deck")


def trait_search(types: tuple[str, ...] | None, trait: str) -> Target:
    """ "Search your deck for a <Trait> card / character": a card of the user's deck with the
    printed Trait (out of play: printed data), of those types when given; finding none is
    allowed ([R-SEARCH-3])."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst = st.cards[cid]
        if inst.zone != "deck" or inst.owner != use.seat:
            return False
        return (types is None or inst.card.type in types) and inst.card.has_trait(trait)

    kind = " or ".join(types) if types else "card"
    return Target(test, 0, 1, f"a {trait} {kind} in your deck")


def deck_search(spec: Spec, what: str, depth: int | None = None) -> Target:
    """ "Search your deck (the top ``depth`` cards) for <spec>" ("a Maester character with
    printed cost 3 or lower"): a card of the user's deck meeting ``spec`` (give it
    ``zone="deck"``), among the top ``depth`` when the deck's order is known; finding none is
    allowed ([R-SEARCH-3])."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst, player = st.cards[cid], st.players[use.seat]
        if inst.zone != "deck" or inst.owner != use.seat or not spec(st, use.seat, use.source, cid):
            return False
        return depth is None or not player.deck_known or cid in player.deck[::-1][:depth]

    return Target(test, 0, 1, f"{what} in your deck")


def each_players_own(card_type: str, high: int) -> Target:
    """ "Each player chooses ... <card_type>s he or she controls": cards of that type in play
    whose controller is still in the game (an eliminated player takes no part, [R-ELIM-1]);
    ``effects.all_but_chosen`` checks how many each player chose."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst = st.cards[cid]
        return (
            inst.zone == "play"
            and inst.card.type == card_type
            and not st.players[inst.controller].eliminated
        )

    return Target(test, 0, high, f"{card_type}s their players control")


def trait_search_top(types: tuple[str, ...], traits: tuple[str, ...], depth: int = 10) -> Target:
    """ "Search the top <depth> cards of your deck for a <Trait> or <Trait> <type>":
    ``card_search`` narrowed to cards with one of ``traits`` (printed: the card is in the
    deck, where no card text changes it)."""
    found = card_search(types, depth)

    def test(st: GameState, use: Use, cid: str) -> bool:
        return found.test(st, use, cid) and any(st.cards[cid].card.has_trait(t) for t in traits)

    what = f"a {' or '.join(traits)} {' or '.join(types)} in the top {depth} cards of your deck"
    return Target(test, 0, 1, what)


def search_top_for_any(
    types: tuple[str, ...], trait: str, depth: int | Callable[[GameState, int], int]
) -> Target:
    """ "Search the top <depth> cards of your deck for any number of <Trait> <types>" (The
    Blue Bard's Song events, Small Paul's Steward characters): any number of the user's deck
    cards of those types with the printed Trait (out of play), among the top ``depth`` when
    the deck's order is known; ``depth`` may be worked out as the search resolves (Small
    Paul's "X is your reserve value"); finding none is allowed ([R-SEARCH-3])."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        inst, player = st.cards[cid], st.players[use.seat]
        if inst.zone != "deck" or inst.owner != use.seat or inst.card.type not in types:
            return False
        if not inst.card.has_trait(trait):
            return False
        top = depth(st, use.seat) if callable(depth) else depth
        return not player.deck_known or cid in player.deck[::-1][:top]

    top = "X" if callable(depth) else str(depth)
    kind = " or ".join(types)
    return Target(test, 0, 60, f"any number of {trait} {kind}s in the top {top} cards of your deck")
