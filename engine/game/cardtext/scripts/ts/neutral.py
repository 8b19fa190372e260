"""TS, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, effects, triggers
from engine.game.cardtext.vocab.cards import card_test, choose, trait_search_top
from engine.game.logformat import primitives
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_DRAW_1 = effects.draw(1)
_ANY_TYPE = ("character", "attachment", "location", "event")
_ALLY_OR_COMPANION_IN_TOP_5 = Target(
    trait_search_top(_ANY_TYPE, ("Ally", "Companion"), 5).test,
    0,
    1,
    "an Ally or Companion card in the top 5 cards of your deck",
)


def _blank_non_scheme_plots(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While it is not the plot phase", each revealed non-Scheme plot's text box is blank
    (its printed Traits: the card data, so no Trait is read through a blank card)."""
    if st.phase == "plot":
        return []
    cards = st.cards
    return [
        Contribution("blank", p.revealed, 1, "", inst.id)
        for p in st.players
        if p.revealed is not None and not cards[p.revealed].card.has_trait("Scheme")
    ]


def _character_in_your_dead_pile(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "dead" and inst.owner == use.seat and inst.card.type == "character"


def _close_call(st: GameState, use: Use) -> list[Prim]:
    """Move the character to the discard pile; "then", with no Winter plot revealed, draw 1
    (with no character in the dead pile nothing resolves: [R-TARGET-3], [R-THEN-3])."""
    moved: list[Prim] = [primitives.move(cid, "discard") for cid in use.targets]
    if revealed_with_trait(st, "Winter"):
        return moved
    return [*moved, *_DRAW_1(st, use)]


register(
    # Maester's Chain: kneel it "to choose a Condition attachment, and discard it from play"
    # (the Maester restriction: framework)
    Script(
        "02117",
        abilities=(
            Ability(
                "action",
                "kneel Maester's Chain to discard a Condition attachment from play",
                effects.on_targets("discard"),
                phase="dominance",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="attachment", traits=("Condition",)),
                        "a Condition attachment",
                    ),
                ),
            ),
        ),
    ),
    # Street of Silk: after you win a challenge with a participating Lord or Lady, kneel your
    # faction card to search the top 5 cards for an Ally or Companion card; shuffle
    Script(
        "02118",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a participating Lord or Lady, kneel your "
                "faction card to search the top 5 cards for an Ally or Companion card",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.won_challenge(
                    participant=card_test(
                        type="character", controller="you", traits=("Lord", "Lady")
                    )
                ),
                costs=(costs.kneel_faction(),),
                targets=(_ALLY_OR_COMPANION_IN_TOP_5,),
            ),
        ),
    ),
    # Forgotten Plans: outside the plot phase, each revealed non-Scheme plot is blank
    Script("02119", constants=(constants.constant("blank", _blank_non_scheme_plots),)),
    # Close Call: a character from your dead pile to your discard pile, then draw 1 unless a
    # Winter plot is revealed
    Script(
        "02120",
        abilities=(
            Ability(
                "when_revealed",
                "move a character from your dead pile to your discard pile, then draw 1",
                _close_call,
                targets=(
                    Target(_character_in_your_dead_pile, 1, 1, "a character in your dead pile"),
                ),
            ),
        ),
    ),
)
