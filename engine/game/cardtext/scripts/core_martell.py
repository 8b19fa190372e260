"""Core Set, House Martell (01103-01121). Each script quotes at most a phrase of its card.

Keywords (Ambush, Insight, Stealth, Limited, No attachments) are the framework's; the scripts
carry the rest. Three Martell cards count plot cards in their controller's used pile.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
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
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons

CHALLENGE_TYPES = ("military", "intrigue", "power")


def _used_plots(st: GameState, seat: int) -> int:
    return len(st.players[seat].used)


def _doran_lords_and_ladies(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each other Martell Lord and Lady you control: +1 STR per plot in your used pile."""
    bonus = _used_plots(st, inst.controller)
    if not bonus:
        return []
    spec = card_test(type="character", controller="you", faction="martell",
                     traits=("Lord", "Lady"), other=True)  # fmt: skip
    return [
        Contribution("str", cid, bonus, "", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


def _dawn(st: GameState, inst: CardInst) -> list[Contribution]:
    """+1 STR per plot in your used pile; intimidate while the host is House Dayne."""
    if inst.host is None:
        return []
    found = [Contribution("str", inst.host, _used_plots(st, inst.controller), "", inst.id)]
    if has_trait(st, inst.host, "House Dayne"):
        found.append(Contribution("keyword", inst.host, 1, "intimidate", inst.id))
    return found


def _not_first_player(st: GameState, inst: CardInst) -> bool:
    return st.first is not None and st.first != inst.controller


def _gain_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(use.source, use.chosen, "phase")]


def _target_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    target = use.targets[0]
    if use.choice not in icons(st, target):  # nothing to lose: no change ([R-ABIL-7])
        raise RuleError("R-ABIL-7", f"{target} has no {use.choice} icon to lose")
    return [primitives.icon(target, use.choice, "phase", lose=True)]


def _red_viper_power(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    amount = use.answers.get("margin", 0) // 5
    return [primitives.gain_power(amount, card=use.source)]


def _put_in_then_return_arianne(st: GameState, use: Use) -> list[Prim]:
    return [
        effects.entering(st, use.targets[0], use.seat),
        primitives.return_to_hand(use.source, cannot_be_saved=True),
    ]


def _return_attacker(st: GameState, use: Use) -> list[Prim]:
    return [primitives.return_to_hand(use.targets[0], cannot_be_saved=True)]


def _power_per_used_plot(st: GameState, use: Use) -> list[Prim]:
    amount = _used_plots(st, use.seat)
    if not amount:  # X is 0: gaining no power changes nothing ([R-ABIL-7])
        raise RuleError("R-ABIL-7", "X is 0: there is no plot card in your used pile")
    return [primitives.gain_power(amount, seat=SEATS[use.seat])]


def _not_first_player_to_play(st: GameState, use: Use) -> str | None:
    return "play only if you are not the first player" if st.first == use.seat else None


def _winner_cannot_initiate_chosen_type(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    winner = use.answers.get("winner")
    return [
        primitives.lasting("cannot", "phase", seat=SEATS[winner], name=f"initiate:{use.choice}")
    ]


def _paramour_declared(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _must_defend(st: GameState, use: Use) -> list[Prim]:
    return [primitives.lasting("must", "challenge", card=cid, name="defend") for cid in use.targets]


def _claim_up_for_this_type(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    return [
        primitives.lasting(
            "claim_type", "phase", seat=SEATS[use.seat], amount=1, name=use.answers.get("type")
        )
    ]


def _look_at_top_2(st: GameState, use: Use) -> list[Prim]:
    """Up to 1 of the top 2 cards to hand, the others to the bottom: the cards are a chance
    outcome the log states as ``move`` primitives (to "hand"; to "deck" with "bottom")."""
    deck = st.players[use.seat].deck
    due = min(2, len(deck))
    if use.offering:  # the engine offers the use: the top cards, the first one kept
        top = deck[::-1][:due]
        return [primitives.move(c, "hand") for c in top[:1]] + [
            primitives.move(c, "deck", bottom=True) for c in top[1:]
        ]
    stated = use.outcome("move")
    looked = [str(p.get("card")) for p in stated]
    kept = [p for p in stated if p.get("to") == "hand" and not p.get("bottom")]
    problem = None
    if len(set(looked)) != due or len(looked) != due or not set(looked) <= set(deck):
        problem = f"name the top {due} card(s) of your deck"
    elif len(kept) > 1 or len(kept) + sum(_to_bottom(p) for p in stated) != due:
        problem = "up to 1 to your hand, the others on the bottom of your deck"
    elif st.players[use.seat].deck_known and set(looked) != set(deck[::-1][:due]):
        problem = "these are not the top cards of your deck"
    if problem is not None:
        raise RuleError("R-EFFECT-1", f"the text looks at the top {due} card(s): {problem}")
    return [dict(p) for p in stated]


def _to_bottom(prim: Prim) -> bool:
    return prim.get("to") == "deck" and prim.get("bottom") is True and len(prim) == 4


def _loses_every_icon(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.icon(cid, icon, "phase", lose=True)
        for cid in use.targets
        for icon in CHALLENGE_TYPES
    ]


register(
    # Areo Hotah: after he enters play during a challenge, remove a participant (Ambush: framework)
    Script(
        "01103",
        abilities=(
            Ability(
                "reaction",
                "after Areo Hotah enters play during a challenge: remove a participant",
                effects.on_targets("remove_from_challenge"),
                trigger=on.entered_play(during="challenge"),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
    # Arianne Martell: put a character (printed cost 5 or lower) into play, then return her
    Script(
        "01104",
        abilities=(
            Ability(
                "action",
                "put a character with printed cost 5 or lower into play from your hand",
                _put_in_then_return_arianne,
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", zone="hand", max_printed_cost=5
                        ),
                        "a character with printed cost 5 or lower in your hand",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Doran Martell: other Martell Lords and Ladies +1 STR per used plot (Insight: framework)
    Script("01105", constants=(constants.constant("str", _doran_lords_and_ladies),)),
    # Edric Dayne: "Pay 1 gold to give Edric Dayne a challenge icon of your choice"
    Script(
        "01106",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a challenge icon of your choice until the end of the phase",
                _gain_chosen_icon,
                costs=(costs.pay_gold(1),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # Maester Caleotte: after you lose a challenge he is in, a character loses an icon
    Script(
        "01107",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge he participates in: a character loses an icon",
                _target_loses_chosen_icon,
                trigger=on.lost_challenge(self_participating=True),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # Obara Sand: may defend [power] challenges while kneeling
    Script("01108", constants=(constants.on_self("defend_kneeling", "power"),)),
    # The Red Viper: 1 power for every 5 STR he won by as an attacker
    Script(
        "01109",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: 1 power per 5 STR won by",
                _red_viper_power,
                trigger=on.won_challenge(self_attacking=True, margin=5),
            ),
        ),
    ),
    # Desert Scavenger: kneel to reduce the next [martell] character by 1
    Script(
        "01110",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Martell character by 1", "character:martell"
            ),
        ),
    ),
    # Dornish Paramour: after declared as an attacker, a character must defend if able
    Script(
        "01111",
        abilities=(
            Ability(
                "reaction",
                "after it is declared as an attacker: a character must defend, if able",
                _must_defend,
                trigger=_paramour_declared,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "a character controlled by the defending player",
                    ),
                ),
            ),
        ),
    ),
    # Greenblood Trader: after it enters play, look at the top 2 cards: up to 1 to hand
    Script(
        "01112",
        abilities=(
            Ability(
                "reaction",
                "after it enters play: look at the top 2 cards, add up to 1 to your hand",
                _look_at_top_2,
                trigger=on.entered_play(),
            ),
        ),
    ),
    # Palace Spearman: "While you are not the first player" an [intrigue] icon
    Script("01114", constants=(constants.on_self("icon", "intrigue", when=_not_first_player),)),
    # Dawn: +1 STR per used plot; intimidate on a House Dayne character
    Script("01115", constants=(constants.constant("str keyword", _dawn),)),
    # Ghaston Grey: kneel and sacrifice it to return an attacking character to hand
    Script(
        "01116",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: return an attacker to hand",
                _return_attacker,
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(), costs.sacrifice_self()),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
    # Sunspear: kneel to raise your claim by 1 in challenges of that type this phase
    Script(
        "01117",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: +1 claim for that type this phase",
                _claim_up_for_this_type,
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Blood Orange Grove: kneel to reduce the next [martell] card by 1 (Limited: framework)
    Script(
        "01118",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Martell card by 1", "card:martell"
            ),
        ),
    ),
    # Doran's Game: after you win an [intrigue] challenge by 5: X power, X = used plots
    Script(
        "01119",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge by 5 or more STR: power per used plot",
                _power_per_used_plot,
                trigger=on.won_challenge("intrigue", margin=5),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Unbowed, Unbent, Unbroken: the winner cannot initiate challenges of a named type
    Script(
        "01120",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: name a type the winner cannot use",
                _winner_cannot_initiate_chosen_type,
                trigger=on.lost_challenge(defending=True),
                condition=_not_first_player_to_play,
                choices=CHALLENGE_TYPES,
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Confinement: a character with STR 4 or lower loses its three icons this phase
    Script(
        "01121",
        abilities=(
            Ability(
                "action",
                "a character with STR 4 or lower loses a military, intrigue and power icon",
                _loses_every_icon,
                targets=(
                    choose(
                        card_test(type="character", max_str=4), "a character with STR 4 or lower"
                    ),
                ),
            ),
        ),
    ),
)
