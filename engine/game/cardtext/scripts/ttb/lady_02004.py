"""Lady (02004, TtB, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, cannot_stand


def _then_stand_sansa(st: GameState, use: Use) -> list[Prim]:
    """ "Then, if attached character is Sansa Stark, stand her" (the new host, read before
    the move is applied: it is the target)."""
    moved = effects.attach_self_to_target(st, use)
    host = use.targets[0] if use.targets else None
    if host is None or st.cards[host].card.name != "Sansa Stark":
        return moved
    inst = st.cards[host]
    if not inst.kneeling or cannot_stand(st, host):
        return moved
    return [*moved, primitives.stand(host)]


register(
    # 02004 Lady: [stark] character only, terminal, +2 STR (framework); pay 1 gold to move
    # to a different character, then stand Sansa Stark if she is the new host
    Script(
        "02004",
        abilities=(
            Ability(
                "action",
                "pay 1 gold to attach Lady to a different character; stand Sansa Stark",
                _then_stand_sansa,
                costs=(costs.pay_gold(1),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
