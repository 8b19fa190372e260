"""FFH, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _bottom_card_to_hand(st: GameState, use: Use) -> list[Prim]:
    """ "add the bottom card of your deck to your hand": a chance outcome unless the deck's
    order is known, the log states it as a ``move`` to the hand (the bottom is the deck
    list's start)."""
    player = st.players[use.seat]
    if not player.deck:
        raise RuleError("R-ABIL-7", "the deck is empty: nothing to add to the hand")
    pool = [player.deck[0]] if player.deck_known else list(player.deck)
    card = effects.chance_card(use, "move", pool, "the bottom card of your deck")
    return [primitives.move(card, "hand")]


@answering("pillaged")
def _attached_pillaged_attachment_or_location(st: GameState, use: Use, h: Happening) -> bool:
    """ "After an attachment or location is discarded using pillage" by attached character
    (the ``pillaged`` happening names the pillaging character and the cards discarded)."""
    host = st.cards[use.source].host
    if h.kind != "pillaged" or host is None or h.card != host:
        return False
    return any(st.cards[c].card.type in ("attachment", "location") for c in h.get("cards", ()))


register(
    # Lordsport Fisherman: "After you marshal Lordsport Fisherman", the bottom card of your
    # deck to your hand
    Script(
        "04051",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Lordsport Fisherman, add the bottom card of your deck to hand",
                _bottom_card_to_hand,
                trigger=triggers.entered_play(how="marshal"),
                chance=True,
            ),
        ),
    ),
    # King of Salt and Rock: attached character "gains the King trait and pillage"; it gains
    # 1 power after an attachment or location is discarded using pillage ("Ironborn
    # character only": framework)
    Script(
        "04052",
        constants=(
            constants.on_attached("trait", "King"),
            constants.on_attached("keyword", "pillage"),
        ),
        abilities=(
            Ability(
                "reaction",
                "after an attachment or location is discarded using pillage, attached "
                "character gains 1 power",
                effects.on_attached("gain_power", amount=1),
                trigger=_attached_pillaged_attachment_or_location,
            ),
        ),
    ),
)
