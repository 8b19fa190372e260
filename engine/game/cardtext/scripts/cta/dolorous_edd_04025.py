"""Dolorous Edd (04025, CtA, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_RETURN = "return_to_hand"


def _defending_an_intrigue_challenge(st: GameState, use: Use) -> str | None:
    """ "During an [intrigue] challenge in which you are the defending player"."""
    ch = st.challenge
    if ch is None or ch.resolved or ch.type != "intrigue":
        return "only during an intrigue challenge"
    return None if ch.defender == use.seat else "only while you are the defending player"


def _edd_defends(st: GameState, use: Use) -> list[Prim]:
    """Put him into play from your hand knelt, participating as a defender; the lasting
    ``if_won`` remembers, for this challenge, that he may return to your hand."""
    edd = use.source
    return [
        effects.entering(st, edd, use.seat),
        primitives.kneel(edd),
        primitives.participate(edd, "defender"),
        primitives.lasting("if_won", "challenge", card=edd, name=_RETURN),
    ]


def _put_in_by_his_action(st: GameState, use: Use) -> str | None:
    """ "If you win the challenge, you may return him": only in the challenge his action put
    him into, while he stays in play."""
    for e in st.lasting:
        c = e.contribution
        if c.kind == "if_won" and c.target == use.source and c.name == _RETURN:
            return None
    return "Dolorous Edd was not put into this challenge by his action"


register(
    # Dolorous Edd: during an [intrigue] challenge you defend, kneel your faction card to put
    # him into play from your hand "knelt, participating as a defender"; if you win, you may
    # return him to your hand
    Script(
        "04025",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: put Dolorous Edd into play knelt, defending",
                _edd_defends,
                condition=_defending_an_intrigue_challenge,
                costs=(costs.kneel_faction(),),
                from_zones=("hand",),
            ),
            Ability(
                "reaction",
                "if you win the challenge, you may return Dolorous Edd to your hand",
                effects.on_self(_RETURN),
                trigger=triggers.won_challenge(attacking=False),
                condition=_put_in_by_his_action,
            ),
        ),
    ),
)
