"""Chella Daughter of Cheyk (05007, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _ears(st: GameState, inst: CardInst) -> int:
    return st.tokens.get(inst.id, {}).get("ear", 0)


def _killed_while_chella_attacks(st: GameState, use: Use, h: Happening) -> bool:
    ch = st.challenge
    return h.kind == "killed" and ch is not None and use.source in ch.attackers


register(
    # Chella Daughter of Cheyk: +1 STR per ear token; intimidate and renown with 3
    Script(
        "05007",
        constants=(
            constants.on_self("str", value=_ears),
            constants.on_self("keyword", "intimidate", when=lambda st, i: _ears(st, i) >= 3),
            constants.on_self("keyword", "renown", when=lambda st, i: _ears(st, i) >= 3),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a character is killed during a challenge in which Chella attacks, "
                "place an ear token on her",
                lambda st, use: [primitives.token(use.source, "ear", 1)],
                trigger=_killed_while_chella_attacks,
            ),
        ),
    ),
)
