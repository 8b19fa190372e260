"""SoD, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _alone_contribute_nothing(st: GameState, inst: CardInst) -> list[Contribution]:
    """Grand Melee: a character "attacking or defending alone" does not contribute its STR
    to the challenge (the attackers include those card text considers attacking)."""
    ch = st.challenge
    if ch is None:
        return []
    alone = [side for side in (rules.attacking(st, ch), list(ch.defenders)) if len(side) == 1]
    return [Contribution("no_str", side[0], 0, "", inst.id) for side in alone]


@answering("challenge_initiated")
def _self_declared_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this card> is declared as an attacker"."""
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _joins_the_attack_knelt(st: GameState, use: Use) -> list[Prim]:
    """Val: the chosen character enters play knelt, "participating as an attacker"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat, knelt=True))
        found.append(primitives.participate(cid, "attacker"))
    return found


@answering("drawn")
def _opponent_drew(st: GameState, use: Use, h: Happening) -> bool:
    """ "After an opponent draws 1 or more cards" (one ``drawn`` happening per card)."""
    return h.kind == "drawn" and h.seat is not None and h.seat != use.seat


def _not_the_draw_phase(st: GameState, use: Use) -> str | None:
    return "only if it is not the draw phase" if st.phase == "draw" else None


def _draw_that_many(st: GameState, use: Use) -> list[Prim]:
    """ "draw that many cards": the cards the opponent drew by the event the reaction
    answers (its ``drawn`` happenings share that event's number)."""
    h = triggers.open_answer(st, use)
    if h is None:
        return []
    many = sum(1 for d in st.happened if d.kind == "drawn" and d.seat == h.seat and d.seq == h.seq)
    return effects.seat_draws(st, use, use.seat, many)


_LOCATION_OR_ATTACHMENT = card_test(type=("location", "attachment"))
_CHEAP_WILDLING_IN_HAND = card_test(
    type="character", controller="you", traits=("Wildling",), max_printed_cost=4, zone="hand"
)
_KNEELING_STR_1 = card_test(type="character", kneeling=True, max_printed_str=1)

register(
    # 10040 Septon Meribald: kneel him to stand up to 3 characters "with printed STR 1 or
    # lower" (kneeling ones: standing a standing one changes nothing, [R-ABIL-7]), once per
    # round
    Script(
        "10040",
        abilities=(
            Ability(
                "action",
                "kneel Septon Meribald to stand up to 3 characters with printed STR 1 or lower",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        _KNEELING_STR_1, "a kneeling character with printed STR 1 or lower", high=3
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # 10039 Val: after she is declared as an attacker, a Wildling character with printed
    # cost 4 or lower from your hand enters play knelt, "participating as an attacker"
    Script(
        "10039",
        abilities=(
            Ability(
                "reaction",
                "after Val is declared as an attacker, put a Wildling character with printed "
                "cost 4 or lower into play from your hand knelt, attacking",
                _joins_the_attack_knelt,
                trigger=_self_declared_attacking,
                targets=(
                    choose(
                        _CHEAP_WILDLING_IN_HAND,
                        "a Wildling character with printed cost 4 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
    # 10041 Oldtown Scholar: after an opponent draws, "if it is not the draw phase", kneel
    # him to draw that many cards
    Script(
        "10041",
        abilities=(
            Ability(
                "reaction",
                "after an opponent draws 1 or more cards outside the draw phase, kneel "
                "Oldtown Scholar to draw that many cards",
                _draw_that_many,
                trigger=_opponent_drew,
                condition=_not_the_draw_phase,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # 10043 Brother's Robes: after attached character is knelt, a location or attachment is
    # treated as blank until the end of the phase (its Traits kept: [R-BLANK-1..4])
    # (The Seven character only: framework)
    Script(
        "10043",
        abilities=(
            Ability(
                "reaction",
                "after attached character is knelt, blank a location or attachment until "
                "the end of the phase",
                effects.lasting("blank", until="phase", target="targets"),
                trigger=triggers.attached_happened("knelt"),
                targets=(choose(_LOCATION_OR_ATTACHMENT, "a location or attachment"),),
            ),
        ),
    ),
    # 10051 Grand Melee: a character attacking or defending alone contributes no STR
    Script("10051", constants=(constants.constant("no_str", _alone_contribute_nothing),)),
)
