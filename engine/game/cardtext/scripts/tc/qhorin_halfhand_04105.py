"""Qhorin Halfhand (04105, TC, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState, strength


def _weaker_non_unique_of_the_loser(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-unique character with lower STR than his controlled by the losing opponent"
    (both STR read as the target is chosen)."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character" or inst.card.unique:
        return False
    if use.answers is None or inst.controller != use.answers.get("loser"):
        return False
    return strength(st, cid) < strength(st, use.source)


register(
    # Qhorin Halfhand: after you win a [military] challenge he participates in, kill a
    # non-unique character "with lower STR than his" the loser controls (renown, No
    # attachments except Weapon: framework)
    Script(
        "04105",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge with Qhorin Halfhand, kill a non-unique "
                "character of the loser with lower STR than his",
                effects.on_targets("kill"),
                trigger=triggers.won_challenge("military", self_participating=True),
                targets=(
                    Target(
                        _weaker_non_unique_of_the_loser,
                        what="a non-unique character of the losing opponent with lower STR",
                    ),
                ),
            ),
        ),
    ),
)
