"""A Time For Wolves (03046, WotN, stark plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _direwolf_in_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "deck" and inst.owner == use.seat and has_trait(st, inst.id, "Direwolf")


def _time_for_wolves(st: GameState, use: Use) -> list[Prim]:
    """Add the Direwolf card found to your hand, or (``choice`` "play", or the id of the
    character an attachment goes on) put it into play if its printed cost is 3 or lower;
    then shuffle."""
    found: list[Prim] = []
    for cid in use.targets:
        if use.choice in (None, "hand"):
            found.append(primitives.take_from_deck(cid))
            continue
        if (st.cards[cid].card.cost or 0) > 3:
            raise RuleError("R-EFFECT-1", f"{cid} has printed cost over 3: it goes to hand")
        host = None if use.choice == "play" else use.choice
        found.append(entering(st, cid, use.seat, host))
    return [*found, primitives.shuffle_deck(SEATS[use.seat])]


register(
    # A Time For Wolves: search for a Direwolf card: to hand, or into play if cheap
    Script(
        "03046",
        abilities=(
            Ability(
                "when_revealed",
                "search your deck for a Direwolf card: to your hand, or into play if its "
                "printed cost is 3 or lower",
                _time_for_wolves,
                targets=(Target(_direwolf_in_deck, 0, 1, "a Direwolf card in your deck"),),
            ),
        ),
    ),
)
