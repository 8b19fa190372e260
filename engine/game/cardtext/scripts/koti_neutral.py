"""Kings of the Isles, neutral cards of the standalone decks (12040-12050), with the Sea of
Blood agenda (12045). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError

BLOOD = "blood"  # Sea of Blood's tokens
_PARTICIPATING = card_test(type="character", participating=True)
_CHALLENGE_TYPES = ("military", "intrigue", "power")


def _blood_on(st: GameState, cid: str) -> int:
    return st.tokens.get(cid, {}).get(BLOOD, 0)


def _sea_of_blood(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During [military] challenges, reduce the cost of each event you play by 1 for each
    blood token"; "You cannot play events during [intrigue] or [power] challenges"."""
    ch, seat = st.challenge, inst.controller
    if ch is None:
        return []
    if ch.type != "military":
        return [Contribution("cannot", seat, 1, "play:event", inst.id)]
    tokens = _blood_on(st, inst.id)
    return [Contribution("cost", seat, -tokens, "event", inst.id)] if tokens else []


def _blood_then_search(st: GameState, use: Use) -> list[Prim]:
    """Place a blood token on Sea of Blood. "Then, search your deck for an event, reveal it,
    and add it to your hand. Shuffle your deck"."""
    token: Prim = primitives.token(use.source, BLOOD, 1)
    return [token, *effects.found_to_hand_and_shuffle(st, use)]


def _stand_wildling(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose and stand a Wildling character you control" (a kneeling one, [R-TARGET-9])."""
    spec = card_test(type="character", traits=("Wildling",), controller="you", kneeling=True)
    return spec(st, use.seat, use.source, cid)


def _different_type(st: GameState, use: Use) -> list[Prim]:
    """ "Choose a different challenge type. You may initiate an additional challenge of the
    chosen type this phase"."""
    won = use.answers.get("type") if use.answers is not None else None
    if use.choice == won:
        raise RuleError("R-TARGET-1", f"choose a challenge type other than {won} (field 'choice')")
    return effects.chosen_type_challenge()(st, use)


def _opponents_top_to_bottom(st: GameState, use: Use) -> list[Prim]:
    """ "Place the top card of an opponent's deck on the bottom of that player's deck": the log
    names the card (an ``arrange_deck`` effect, a chance outcome unless the order is known)."""
    seat = chosen_opponent(st, use)
    deck = st.players[seat].deck
    if not deck:
        return []
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
        return [primitives.arrange_deck(SEATS[seat], [], [deck[-1]])]
    stated = use.outcome("arrange_deck")
    if len(stated) != 1 or stated[0].get("top") or len(stated[0].get("bottom", [])) != 1:
        raise RuleError("R-EFFECT-1", "name the top card placed on the bottom (arrange_deck)")
    return [primitives.arrange_deck(SEATS[seat], [], stated[0]["bottom"])]


def _a_military_loss(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a player loses a [military] challenge" (any player)."""
    return h.kind == "challenge_won" and h.get("type") == "military"


def _won_military_by_5(st: GameState, use: Use, h: Happening) -> bool:
    return on.won_challenge("military", margin=5)(st, use, h)


register(
    # Reckless: terminal (framework); attached character must attack and defend, if able
    Script(
        "12043",
        constants=(
            constants.on_attached("must", "attack"),
            constants.on_attached("must", "defend"),
        ),
    ),
    # When I Woke...: a player lost a [military] challenge: he or she puts a participating
    # character on top of its owner's deck (max 1 per challenge)
    Script(
        "12044",
        abilities=(
            Ability(
                "reaction",
                "after a player loses a military challenge, that player places a participating "
                "character on top of its owner's deck",
                effects.on_targets("to_top_of_deck"),
                trigger=_a_military_loss,
                targets=(choose(_PARTICIPATING, "a participating character"),),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Sea of Blood: events cost less during [military] challenges, none during the others;
    # won a [military] challenge by 5: kneel your faction card, blood token, search an event
    Script(
        "12045",
        constants=(constants.constant("cost cannot", _sea_of_blood),),
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge by 5 or more STR, place a blood token, "
                "then search your deck for an event",
                _blood_then_search,
                trigger=_won_military_by_5,
                costs=(costs.kneel_faction(),),
                targets=(card_search(("event",), depth=10_000),),
            ),
        ),
    ),
    # Rogue Wildling: ambush (framework); after it enters play, stand a Wildling you control
    Script(
        "12040",
        abilities=(
            Ability(
                "reaction",
                "after Rogue Wildling enters play, stand a Wildling character you control",
                effects.on_targets("stand"),
                trigger=on.entered_play(),
                targets=(Target(_stand_wildling, what="a kneeling Wildling you control"),),
            ),
        ),
    ),
    # Coordinated Attack: won as the attacking player, an additional challenge of another type
    Script(
        "12049",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the attacking player, an additional challenge of "
                "a different type",
                _different_type,
                trigger=on.won_challenge(attacking=True),
                choices=_CHALLENGE_TYPES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Stolen Message: (the opponents' top cards revealed: information only); pay 1 gold to
    # place the top card of an opponent's deck on the bottom (limit 3 times per round)
    Script(
        "12050",
        abilities=(
            Ability(
                "action",
                "pay 1 gold to place the top card of an opponent's deck on the bottom",
                _opponents_top_to_bottom,
                costs=(costs.pay_gold(1),),
                choices=OPPONENT_CHOICES,
                limit=Limit(3, "round"),
            ),
        ),
        note="each opponent plays with the top card of his or her deck revealed: information "
        "the log does not need",
    ),
)
