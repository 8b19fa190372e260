"""The King's Mark (chapter pack, 08041-08060): every faction. Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, TriggerFn, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core_martell import CHALLENGE_TYPES
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, characters, icons, strength


def _each_player_sacrifices_one(st: GameState, use: Use) -> list[Prim]:
    """ "each player sacrifices a character, if able": one chosen character per player who
    controls any (each player's own choice, logged as the targets)."""
    chosen: dict[int, list[str]] = {}
    for cid in use.targets:
        chosen.setdefault(st.cards[cid].controller, []).append(cid)
    for p in st.players:
        due = 1 if characters(st, p.index) and not p.eliminated else 0
        if len(chosen.get(p.index, [])) != due:
            raise RuleError("R-TARGET-1", f"{p.key} sacrifices {due} character(s), if able")
    return [primitives.sacrifice(cid, seat=SEATS[st.cards[cid].controller]) for cid in use.targets]


def _any_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character"


def _hyle_participating(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or use.source not in ch.attackers + ch.defenders:
        return "only during a challenge in which Ser Hyle Hunt is participating"
    return None


def _lower_str_participant(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", participating=True)
    return spec(st, use.seat, use.source, cid) and strength(st, cid) < strength(st, use.source)


def _self_pillaged(kind: str | None) -> TriggerFn:
    """ "After <this card> discards a (<kind>) card using pillage"."""

    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "pillaged" or h.card != use.source:
            return False
        return kind is None or any(st.cards[c].card.type == kind for c in h.get("cards", ()))

    return test


def _asha_search_depth(st: GameState, use: Use) -> int:
    """X: the cards in the losing opponent's discard pile."""
    loser = use.answers.get("loser") if use.answers is not None else None
    return 0 if loser is None else len(st.players[loser].discard)


def _in_top_x(st: GameState, use: Use, cid: str) -> bool:
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    depth = _asha_search_depth(st, use)
    return depth > 0 and (not player.deck_known or cid in player.deck[::-1][:depth])


def _lord_or_lady_participant(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", traits=("Lord", "Lady"))
    h = use.answers
    participants = () if h is None else tuple(h.get("attackers", ())) + h.get("defenders", ())
    return spec(st, use.seat, use.source, cid) and cid in participants


def _bypassed_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    bypassed = use.answers.card
    if use.choice not in icons(st, bypassed):
        raise RuleError("R-ABIL-7", f"{bypassed} has no {use.choice} icon to lose")
    return [primitives.icon(bypassed, use.choice, "phase", lose=True)]


def _self_bypassed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


def _you_initiated(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and h.seat == use.seat


register(
    # Ramsay Snow: forced, after he enters play each player sacrifices a character, if able
    Script(
        "08041",
        abilities=(
            Ability(
                "forced",
                "after he enters play: each player sacrifices a character, if able",
                _each_player_sacrifices_one,
                trigger=on.entered_play(),
                targets=(Target(_any_character, 0, 6, "a character of each player"),),
            ),
        ),
    ),
    # Ser Hyle Hunt: in a challenge he takes part in, pay 1 gold to stand a participant with
    # a lower STR and remove it from the challenge (Limit once per challenge)
    Script(
        "08043",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: stand a participant with lower STR, remove it from the challenge",
                effects.both(
                    effects.on_targets("stand"), effects.on_targets("remove_from_challenge")
                ),
                condition=_hyle_participating,
                costs=(costs.pay_gold(1),),
                targets=(
                    Target(_lower_str_participant, what="a participating character, lower STR"),
                ),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
    # The Bounty of Highgarden: gain 5 gold (Limited: framework)
    Script(
        "08044",
        abilities=(Ability("action", "gain 5 gold", effects.gain_gold(5)),),
    ),
    # Laughing Lord: after you initiate a challenge, kneel it: an attacking [baratheon]
    # character gains intimidate until the end of the challenge
    Script(
        "08048",
        abilities=(
            Ability(
                "reaction",
                "after you initiate a challenge, kneel it: a Baratheon attacker gains intimidate",
                effects.on_targets("keyword", keyword="intimidate", until="challenge"),
                trigger=_you_initiated,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="baratheon", attacking=True),
                        "an attacking Baratheon character",
                    ),
                ),
            ),
        ),
    ),
    # Raff the Sweetling: after he pillages a character, return a character with printed
    # cost 2 or lower to its owner's hand (Pillage: framework)
    Script(
        "08049",
        abilities=(
            Ability(
                "reaction",
                "after he discards a character using pillage: return a cheap character",
                effects.on_targets("return_to_hand"),
                trigger=_self_pillaged("character"),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=2),
                        "a character with printed cost 2 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Asha Greyjoy: after she pillages, search the top X cards for a card (X: the cards in
    # the losing opponent's discard pile) (Pillage, Stealth: framework)
    Script(
        "08051",
        abilities=(
            Ability(
                "reaction",
                "after she discards a card using pillage: search the top X cards for a card",
                effects.found_to_hand_and_shuffle,
                trigger=_self_pillaged(None),
                targets=(Target(_in_top_x, 0, 1, "a card in the top X cards of your deck"),),
            ),
        ),
    ),
    # Jhiqui: after you win a challenge, discard 1 card from your hand: a participating Lord
    # or Lady gains 1 power
    Script(
        "08053",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, discard a card: a participating Lord or Lady, 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.won_challenge(),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                targets=(Target(_lord_or_lady_participant, what="a participating Lord or Lady"),),
            ),
        ),
    ),
    # Darkstar: after he bypasses a character using stealth, it loses a challenge icon of
    # your choice this phase (Stealth: framework)
    Script(
        "08055",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a character: it loses a challenge icon of your choice",
                _bypassed_loses_chosen_icon,
                trigger=_self_bypassed,
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
