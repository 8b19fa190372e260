"""The Houses of Thorns, the Greyjoy, Lannister, Martell and Targaryen cards of the standalone
decks (09028-09037). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_KNIGHT_WITHOUT_ATTACHMENTS = card_test(
    type="character", traits=("Knight",), without_attachments=True
)


def _opponents_character_milled(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is discarded from an opponent's deck"."""
    return (
        h.kind == "discarded_from_deck"
        and h.seat != use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
    )


def _lost_by_5(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you lose a challenge by 5 or more STR"."""
    return h.kind == "challenge_won" and h.get("loser") == use.seat and h.get("margin", 0) >= 5


def _discard_2_targaryen_cards() -> Cost:
    """ "Discard 2 [targaryen] cards from your hand" (Qotho himself is not one of them)."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        chosen = [p for p in paid if p["op"] == "discard" and "card" in p]
        if len(chosen) != 2:
            raise RuleError("R-COST-2", "the cost is to discard 2 Targaryen cards from your hand")
        for prim in chosen:
            inst = st.cards.get(prim["card"])
            if (
                inst is None
                or prim["card"] == use.source
                or inst.zone != "hand"
                or inst.owner != use.seat
                or not of_faction(st, inst.id, "targaryen")
            ):
                raise RuleError("R-COST-2", f"{prim['card']} is not a Targaryen card in your hand")
        return chosen

    return Cost(expect, "discard 2 Targaryen cards from your hand")


def _qotho_enters(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Corpse Lake: a character discarded from an opponent's deck: it gains 1 power (limit 3
    # times per round)
    Script(
        "09028",
        abilities=(
            Ability(
                "reaction",
                "after a character is discarded from an opponent's deck, Corpse Lake gains 1 power",
                effects.gain_power_self(1),
                trigger=_opponents_character_milled,
                limit=Limit(3, "round"),
            ),
        ),
    ),
    # The Hound: no attachments except Weapon (framework); after he enters play, a Knight
    # without attachments back to its owner's hand
    Script(
        "09029",
        abilities=(
            Ability(
                "reaction",
                "after The Hound enters play, return a Knight without attachments to its "
                "owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(choose(_KNIGHT_WITHOUT_ATTACHMENTS, "a Knight without attachments"),),
            ),
        ),
    ),
    # Hellholt: after you lose a challenge by 5 or more STR, it gains 1 power
    Script(
        "09032",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge by 5 or more STR, Hellholt gains 1 power",
                effects.gain_power_self(1),
                trigger=_lost_by_5,
            ),
        ),
    ),
    # Qotho: discard 2 [targaryen] cards from your hand to put him into play from your hand
    Script(
        "09037",
        abilities=(
            Ability(
                "action",
                "discard 2 Targaryen cards from your hand to put Qotho into play",
                _qotho_enters,
                costs=(_discard_2_targaryen_cards(),),
                from_zones=("hand",),
            ),
        ),
    ),
)
