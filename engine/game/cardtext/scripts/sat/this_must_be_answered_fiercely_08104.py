"""This Must Be Answered Fiercely! (08104, SAT, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _three_attackers_against_you(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "challenge_initiated"
        and h.get("defender") == use.seat
        and len(h.get("attackers", ())) >= 3
    )


def _tyrell_character_in_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and of_faction(st, inst.id, "tyrell")
        and can_enter_play(st, cid, use.seat)
    )


def _put_found_into_play(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle_deck(SEATS[use.seat])]


register(
    # This Must Be Answered Fiercely!: 3 or more attackers against you: a [tyrell]
    # character from your deck into play, then shuffle
    Script(
        "08104",
        abilities=(
            Ability(
                "reaction",
                "after 3 or more attackers are declared against you, put a Tyrell character "
                "from your deck into play",
                _put_found_into_play,
                trigger=_three_attackers_against_you,
                targets=(
                    Target(_tyrell_character_in_deck, 0, 1, "a Tyrell character in your deck"),
                ),
            ),
        ),
    ),
)
