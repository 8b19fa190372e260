"""Timett Son of Timett (05004, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _CLANSMEN
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _clansmen(st: GameState, seat: int, source: str) -> int:
    return len(in_play_matching(st, _CLANSMEN, seat, source))


def _timett_victim(st: GameState, use: Use, cid: str) -> bool:
    """A character with printed cost X or lower, X the Clansman characters you control."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= _clansmen(st, use.seat, use.source)
    )


register(
    # Timett Son of Timett: kill a character with printed cost X or lower
    Script(
        "05004",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Timett attacks, kill a character with "
                "printed cost X or lower",
                effects.on_targets("kill"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    Target(
                        _timett_victim,
                        what="a character with printed cost X or "
                        "lower (X: your Clansman characters)",
                    ),
                ),
            ),
        ),
    ),
)
