"""Andrik the Unsmiling (12008, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError


def _andrik_target(st: GameState, use: Use, cid: str) -> bool:
    """ "A non-limited location or attachment in the losing opponent's discard pile"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "discard"
        and inst.owner == loser
        and inst.card.type in ("location", "attachment")
        and not inst.card.keywords.limited
    )


def _discard_a_copy(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 copy of that card from play" (which copy, when several: stated as the
    ``discard`` effect; offered: the first)."""
    for cid in use.targets:
        name = st.cards[cid].card.name
        copies = [
            c
            for p in st.players
            for host in p.in_play
            for c in (host, *st.cards[host].attachments)
            if st.cards[c].card.name == name
        ]
        if not copies:
            return []
        stated = [p.get("card") for p in use.outcome("discard")]
        if use.offering or len(copies) == 1:
            return [primitives.discard(copies[0])]
        if len(stated) != 1 or stated[0] not in copies:
            raise RuleError("R-EFFECT-1", f"name the copy of {name} discarded (discard)")
        return [primitives.discard(str(stated[0]))]
    return []


register(
    # Andrik the Unsmiling: pillage (framework); after his pillage, discard from play a copy
    # of a location or attachment in the loser's discard pile
    Script(
        "12008",
        abilities=(
            Ability(
                "reaction",
                "after Andrik discards a card using pillage, discard from play a copy of a "
                "location or attachment in the loser's discard pile",
                _discard_a_copy,
                trigger=on.self_happened("pillaged"),
                targets=(
                    Target(
                        _andrik_target,
                        what="a non-limited location or attachment in the loser's discard pile",
                    ),
                ),
            ),
        ),
    ),
)
