"""Core Set, House Targaryen (01160-01178). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, EffectFn, Prim, Use
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
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, RuleError

# "At the end of the phase, if that card is still in play, return it to your hand."
_RETURN_AT_THE_END_OF_THE_PHASE = effects.lasting(
    "at_end", until="phase", target="targets", name="return_to_hand"
)
_STORMBORN_YOURS = card_test(type="character", traits=("Stormborn",), controller="you")


def _daenerys(st: GameState, inst: CardInst) -> list[Contribution]:
    """While standing: -1 STR to each character on the opponent's side of a challenge
    against her controller (there, the attackers)."""
    ch = st.challenge
    if inst.kneeling or ch is None or ch.defender != inst.controller:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in ch.attackers]


def _unsullied(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Unsullied is attacking: -1 STR to each defending character."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers:
        return []
    return [Contribution("str", cid, -1, "", inst.id) for cid in ch.defenders]


def _arakh_first_military(st: GameState, inst: CardInst) -> bool:
    """Attached to Khal Drogo, before the first [military] challenge its controller initiates
    this round (read when attackers are declared, before the challenge counts)."""
    host = st.cards[inst.host].card.name if inst.host is not None else None
    return host == "Khal Drogo" and "military" not in st.players[inst.controller].challenges


def _shuffle_back_or_hatchling_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "Shuffle it back into your deck. If that character is a Hatchling, you may put it into
    play instead" (``choice`` "put_into_play"; "shuffle" or none: shuffled)."""
    if use.choice not in (None, "shuffle", "put_into_play"):
        raise RuleError("R-TARGET-1", "choose 'shuffle' or 'put_into_play' (field 'choice')")
    found: list[Prim] = []
    for cid in use.targets:
        if use.choice == "put_into_play":
            if not has_trait(st, cid, "Hatchling"):
                raise RuleError("R-TARGET-1", f"only a Hatchling may be put into play ({cid})")
            found.append(primitives.put_into_play(cid))
        else:
            found.append(primitives.shuffle_into_deck(cid))
    return found


def _minus_str_killed_at_zero(amount: int) -> EffectFn:
    """ "Until the end of the phase, that character gets -N STR and is killed if its STR
    is 0"."""

    def run(st: GameState, use: Use) -> list[Prim]:
        found: list[Prim] = []
        for cid in use.targets:
            found.append(primitives.strength(cid, -amount, "phase"))
            found.append(primitives.lasting("kill_at_zero", "phase", card=cid))  # fmt: skip
        return found

    return run


