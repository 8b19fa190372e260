"""Gates of Winterfell (01154, Core, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState, RuleError


def _reveal_top_draw_if_stark(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is a [stark] card, draw it": the log names
    the revealed card (a ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError(
            "R-EFFECT-1",
            "the text reveals the top card of your deck: name it in the effects (reveal)",
        )
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if of_faction(st, revealed[0], "stark"):
        found.append(primitives.draw(player.key, revealed))
    return found


register(
    # Gates of Winterfell: kneel to reveal the top card; a [stark] card is drawn
    Script(
        "01154",
        abilities=(
            Ability(
                "action",
                "kneel to reveal the top card of your deck and draw it if it is Stark",
                _reveal_top_draw_if_stark,
                phase="challenges",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
