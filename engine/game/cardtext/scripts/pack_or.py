"""Oberyn's Revenge (06081-06100), the cards of the standalone decks. Each script quotes at
most a phrase of its card."""

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
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self, gold_on
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt
from engine.game.logformat import primitives
from engine.game.rules.traits import has_any_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, icons

_YOUR_CHARACTER = card_test(type="character", controller="you")
_CHEAP_DISCARDED = card_test(type="character", controller="you", zone="discard", max_printed_cost=3)


def _your_pillage(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character you control discards a card using pillage"."""
    return h.kind == "pillaged" and h.seat == use.seat


def _in_losers_discard(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "discard" and loser is not None and inst.owner == loser


def _back_to_hand_then_draw(st: GameState, use: Use) -> list[Prim]:
    """Return the card to its owner's hand. "Then, draw 1 card"."""
    found: list[Prim] = [primitives.move(c, "hand") for c in use.targets]
    return found + effects.draw(1)(st, use)


def _victarion_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Victarion Greyjoy, he gets +1 STR for each power he has"."""
    return [
        Contribution("str", cid, st.cards[cid].power, "", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Victarion Greyjoy" and st.cards[cid].power
    ]


def _greyjoy_saved(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [greyjoy] character is saved" (still in play)."""
    if h.kind != "saved" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play" and inst.card.type == "character" and of_faction(st, inst.id, "greyjoy")
    )


def _saved_gains_power(st: GameState, use: Use) -> list[Prim]:
    card = use.answers.card if use.answers is not None else None
    return [] if card is None else [primitives.gain_power(1, card=card)]


def _not_taxation(st: GameState, use: Use) -> str | None:
    return "not during the taxation phase" if st.phase == "taxation" else None


def _returned_character_gold(st: GameState, use: Use) -> list[Prim]:
    """Gold equal to the returned character's printed cost; "until the end of the round, you
    cannot marshal or put into play any card with the same title" (a lasting ``cannot``
    named ``enter:<title>`` on the seat)."""
    found: list[Prim] = []
    for cost in use.costs:
        if cost.get("op") != "return_to_hand":
            continue
        card = st.cards[cost["card"]].card
        if card.cost:
            found += effects.gain_gold(card.cost)(st, use)
        found += effects.lasting("cannot", until="round", name=f"enter:{card.name}")(st, use)
    return found


def _defending(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and inst.id in st.challenge.defenders


def _red_viper_defenders(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each defending character with fewer than 2 challenge icons does not contribute its
    STR" while The Red Viper is attacking."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    return [Contribution("no_str", cid, 0, "", inst.id) for cid in ch.defenders
            if len(icons(st, cid)) < 2]  # fmt: skip


def _no_dominance_this_round(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Cannot stand during the standing phase unless you have won dominance this round"
    (``last_dominance`` is this round's winner by then)."""
    if st.phase != "standing" or st.last_dominance == inst.controller:
        return []
    return [Contribution("cannot", inst.id, 1, "stand", inst.id)]


def _lord_or_lady_kneeling(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "character"
        and inst.kneeling
        and has_any_trait(st, cid, ("Lord", "Lady"))
    )


def _has_gold_left(st: GameState, use: Use) -> str | None:
    return None if gold_on(st, use.source) else "there is no gold on it"


def _flea_bottom(st: GameState, use: Use) -> list[Prim]:
    """Put the character into play; "at the end of the phase, if that card is still in play,
    place it on the bottom of your deck" (a delayed ``at_end`` effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="bottom_of_deck"))
    return found


def _stark_cost_this_phase(st: GameState, use: Use) -> list[Prim]:
    """ "Reduce the cost of each [stark] character you marshal this phase by 1"."""
    return effects.lasting("cost", until="phase", amount=-1, match="character:stark")(st, use)


register(
    # The Iron Bank Will Have Its Due: kneel your faction card and return a character: its
    # printed cost in gold; no card of its title enters play under you this round
    Script(
        "06099",
        abilities=(
            Ability(
                "action",
                "kneel your faction card and return a character to your hand to gain gold "
                "equal to its printed cost",
                _returned_character_gold,
                condition=_not_taxation,
                costs=(
                    costs.kneel_faction(),
                    costs.choose_and("return_to_hand", _YOUR_CHARACTER, "a character you control"),
                ),
            ),
        ),
    ),
    # Iron Victory: Victarion +1 STR per power; a saved [greyjoy] character gains 1 power
    Script(
        "06092",
        constants=(constants.constant("str", _victarion_power),),
        abilities=(
            Ability(
                "reaction",
                "after a Greyjoy character is saved, it gains 1 power",
                _saved_gains_power,
                trigger=_greyjoy_saved,
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Nute the Barber: pillage (framework); after your pillage, a card of the loser's discard
    # pile back to its owner's hand, then draw 1 (limit 3 times per phase)
    Script(
        "06091",
        abilities=(
            Ability(
                "reaction",
                "after a character you control discards a card using pillage, return a card "
                "from the losing opponent's discard pile to its owner's hand; draw 1",
                _back_to_hand_then_draw,
                trigger=_your_pillage,
                targets=(Target(_in_losers_discard, what="a card in the loser's discard pile"),),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
    # Flea Bottom: pay 1 gold, kneel it: a cheap character from your discard pile, for a phase
    Script(
        "06098",
        abilities=(
            Ability(
                "action",
                "pay 1 gold and kneel Flea Bottom to put a character with printed cost 3 or "
                "lower into play from your discard pile",
                _flea_bottom,
                phase="challenges",
                costs=(costs.pay_gold(1), costs.kneel_self()),
                targets=(
                    choose(
                        _CHEAP_DISCARDED,
                        "a character with printed cost 3 or lower in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Passing the Black Gate: kneel your faction card, each [stark] character costs 1 less
    Script(
        "06082",
        abilities=(
            Ability(
                "action",
                "reduce the cost of each Stark character you marshal this phase by 1",
                _stark_cost_this_phase,
                phase="marshaling",
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
    # Defender of the Wall: "While ... defending, it gets +2 STR" (no attachments: framework)
    Script("06085", constants=(constants.on_self("str", value=2, when=_defending),)),
    # Northern Encampment: does not stand unless you won dominance; kneel to gain 2 gold
    Script(
        "06088",
        constants=(constants.constant("cannot", _no_dominance_this_round),),
        abilities=(
            Ability(
                "action",
                "kneel Northern Encampment to gain 2 gold",
                effects.gain_gold(2),
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Irri: bestow (2); discard 1 gold from her to stand a Lord or Lady (once per phase)
    Script(
        "06093",
        abilities=(
            bestow(2),
            Ability(
                "action",
                "discard 1 gold from Irri to stand a Lord or Lady character",
                effects.on_targets("stand"),
                costs=(discard_gold_self(),),
                targets=(Target(_lord_or_lady_kneeling, what="a kneeling Lord or Lady character"),),
                condition=_has_gold_left,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The Red Viper: defenders with fewer than 2 icons do not contribute (renown: framework)
    Script("06095", constants=(constants.constant("no_str", _red_viper_defenders),)),
    # Begging Brother: bestow (3); discard 1 gold from it to cancel a character's ability
    Script(
        "06097",
        abilities=(
            bestow(3),
            cancel_interrupt(
                "discard 1 gold to cancel the effects of a triggered character ability",
                a_triggered_card_ability(("character",)),
                costs=(discard_gold_self(),),
                condition=_has_gold_left,
            ),
        ),
    ),
)
