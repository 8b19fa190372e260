"""Spearmaiden (04055, FFH, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("challenge_initiated")
def _declared_attacking_in_military(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this card> is declared as an attacker in a [military] challenge"."""
    return (
        h.kind == "challenge_initiated"
        and h.get("type") == "military"
        and use.source in h.get("attackers", ())
    )


def _the_defenders_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a character controlled by the defending player"."""
    inst, ch = st.cards[cid], st.challenge
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
    )


def _must_be_claimed_if_won_by_5(st: GameState, use: Use) -> list[Prim]:
    """A lasting ``must`` named ``claim`` for the challenge, its value the margin (5): read
    as claim is chosen (``moves.claim.must_claim``, [F-4.2.4])."""
    return [
        primitives.lasting("must", "challenge", card=cid, amount=5, name="claim")
        for cid in use.targets
    ]  # fmt: skip


register(
    # Spearmaiden: after declared as an attacker in a [military] challenge, a character of
    # the defending player "must be chosen for claim" if you win by 5 or more STR
    Script(
        "04055",
        abilities=(
            Ability(
                "reaction",
                "after declared as an attacker in a [military] challenge: a defender's "
                "character must be chosen for claim if you win by 5 or more STR",
                _must_be_claimed_if_won_by_5,
                trigger=_declared_attacking_in_military,
                targets=(
                    Target(_the_defenders_character, what="a character of the defending player"),
                ),
            ),
        ),
    ),
)
