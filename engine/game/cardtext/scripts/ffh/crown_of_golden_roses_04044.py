"""Crown of Golden Roses (04044, FFH, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, icons

_A_CARD_IN_HAND = card_test(zone="hand", controller="you")


def _str_by_attached_icons(st: GameState, use: Use) -> list[Prim]:
    """+X STR to attached character until the end of the phase, X its challenge icons as
    the ability resolves ([R-LASTING-1])."""
    host = st.cards[use.source].host
    if host is None:
        raise RuleError("R-ABIL-7", "Crown of Golden Roses is attached to no character")
    x = len(icons(st, host))
    if x == 0:  # +0 STR would change nothing
        raise RuleError("R-ABIL-7", f"{host} has no challenge icon: +0 STR")
    return [primitives.strength(host, x, "phase")]


register(
    # Crown of Golden Roses: attached character "gains the King trait"; discard 1 card from
    # your hand: +X STR this phase, X its challenge icons (limit twice per round; "Lord
    # character only": framework)
    Script(
        "04044",
        constants=(constants.on_attached("trait", "King"),),
        abilities=(
            Ability(
                "action",
                "discard 1 card from your hand: attached character gets +X STR, X its icons",
                _str_by_attached_icons,
                costs=(costs.choose_and("discard", _A_CARD_IN_HAND, "a card in your hand"),),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
