"""Citadel Novice (09041, HoT, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _reveal_top_draw_if_maester_or_attachment(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is an attachment or a Maester character, draw
    it": the log names the revealed card (a ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
        revealed = player.deck[-1:]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError("R-EFFECT-1", "name the top card of your deck revealed (reveal)")
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    card = st.cards[revealed[0]].card
    if card.type == "attachment" or (card.type == "character" and card.has_trait("Maester")):
        found.append(primitives.draw(player.key, revealed))
    return found


register(
    # Citadel Novice: after it is knelt, reveal the top card; an attachment or a Maester
    # character is drawn (once per phase)
    Script(
        "09041",
        abilities=(
            Ability(
                "reaction",
                "after Citadel Novice is knelt, reveal the top card of your deck and draw it "
                "if it is an attachment or a Maester character",
                _reveal_top_draw_if_maester_or_attachment,
                trigger=on.self_happened("knelt"),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
