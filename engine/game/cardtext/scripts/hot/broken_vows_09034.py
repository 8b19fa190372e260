"""Broken Vows (09034, HoT, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError

_YOUR_WATCH = card_test(type="character", controller="you", faction="thenightswatch")


def _lower_non_loyal_of_that_player(st: GameState, use: Use, cid: str) -> bool:
    """The post-"then" choice: a non-loyal character the chosen opponent controls with a
    lower printed cost than the character given ([R-THEN-4])."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character" or inst.card.loyal:
        return False
    if not use.targets or cid == use.targets[0] or inst.controller == use.seat:
        return False
    given = st.cards[use.targets[0]].card.cost or 0
    if use.choice is not None and SEATS[inst.controller] != use.choice:
        return False
    return (inst.card.cost or 0) < given


def _give_then_take(st: GameState, use: Use) -> list[Prim]:
    """Give control of the first target to the chosen opponent; "Then" take control of the
    second, required when that player controls one ([R-THEN-2])."""
    seat = chosen_opponent(st, use)
    given, *taken = use.targets
    found = [primitives.take_control(given, SEATS[seat])]
    target = use.ability.targets[1]
    left = [
        c for c, inst in st.cards.items() if inst.controller == seat and target.test(st, use, c)
    ]
    if not taken and left:
        raise RuleError("R-THEN-2", "then, take control of a non-loyal character that player "
                        f"controls with a lower printed cost ({', '.join(left)})")  # fmt: skip
    if any(st.cards[c].controller != seat for c in taken):
        raise RuleError("R-TARGET-1", "take control of a character the player given to controls")
    return found + [primitives.take_control(c, SEATS[use.seat]) for c in taken]


register(
    # Broken Vows: give control of a [thenightswatch] character you control to an opponent,
    # "Then" take control of a non-loyal character of that player with a lower printed cost
    Script(
        "09034",
        abilities=(
            Ability(
                "action",
                "give control of a Night's Watch character to an opponent, then take control "
                "of a non-loyal character of theirs with a lower printed cost",
                _give_then_take,
                phase="marshaling",
                choices=OPPONENT_CHOICES,
                targets=(
                    choose(_YOUR_WATCH, "a Night's Watch character you control"),
                    Target(
                        _lower_non_loyal_of_that_player,
                        0,
                        1,
                        "a non-loyal character that player controls with a lower printed cost",
                    ),
                ),
            ),
        ),
    ),
)
