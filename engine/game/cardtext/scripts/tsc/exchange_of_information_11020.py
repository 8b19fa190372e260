"""Exchange of Information (11020, TSC, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES
from engine.game.cardtext.vocab.reveals import revealed_top
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError

_EXCHANGED = ("character", "location", "attachment", "event")


def _exchange(st: GameState, use: Use) -> list[Prim]:
    """Reveal your top 10; the opponent chooses 1 character, 1 location, 1 attachment and 1
    event among them, if able, for your hand (stated as ``move`` primitives: the opponent's
    choice, read like a chance outcome); shuffle."""
    cards = revealed_top(st, use, 10)
    able = {st.cards[c].card.type for c in cards} & set(_EXCHANGED)
    if use.offering:
        picks = [next(c for c in cards if st.cards[c].card.type == t) for t in sorted(able)]
        use.extra["chance"] = True
    else:
        picks = [str(p.get("card")) for p in use.outcome("move") if p.get("to") == "hand"]
    types = [st.cards[c].card.type for c in picks if c in st.cards]
    if any(c not in cards for c in picks) or sorted(types) != sorted(able):
        raise RuleError(
            "R-TARGET-1",
            "11020 Exchange of Information: one revealed card of each type revealed "
            f"({', '.join(sorted(able)) or 'none'}), moved to hand",
        )
    found: list[Prim] = [primitives.reveal(SEATS[use.seat], cards)]
    found += [primitives.move(c, "hand") for c in picks]
    return [*found, primitives.shuffle(SEATS[use.seat])]


register(
    # Exchange of Information: your top 10 revealed; the opponent picks one of each type
    Script(
        "11020",
        abilities=(
            Ability(
                "when_revealed",
                "reveal your top 10: the opponent picks one card of each type for your hand",
                _exchange,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
