"""Doreah (04033, CtA, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants
from engine.game.state.model import CardInst, GameState


def _lord_or_lady_participates(st: GameState, inst: CardInst) -> bool:
    """ "During a challenge in which you control a participating Lord or Lady character"."""
    spec = card_test(type="character", controller="you", traits=("Lord", "Lady"),
                     participating=True)  # fmt: skip
    ch = st.challenge
    return ch is not None and any(
        spec(st, inst.controller, inst.id, cid) for cid in (*ch.attackers, *ch.defenders)
    )


register(
    # Doreah: insight during a challenge with a participating Lord or Lady of yours
    Script(
        "04033",
        constants=(constants.on_self("keyword", "insight", when=_lord_or_lady_participates),),
    ),
)
