"""To The Spears! (10024, SoD, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, in_play_matching
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_YOUR_MARTELL = card_test(type="character", controller="you", faction="martell")


def _three_used_plots(st: GameState, use: Use) -> str | None:
    """ "Play only if there are 3 or more plot cards in your used pile"."""
    used = len(st.players[use.seat].used)
    return None if used >= 3 else f"your used pile holds {used} plot card(s), not 3"


def _spears(st: GameState, use: Use) -> list[Prim]:
    """Each [martell] character you control now ([R-EVENT-4]) does not kneel when declared
    as an attacker, in the next challenge you initiate this phase (duration
    ``next_challenge``: in force from that challenge's declaration to its end)."""
    return [
        primitives.lasting("no_kneel", "next_challenge", card=cid, name="attacker")
        for cid in in_play_matching(st, _YOUR_MARTELL, use.seat, use.source)
    ]


register(
    # To The Spears!: with 3 used plots, Martell attackers do not kneel in the next challenge
    Script(
        "10024",
        abilities=(
            Ability(
                "action",
                "your Martell characters do not kneel as attackers in your next challenge",
                _spears,
                phase="challenges",
                condition=_three_used_plots,
            ),
        ),
    ),
)
