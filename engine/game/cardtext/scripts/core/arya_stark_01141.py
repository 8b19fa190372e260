"""Arya Stark (01141, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _top_card_as_duplicate(st: GameState, use: Use) -> list[Prim]:
    """ "Place the top card of your deck on her facedown as a duplicate": the log names the
    card (a ``place_duplicate`` effect, a chance outcome)."""
    placed = [p["card"] for p in use.outcome("place_duplicate")]
    if len(placed) != min(1, len(st.players[use.seat].deck)):
        raise RuleError(
            "R-EFFECT-1",
            "the text places the top card of your deck as a duplicate: name it in the effects "
            "(place_duplicate)",
        )
    return [primitives.place_duplicate(cid, use.source) for cid in placed]


register(
    # Arya Stark: stealth (the framework); a [military] icon while she has a duplicate;
    # after she enters play, the top card of your deck becomes her duplicate
    Script(
        "01141",
        constants=(constants.on_self("icon", "military", when=lambda st, inst: bool(inst.dupes)),),
        abilities=(
            Ability(
                "reaction",
                "after Arya Stark enters play, place the top card of your deck as a duplicate",
                _top_card_as_duplicate,
                trigger=on.entered_play(),
            ),
        ),
    ),
)
