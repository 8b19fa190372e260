"""CoW, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
    triggers,
)
from engine.game.cardtext.vocab.cards import trait_search_top
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _famine(st: GameState, inst: CardInst) -> list[Contribution]:
    """Famine: each opponent's characters cost 1 more to marshal."""
    return [
        Contribution("cost", p.index, 1, "character", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


register(
    # Famine: "Increase the cost for each opponent" to marshal each character by 1
    Script("02100", constants=(constants.constant("cost", _famine, names="character"),)),
    # Street of Steel: after you win a [military] challenge, kneel your faction card to
    # search the top 10 cards for a Weapon or Item attachment; shuffle
    Script(
        "02097",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge, kneel your faction card to search "
                "the top 10 cards for a Weapon or Item attachment",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.won_challenge("military"),
                costs=(costs.kneel_faction(),),
                targets=(trait_search_top(("attachment",), ("Weapon", "Item")),),
            ),
        ),
    ),
    # The Eyrie: "After a phase begins", kneel it: a character cannot be killed this phase
    Script(
        "02098",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, kneel The Eyrie: a character cannot be killed this phase",
                effects.lasting("cannot", until="phase", target="targets", name="be_killed"),
                trigger=triggers.happened("phase_began"),
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
