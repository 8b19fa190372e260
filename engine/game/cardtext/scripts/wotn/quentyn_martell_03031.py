"""Quentyn Martell (03031, WotN, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects, triggers
from engine.game.state.model import CardInst, GameState, strength


def _not_first_player(st: GameState, inst: CardInst) -> bool:
    """ "While you are not the first player"."""
    return st.first != inst.controller


def _weaker_than_he_was(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with a lower STR than his": his STR as he was killed (the ``killed``
    happening's ``str``; the interrupt is logged after the kill, from the dead pile)."""
    inst, h = st.cards[cid], use.answers
    if inst.zone != "play" or inst.card.type != "character" or h is None:
        return False
    return strength(st, cid) < int(h.get("str", 0))


register(
    # Quentyn Martell: +1 STR and stealth "While you are not the first player"; when he is
    # killed, choose and kill a character with a lower STR than his
    Script(
        "03031",
        constants=(
            constants.on_self("str", value=1, when=_not_first_player),
            constants.on_self("keyword", "stealth", when=_not_first_player),
        ),
        abilities=(
            Ability(
                "interrupt",
                "when Quentyn Martell is killed, choose and kill a character with a lower STR",
                effects.on_targets("kill"),
                trigger=triggers.self_happened("killed"),
                targets=(Target(_weaker_than_he_was, what="a character with a lower STR"),),
                from_zones=("dead",),
            ),
        ),
    ),
)
