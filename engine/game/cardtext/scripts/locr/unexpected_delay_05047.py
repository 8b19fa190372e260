"""Unexpected Delay (05047, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr._shared import _still_in_game
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _bare_character(st: GameState, use: Use, cid: str) -> bool:
    """A character without attachments or power (each player chooses one of his or her own)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not inst.attachments
        and not inst.power
        and not st.players[inst.controller].eliminated
    )


def _delay(st: GameState, use: Use) -> list[Prim]:
    """Each player who can chooses one; each returns to its owner's hand."""
    chosen = sorted(st.cards[cid].controller for cid in use.targets)
    able = sorted(
        p.index for p in st.players if any(_bare_character(st, use, c) for c in p.in_play)
    )
    if chosen != able:
        raise RuleError(
            "R-TARGET-1",
            "each player chooses one of his or her characters without attachments or power",
        )
    return [primitives.return_to_hand(cid) for cid in use.targets]


register(
    # Unexpected Delay: each player returns a character without attachments or power
    Script(
        "05047",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, each player returns a character without "
                "attachments or power to hand",
                _delay,
                trigger=on.happened("phase_began", phase="challenges"),
                condition=_still_in_game,
                targets=(
                    Target(
                        _bare_character,
                        0,
                        6,
                        "a character without attachments or power, of each player",
                    ),
                ),
            ),
        ),
    ),
)
