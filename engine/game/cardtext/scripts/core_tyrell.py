"""Core Set, House Tyrell (01179-01197). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.lasting import events_played_key
from engine.game.cardtext.model import Constant, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, RuleError

_CHALLENGE_TYPES = ("military", "intrigue", "power")


def _random_discard_from_attacker(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 card at random from the attacking player's hand": the log names the card
    chance picked (a ``discard`` effect)."""
    attacker = use.answers.get("attacker") if use.answers is not None else None
    hand = st.players[attacker].hand if attacker is not None else []
    cards = [p["card"] for p in use.outcome("discard")]
    if len(cards) != min(1, len(hand)) or any(cid not in hand for cid in cards):
        raise RuleError(
            "R-EFFECT-1",
            "the text discards 1 card at random from the attacking player's hand: "
            "name it in the effects",
        )
    return [primitives.discard(cid) for cid in cards]


def _attached_participating(st: GameState, use: Use) -> str | None:
    host, ch = st.cards[use.source].host, st.challenge
    if host is None or ch is None or host not in ch.attackers + ch.defenders:
        return "attached character is not participating in a challenge"
    return None


def _pair(partner: str, icon: str) -> tuple[Constant, ...]:
    """Left and Right: "While you control <partner>, +1 STR, gains <icon>, and does not kneel
    when declared as a defender"."""
    when = constants.controls_named(partner)
    return (
        constants.on_self("str", value=1, when=when),
        constants.on_self("icon", icon, when=when),
        constants.on_self("no_kneel", "defender", when=when),
    )


def _no_event_played_this_round(st: GameState, inst: CardInst) -> bool:
    return st.uses.get(events_played_key(st, inst.controller), 0) == 0


def _knight_of_flowers(st: GameState, inst: CardInst) -> list[Contribution]:
    """While attacking alone, the defending player declares at most 1 defender."""
    ch = st.challenge
    if ch is None or ch.attackers != [inst.id]:
        return []
    return [Contribution("defender_cap", ch.defender, 1, "", inst.id)]


_CARD_TYPES = ("character", "location", "attachment", "event")


def _search_other_type(st: GameState, use: Use) -> list[Prim]:
    """Olenna's Cunning: the losing opponent named a card type (``choice``); the log names
    the card found (a ``take_from_deck`` effect; none is allowed, [R-SEARCH-3]); then the
    deck is shuffled ([R-SEARCH-2])."""
    player = st.players[use.seat]
    found = [str(p.get("card")) for p in use.outcome("take_from_deck")]
    if len(found) > 1:
        raise RuleError("R-EFFECT-1", "the text adds 1 card from your deck to your hand")
    for cid in found:
        inst = st.card(cid)
        if inst.zone != "deck" or inst.owner != use.seat:
            raise RuleError("R-SEARCH-1", f"{cid} is not in {player.key}'s deck")
        if inst.card.type == use.choice:
            raise RuleError("R-SEARCH-4", f"{cid} is a {use.choice}, the type the opponent named")
    found_prims: list[Prim] = [primitives.take_from_deck(cid) for cid in found]
    return [*found_prims, primitives.shuffle_deck(player.key)]


def _look_and_arrange(st: GameState, use: Use) -> list[Prim]:
    """The Bear and the Maiden Fair: the chosen player (``choice``: a seat) has the top 5
    cards of the deck looked at; the log names where they go (an ``arrange_deck`` effect,
    up to 3 at the bottom)."""
    if use.choice not in [p.key for p in st.players]:
        raise RuleError("R-TARGET-1", "choose a player: a seat letter in the field 'choice'")
    player = st.player(use.choice)
    stated = use.outcome("arrange_deck")
    due = min(5, len(player.deck))
    if len(stated) != 1 or stated[0].get("seat") != player.key:
        raise RuleError(
            "R-EFFECT-1", f"name the {due} card(s) looked at and where they go (arrange_deck)"
        )
    top, bottom = list(stated[0].get("top", [])), list(stated[0].get("bottom", []))
    if len(top) + len(bottom) != due or len(bottom) > 3:
        raise RuleError(
            "R-EFFECT-1", f"the top {due} card(s) go back, at most 3 of them to the bottom"
        )
    return [primitives.arrange_deck(player.key, top, bottom)]


