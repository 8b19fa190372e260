"""Caswell's Keep (04064, TIMC, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import SEAT_INDEX, GameState, RuleError


def _top_2_arranged(st: GameState, use: Use) -> list[Prim]:
    """ "choose a player. Look at the top 2 cards of that player's deck. Place 1 of those cards
    on the bottom of that deck, and the other on top" (``choice``: the seat): the log states
    the ``arrange_deck`` ([R-LOOK-1]: the opponents do not see them); when the engine offers
    the use, the top card stays and the second goes to the bottom."""
    seat = SEAT_INDEX.get(use.choice or "")
    if seat is None or seat >= len(st.players) or st.players[seat].eliminated:
        raise RuleError("R-TARGET-1", "choose a player: a seat letter in the field 'choice'")
    deck = st.players[seat].deck
    due = min(2, len(deck))
    if use.offering:
        use.extra["chance"] = True
        top, bottom = deck[::-1][:1], deck[::-1][1:2]
    else:
        stated = [p for p in use.outcome("arrange_deck") if p.get("seat") == SEATS[seat]]
        if len(stated) != 1:
            raise RuleError("R-EFFECT-1", f"name the top {due} cards of {SEATS[seat]}'s deck "
                            "and where they go (arrange_deck)")  # fmt: skip
        top, bottom = list(stated[0].get("top", [])), list(stated[0].get("bottom", []))
    if len(top) + len(bottom) != due or len(bottom) != (1 if due == 2 else len(bottom)):
        raise RuleError("R-EFFECT-1", "1 of the 2 cards goes on the bottom, the other on top")
    return [primitives.arrange_deck(SEATS[seat], top, bottom)]


register(
    # Caswell's Keep: "After you reveal a plot card", choose a player: of the top 2 cards of
    # that deck, 1 goes to the bottom and the other on top
    Script(
        "04064",
        abilities=(
            Ability(
                "reaction",
                "after you reveal a plot card, look at the top 2 cards of a player's deck: "
                "1 to the bottom, the other on top",
                _top_2_arranged,
                trigger=triggers.happened("plot_revealed", yours=True),
                choices=SEATS,
            ),
        ),
    ),
)
