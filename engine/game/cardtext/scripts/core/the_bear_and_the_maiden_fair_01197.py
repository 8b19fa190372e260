""" "The Bear and the Maiden Fair" (01197, Core, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _look_and_arrange(st: GameState, use: Use) -> list[Prim]:
    """The Bear and the Maiden Fair: the chosen player (``choice``: a seat) has the top 5
    cards of the deck looked at; the log names where they go (an ``arrange_deck`` effect,
    up to 3 at the bottom)."""
    if use.choice not in [p.key for p in st.players]:
        raise RuleError("R-TARGET-1", "choose a player: a seat letter in the field 'choice'")
    player = st.player(use.choice)
    stated = use.outcome("arrange_deck")
    due = min(5, len(player.deck))
    if len(stated) != 1 or stated[0].get("seat") != player.key:
        raise RuleError(
            "R-EFFECT-1", f"name the {due} card(s) looked at and where they go (arrange_deck)"
        )
    top, bottom = list(stated[0].get("top", [])), list(stated[0].get("bottom", []))
    if len(top) + len(bottom) != due or len(bottom) > 3:
        raise RuleError(
            "R-EFFECT-1", f"the top {due} card(s) go back, at most 3 of them to the bottom"
        )
    return [primitives.arrange_deck(player.key, top, bottom)]


register(
    # "The Bear and the Maiden Fair": look at a player's top 5 cards, up to 3 to the bottom
    Script(
        "01197",
        abilities=(
            Ability(
                "action",
                "look at the top 5 cards of a player's deck and arrange them",
                _look_and_arrange,
            ),
        ),
    ),
)
