"""Lannisport Guard (05016, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _each_player_draws_1(st: GameState, use: Use) -> list[Prim]:
    """ "each player draws 1 card": the log names each card drawn (a chance outcome)."""
    found: list[Prim] = []
    for player in st.players:
        if not player.deck or player.eliminated:
            continue
        if use.offering:
            cards = player.deck[-1:]
        else:
            stated = [p for p in use.outcome("draw") if p.get("seat") == player.key]
            cards = [cid for p in stated for cid in p.get("cards", [])]
        if len(cards) != 1:
            raise RuleError("R-DRAW-1", f"{player.key} draws 1 card: name it in the effects")
        found.append(primitives.draw(player.key, cards))
    return found


register(
    # Lannisport Guard: after you marshal it, each player draws 1 card
    Script(
        "05016",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Lannisport Guard, each player draws 1 card",
                _each_player_draws_1,
                trigger=on.entered_play(how="marshal"),
            ),
        ),
    ),
)
