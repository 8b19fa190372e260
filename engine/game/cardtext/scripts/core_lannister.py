"""Core Set, House Lannister (01084-01102). Each script quotes at most a phrase of its card.

Grand Maester Pycelle (01085), Burned Men (01091) and Lannisport Moneylender (01093) have
only keywords and printed plot modifiers, which the framework reads.
"""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt
from engine.game.cardtext.vocab.cards import can_enter_play, enters_as_duplicate, in_play_matching
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent, opponent_problem
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError

_LANNISTER_CHARACTER = "character:lannister"


def _gold_in_pool(st: GameState, inst: CardInst) -> int:
    return st.players[inst.controller].gold


def _in_military_challenge(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "military" and inst.id in ch.attackers + ch.defenders


def _cersei_attacking_intrigue(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "intrigue" and inst.id in ch.attackers


# --- Gold Cloaks, Hear Me Roar! ------------------------------------------------------------


@answering("phase_ended")
def _phase_ends_after_ambush(st: GameState, use: Use, h: Happening) -> bool:
    """Gold Cloaks: a phase ends in which it entered play using ambush."""
    entered = st.cards[use.source].entered
    return (
        h.kind == "phase_ended"
        and entered is not None
        and entered[0] == "ambush"
        and entered[2] == h.get("phase")
    )


def _roar(st: GameState, use: Use) -> list[Prim]:
    """Hear Me Roar!: put it into play; at the end of the phase, if it is still in play,
    discard it (a delayed effect, ``at_end``: nothing can save it)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.put_into_play(cid))
        if not enters_as_duplicate(st, cid, use.seat):  # a duplicate is no card in play
            found.append(primitives.lasting("at_end", "phase", card=cid, name="discard"))
    return found


def _lannister_character_in_hand(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", controller="you", faction="lannister", zone="hand")
    return spec(st, use.seat, use.source, cid) and can_enter_play(st, cid, use.seat)


# --- The Things I Do For Love: X is the gold paid ------------------------------------------


def _pay_x(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "X" gold: whatever the log pays (one spend_gold of the user's pool, or none for 0)."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if len(gold) > 1:
        raise RuleError("R-COST-2", "X is paid once: one spend_gold")
    return gold


def _x_paid(use: Use) -> int:
    return sum(p["amount"] for p in use.costs if p["op"] == "spend_gold")


def _controls_lannister_lord_or_lady(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", faction="lannister",
                     traits=("Lord", "Lady"))  # fmt: skip
    if in_play_matching(st, spec, use.seat, use.source):
        return None
    return "play only if you control a Lannister Lord or Lady character"


def _controls_unique_lannister(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", faction="lannister", unique=True)
    if in_play_matching(st, spec, use.seat, use.source):
        return None
    return "play only if you control a unique Lannister character"


def _opponents_character_cost_x(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", controller="opponent")
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= _x_paid(use)


# --- The Queen's Assassin -------------------------------------------------------------------


def _assassin_kill(st: GameState, use: Use) -> list[Prim]:
    """If you have more cards in hand than the opponent, he or she chooses and kills a
    character he or she controls (the choice is the opponent's: read from the effects)."""
    opponent = chosen_opponent(st, use)
    mine, theirs = len(st.players[use.seat].hand), len(st.players[opponent].hand)
    victims = [
        cid for cid in st.players[opponent].in_play if st.cards[cid].card.type == "character"
    ]
    if mine <= theirs or not victims:
        return []
    chosen = [p["card"] for p in use.outcome("kill")]
    if len(chosen) != 1 or chosen[0] not in victims:
        raise RuleError(
            "R-EFFECT-1",
            f"{SEATS[opponent]} must kill a character of his or her own ({len(victims)} in "
            "play): name it in the effects",
        )
    return [primitives.kill(chosen[0])]


# --- The Tickler ----------------------------------------------------------------------------


def _tickler_discard(st: GameState, use: Use) -> list[Prim]:
    """Discard the top card of an opponent's deck (a chance outcome, named in the effects);
    then, optionally, a copy of it in play."""
    stated = [p["card"] for p in use.outcome("discard") if p.get("card") in st.cards]
    decked = [c for c in stated if st.cards[c].zone == "deck"]
    if not any(p.deck for p in st.players if p.index != use.seat):
        return []
    if len(decked) != 1 or st.cards[decked[0]].owner == use.seat:
        raise RuleError(
            "R-EFFECT-1", "name the top card of an opponent's deck discarded in the effects"
        )
    top, owner = decked[0], st.players[st.cards[decked[0]].owner]
    if owner.deck_known and owner.deck[-1] != top:
        raise RuleError("R-EFFECT-1", f"{top} is not the top card of {owner.key}'s deck")
    found: list[Prim] = [primitives.discard(top)]
    for cid in [c for c in stated if c != top][:1]:
        inst = st.cards[cid]
        if inst.zone != "play" or inst.card.name != st.cards[top].card.name:
            raise RuleError("R-TARGET-1", f"{cid} is not a copy in play of the discarded {top}")
        found.append(primitives.discard(cid))
    return found


register(
    # Tyrion Lannister: "After an [intrigue] challenge is initiated, gain 2 gold."
    Script(
        "01089",
        abilities=(
            Ability(
                "reaction",
                "after an intrigue challenge is initiated, gain 2 gold",
                effects.gain_gold(2),
                trigger=on.happened("challenge_initiated", type="intrigue"),
                limit=Limit(2, "round"),
            ),
        ),
    ),
    # Tywin Lannister: "+1 STR for each gold in your gold pool" (his +2 Income the framework reads)
    Script("01090", constants=(constants.on_self("str", value=_gold_in_pool),)),
    # Lannisport Merchant: kneel to reduce the next [lannister] character by 1
    Script(
        "01094",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Lannister character by 1",
                _LANNISTER_CHARACTER,
            ),
        ),
    ),
    # Casterly Rock: "an additional [intrigue] challenge"
    Script("01097", constants=(constants.for_controller("challenges", "intrigue"),)),
    # Lannisport: "After you win an [intrigue] challenge, draw 1 card."
    Script(
        "01098",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, draw 1 card",
                effects.draw(1),
                trigger=on.won_challenge("intrigue"),
            ),
        ),
    ),
    # Widow's Wail: +2 STR (the framework reads it); Joffrey gains a [military] icon
    Script(
        "01096",
        constants=(
            constants.on_attached(
                "icon",
                "military",
                when=lambda st, inst: (
                    inst.host is not None and st.cards[inst.host].card.name == "Joffrey Baratheon"
                ),
            ),
        ),
    ),
)

