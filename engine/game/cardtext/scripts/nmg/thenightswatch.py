"""NMG, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

NW = "thenightswatch"
_NW_LOCATION_OR_ATTACHMENT = card_test(
    type=("location", "attachment"), controller="you", faction=NW, kneeling=False
)
_YOUR_STANDING_RANGER = card_test(
    type="character", controller="you", traits=("Ranger",), kneeling=False
)


def _in_a_military_challenge(st: GameState, use: Use) -> str | None:
    """ "Play only during a [military] challenge"."""
    ch = st.challenge
    if ch is None or ch.resolved or ch.type != "military":
        return "play only during a military challenge"
    return None


def _kill_each_attacker(st: GameState, use: Use) -> list[Prim]:
    ch = st.challenge
    assert ch is not None  # the play restriction
    return [primitives.kill(cid) for cid in rules.attacking(st, ch)]


def _challenges_against(st: GameState, seat: int) -> int:
    """How many challenges were initiated against ``seat`` this phase (the one in progress
    included): in a joust every challenge of the opponent, in a melee those naming it."""
    others = [p for p in st.players if p.index != seat]
    if st.melee:
        return sum(p.challenged.count(seat) for p in others)
    return sum(len(p.challenges) for p in others)


def _first_against_you_unwinnable(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "You cannot lose (and your opponent cannot win) the first challenge initiated against
    you each phase": the attacker of that challenge cannot win it (``cannot`` ``win``)."""
    ch, you = st.challenge, inst.controller
    if ch is None or ch.defender != you or _challenges_against(st, you) != 1:
        return []
    return [Contribution("cannot", ch.attacker, 1, "win", inst.id)]


register(
    # For the Watch!: the first challenge initiated against you each phase has no winner
    # unless you win it
    Script(
        "02067",
        constants=(constants.constant("cannot", _first_against_you_unwinnable, names="win"),),
    ),
    # Halder: kneel a [nw] location or attachment: a [nw] character +1 STR this phase
    # (No attachments except Weapon: framework)
    Script(
        "02065",
        abilities=(
            Ability(
                "action",
                "kneel a Night's Watch location or attachment: a Night's Watch character +1 STR",
                effects.on_targets("strength", amount=1, until="phase"),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _NW_LOCATION_OR_ATTACHMENT,
                        "a standing Night's Watch location or attachment you control",
                    ),
                ),
                targets=(
                    choose(card_test(type="character", faction=NW), "a Night's Watch character"),
                ),
            ),
        ),
    ),
    # The Watcher on the Walls: in a [military] challenge, kneel 2 Rangers: kill each attacker
    Script(
        "02066",
        abilities=(
            Ability(
                "action",
                "kneel 2 Ranger characters to kill each attacking character",
                _kill_each_attacker,
                phase="challenges",
                condition=_in_a_military_challenge,
                costs=(
                    costs.choose_and(
                        "kneel",
                        _YOUR_STANDING_RANGER,
                        "2 standing Ranger characters you control",
                        count=2,
                    ),
                ),
            ),
        ),
    ),
)
