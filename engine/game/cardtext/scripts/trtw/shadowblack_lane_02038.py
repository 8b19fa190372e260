"""Shadowblack Lane (02038, TRtW, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.state.model import GameState

_TOP_10_EVENTS = card_search(("event",), 10)


def _in_faction_event(st: GameState, use: Use, cid: str) -> bool:
    """An event of the user's faction (printed: the card is in the deck) in the top 10."""
    faction = st.players[use.seat].faction
    return st.cards[cid].card.faction == faction and _TOP_10_EVENTS.test(st, use, cid)


register(
    # 02038 Shadowblack Lane: after you win an [intrigue] challenge, kneel your faction card
    # to search the top 10 for an in-faction event; shuffle
    Script(
        "02038",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, kneel your faction card to search the "
                "top 10 cards of your deck for an in-faction event; shuffle",
                effects.found_to_hand_and_shuffle,
                trigger=on.won_challenge("intrigue"),
                costs=(costs.kneel_faction(),),
                targets=(Target(_in_faction_event, 0, 1, "an in-faction event in the top 10"),),
            ),
        ),
    ),
)
