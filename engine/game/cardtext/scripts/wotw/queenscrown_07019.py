"""Queenscrown (07019, WotW, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _revealed_top_3(st: GameState, use: Use, seat: int) -> list[str]:
    """The top 3 cards of ``seat``'s deck the log reveals (a chance outcome)."""
    deck = st.players[seat].deck
    due = min(3, len(deck))
    if use.offering:  # the engine offers it: the top cards, stated
        use.extra["chance"] = True
        return deck[::-1][:due]
    revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    known = st.players[seat].deck_known
    if len(set(revealed)) != due or len(revealed) != due or not set(revealed) <= set(deck):
        raise RuleError("R-EFFECT-1", f"name the top {due} card(s) of that deck (reveal)")
    if known and set(revealed) != set(deck[::-1][:due]):
        raise RuleError("R-EFFECT-1", "these are not the top cards of that deck")
    return revealed


def _queenscrown(st: GameState, use: Use) -> list[Prim]:
    """ "reveal the top 3 cards of an opponent's deck. Choose up to 1 character revealed this
    way and place it in that player's discard pile. Place the other cards on the bottom"."""
    seat = chosen_opponent(st, use)
    revealed = _revealed_top_3(st, use, seat)
    discarded = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:
        discarded = [c for c in revealed if st.cards[c].card.type == "character"][:1]
    if len(discarded) > 1 or any(
        c not in revealed or st.cards[c].card.type != "character" for c in discarded
    ):
        raise RuleError("R-EFFECT-1", "up to 1 revealed character goes to the discard pile")
    stated = [str(p.get("card")) for p in use.outcome("move")]
    others = [c for c in revealed if c not in discarded]
    order = stated if sorted(stated) == sorted(others) else others
    found: list[Prim] = [primitives.reveal(st.players[seat].key, revealed)]
    found += [primitives.discard(c) for c in discarded]
    return found + [primitives.move(c, "deck", bottom=True) for c in order]


register(
    # Queenscrown: kneel it; reveal the top 3 of an opponent's deck, up to 1 character to
    # the discard pile, the others to the bottom
    Script(
        "07019",
        abilities=(
            Ability(
                "action",
                "kneel it: reveal an opponent's top 3 cards, discard up to 1 character",
                _queenscrown,
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
