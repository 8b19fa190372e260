"""DotE, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, costs
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, strength

_YOUR_CARD = card_test(type=("character", "location", "attachment"), controller="you")


def _give_control_then_gold(st: GameState, use: Use) -> list[Prim]:
    """ "That player takes control of that card. Then, gain 2 gold"."""
    opponent = SEATS[chosen_opponent(st, use)]
    found = [primitives.take_control(cid, opponent) for cid in use.targets]
    return [*found, primitives.gain_gold(SEATS[use.seat], 2)]


def _participating_non_lady(st: GameState, use: Use, cid: str) -> bool:
    inst, ch = st.cards[cid], st.challenge
    if ch is None or inst.zone != "play" or inst.card.type != "character":
        return False
    taking_part = cid in rules.attacking(st, ch) or cid in ch.defenders
    return taking_part and not has_trait(st, cid, "Lady")


def _favor(st: GameState, use: Use) -> list[Prim]:
    """+X STR until the end of the challenge, "X is 2 higher than attached character's STR"
    (its STR as the effect resolves, after it knelt)."""
    host = use.extra.get("host", st.cards[use.source].host)
    if host is None:
        return []
    x = strength(st, host) + 2
    return [primitives.strength(cid, x, "challenge") for cid in use.targets]


register(
    # Mathis Rowan: an opponent "takes control of" a character, location or attachment you
    # control; then gain 2 gold
    Script(
        "15037",
        abilities=(
            Ability(
                "action",
                "give an opponent control of a card you control, then gain 2 gold",
                _give_control_then_gold,
                targets=(choose(_YOUR_CARD, "a character, location, or attachment you control"),),
                choices=OPPONENT_CHOICES,
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Champion's Favor: kneel attached character to give a participating non-Lady character
    # +X STR until the end of the challenge (Lady character only: framework)
    Script(
        "15038",
        abilities=(
            Ability(
                "action",
                "kneel attached character to give a participating non-Lady character +X STR",
                _favor,
                costs=(costs.kneel_attached(),),
                targets=(
                    Target(_participating_non_lady, what="a participating non-Lady character"),
                ),
            ),
        ),
    ),
)
