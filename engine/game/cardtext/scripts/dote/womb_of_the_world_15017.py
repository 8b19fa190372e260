"""Womb of the World (15017, DotE, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    costs,
    effects,
)
from engine.game.cardtext.vocab.reveals import revealed_top
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _womb(st: GameState, use: Use) -> list[Prim]:
    """Reveal the top 5; a Dothraki character among them may enter play (back to hand at the
    end of the phase); shuffle."""
    cards = revealed_top(st, use, 5)
    found: list[Prim] = [primitives.reveal(SEATS[use.seat], cards)]
    for cid in use.targets:
        card = st.cards[cid].card
        if cid not in cards or card.type != "character" or not card.has_trait("Dothraki"):
            raise RuleError("R-TARGET-1", f"15017 Womb of the World: {cid} is not a Dothraki "
                            "character revealed this way")  # fmt: skip
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="return_to_hand"))
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _in_your_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "deck" and inst.owner == use.seat


register(
    # Womb of the World: kneel: reveal 5, a Dothraki among them into play for the phase
    Script(
        "15017",
        abilities=(
            Ability(
                "action",
                "kneel: reveal the top 5, put a Dothraki revealed into play for the phase",
                _womb,
                costs=(costs.kneel_self(),),
                targets=(Target(_in_your_deck, 0, 1, "a Dothraki character revealed"),),
            ),
        ),
    ),
)
