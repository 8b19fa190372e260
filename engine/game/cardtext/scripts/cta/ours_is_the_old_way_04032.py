"""Ours is the Old Way (04032, CtA, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import EffectFn, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_YOUR_GREYJOY = card_test(type="character", controller="you", faction="greyjoy")


_CHARACTER = card_test(type="character")


_GREYJOY = card_test(type="character", faction="greyjoy")


def _keyword_on_each(lose: bool) -> EffectFn:
    """Ours is the Old Way, until the end of the phase: each [greyjoy] character you control
    gains stealth, or each non-[greyjoy] character loses stealth (the characters in play as
    it resolves: docs/decisions/card-text-cta.md)."""

    def run(st: GameState, use: Use) -> list[Prim]:
        if not lose:
            found = in_play_matching(st, _YOUR_GREYJOY, use.seat, use.source)
            return [primitives.keyword(cid, "stealth", "phase") for cid in found]
        greyjoy = set(in_play_matching(st, _GREYJOY, use.seat, use.source))
        return [
            primitives.keyword(cid, "stealth", "phase", lose=True)
            for cid in in_play_matching(st, _CHARACTER, use.seat, use.source)
            if cid not in greyjoy
        ]

    return run


register(
    # Ours is the Old Way: challenges action, until the end of the phase "either" your
    # [greyjoy] characters gain stealth, or each non-[greyjoy] character loses it
    Script(
        "04032",
        abilities=(
            Ability(
                "action",
                "either your greyjoy characters gain stealth, or non-greyjoy characters lose "
                "it, until the end of the phase",
                effects.either(gain=_keyword_on_each(False), lose=_keyword_on_each(True)),
                phase="challenges",
                choices=("gain", "lose"),
            ),
        ),
    ),
)
