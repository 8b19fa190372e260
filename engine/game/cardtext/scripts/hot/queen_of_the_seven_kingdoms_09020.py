"""Queen of the Seven Kingdoms (09020, HoT, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _participating(st: GameState, cid: str | None) -> bool:
    ch = st.challenge
    return ch is not None and cid is not None and cid in (*ch.attackers, *ch.defenders)


def _queen_cost(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Stand attached character and remove it from the challenge": it must be kneeling and
    participating, so that both change the game ([R-COST-2])."""
    host = st.cards[use.source].host
    if host is None or not _participating(st, host) or not st.cards[host].kneeling:
        raise RuleError(
            "R-ABIL-8", f"{use.source}'s character must be kneeling and participating to pay"
        )
    use.extra["host"] = host
    return [primitives.stand(host), primitives.remove_from_challenge(host)]


def _another_participant(st: GameState, use: Use, cid: str) -> bool:
    """ "choose a participating character" (the attached one left the challenge as a cost)."""
    return _participating(st, cid) and cid != use.extra.get("host", st.cards[use.source].host)


register(
    # Queen of the Seven Kingdoms: Lady only (framework); the Queen trait; the action swaps
    # the attached character out of the challenge with another participant
    Script(
        "09020",
        constants=(constants.on_attached("trait", "Queen"),),
        abilities=(
            Ability(
                "action",
                "stand and remove attached: stand and remove a participating character",
                effects.stand_and_remove,
                costs=(
                    Cost(_queen_cost, "stand attached character, remove it from the challenge"),
                ),
                targets=(Target(_another_participant, 1, 1, "a participating character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
