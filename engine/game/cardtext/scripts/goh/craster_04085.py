"""Craster (04085, GoH, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, constants, costs, effects
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.state.model import GameState


def _killed_this_phase(st: GameState) -> list[str]:
    """The characters killed this phase that are still in their owners' dead piles
    (``Player.killed_this_phase``, by the controller they had)."""
    cards = st.cards
    return [c for p in st.players for c in p.killed_this_phase if cards[c].zone == "dead"]


def _any_killed_this_phase(st: GameState, use: Use) -> str | None:
    return None if _killed_this_phase(st) else "no character killed this phase is in a dead pile"


def _back_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "put each character that was killed this phase into play from its owner's dead
    pile": under its owner's control; one that cannot enter play now (a unique with another
    copy in its owner's dead pile, [R-DEAD-3]) stays there."""
    cards = st.cards
    return [
        effects.entering(st, cid, cards[cid].owner)
        for cid in _killed_this_phase(st)
        if can_enter_play(st, cid, cards[cid].owner)
    ]


register(
    # Craster: "Immune to Omen card effects"; sacrifice him to put each character killed
    # this phase back into play from its owner's dead pile
    Script(
        "04085",
        constants=(constants.on_self("immune", "trait:omen"),),
        abilities=(
            Ability(
                "action",
                "sacrifice Craster to put each character killed this phase into play",
                _back_into_play,
                condition=_any_killed_this_phase,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
