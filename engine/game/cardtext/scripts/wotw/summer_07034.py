"""Summer (07034, WotW, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _kneel_attached(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel attached character" (a cost: it must be standing, [R-COST-2])."""
    host = st.cards[use.source].host
    if host is None or st.cards[host].kneeling:
        raise RuleError("R-COST-2", "attached character must be standing to kneel")
    return [primitives.kneel(host)]


def _military_challenge_host_outside(st: GameState, use: Use) -> str | None:
    """ "participate in a [military] challenge on your side": during a [military] challenge
    in which attached character, yours, does not participate yet."""
    ch, host = st.challenge, st.cards[use.source].host
    if ch is None or ch.resolved or ch.type != "military":
        return "only during a military challenge"
    if host is None or st.cards[host].controller != use.seat:
        return "attached character is not yours: it cannot join your side"
    if host in ch.attackers or host in ch.defenders:
        return "attached character already participates"
    return None


register(
    # Summer: kneel attached character to have it join a [military] challenge on your side;
    # pay 1 gold to move Summer to a different character ("Unique [stark] character only":
    # framework, [R-ATTACH-4])
    Script(
        "07034",
        abilities=(
            Ability(
                "action",
                "kneel attached character to have it participate in a military challenge on "
                "your side",
                effects.knelt_participate,
                costs=(Cost(_kneel_attached, "kneel attached character"),),
                condition=_military_challenge_host_outside,
                limit=Limit(1, "challenge"),
            ),
            Ability(
                "action",
                "pay 1 gold to attach Summer to a different character",
                effects.attach_self_to_target,
                costs=(costs.pay_gold(1),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
