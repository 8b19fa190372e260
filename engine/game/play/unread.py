"""What a verdict could not check: the cards of a game whose text the engine does not read,
and which of them could explain a value the log states and the replay works out otherwise.

A verdict is the project's proof, so it says how far it goes (docs/match-log.md, "The
verdict"): ``checked`` is "full" only when the engine read every card of the game (in either
deck, whatever happened to it) and checked every ability event against its card's text;
otherwise "partial", with every unread card named. A disagreement on a value (a challenge's
STR, a cost, a gold or power total: ``ValueDisagreement``) that an unread card in the game
could change is no proof of an illegal game: the verdict is then "undecided", naming the
event, the value and those cards (docs/decisions/honest-verdicts.md).
"""

from __future__ import annotations

import re
from typing import Final

from engine.game.cardtext.coverage import is_read
from engine.game.data.cards import Card
from engine.game.rulesets.hooks import hooks_of
from engine.game.state.model import GameState

# The words by which a card's text can touch each value a log states (``ValueDisagreement.
# values``): an unread card whose text has none of them cannot explain a disagreement on it.
_VALUE_WORDS: Final = {
    "STR": re.compile(r"\bSTR\b|\bstrength\b"),
    "dominance": re.compile(r"dominance", re.IGNORECASE),
    "power": re.compile(r"\bpower\b|\brenown\b", re.IGNORECASE),
    "gold": re.compile(r"\bgold\b|\bincome\b", re.IGNORECASE),
    "cost": re.compile(r"\bcost|\breduce", re.IGNORECASE),
    "reserve": re.compile(r"\breserve\b", re.IGNORECASE),
    "initiative": re.compile(r"\binitiative\b", re.IGNORECASE),
    "cards": re.compile(
        r"\b(draw|discard|hand|deck|shuffle|return|search|sacrifice|kill|dead pile|put)",
        re.IGNORECASE,
    ),
}
# The areas from which a card's text works without being used as an ability: in play, the
# revealed plot, the agenda (a card in hand or a pile acts only through logged abilities).
_TEXT_ZONES: Final = frozenset({"play", "plot", "agenda", "dupe", "facedown", "shadows"})


def card_is_read(st: GameState, card: Card) -> bool:
    """Whether the engine reads the card's whole text in this game's ruleset (the HBO
    edition's cards are read by its own rules: ``RulesetHooks.card_read``)."""
    reads = hooks_of(st.ruleset).card_read
    return reads(card) if reads is not None else is_read(card)


def unread_cards(st: GameState) -> tuple[str, ...]:
    """The codes of every card of the game that the engine does not read, sorted."""
    codes = {inst.card.code for inst in st.cards.values()}
    by_code = {inst.card.code: inst.card for inst in st.cards.values()}
    return tuple(sorted(code for code in codes if not card_is_read(st, by_code[code])))


def could_explain(st: GameState, values: tuple[str, ...]) -> tuple[str, ...]:
    """The unread cards that could change one of ``values`` now: those whose text works
    where they are (in play, a revealed plot, an agenda) or that were used as abilities in
    this game (their effects were the log's), and whose text speaks of such a value."""
    words = [_VALUE_WORDS[v] for v in values if v in _VALUE_WORDS]
    found: set[str] = set()
    for inst in st.cards.values():
        card = inst.card
        if card.code in found or card_is_read(st, card):
            continue
        acting = inst.zone in _TEXT_ZONES or card.code in st.unverified_cards
        if acting and any(w.search(card.text) for w in words):
            found.add(card.code)
    return tuple(sorted(found))


def checked(st: GameState, unread: tuple[str, ...]) -> str:
    """ "full": every card read and every ability event checked against its text."""
    return "partial" if unread or st.unverified else "full"
