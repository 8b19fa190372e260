"""WotN, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    costs,
    effects,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait, revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, RuleError, iter_in_play

_NEUTRAL = card_test(type="character", controller="you", faction="neutral", kneeling=False)
_MAESTER = card_test(type="character", controller="you", traits=("Maester",), kneeling=False)


def _your_non_army_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-Army character you control" (in play: it would be killed)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and not has_trait(st, cid, "Army")
    )


register(
    # Tithe: "Kneel a neutral character" to gain 2 gold
    Script(
        "03045",
        abilities=(
            Ability(
                "action",
                "kneel a neutral character to gain 2 gold",
                effects.gain_gold(2),
                costs=(
                    costs.choose_and(
                        "kneel", _NEUTRAL, "a standing neutral character", offer_first=True
                    ),
                ),
            ),
        ),
    ),
    # Tourney Grounds: kneel it to reduce "the next event you play this phase" by 1
    Script(
        "03042",
        abilities=(
            Ability(
                "action",
                "kneel Tourney Grounds: the next event you play this phase costs 1 less",
                effects.reduce_next_cost(1, "event"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Healing Expertise: when a non-Army character you control would be killed, "kneel a
    # Maester character to save it"
    Script(
        "03044",
        abilities=(
            Ability(
                "interrupt",
                "when a non-Army character you control would be killed, kneel a Maester "
                "character to save it",
                effects.on_targets("save"),
                costs=(
                    costs.choose_and(
                        "kneel", _MAESTER, "a standing Maester character", offer_first=True
                    ),
                ),
                targets=(
                    Target(_your_non_army_character, what="a non-Army character you control"),
                ),
                would=("killed",),
            ),
        ),
    ),
)


def _wildlings_ambush_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """Mance Rayder: "While there is a Winter plot card revealed", each Wildling character
    in his controller's hand costs 1 less to ambush (printed Traits: the cards are out of
    play)."""
    if not revealed_with_trait(st, "Winter"):
        return []
    cards = st.cards
    return [
        Contribution("ambush_cost", cid, 1, "", inst.id)
        for cid in st.players[inst.controller].hand
        if cards[cid].card.type == "character" and cards[cid].card.has_trait("Wildling")
    ]


def _printed_attachments_home(st: GameState, use: Use) -> list[Prim]:
    """Weapons at the Door: "each card with the printed attachment cardtype" in play (not an
    event attached as a Condition, nor a card attached facedown) returns to its owner's hand."""
    return [
        primitives.return_to_hand(inst.id)
        for inst in iter_in_play(st)
        if inst.host is not None and inst.card.type == "attachment"
    ]


def _top_card_to_the_bottom(st: GameState, use: Use) -> list[Prim]:
    """Green Dreams: "look at the top card of your deck. You may put that card on the
    bottom": the log states the ``arrange_deck`` that puts it there (its top card when the
    order is known), or nothing to leave it on top."""
    stated = use.outcome("arrange_deck")
    if not stated:
        return []
    bottom = stated[0].get("bottom", [])
    if len(stated) != 1 or stated[0].get("top") or len(bottom) != 1:
        raise RuleError("R-EFFECT-1", "name the top card put on the bottom (arrange_deck)")
    if stated[0].get("seat") != SEATS[use.seat] or bottom[0] not in st.players[use.seat].deck:
        raise RuleError("R-EFFECT-1", "the card put on the bottom is the top card of your deck")
    return [primitives.arrange_deck(SEATS[use.seat], [], list(bottom))]


register(
    # Mance Rayder: each Wildling character in your hand "gains ambush (X)", X its printed
    # cost; 1 less while a Winter plot is revealed (Renown: framework)
    Script(
        "03039",
        constants=(
            constants.hand_cards_gain_ambush("Wildling", card_type="character"),
            constants.constant("ambush_cost", _wildlings_ambush_cheaper),
        ),
    ),
    # Weapons at the Door: forced, "After the challenges phase begins", each printed
    # attachment returns to its owner's hand
    Script(
        "03051",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, return each attachment to its owner's hand",
                _printed_attachments_home,
                trigger=triggers.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
    # Green Dreams: "After attached character is knelt", look at the top card of your deck
    # and maybe put it on the bottom (Terminal: framework)
    Script(
        "03043",
        abilities=(
            Ability(
                "reaction",
                "after attached character is knelt, look at your top card: maybe put it on "
                "the bottom of your deck",
                _top_card_to_the_bottom,
                trigger=triggers.attached_happened("knelt"),
            ),
        ),
    ),
    # Snowed Under: "Treat the base initiative value on each revealed plot card as if it
    # were 0" (the modifiers still apply)
    Script("03048", constants=(constants.for_each_player("plot_base", "initiative", value=0),)),
)