def _kneel_dragon_or_daenerys(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel a Dragon character or Daenerys Targaryen" (one the user controls)."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if not chosen:
        raise RuleError("R-COST-2", "the cost is to kneel a Dragon character or Daenerys")
    inst = st.card(chosen[0]["card"])
    fits = inst.card.type == "character" and (
        has_trait(st, inst.id, "Dragon") or inst.card.name == "Daenerys Targaryen"
    )
    if not fits or inst.zone != "play" or inst.controller != use.seat:
        raise RuleError(
            "R-COST-2", f"{inst.id} is not a Dragon character or Daenerys Targaryen you control"
        )
    return chosen


def _three_betrayal_tokens(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "If he has 3 or more betrayal tokens on him, sacrifice him"."""
    if st.tokens.get(inst.id, {}).get("betrayal", 0) < 3:
        return []
    return [Contribution("must_sacrifice", inst.id, 1, "", inst.id)]


def _attachment_in_play_then(st: GameState, use: Use, cid: str) -> bool:
    """An attachment in play when Viserys left play: in play now, or one that left play in the
    same game action (his own attachments went with him; the interrupt is logged right after
    the leave-play it answers)."""
    inst = st.cards[cid]
    if inst.card.type != "attachment":
        return False
    left_with_him = any(h.kind == "left_play" and h.card == cid for h in st.happened)
    return inst.zone == "play" or (left_with_him and inst.zone == "hand")


def _discard_from_play(st: GameState, use: Use) -> list[Prim]:
    """ "Discard it from play": one still in play, or one that went to its owner's hand with
    him (it goes to the discard pile instead)."""
    return [primitives.discard(cid) for cid in use.targets]


register(
    # Viserys Targaryen: when he leaves play, discard an attachment from play
    Script(
        "01167",
        abilities=(
            Ability(
                "interrupt",
                "when Viserys Targaryen leaves play, discard an attachment from play",
                _discard_from_play,
                trigger=on.self_happened("left_play"),
                targets=(Target(_attachment_in_play_then, what="an attachment in play"),),
                from_zones=("dead", "discard", "hand", "deck", "removed"),
            ),
        ),
    ),
    # Ser Jorah Mormont: a betrayal token after each win with him (forced); sacrificed at 3
    # (renown: the framework)
    Script(
        "01165",
        constants=(constants.constant("must_sacrifice", _three_betrayal_tokens),),
        abilities=(
            Ability(
                "forced",
                "after you win a challenge with him, place 1 betrayal token on him",
                effects.on_self("token", token="betrayal", amount=1),
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
    # Plaza of Punishment: win [power], kneel to give a character without attachments -2 STR
    # (killed at STR 0) until the end of the phase
    Script(
        "01173",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, kneel to give a character -2 STR",
                _minus_str_killed_at_zero(2),
                trigger=on.won_challenge("power"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", without_attachments=True),
                        "a character without attachments",
                    ),
                ),
            ),
        ),
    ),
    # Dracarys!: kneel a Dragon or Daenerys to give a participating character -4 STR (killed
    # at STR 0) until the end of the phase
    Script(
        "01176",
        abilities=(
            Ability(
                "action",
                "kneel a Dragon or Daenerys to give a participating character -4 STR",
                _minus_str_killed_at_zero(4),
                costs=(Cost(_kneel_dragon_or_daenerys, "kneel a Dragon or Daenerys Targaryen"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
    # Fire and Blood: a unique [targaryen] character from your dead pile back into your deck
    # (a Hatchling may be put into play instead)
    Script(
        "01177",
        abilities=(
            Ability(
                "action",
                "shuffle a unique Targaryen character from your dead pile into your deck",
                _shuffle_back_or_hatchling_into_play,
                phase="challenges",
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="targaryen",
                            unique=True,
                            controller="you",
                            zone="dead",
                        ),
                        "a unique Targaryen character in your dead pile",
                    ),
                ),
            ),
        ),
    ),
    # Drogo's Arakh: +2 STR (the framework reads it); Drogo does not kneel to attack
    # in the first [military] challenge you initiate each round
    Script(
        "01172",
        constants=(
            constants.on_attached("no_kneel", "attacker:military", when=_arakh_first_military),
        ),
    ),
    # Daenerys Targaryen: while standing, opponents' participants against you get -1 STR
    Script("01160", constants=(constants.constant("str", _daenerys),)),
    # Drogon: your Stormborn characters gain renown
    Script("01161", constants=(constants.on_each("keyword", _STORMBORN_YOURS, "renown"),)),
    # Khal Drogo: an additional [military] challenge (renown: the framework)
    Script("01162", constants=(constants.for_controller("challenges", "military"),)),
    # Magister Illyrio: 2 gold to stand a character, once per phase
    Script(
        "01163",
        abilities=(
            Ability(
                "action",
                "pay 2 gold to stand a character",
                effects.on_targets("stand"),
                costs=(costs.pay_gold(2),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Rhaegal: after you win with a Stormborn character, stand a Stormborn character
    Script(
        "01164",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a Stormborn character, stand a Stormborn one",
                effects.on_targets("stand"),
                trigger=on.won_challenge(participant=_STORMBORN_YOURS),
                targets=(
                    choose(
                        card_test(type="character", traits=("Stormborn",)),
                        "a Stormborn character",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Viserion: your Stormborn characters gain stealth
    Script("01166", constants=(constants.on_each("keyword", _STORMBORN_YOURS, "stealth"),)),
    # Handmaiden: sacrificed to stand a Lady
    Script(
        "01169",
        abilities=(
            Ability(
                "action",
                "sacrifice Handmaiden to stand a Lady character",
                effects.on_targets("stand"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(card_test(type="character", traits=("Lady",)), "a Lady character"),
                ),
            ),
        ),
    ),
    # Targaryen Loyalist: kneel to reduce the next [targaryen] character by 1
    Script(
        "01170",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Targaryen character by 1",
                "character:targaryen",
            ),
        ),
    ),
    # Unsullied: while attacking, each defending character gets -1 STR
    Script("01171", constants=(constants.constant("str", _unsullied),)),
    # Dothraki Sea: win a [power] challenge, sacrifice to put a Dothraki character into play
    # from hand; it returns to hand at the end of the phase
    Script(
        "01174",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, sacrifice to put a Dothraki character into play",
                effects.both(effects.on_targets("put_into_play"), _RETURN_AT_THE_END_OF_THE_PHASE),
                trigger=on.won_challenge("power"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character", traits=("Dothraki",), controller="you", zone="hand"
                        ),
                        "a Dothraki character in your hand",
                    ),
                ),
            ),
        ),
    ),
    # Waking the Dragon: stand a unique [targaryen] character; it returns to hand at the end
    # of the phase
    Script(
        "01178",
        abilities=(
            Ability(
                "action",
                "stand a unique Targaryen character, returned to hand at the end of the phase",
                effects.both(effects.on_targets("stand"), _RETURN_AT_THE_END_OF_THE_PHASE),
                targets=(
                    choose(
                        card_test(
                            type="character", faction="targaryen", unique=True, controller="you"
                        ),
                        "a unique Targaryen character you control",
                    ),
                ),
            ),
        ),
    ),
    # Illyrio's Estate: kneel to reduce the next [targaryen] card by 1 (limited: the framework)
    Script(
        "01175",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Targaryen card by 1", "card:targaryen"
            ),
        ),
    ),
)