register(
    # Olenna's Cunning: win [intrigue]/[power], search for a card of another type
    Script(
        "01196",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue or power challenge, search your deck for a card",
                _search_other_type,
                trigger=on.won_challenge(("intrigue", "power")),
                choices=_CARD_TYPES,
            ),
        ),
    ),
    # "The Bear and the Maiden Fair": look at a player's top 5 cards, up to 3 to the bottom
    Script(
        "01197",
        abilities=(
            Ability(
                "action",
                "look at the top 5 cards of a player's deck and arrange them",
                _look_and_arrange,
            ),
        ),
    ),
    # Left: with Right, +1 STR, a [power] icon, does not kneel to defend
    Script("01179", constants=_pair("Right", "power")),
    # Paxter Redwyne: the first event each round costs 1 less (his Income: the framework)
    Script(
        "01182",
        constants=(
            constants.for_controller("cost", "event", -1, when=_no_event_played_this_round),
        ),
    ),
    # Right: with Left, +1 STR, an [intrigue] icon, does not kneel to defend
    Script("01184", constants=_pair("Left", "intrigue")),
    # The Knight of Flowers: attacking alone, at most 1 defender
    Script("01185", constants=(constants.constant("defender_cap", _knight_of_flowers),)),
    # Highgarden: kneel and pay 1 gold to stand an attacker and remove it from the challenge
    Script(
        "01192",
        abilities=(
            Ability(
                "action",
                "kneel and pay 1 gold to stand an attacking character and remove it",
                effects.stand_and_remove,
                phase="challenges",
                costs=(costs.kneel_self(), costs.pay_gold(1)),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
    # Maester Lomys: win [intrigue] as defender, discard 1 card at random from the attacker
    Script(
        "01180",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge as the defending player, discard 1 card "
                "at random",
                _random_discard_from_attacker,
                trigger=on.won_challenge("intrigue", attacking=False),
            ),
        ),
    ),
    # Margaery Tyrell: kneel to give a character +3 STR until the end of the phase
    Script(
        "01181",
        abilities=(
            Ability(
                "action",
                "kneel Margaery Tyrell to give a character +3 STR",
                effects.on_targets("strength", amount=3, until="phase"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # The Queen of Thorns: win [intrigue] with her, put a [tyrell] character into play
    Script(
        "01186",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge with her, put a Tyrell character into play",
                effects.on_targets("put_into_play"),
                trigger=on.won_challenge("intrigue", self_participating=True),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="tyrell",
                            controller="you",
                            max_printed_cost=6,
                            zone="hand",
                        ),
                        "a Tyrell character with printed cost 6 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
    # Garden Caretaker: kneel to reduce the next [tyrell] character by 1
    Script(
        "01188",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Tyrell character by 1", "character:tyrell"
            ),
        ),
    ),
    # Olenna's Informant: enters play in the challenges phase, an additional challenge
    Script(
        "01189",
        abilities=(
            Ability(
                "reaction",
                "after she enters play during the challenges phase, an additional challenge",
                effects.chosen_type_challenge("phase"),
                trigger=on.entered_play(during="challenges"),
                choices=_CHALLENGE_TYPES,
            ),
        ),
    ),
    # Wardens of the Reach: +1 STR per The Reach location you control
    Script(
        "01190",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="location", traits=("The Reach",), controller="you")
                ),
            ),
        ),
    ),
    # Heartsbane: while attached character participates, kneel for +3 STR (the challenge)
    Script(
        "01191",
        abilities=(
            Ability(
                "action",
                "kneel Heartsbane to give attached character +3 STR",
                effects.on_attached("strength", amount=3, until="challenge"),
                costs=(costs.kneel_self(),),
                condition=_attached_participating,
            ),
        ),
    ),
    # The Mander: win by 5 or more STR, kneel to draw 2 cards
    Script(
        "01193",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge by 5 or more STR, kneel to draw 2 cards",
                effects.draw(2),
                trigger=on.won_challenge(margin=5),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Rose Garden: kneel to reduce the next [tyrell] card by 1 (limited: the framework)
    Script(
        "01194",
        abilities=(
            kneel_to_reduce("kneel to reduce the cost of the next Tyrell card by 1", "card:tyrell"),
        ),
    ),
    # Growing Strong: up to three [tyrell] characters get +2 STR until the end of the phase
    Script(
        "01195",
        abilities=(
            Ability(
                "action",
                "up to three Tyrell characters get +2 STR",
                effects.on_targets("strength", amount=2, until="phase"),
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", faction="tyrell"), "a Tyrell character", 1, 3
                    ),
                ),
            ),
        ),
    ),
    # Randyll Tarly: after his STR is increased by a card effect, stand him (twice a phase)
    Script(
        "01183",
        abilities=(
            Ability(
                "reaction",
                "after Randyll Tarly's STR is increased by a card effect, stand him",
                effects.on_self("stand"),
                trigger=on.self_happened("str_increased"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
