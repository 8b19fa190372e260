"""Oldtown (08024, JtO, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

CARD_TYPES = ("character", "location", "attachment", "event")


def _reveal_top_named_type(st: GameState, use: Use) -> list[Prim]:
    """ "name a cardtype. Then, reveal the top card of your deck. If the revealed card has
    that cardtype, draw it and gain 1 power for your faction" (the revealed card: a chance
    outcome the log states as ``reveal``)."""
    player = st.players[use.seat]
    if use.offering and player.deck:  # the engine offers it: the top card, stated
        use.extra["chance"] = True
        revealed = [player.deck[-1]]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)) or not set(revealed) <= set(player.deck):
        raise RuleError("R-EFFECT-1", "the text reveals the top card of your deck: name it")
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if st.cards[revealed[0]].card.type != use.choice:
        return found
    return [*found, primitives.draw(player.key, revealed),
            primitives.gain_power(1, seat=player.key)]  # fmt: skip


register(
    # Oldtown: kneel it, name a cardtype, reveal the top card: that type is drawn with 1 power
    Script(
        "08024",
        abilities=(
            Ability(
                "action",
                "kneel it, name a cardtype: a revealed card of that type is drawn, 1 power",
                _reveal_top_named_type,
                costs=(costs.kneel_self(),),
                choices=CARD_TYPES,
            ),
        ),
    ),
)
