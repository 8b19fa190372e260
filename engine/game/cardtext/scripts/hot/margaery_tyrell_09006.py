"""Margaery Tyrell (09006, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    constants,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _attacking(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and inst.id in st.challenge.attackers


def _defenders_count(st: GameState, inst: CardInst) -> int:
    return len(st.challenge.defenders) if st.challenge is not None else 0


def _declared_attacker(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _defending_players_standing(st: GameState, use: Use, cid: str) -> bool:
    inst, ch = st.cards[cid], st.challenge
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
        and not inst.kneeling
    )


def _kneel_and_defend(st: GameState, use: Use) -> list[Prim]:
    """ "Choose and kneel a character controlled by the defending player. That character is
    participating in the challenge as a defender"."""
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.kneel(cid),
            primitives.participate(cid, "defender"),
        )
    ]


register(
    # Margaery Tyrell: +1 STR per defender while attacking; declared: kneel a defender's
    # character, now defending
    Script(
        "09006",
        constants=(constants.on_self("str", value=_defenders_count, when=_attacking),),
        abilities=(
            Ability(
                "reaction",
                "after Margaery is declared as an attacker, kneel a character of the defending "
                "player: it defends",
                _kneel_and_defend,
                trigger=_declared_attacker,
                targets=(
                    Target(
                        _defending_players_standing,
                        what="a standing character of the defending player",
                    ),
                ),
            ),
        ),
    ),
)
