"""Called Into Service (07049, WotW, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _reveal_top_character_in_or_draw(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is a character, put it into play. If it is a
    non-character card, draw it and gain 2 gold": the log names the revealed card (a
    ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    if use.offering and player.deck:  # the engine offers it: the top card, stated
        use.extra["chance"] = True
        revealed = [player.deck[-1]]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)) or not set(revealed) <= set(player.deck):
        raise RuleError(
            "R-EFFECT-1", "the text reveals the top card of your deck: name it in the effects"
        )
    if not revealed:
        return []
    top = revealed[0]
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if st.cards[top].card.type == "character":
        try:
            return [*found, effects.entering(st, top, use.seat)]
        except RuleError:  # it cannot enter play (a unique copy in the dead pile): it stays
            return found
    return [*found, primitives.draw(player.key, revealed),
            primitives.gain_gold(player.key, 2)]  # fmt: skip


register(
    # Called Into Service: reveal the top card; a character enters play, any other card is
    # drawn with 2 gold
    Script(
        "07049",
        abilities=(
            Ability(
                "when_revealed",
                "reveal the top card: a character enters play, else draw it and gain 2 gold",
                _reveal_top_character_in_or_draw,
            ),
        ),
    ),
)
