"""Balon Greyjoy (04031, CtA, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
    in_play_matching,
)
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.state.model import CardInst, GameState

_OPPONENTS_KING = card_test(type="character", controller="opponent", traits=("King",))


_YOUR_GREYJOY_LOCATION = card_test(
    type="location", faction="greyjoy", controller="you", kneeling=False
)


_YOUR_LOYAL = card_test(type="character", controller="you", loyal=True)


def _defender_without_king(st: GameState, inst: CardInst) -> bool:
    """ "against an opponent who does not control a King character": the defending player;
    attackers kneel as the challenge is declared, before it exists: in a joust, the one
    opponent (as Ser Gregor's Marauders' "against an opponent with fewer cards", 10029)."""
    ch = st.challenge
    if ch is not None and ch.attacker == inst.controller:
        defender = ch.defender
    else:
        others = [p.index for p in st.players if p.index != inst.controller and not p.eliminated]
        if len(others) != 1:
            return False
        defender = others[0]
    kings = in_play_matching(st, _OPPONENTS_KING, inst.controller, inst.id)
    return not any(st.cards[cid].controller == defender for cid in kings)


def _loyal_get_1_str(st: GameState, use: Use) -> list[Prim]:
    """ "give each loyal character you control +1 STR until the end of the challenge": the
    loyal characters you control as it resolves."""
    return [
        primitives.strength(cid, 1, "challenge")
        for cid in in_play_matching(st, _YOUR_LOYAL, use.seat, use.source)
    ]


register(
    # Balon Greyjoy (04031): does not kneel attacking in [military] "against an opponent who
    # does not control a King character"; kneel a [greyjoy] location: each loyal character
    # you control +1 STR until the end of the challenge (limit once per challenge; renown:
    # framework)
    Script(
        "04031",
        constants=(
            constants.on_self("no_kneel", "attacker:military", when=_defender_without_king),
        ),
        abilities=(
            Ability(
                "action",
                "kneel a greyjoy location: each loyal character you control gets +1 STR "
                "until the end of the challenge",
                _loyal_get_1_str,
                condition=during_challenge,
                costs=(
                    costs.choose_and(
                        "kneel",
                        _YOUR_GREYJOY_LOCATION,
                        "a standing [greyjoy] location you control",
                        offer_first=True,
                    ),
                ),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
)
