"""Dragon Egg (15020, DotE, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    constants,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _egg_on_daenerys(st: GameState, use: Use) -> str | None:
    host = use.extra.get("host", st.cards[use.source].host)
    if host is None or st.cards[host].card.name != "Daenerys Targaryen":
        return "attached character is not Daenerys Targaryen"
    return None


def _hatchling(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and has_trait(st, inst.id, "Hatchling")
    )


def _put_hatchling(st: GameState, use: Use) -> list[Prim]:
    return [*_into_play(st, use), primitives.shuffle(SEATS[use.seat])]


register(
    # Dragon Egg: attached gains insight; after the marshaling phase begins, on Daenerys,
    # sacrifice it: a Hatchling from your deck into play
    Script(
        "15020",
        constants=(constants.on_attached("keyword", "insight"),),
        abilities=(
            Ability(
                "reaction",
                "after the marshaling phase begins, sacrifice: a Hatchling into play",
                _put_hatchling,
                trigger=on.happened("phase_began", phase="marshaling"),
                condition=_egg_on_daenerys,
                costs=(costs.sacrifice_self(),),
                targets=(Target(_hatchling, 0, 1, "a Hatchling character in your deck"),),
            ),
        ),
    ),
)
