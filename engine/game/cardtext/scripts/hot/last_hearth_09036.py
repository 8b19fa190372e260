"""Last Hearth (09036, HoT, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_PARTICIPATING_STARK = card_test(type="character", faction="stark", participating=True)


def _plus_2_or_3_until_the_challenge_ends(st: GameState, use: Use) -> list[Prim]:
    """+2 STR until the end of the challenge, "+3 STR instead" with fewer than 3 plot cards
    in the user's used pile (counted as the effect resolves)."""
    amount = 3 if len(st.players[use.seat].used) < 3 else 2
    return [primitives.strength(cid, amount, "challenge") for cid in use.targets]


register(
    # Last Hearth: kneel it to give a participating [stark] character +2 STR until the end of
    # the challenge (+3 with fewer than 3 plots in your used pile)
    Script(
        "09036",
        abilities=(
            Ability(
                "action",
                "kneel Last Hearth: a participating Stark character gets +2 STR (+3) until the "
                "end of the challenge",
                _plus_2_or_3_until_the_challenge_ends,
                costs=(costs.kneel_self(),),
                targets=(choose(_PARTICIPATING_STARK, "a participating Stark character"),),
            ),
        ),
    ),
)
