"""As Hard as Winter (03022, WotN, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
)
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.effects import entering
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.model import GameState


def _winter_in_used_pile(st: GameState, use: Use) -> str | None:
    used = st.players[use.seat].used
    if any(has_trait(st, cid, "Winter") for cid in used):
        return None
    return "play only if there is a Winter plot card in your used pile"


def _stark_no_dearer_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """A [stark] character in your hand with printed cost equal to or lower than the one
    sacrificed or killed."""
    inst = st.cards[cid]
    left = use.answers.card if use.answers is not None else None
    most = st.cards[left].card.cost or 0 if left is not None else -1
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and of_faction(st, inst.id, "stark")
        and (inst.card.cost or 0) <= most
        and can_enter_play(st, cid, use.seat)
    )


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [entering(st, cid, use.seat) for cid in use.targets]


register(
    # As Hard as Winter: a [stark] character left play: one no dearer from your hand
    Script(
        "03022",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, put a Stark "
                "character with equal or lower printed cost into play from your hand",
                _into_play,
                trigger=card_left(
                    ("killed", "sacrificed"), card_test(type="character", faction="stark")
                ),
                condition=_winter_in_used_pile,
                targets=(
                    Target(
                        _stark_no_dearer_in_hand,
                        what="a Stark character in your hand with equal or lower printed cost",
                    ),
                ),
            ),
        ),
    ),
)
