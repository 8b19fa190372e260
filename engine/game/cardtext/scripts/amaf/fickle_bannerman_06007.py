"""Fickle Bannerman (06007, AMAF, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.bestow import GOLD, bestow, gold_on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError

_GIVE_CONTROL, _DISCARD_GOLD = "give control", "discard gold"


def _fickle(st: GameState, use: Use) -> list[Prim]:
    """ "The winning opponent takes control of Fickle Bannerman unless you discard 1 gold from
    it" (the choice: which; without gold on it, control passes)."""
    if use.choice == _DISCARD_GOLD:
        if not gold_on(st, use.source):
            raise RuleError(
                "R-EFFECT-1", "06007 Fickle Bannerman has no gold to discard: control passes"
            )
        return [primitives.token(use.source, GOLD, -1)]
    winner = use.answers.get("winner") if use.answers is not None else None
    if winner is None or winner == st.cards[use.source].controller:
        return []
    return [primitives.take_control(use.source, SEATS[winner])]


register(
    # 06007 Fickle Bannerman: bestow (2) (renown: framework); after you lose a [power]
    # challenge, the winner takes control of it unless you discard 1 gold from it
    Script(
        "06007",
        abilities=(
            bestow(2),
            Ability(
                "forced",
                "after you lose a power challenge, the winning opponent takes control of "
                "Fickle Bannerman unless you discard 1 gold from it",
                _fickle,
                trigger=on.lost_challenge("power"),
                choices=(_GIVE_CONTROL, _DISCARD_GOLD),
            ),
        ),
    ),
)
