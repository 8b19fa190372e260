"""AtSK, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, costs, effects
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_LOCATION = card_test(type="location")


def _non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location" (the printed keyword)."""
    return _LOCATION(st, use.seat, use.source, cid) and not st.cards[cid].card.keywords.limited


def _no_gold_bonus(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Characters and locations do not provide positive gold modifiers" (read by
    ``plot_value`` for every player's income)."""
    return [Contribution("no_gold_bonus", None, 1, "", inst.id)]


def _revealed_non_riddle(st: GameState, use: Use, cid: str) -> bool:
    """ "a revealed non-Riddle plot card" with a When Revealed ability to initiate (its Traits
    now: it is in play)."""
    inst = st.cards[cid]
    return (
        inst.zone == "plot"
        and inst.card.type == "plot"
        and cid != use.source
        and not has_trait(st, cid, "Riddle")
        and "When Revealed" in inst.card.text
    )


register(
    # Pyromancers: dominance action, kneel them and discard 1 faction power to discard "a
    # non-limited location" from play
    Script(
        "04018",
        abilities=(
            Ability(
                "action",
                "kneel Pyromancers, discard 1 faction power: discard a non-limited location",
                effects.on_targets("discard"),
                phase="dominance",
                costs=(costs.kneel_self(), costs.discard_faction_power(1)),
                targets=(Target(_non_limited_location, what="a non-limited location"),),
            ),
        ),
    ),
    # Rains of Autumn: characters and locations give no "positive gold modifiers"
    Script("04019", constants=(constants.constant("no_gold_bonus", _no_gold_bonus),)),
    # Varys's Riddle: "Initiate the when revealed ability on a revealed non-Riddle plot card
    # as if you had just revealed it"
    Script(
        "04020",
        abilities=(
            Ability(
                "when_revealed",
                "initiate the when revealed ability of a revealed non-Riddle plot as yours",
                effects.when_revealed_as_targets,
                targets=(
                    Target(
                        _revealed_non_riddle,
                        what="a revealed non-Riddle plot card with a When Revealed ability",
                    ),
                ),
            ),
        ),
    ),
)
