"""GoH, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    constants,
    effects,
    triggers,
)
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import CardInst, GameState


def _characters_in_your_dead_pile(st: GameState, inst: CardInst) -> int:
    """ "+1 STR for each character in your dead pile" (its controller's)."""
    cards = st.cards
    return sum(1 for c in st.players[inst.controller].dead if cards[c].card.type == "character")


def _to_an_opponent(st: GameState, use: Use) -> list[Prim]:
    """ "give control of it to an opponent" (the opponent chosen in ``choice``)."""
    seat = effects.chosen_opponent(st, use)
    return [primitives.take_control(use.source, SEATS[seat])]


def _top_dead_characters(st: GameState, use: Use) -> list[Prim]:
    """ "Put the top character in each player's dead pile into play": the character placed
    there last (the pile's top, [R-DEAD-2], [R-DEAD-6]), under its owner's control; none for
    a player whose top character cannot enter play now (a unique with another copy in the
    dead pile, [R-DEAD-3]). In player order ([R-ORDER-1])."""
    cards, found = st.cards, []
    for index in st.order():
        dead = [c for c in st.players[index].dead if cards[c].card.type == "character"]
        if dead and can_enter_play(st, dead[-1], index):
            found.append(effects.entering(st, dead[-1], index))
    return found


register(
    # Silent Sisters: +1 STR for each character in your dead pile
    Script("04097", constants=(constants.on_self("str", value=_characters_in_your_dead_pile),)),
    # Quiet as a Shadow: a unique character with printed cost 3 or lower gains stealth until
    # the end of the phase
    Script(
        "04099",
        abilities=(
            Ability(
                "action",
                "a unique character with printed cost 3 or lower gains stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                targets=(
                    choose(
                        card_test(type="character", unique=True, max_printed_cost=3),
                        "a unique character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
    # The Frostfangs: after it enters play, give control of it to an opponent (-1 Reserve:
    # framework, for its controller)
    Script(
        "04098",
        abilities=(
            Ability(
                "reaction",
                "after The Frostfangs enters play, give control of it to an opponent",
                _to_an_opponent,
                trigger=triggers.entered_play(),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Ghosts of Harrenhal: when revealed, the top character of each dead pile enters play
    Script(
        "04100",
        abilities=(
            Ability(
                "when_revealed",
                "put the top character in each player's dead pile into play",
                _top_dead_characters,
            ),
        ),
    ),
)
