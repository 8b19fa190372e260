"""No Use For Grief (10022, SoD, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState


def _martell_killed_this_round(st: GameState, use: Use) -> str | None:
    """ "Play only if a [martell] character was killed under your control this round"."""
    killed = st.players[use.seat].killed
    if any(of_faction(st, cid, "martell") for cid in killed):
        return None
    return "no Martell character was killed under your control this round"


def _sand_snake_in_deck(st: GameState, use: Use, cid: str) -> bool:
    """ "a Sand Snake character with printed cost 3 or lower" in your deck (6 or lower while
    The Red Viper is in your dead pile)."""
    inst, player = st.cards[cid], st.players[use.seat]
    viper = any(st.cards[c].card.name == "The Red Viper" for c in player.dead)
    card = inst.card
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and card.type == "character"
        and card.has_trait("Sand Snake")
        and (card.cost or 0) <= (6 if viper else 3)
    )


def _found_into_play_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [effects.entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


register(
    # No Use For Grief: after a [martell] character of yours was killed this round, search
    # your deck for a cheap Sand Snake and put it into play
    Script(
        "10022",
        abilities=(
            Ability(
                "action",
                "search your deck for a Sand Snake with printed cost 3 or lower: into play",
                _found_into_play_and_shuffle,
                condition=_martell_killed_this_round,
                targets=(Target(_sand_snake_in_deck, 0, 1, "a cheap Sand Snake in your deck"),),
            ),
        ),
    ),
)
