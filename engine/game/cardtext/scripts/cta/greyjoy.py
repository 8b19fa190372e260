"""CtA, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import EffectFn, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
    effects,
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
_YOUR_GREYJOY = card_test(type="character", controller="you", faction="greyjoy")
_CHARACTER = card_test(type="character")
_GREYJOY = card_test(type="character", faction="greyjoy")


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


def _keyword_on_each(lose: bool) -> EffectFn:
    """Ours is the Old Way, until the end of the phase: each [greyjoy] character you control
    gains stealth, or each non-[greyjoy] character loses stealth (the characters in play as
    it resolves: docs/decisions/card-text-cta.md)."""

    def run(st: GameState, use: Use) -> list[Prim]:
        if not lose:
            found = in_play_matching(st, _YOUR_GREYJOY, use.seat, use.source)
            return [primitives.keyword(cid, "stealth", "phase") for cid in found]
        greyjoy = set(in_play_matching(st, _GREYJOY, use.seat, use.source))
        return [
            primitives.keyword(cid, "stealth", "phase", lose=True)
            for cid in in_play_matching(st, _CHARACTER, use.seat, use.source)
            if cid not in greyjoy
        ]

    return run


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
    # Ours is the Old Way: challenges action, until the end of the phase "either" your
    # [greyjoy] characters gain stealth, or each non-[greyjoy] character loses it
    Script(
        "04032",
        abilities=(
            Ability(
                "action",
                "either your greyjoy characters gain stealth, or non-greyjoy characters lose "
                "it, until the end of the phase",
                effects.either(gain=_keyword_on_each(False), lose=_keyword_on_each(True)),
                phase="challenges",
                choices=("gain", "lose"),
            ),
        ),
    ),
)
