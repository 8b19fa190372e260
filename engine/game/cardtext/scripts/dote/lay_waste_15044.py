"""Lay Waste (15044, DotE, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _lay_waste_target(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location or attachment" in play."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type in ("location", "attachment")
        and not inst.card.keywords.limited
    )


def _lower_cost_replacement(st: GameState, use: Use, cid: str) -> bool:
    """The owner's search: a location or attachment with lower printed cost in that deck."""
    if not use.targets:
        return False
    wasted = st.cards[use.targets[0]]
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == wasted.owner
        and inst.card.type in ("location", "attachment")
        and (inst.card.cost or 0) < (wasted.card.cost or 0)
    )


def _lay_waste(st: GameState, use: Use) -> list[Prim]:
    """Discard it from play; then its owner may put the card found into play (attached to
    the chosen card for an attachment: the third target) and shuffles."""
    if not use.targets:
        return []
    wasted, rest = use.targets[0], use.targets[1:]
    owner = st.cards[wasted].owner
    found: list[Prim] = [primitives.discard(wasted)]
    if rest:
        host = rest[1] if len(rest) > 1 else None
        found.append(effects.entering(st, rest[0], owner, host))
        found.append(primitives.shuffle(SEATS[owner]))
    return found


def _any_card_in_play(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "play"


register(
    # Lay Waste: discard a non-limited location or attachment; its owner may put a cheaper
    # one from the deck into play
    Script(
        "15044",
        abilities=(
            Ability(
                "action",
                "discard a location or attachment; its owner may replace it from the deck",
                _lay_waste,
                phase="dominance",
                targets=(
                    Target(_lay_waste_target, what="a non-limited location or attachment"),
                    Target(
                        _lower_cost_replacement,
                        0,
                        1,
                        "a location or attachment with lower printed cost in its owner's deck",
                    ),
                    Target(_any_card_in_play, 0, 1, "the card it attaches to"),
                ),
            ),
        ),
    ),
)
