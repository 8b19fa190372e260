"""A card's Traits and faction affiliations as card text leaves them ([R-CONST-2]).

Printed data (``Card.traits``, ``Card.faction``) is the start; card text then adds or removes:

* a ``trait`` contribution on a card: ``name`` the Trait, value > 0 gains it ("Attached
  character gains the *King* trait"), value < 0 loses it; ``name`` ``*`` with a value < 0
  loses every Trait ("loses all ... Traits": I Am No One);
* a ``faction`` contribution: ``name`` the faction, value > 0 gains the affiliation ("gains
  the [thenightswatch] affiliation"); ``*`` with a value < 0 loses every affiliation.

Contributions apply in the order ``effects.contributions`` gives (constant abilities, then
lasting effects in the order they began), so a loss removes what was gained before it and a
later gain survives it (docs/decisions/traits-by-card-text.md).

These checks are on hot paths (every "<Trait> character" a target, cost or constant tests):
when no card text in force changes Traits or factions the registry answers from its
per-zone-version cache of constant sources (one dictionary look-up) and the lasting list is
scanned once, so the check costs about what the printed test did.
"""

from __future__ import annotations

import threading
from typing import Final

from engine.game.state import effects
from engine.game.state.model import GameState

_PRINTED_TRAITS: Final[dict[str, frozenset[str]]] = {}  # by card code: printed Traits, casefolded
ALL: Final = "*"


def printed_traits(st: GameState, cid: str) -> frozenset[str]:
    """The card's printed Traits, casefolded (computed once per card code)."""
    card = st.cards[cid].card
    found = _PRINTED_TRAITS.get(card.code)
    if found is None:
        found = _PRINTED_TRAITS[card.code] = frozenset(t.casefold() for t in card.traits)
    return found


def traits(st: GameState, cid: str) -> frozenset[str]:
    """The card's Traits now (casefolded): printed, then gained and lost by card text."""
    printed = printed_traits(st, cid)
    changes = _changes(st, "trait", cid)
    return _changed(printed, changes) if changes else printed


def has_trait(st: GameState, cid: str, trait: str) -> bool:
    """Whether the card has ``trait`` now (case-insensitive), printed or gained by card text
    and not lost."""
    return trait.casefold() in traits(st, cid)


def has_any_trait(st: GameState, cid: str, wanted: tuple[str, ...], by_text: bool = True) -> bool:
    """ "a *Lord* or *Lady* character": one of ``wanted`` now (``by_text`` False: no text
    changes Traits now, the printed ones are read)."""
    now = traits(st, cid) if by_text else printed_traits(st, cid)
    for t in wanted:  # noqa: SIM110 (a loop, not ``any``: asked for every card a text reads)
        if t.casefold() in now:
            return True
    return False


def revealed_with_trait(st: GameState, trait: str) -> int:
    """How many revealed plot cards have ``trait`` now ("more Summer plot cards than Winter
    plot cards revealed": a plot may gain a Trait, Old Nan)."""
    return sum(1 for p in st.players if p.revealed is not None and has_trait(st, p.revealed, trait))


def factions(st: GameState, cid: str) -> frozenset[str]:
    """The card's faction affiliations now: printed, then gained and lost by card text."""
    printed = frozenset({st.cards[cid].card.faction})
    changes = _changes(st, "faction", cid)
    return _changed(printed, changes) if changes else printed


def of_faction(st: GameState, cid: str, faction: str) -> bool:
    """Whether the card has the ``faction`` affiliation now ("a [stark] character")."""
    changes = _changes(st, "faction", cid)
    if not changes:  # the usual case, without building a set
        return st.cards[cid].card.faction == faction
    return faction in _changed(frozenset({st.cards[cid].card.faction}), changes)


# The kinds being computed now (see ``_changes``), per thread: a web process serving the
# tracker may replay two games at once, and one game's question must not cut another's short.
_local: Final = threading.local()


_ONLY: Final = {kind: frozenset({kind}) for kind in ("trait", "faction")}  # for ``may_apply``


def _changes(st: GameState, kind: str, cid: str) -> list[effects.Contribution]:
    """The ``kind`` contributions to ``cid``. Which cards are blank may itself depend on
    Traits (Samwell Tarly blanks each non-*Steward* participant) and a blank card gives no
    Traits: a question asked again while the answer is being computed reads printed data,
    so the two never wait on each other (docs/decisions/traits-by-card-text.md)."""
    if not effects.may_apply(st, _ONLY[kind]):  # no text nor lasting effect of it (usual)
        return []
    asking: set[str] | None = getattr(_local, "asking", None)
    if asking is None:
        asking = _local.asking = set()
    if kind in asking:
        return []
    asking.add(kind)
    try:
        return effects.contributions_to(st, kind, cid)
    finally:
        asking.discard(kind)


def _changed(printed: frozenset[str], changes: list[effects.Contribution]) -> frozenset[str]:
    found = set(printed)
    for c in changes:
        name = c.name.casefold()
        if c.value < 0:
            found = set() if name == ALL else found - {name}
        else:
            found.add(name)
    return frozenset(found)