register(
    # Cersei Lannister: "raise the claim value on your revealed plot card by 1"
    Script(
        "01084",
        constants=(constants.for_controller("plot", "claim", when=_cersei_attacking_intrigue),),
    ),
    # Ser Jaime Lannister: "does not kneel when declared as an attacker in a [military]
    # challenge", renown while participating in one
    Script(
        "01087",
        constants=(
            constants.on_self("no_kneel", "attacker:military"),
            constants.on_self("keyword", "renown", when=_in_military_challenge),
        ),
    ),
    # Joffrey Baratheon: "After a Lord or Lady character is killed ... gains 1 power"
    Script(
        "01086",
        abilities=(
            Ability(
                "reaction",
                "after a Lord or Lady character is killed, gain 1 power",
                effects.gain_power_self(1),
                trigger=on.card_happened(
                    "killed", card_test(type="character", traits=("Lord", "Lady"), zone="dead")
                ),
                limit=Limit(3, "round"),
            ),
        ),
    ),
    # The Tickler: kneel to "discard the top card of an opponent's deck", then maybe a copy
    Script(
        "01088",
        abilities=(
            Ability(
                "action",
                "kneel to discard the top card of an opponent's deck, then a copy in play",
                _tickler_discard,
                phase="dominance",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Gold Cloaks: "When a phase ends in which Gold Cloaks entered play using ambush, discard it"
    Script(
        "01092",
        abilities=(
            Ability(
                "forced",
                "when a phase ends in which it entered play using ambush, discard it",
                effects.on_self("discard"),
                trigger=_phase_ends_after_ambush,
            ),
        ),
    ),
    # The Queen's Assassin: after ambush, an opponent with fewer cards in hand kills one
    Script(
        "01095",
        abilities=(
            Ability(
                "reaction",
                "after she enters play using ambush, an opponent with fewer cards kills one",
                _assassin_kill,
                trigger=on.entered_play(how="ambush"),
                condition=opponent_problem,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Western Fiefdom: kneel to reduce the next [lannister] card by 1 (limited: framework)
    Script(
        "01099",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Lannister card by 1", "card:lannister"
            ),
        ),
    ),
    # Hear Me Roar!: "Put a [lannister] character into play from your hand", gone at phase end
    Script(
        "01100",
        abilities=(
            Ability(
                "action",
                "put a Lannister character into play from your hand until the end of the phase",
                _roar,
                targets=(
                    Target(_lannister_character_in_hand, what="a Lannister character in your hand"),
                ),
            ),
        ),
    ),
    # The Things I Do For Love: kneel your faction card to return a character of cost X or lower
    Script(
        "01101",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to return an opponent's character of cost X or lower",
                effects.on_targets("return_to_hand"),
                phase="challenges",
                costs=(costs.kneel_faction(), Cost(_pay_x, "pay X gold")),
                targets=(
                    Target(
                        _opponents_character_cost_x,
                        what="a character with printed cost X or lower an opponent controls",
                    ),
                ),
                condition=_controls_lannister_lord_or_lady,
            ),
        ),
    ),
    # Treachery: cancel the effects of a triggered character, location or attachment ability
    Script(
        "01102",
        abilities=(
            cancel_interrupt(
                "cancel the effects of a triggered character, location or attachment ability",
                a_triggered_card_ability(("character", "location", "attachment")),
                condition=_controls_unique_lannister,
            ),
        ),
    ),
)
