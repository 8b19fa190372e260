"""Chapter packs, House Martell (Dornish Spy 06115, Locked Away 06116, Venomous Blade 04036,
Nymeria Sand 02035, Bastard Daughter 02015, Shandystone 08076). Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from dataclasses import replace

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_TYPES = ("military", "intrigue", "power")


def _lose_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(cid, use.chosen, "phase", lose=True)
            for cid in use.targets]  # fmt: skip


def _poison(st: GameState, use: Use) -> list[Prim]:
    """A poison token; at the end of the phase, if still there, remove it and kill."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.token(cid, "poison", 1))
        found.append(primitives.lasting("kill_if_token", "phase", card=cid, name="poison"))
    return found


def _icon_to_sand_snakes(st: GameState, use: Use) -> list[Prim]:
    """The target loses the chosen icon; each Sand Snake you control gains it (the phase)."""
    snakes = in_play_matching(
        st, card_test(type="character", controller="you", traits=("Sand Snake",)), use.seat,
        use.source,
    )  # fmt: skip
    gains: list[Prim] = [primitives.icon(cid, use.chosen, "phase")
                         for cid in snakes]  # fmt: skip
    return _lose_chosen_icon(st, use) + gains


def _daughter_or_viper_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When Bastard Daughter or The Red Viper is killed" (this card, or a Red Viper)."""
    if h.kind != "killed" or h.card is None:
        return False
    return h.card == use.source or st.cards[h.card].card.name == "The Red Viper"


def _random_discard_each_opponent(st: GameState, use: Use) -> list[Prim]:
    """1 card at random from each opponent's hand (chance outcomes: one stated ``discard``
    per hand)."""
    found: list[Prim] = []
    for p in st.players:
        if p.index == use.seat or not p.hand:
            continue
        kept = [q for q in use.stated or [] if q.get("op") != "discard" or q.get("card") in p.hand]
        one_hand = replace(use, stated=kept if use.stated is not None else None)
        card = effects.chance_card(one_hand, "discard", p.hand, f"the card of {p.key}'s hand")
        found.append(primitives.discard(card))
    return found


register(
    # Dornish Spy: ambush; after it enters play, a character loses an icon this phase
    Script(
        "06115",
        abilities=(
            Ability(
                "reaction",
                "after Dornish Spy enters play, a character loses a challenge icon",
                _lose_chosen_icon,
                trigger=on.entered_play(),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=_TYPES,
            ),
        ),
    ),
    # Locked Away: after the marshaling phase begins, attached returns to hand, unsaveable
    Script(
        "06116",
        abilities=(
            Ability(
                "reaction",
                "after the marshaling phase begins, return attached character to hand",
                effects.on_attached("return_to_hand", cannot_be_saved=True),
                trigger=on.happened("phase_began", phase="marshaling"),
            ),
        ),
    ),
    # Venomous Blade: after it enters play, poison a character with printed STR 2 or lower
    Script(
        "04036",
        abilities=(
            Ability(
                "reaction",
                "after Venomous Blade enters play, poison a printed STR 2 or lower character",
                _poison,
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(type="character", max_printed_str=2),
                        "a character with printed STR 2 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Nymeria Sand: an opponent's character loses an icon; your Sand Snakes gain it
    Script(
        "02035",
        abilities=(
            Ability(
                "action",
                "an opponent's character loses an icon; each Sand Snake you control gains it",
                _icon_to_sand_snakes,
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "an opponent's character",
                    ),
                ),
                choices=_TYPES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Bastard Daughter: when she or The Red Viper is killed, a random discard per opponent
    Script(
        "02015",
        abilities=(
            Ability(
                "interrupt",
                "when Bastard Daughter or The Red Viper is killed, random discards",
                _random_discard_each_opponent,
                trigger=_daughter_or_viper_killed,
                from_zones=("dead",),
            ),
        ),
    ),
    # Shandystone: after you lose a challenge as the defender, kneel it to stand a character
    Script(
        "08076",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defending player, stand a character",
                effects.on_targets("stand"),
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", controller="you", kneeling=True),
                        "a kneeling character you control",
                    ),
                ),
            ),
        ),
    ),
)
