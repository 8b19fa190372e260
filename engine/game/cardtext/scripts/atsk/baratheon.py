"""AtSK, baratheon: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState, RuleError


def _summer_or_winter_revealed(st: GameState, use: Use) -> str | None:
    """ "if there is a Summer or Winter plot card revealed"."""
    if revealed_with_trait(st, "Summer") or revealed_with_trait(st, "Winter"):
        return None
    return "no Summer or Winter plot card is revealed"


def _discard_the_named_card(st: GameState, use: Use) -> list[Prim]:
    """ "name a card" (``choice``: a card title); the losing opponent reveals his or her hand
    and discards each card with that name."""
    if not use.choice:
        raise RuleError("R-EFFECT-1", "name a card (field 'choice': a card title)")
    assert use.answers is not None
    loser = int(use.answers.get("loser"))
    hand = list(st.players[loser].hand)
    found: list[Prim] = [primitives.reveal(SEATS[loser], hand, from_="hand")]
    return found + [
        primitives.discard(cid) for cid in hand if st.cards[cid].card.name == use.choice
    ]


register(
    # White Raven: forced, "After you lose a [power] challenge", sacrifice it; after you win
    # dominance with a Summer or Winter plot revealed, 1 power for your faction
    Script(
        "04008",
        abilities=(
            Ability(
                "forced",
                "after you lose a power challenge, sacrifice White Raven",
                effects.on_self("sacrifice"),
                trigger=triggers.lost_challenge("power"),
            ),
            Ability(
                "reaction",
                "after you win dominance with a Summer or Winter plot revealed, gain 1 power",
                effects.gain_power_faction(1),
                trigger=triggers.happened("dominance_won", yours=True),
                condition=_summer_or_winter_revealed,
            ),
        ),
    ),
    # Ruby of R'hllor: after you win an [intrigue] challenge "in which attached character is
    # attacking", name a card: the loser reveals his or her hand and discards each copy
    Script(
        "04009",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge attacking with the attached character, "
                "name a card: the loser discards each card of that name from hand",
                _discard_the_named_card,
                trigger=triggers.won_challenge(
                    "intrigue", attacking=True, attached_participating=True
                ),
            ),
        ),
    ),
)
