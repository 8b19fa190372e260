"""Dagmer Cleftjaw (02111, TS, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.state.model import GameState


def _claim_due_attacking_alone(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for a challenge in which Dagmer Cleftjaw is attacking alone"
    (won by his controller, its claim not applied nor replaced yet)."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.attacker != use.seat
        or ch.winner != ch.attacker
        or ch.claim_replaced
        or (ch.type != "power" and ch.claim_done and ch.claim_against is not None)
        or rules.attacking(st, ch) != [use.source]
    ):
        return "only as claim is applied for a challenge Dagmer Cleftjaw attacks alone in"
    return None


def _losers_cheap_non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location with printed cost 3 or lower controlled by the losing
    opponent" (Limited: the printed keyword)."""
    ch, inst = st.challenge, st.cards[cid]
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "location"
        and inst.controller == ch.defender
        and (inst.card.cost or 0) <= 3
        and not inst.card.keywords.limited
    )


def _take_control_instead(st: GameState, use: Use) -> list[Prim]:
    taken: list[Prim] = [primitives.take_control(cid, SEATS[use.seat]) for cid in use.targets]
    return [primitives.claim_replaced(), *taken]


register(
    # Dagmer Cleftjaw: attacking alone, take control of a cheap non-limited location of the
    # loser "instead of the normal claim effects" (Renown: framework)
    Script(
        "02111",
        abilities=(
            Ability(
                "interrupt",
                "when claim is applied for a challenge he attacks alone in, take control of "
                "a non-limited location with printed cost 3 or lower instead",
                _take_control_instead,
                trigger=on.happened("claim_due", yours=True),
                targets=(
                    Target(
                        _losers_cheap_non_limited_location,
                        what="a non-limited location with printed cost 3 or lower the losing "
                        "opponent controls",
                    ),
                ),
                condition=_claim_due_attacking_alone,
            ),
        ),
    ),
)
