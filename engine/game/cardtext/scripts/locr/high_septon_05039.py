"""High Septon (05039, LoCR, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _your_character(st: GameState, use: Use, cid: str) -> bool:
    """The only target an opponent chose: a character the user controls (the ability that
    follows is checked to have chosen it, ``cardtext.retargets``)."""
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == use.seat


_YOUR_SEVEN = card_test(type="character", controller="you", traits=("The Seven",))


def _retarget(st: GameState, use: Use) -> list[Prim]:
    chosen, instead = use.targets
    return [primitives.retarget(chosen, instead)]


register(
    # High Septon: when an opponent chooses a character you control as the only target of a
    # triggered ability, an eligible The Seven character you control becomes its target
    # instead (Limit once per phase); logged right before that ability (cardtext.retargets)
    Script(
        "05039",
        abilities=(
            Ability(
                "interrupt",
                "when an opponent chooses your character as the only target, a The Seven "
                "character you control becomes the target instead",
                _retarget,
                targets=(
                    Target(_your_character, what="the character you control an opponent chose"),
                    Target(
                        lambda st, use, cid: _YOUR_SEVEN(st, use.seat, use.source, cid),
                        what="a The Seven character you control",
                    ),
                ),
                limit=Limit(1, "phase"),
                would=("target",),
            ),
        ),
    ),
)
