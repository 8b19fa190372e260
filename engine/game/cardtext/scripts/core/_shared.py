"""core: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, EffectFn, Prim, Target, Use
from engine.game.cardtext.vocab import (
    Limit,
    Script,
    Spec,
    card_test,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, icons

_UNOPPOSED_WITH_SELF = on.won_challenge(unopposed=True, self_participating=True)


def _first_player(st: GameState, seat: int) -> bool:
    return st.first == seat


def _loser(st: GameState, use: Use) -> int:
    """The opponent who lost the challenge a reaction answers (before the check has found
    it, as when the engine lists offers: the joust opponent)."""
    if use.answers is not None:
        return int(use.answers.get("loser"))
    return st.other(use.seat)


CHALLENGE_TYPES = ("military", "intrigue", "power")


def _used_plots(st: GameState, seat: int) -> int:
    return len(st.players[seat].used)


def _gain_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(use.source, use.chosen, "phase")]


def _target_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    target = use.targets[0]
    if use.choice not in icons(st, target):  # nothing to lose: no change ([R-ABIL-7])
        raise RuleError("R-ABIL-7", f"{target} has no {use.choice} icon to lose")
    return [primitives.icon(target, use.choice, "phase", lose=True)]


def _paramour_declared(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _must_defend(st: GameState, use: Use) -> list[Prim]:
    return [primitives.lasting("must", "challenge", card=cid, name="defend") for cid in use.targets]


def _look_at_top_2(st: GameState, use: Use) -> list[Prim]:
    """Up to 1 of the top 2 cards to hand, the others to the bottom: the cards are a chance
    outcome the log states as ``move`` primitives (to "hand"; to "deck" with "bottom")."""
    deck = st.players[use.seat].deck
    due = min(2, len(deck))
    if use.offering:  # the engine offers the use: the top cards, the first one kept
        top = deck[::-1][:due]
        return [primitives.move(c, "hand") for c in top[:1]] + [
            primitives.move(c, "deck", bottom=True) for c in top[1:]
        ]
    stated = use.outcome("move")
    looked = [str(p.get("card")) for p in stated]
    kept = [p for p in stated if p.get("to") == "hand" and not p.get("bottom")]
    problem = None
    if len(set(looked)) != due or len(looked) != due or not set(looked) <= set(deck):
        problem = f"name the top {due} card(s) of your deck"
    elif len(kept) > 1 or len(kept) + sum(_to_bottom(p) for p in stated) != due:
        problem = "up to 1 to your hand, the others on the bottom of your deck"
    elif st.players[use.seat].deck_known and set(looked) != set(deck[::-1][:due]):
        problem = "these are not the top cards of your deck"
    if problem is not None:
        raise RuleError("R-EFFECT-1", f"the text looks at the top {due} card(s): {problem}")
    return [dict(p) for p in stated]


def _to_bottom(prim: Prim) -> bool:
    return prim.get("to") == "deck" and prim.get("bottom") is True and len(prim) == 4


def _loses_every_icon(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.icon(cid, icon, "phase", lose=True)
        for cid in use.targets
        for icon in CHALLENGE_TYPES
    ]


_MAX_1_PER_CHALLENGE = Limit(1, "challenge", by_title=True)


_WON_MILITARY_BY_5_ATTACKING = on.won_challenge("military", attacking=True, margin=5)


def of_losing_opponent(spec: Spec, what: str) -> Target:
    """ "Choose <spec> controlled by the losing opponent" (of the challenge the ability
    answers)."""

    def test(st: GameState, use: Use, cid: str) -> bool:
        loser = None if use.answers is None else use.answers.get("loser")
        return spec(st, use.seat, use.source, cid) and st.cards[cid].controller == loser

    return Target(test, 1, 1, what)


def _icon_attachment(code: str, icon: str) -> Script:
    """ "Attached character gains an [icon] icon"."""
    return Script(code, constants=(constants.on_attached("icon", icon),))


NIGHTS_WATCH = "thenightswatch"


# "At the end of the phase, if that card is still in play, return it to your hand."
_RETURN_AT_THE_END_OF_THE_PHASE = effects.lasting(
    "at_end", until="phase", target="targets", name="return_to_hand"
)


_STORMBORN_YOURS = card_test(type="character", traits=("Stormborn",), controller="you")


def _minus_str_killed_at_zero(amount: int) -> EffectFn:
    """ "Until the end of the phase, that character gets -N STR and is killed if its STR
    is 0"."""

    def run(st: GameState, use: Use) -> list[Prim]:
        found: list[Prim] = []
        for cid in use.targets:
            found.append(primitives.strength(cid, -amount, "phase"))
            found.append(primitives.lasting("kill_at_zero", "phase", card=cid))  # fmt: skip
        return found

    return run


def _pair(partner: str, icon: str) -> tuple[Constant, ...]:
    """Left and Right: "While you control <partner>, +1 STR, gains <icon>, and does not kneel
    when declared as a defender"."""
    when = constants.controls_named(partner)
    return (
        constants.on_self("str", value=1, when=when),
        constants.on_self("icon", icon, when=when),
        constants.on_self("no_kneel", "defender", when=when),
    )
