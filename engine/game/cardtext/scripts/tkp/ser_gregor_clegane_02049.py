"""Ser Gregor Clegane (02049, TKP, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _pillaged_character(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Ser Gregor Clegane discards a character using pillage"."""
    return (
        h.kind == "pillaged"
        and h.card == use.source
        and any(st.cards[c].card.type == "character" for c in h.get("cards", ()))
    )


def _same_printed_cost(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with printed cost equal to that card's printed cost"."""
    if use.answers is None:
        return False  # (no pillage answered yet: nothing to compare with)
    pillaged = [c for c in use.answers.get("cards", ()) if st.cards[c].card.type == "character"]
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and bool(pillaged)
        and inst.card.cost == st.cards[pillaged[0]].card.cost
    )


def _to_dead_then_kill(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    found: list[Prim] = [
        primitives.move(c, "dead")
        for c in use.answers.get("cards", ())
        if st.cards[c].card.type == "character"
    ]
    return found + [primitives.kill(cid) for cid in use.targets]


register(
    # Ser Gregor Clegane: the character he pillages goes to the dead pile; then he may kill
    # a character with the same printed cost
    Script(
        "02049",
        abilities=(
            Ability(
                "reaction",
                "after he pillages a character, it goes to the dead pile; kill one that costs "
                "the same",
                _to_dead_then_kill,
                trigger=_pillaged_character,
                targets=(
                    Target(_same_printed_cost, 0, 1, "a character with the same printed cost"),
                ),
            ),
        ),
    ),
)
