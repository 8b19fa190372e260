"""Core Set, House Baratheon events (01062-01064): split from core_baratheon for length. Each
script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError, strength

_RHLLOR_CHARACTER_YOU_CONTROL = card_test(type="character", controller="you", traits=("R'hllor",))
_CONSOLIDATION_STR = 4


def _control_rhllor_character(st: GameState, use: Use) -> str | None:
    if any(
        _RHLLOR_CHARACTER_YOU_CONTROL(st, use.seat, use.source, cid)
        for cid in st.players[use.seat].in_play
    ):
        return None
    return "play only if you control a R'hllor character"


def _consolidation_group(st: GameState, use: Use, cid: str) -> bool:
    """Standing characters controlled by the same player, up to 4 total STR."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "play" or inst.card.type != "character" or inst.kneeling:
        return False
    group = use.targets or [cid]
    if any(st.cards[c].zone != "play" for c in group):
        return False
    if len({st.cards[c].controller for c in group}) != 1:
        return False
    return sum(strength(st, c) for c in group) <= _CONSOLIDATION_STR


def _kneel_then_one_gains_power(st: GameState, use: Use) -> list[Prim]:
    """Kneel each chosen character; then the one named in ``choice`` (needless with one)
    gains 1 power."""
    chosen = use.choice
    if chosen is None and len(use.targets) == 1:
        chosen = use.targets[0]
    if chosen not in use.targets:
        raise RuleError(
            "R-TARGET-1", "Consolidation of Power: name one of the knelt characters in 'choice'"
        )
    kneel: list[Prim] = [primitives.kneel(cid) for cid in use.targets]
    return [*kneel, primitives.gain_power(1, card=chosen)]


def _you_are_defending(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is not None and ch.defender == use.seat and not ch.resolved:
        return None
    return "play only during a challenge in which you are the defending player"


def _defends_and_stands_if_won(st: GameState, use: Use) -> list[Prim]:
    """ "That character is now participating as a defender. If you win this challenge,
    stand that character" (a lasting effect the framework reads when the winner is known)."""
    ch = st.challenge
    found: list[Prim] = []
    for cid in use.targets:
        if ch is None or cid not in ch.defenders:
            found.append(primitives.participate(cid, "defender"))
        found.append(
            primitives.lasting("stand_if_won", "challenge", card=cid, name=SEATS[use.seat])
        )
    return found


register(
    # Consolidation of Power: kneel up to 4 STR of one player's characters; one gains power
    Script(
        "01062",
        abilities=(
            Ability(
                "action",
                "kneel up to 4 total STR of one player's characters; one of them gains 1 power",
                _kneel_then_one_gains_power,
                phase="marshaling",
                targets=(
                    Target(
                        _consolidation_group,
                        1,
                        _CONSOLIDATION_STR + 4,  # characters with 0 STR count for nothing
                        "standing characters of one player, up to 4 total STR",
                    ),
                ),
            ),
        ),
    ),
    # Ours is the Fury: a kneeling [baratheon] character defends; stand it if you win
    Script(
        "01063",
        abilities=(
            Ability(
                "action",
                "a kneeling Baratheon character you control now defends; stand it if you win",
                _defends_and_stands_if_won,
                condition=_you_are_defending,
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", faction="baratheon", kneeling=True
                        ),
                        "a kneeling Baratheon character you control",
                    ),
                ),
            ),
        ),
    ),
    # Seen In Flames: with a R'hllor character, discard a card from an opponent's hand
    Script(
        "01064",
        abilities=(
            Ability(
                "action",
                "look at an opponent's hand and discard 1 card from it",
                effects.on_targets("discard"),
                phase="challenges",
                condition=_control_rhllor_character,
                targets=(
                    choose(
                        card_test(controller="opponent", zone="hand"),
                        "a card in an opponent's hand",
                    ),
                ),
            ),
        ),
    ),
)
