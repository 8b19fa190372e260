"""Mirri Maz Duur (02093, CoW, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _attacking_alone_claim(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for a challenge in which Mirri Maz Duur is attacking alone"
    (her controller won it as the attacker; its claim not applied, or replaced, yet)."""
    ch = st.challenge
    inst = st.cards[use.source]
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.winner != ch.attacker
        or ch.claim_replaced
        or (ch.type != "power" and ch.claim_against is not None)
        or not constants.attacking_alone(st, inst)
    ):
        return "only as claim is applied for a challenge she won attacking alone"
    return None


def _losers_character(st: GameState, use: Use, cid: str) -> bool:
    ch, inst = st.challenge, st.cards[cid]
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
    )


def _kill_instead(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_replaced()] + [primitives.kill(cid) for cid in use.targets]


register(
    # Mirri Maz Duur: attacking alone, kill a character of the loser "instead of the normal
    # claim effects" (power claim moves in the framework step: the interrupt follows it)
    Script(
        "02093",
        abilities=(
            Ability(
                "interrupt",
                "when claim is applied for a challenge she attacks alone, kill a character "
                "of the losing opponent instead of the normal claim effects",
                _kill_instead,
                trigger=lambda st, use, h: h.kind == "claim_due",
                targets=(
                    Target(_losers_character, what="a character the losing opponent controls"),
                ),
                condition=_attacking_alone_claim,
            ),
        ),
    ),
)
