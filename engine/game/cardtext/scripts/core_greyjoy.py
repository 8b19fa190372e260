"""Core Set, House Greyjoy (01065-01083). Each script quotes at most a phrase of its card.

Maester Wendamyr (01070), Black Wind's Crew (01072) and Salty Navigator (01076) have only
keywords and printed plot modifiers, which the framework reads.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    conditions,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength

_UNOPPOSED_WITH_SELF = on.won_challenge(unopposed=True, self_participating=True)


def _first_player(st: GameState, seat: int) -> bool:
    return st.first == seat


# --- constant abilities -------------------------------------------------------------------


def _alannys_reserve(st: GameState, inst: CardInst) -> list[Contribution]:
    """Alannys Greyjoy: while you are the first player, each opponent's reserve is 1 lower."""
    if not _first_player(st, inst.controller):
        return []
    return [
        Contribution("plot", p.index, -1, "reserve", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


def _balon_defenders(st: GameState, inst: CardInst) -> list[Contribution]:
    """Balon Greyjoy: while he attacks, each defender with a lower STR than his does not
    contribute its STR."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    his = strength(st, inst.id)
    return [
        Contribution("no_str", cid, 0, "", inst.id)
        for cid in ch.defenders
        if strength(st, cid) < his
    ]


def _kraken_stealth(st: GameState, inst: CardInst) -> list[Contribution]:
    """Great Kraken: the Balon Greyjoy you control gains stealth."""
    return [
        Contribution("keyword", cid, 1, "stealth", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Balon Greyjoy"
    ]


# --- triggered abilities ------------------------------------------------------------------


def _ironborn_in_your_dead_pile(st: GameState, use: Use, cid: str) -> bool:
    """Aeron Damphair: an Ironborn character in your dead pile that can enter play."""
    spec = card_test(type="character", controller="you", traits=("Ironborn",), zone="dead")
    return spec(st, use.seat, use.source, cid) and can_enter_play(st, cid, use.seat)


def _loser(st: GameState, use: Use) -> int:
    """The opponent who lost the challenge a reaction answers (before the check has found
    it, as when the engine lists offers: the joust opponent)."""
    if use.answers is not None:
        return int(use.answers.get("loser"))
    return st.other(use.seat)


def _losing_opponents_discarded_location(st: GameState, use: Use, cid: str) -> bool:
    """Euron Crow's Eye: a location in the discard pile of the opponent who lost."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.card.type == "location"
        and inst.owner == _loser(st, use)
        and can_enter_play(st, cid, use.seat)
    )


def _into_play_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [primitives.put_into_play(cid, seat=SEATS[use.seat]) for cid in use.targets]


def _first_player_condition(st: GameState, use: Use) -> str | None:
    return None if _first_player(st, use.seat) else "play only if you are the first player"


def _kraken_choice(st: GameState, use: Use) -> list[Prim]:
    """Great Kraken: "either: draw 1 card, or gain 1 power for your faction"."""
    if use.choice == "draw":
        return effects.draw(1)(st, use)
    if use.choice == "power":
        return effects.gain_power_faction(1)(st, use)
    raise RuleError("R-TARGET-1", "Great Kraken: choose draw or power (field 'choice')")


def _scout_bonus(st: GameState, use: Use) -> list[Prim]:
    """Iron Fleet Scout: +1 STR until the end of the challenge (+2 as the first player)."""
    amount = 2 if _first_player(st, use.seat) else 1
    return [primitives.strength(cid, amount, "challenge") for cid in use.targets]


def _shipwright_location(st: GameState, use: Use, cid: str) -> bool:
    """Lordsport Shipwright: a standing location with printed cost 2 or lower (3 or lower
    as the first player)."""
    spec = card_test(type="location", kneeling=False)
    ceiling = 3 if _first_player(st, use.seat) else 2
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= ceiling


def _axe_trigger(st: GameState, use: Use, h: Happening) -> bool:
    """Throwing Axe: you won a challenge in which attached character attacked."""
    host = st.cards[use.source].host
    return on.won_challenge()(st, use, h) and host in h.get("attackers", ())


def _losing_opponents_card(st: GameState, use: Use, cid: str) -> bool:
    """We Do Not Sow: an attachment or location the losing opponent controls."""
    spec = card_test(type=("attachment", "location"))
    return spec(st, use.seat, use.source, cid) and st.cards[cid].controller == _loser(st, use)


register(
    # Aeron Damphair: "After you win dominance, put an Ironborn character into play ..."
    Script(
        "01065",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, put an Ironborn character into play from your dead pile",
                effects.on_targets("put_into_play"),
                trigger=on.happened("dominance_won", yours=True),
                targets=(
                    Target(
                        _ironborn_in_your_dead_pile, what="an Ironborn character in your dead pile"
                    ),
                ),
            ),
        ),
    ),
    # Alannys Greyjoy: "reduce the reserve value on each opponent's revealed plot card by 1"
    Script("01066", constants=(constants.constant("plot", _alannys_reserve),)),
    # Asha Greyjoy: "After you win an unopposed challenge ... stand her."
    Script(
        "01067",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which she participates, stand her",
                effects.on_self("stand"),
                trigger=_UNOPPOSED_WITH_SELF,
            ),
        ),
    ),
    # Theon Greyjoy: "After you win an unopposed challenge ... he gains 1 power."
    Script(
        "01071",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which he participates, gain 1 power",
                effects.gain_power_self(1),
                trigger=_UNOPPOSED_WITH_SELF,
            ),
        ),
    ),
    # Balon Greyjoy: defenders with lower STR "do not contribute" (renown: framework)
    Script("01068", constants=(constants.constant("no_str", _balon_defenders),)),
    # Euron Crow's Eye: after his pillage, a location from the loser's discard pile is yours
    Script(
        "01069",
        abilities=(
            Ability(
                "reaction",
                "after he discards a card using pillage, put a location of the loser into play",
                _into_play_under_your_control,
                trigger=on.self_happened("pillaged"),
                targets=(
                    Target(
                        _losing_opponents_discarded_location,
                        what="a location in the losing opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Drowned Men: "+1 STR for each Warship location you control" (no attachments: framework)
    Script(
        "01073",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="location", controller="you", traits=("Warship",))
                ),
            ),
        ),
    ),
    # Iron Islands Fishmonger: kneel to reduce the next [greyjoy] character by 1
    Script(
        "01074",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Greyjoy character by 1", "character:greyjoy"
            ),
        ),
    ),
    # Lordsport Shipwright: kneel to "choose and kneel a location with printed cost 2 or lower"
    Script(
        "01075",
        abilities=(
            Ability(
                "action",
                "kneel to kneel a location with printed cost 2 or lower (3 as first player)",
                effects.on_targets("kneel"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(Target(_shipwright_location, what="a standing location of low cost"),),
            ),
        ),
    ),
    # Throwing Axe: "sacrifice Throwing Axe to choose and kill a defending character"
    Script(
        "01077",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge attached character attacked in, kill a defender",
                effects.on_targets("kill"),
                trigger=_axe_trigger,
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
    # Great Kraken: Balon gains stealth; "draw 1 card, or gain 1 power for your faction"
    Script(
        "01078",
        constants=(constants.constant("keyword", _kraken_stealth),),
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, draw 1 card or gain 1 power",
                _kraken_choice,
                trigger=on.won_challenge(unopposed=True),
                choices=("draw", "power"),
                limit=Limit(2, "round"),
            ),
        ),
    ),
    # Iron Fleet Scout: kneel to give a participating [greyjoy] character +1 STR (+2 first)
    Script(
        "01079",
        abilities=(
            Ability(
                "action",
                "kneel to give a participating Greyjoy character +1 STR (+2 as first player)",
                _scout_bonus,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="greyjoy", participating=True),
                        "a participating Greyjoy character",
                    ),
                ),
            ),
        ),
    ),
    # Sea Tower: kneel to reduce the next [greyjoy] card by 1 (limited: framework)
    Script(
        "01080",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Greyjoy card by 1", "card:greyjoy"
            ),
        ),
    ),
    # Risen from the Sea: "When a [greyjoy] character would be killed, save it", then attach
    Script(
        "01081",
        constants=(constants.on_self("keyword", "terminal"),),
        abilities=(
            Ability(
                "interrupt",
                "when a Greyjoy character would be killed, save it and attach this to it",
                # its new text, "Terminal. Attached character gets +1 STR.": the constant
                # above and the printed STR line the framework reads
                effects.save_and_attach_self,
                targets=(
                    choose(card_test(type="character", faction="greyjoy"), "a Greyjoy character"),
                ),
                condition=conditions.played_from_hand,
                would=("killed",),
            ),
        ),
    ),
    # The Kraken's Grasp: a defender with STR 5 or lower does not contribute its STR
    Script(
        "01082",
        abilities=(
            Ability(
                "action",
                "a defending character with STR 5 or lower does not contribute its STR",
                effects.lasting("no_str", until="challenge", target="targets"),
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", defending=True, max_str=5),
                        "a defending character with STR 5 or lower",
                    ),
                ),
                condition=_first_player_condition,
            ),
        ),
    ),
    # We Do Not Sow: after an unopposed win, discard a loser's attachment or location
    Script(
        "01083",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, discard an attachment or location",
                effects.on_targets("discard"),
                trigger=on.won_challenge(unopposed=True),
                targets=(
                    Target(
                        _losing_opponents_card,
                        what="an attachment or location controlled by the losing opponent",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
