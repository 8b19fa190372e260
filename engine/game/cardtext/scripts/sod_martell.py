"""Secrets of Dorne (The Sands of Dorne deluxe), House Martell characters (10001-10016).
Each script quotes at most a phrase of its card.

Keywords (Ambush, Insight, Intimidate, Renown, Stealth, No attachments) are the framework's.
Icon changes reuse the Core Martell helpers (one "loses a challenge icon of your choice").
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core_martell import (
    CHALLENGE_TYPES,
    _loses_every_icon,
    _must_defend,
    _paramour_declared,
)
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
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons

SAND_SNAKE = card_test(type="character", controller="you", traits=("Sand Snake",))
# "a challenge icon of your choice" to gain or to lose (Doran Martell's reaction)
GAIN_OR_LOSE = tuple(f"{how}:{icon}" for how in ("gain", "lose") for icon in CHALLENGE_TYPES)


def _fewer_than_2_icons_participating(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", participating=True)
    return spec(st, use.seat, use.source, cid) and len(icons(st, cid)) < 2


def _gains_or_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    """ "gains or loses a challenge icon of your choice" (``choice`` "gain:power" ...)."""
    how, _, icon = (use.choice or "").partition(":")
    target = use.targets[0]
    has = icon in icons(st, target)
    if (how == "lose") != has:  # nothing would change ([R-ABIL-7])
        state = "has" if has else "lacks"
        raise RuleError("R-ABIL-7", f"{target} cannot {how} a {icon} icon: it {state} one")
    return [primitives.icon(target, icon, "phase", lose=True if how == "lose" else None)]


def _lower_martell_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """ "a [martell] character with lower printed cost" than the Sand Snake returned."""
    returned = [p["card"] for p in use.costs if p.get("op") == "return_to_hand"]
    if not returned or returned[0] not in st.cards:
        return False
    spec = card_test(type="character", controller="you", faction="martell", zone="hand")
    cost = st.cards[cid].card.cost or 0
    return spec(st, use.seat, use.source, cid) and cost < (st.cards[returned[0]].card.cost or 0)


def _put_chosen_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


def _lost_dominance(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you lose dominance": an opponent won it."""
    return h.kind == "dominance_won" and h.seat is not None and h.seat != use.seat


def _discard_winners_random_card_and_draw(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the winning opponent's hand and draw 1 card"."""
    assert use.answers is not None and use.answers.seat is not None
    hand = st.players[use.answers.seat].hand
    found: list[Prim] = []
    if hand:
        what = "the card discarded at random from the winning opponent's hand"
        found.append(primitives.discard(effects.chance_card(use, "discard", hand, what)))
    return found + effects.draw(1)(st, use)


def _unique_martell_of_yours_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a unique [martell] character you control is killed" (controlled when killed:
    the happening's seat); from the dead pile only for her own death."""
    if h.kind != "killed" or h.seat != use.seat or h.card is None:
        return False
    if st.cards[use.source].zone == "dead" and h.card != use.source:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "martell" and card.unique


def _red_viper_power_str(st: GameState, inst: CardInst) -> int:
    return inst.power


def _won_with_your_attacking_bastard(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which you control an attacking Bastard character"."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    return any(
        st.cards[cid].zone == "play"
        and st.cards[cid].controller == use.seat
        and has_trait(st, cid, "Bastard")
        for cid in h.get("attackers", ())
    )


def _darkstar_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or use.source not in ch.attackers:
        return "only during a challenge in which Darkstar is attacking"
    return None


def _return_each_participant(st: GameState, use: Use) -> list[Prim]:
    """ "return each participating character to its owner's hand" (after the sacrifice)."""
    ch = st.challenge
    assert ch is not None
    return [primitives.return_to_hand(cid) for cid in ch.attackers + ch.defenders]


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 3 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 3 else "3 or more plots in your used pile"


def _kneel_self_if_standing(st: GameState, use: Use) -> list[Prim]:
    """ "kneel Quentyn Martell" (already kneeling: nothing changes)."""
    return [] if st.cards[use.source].kneeling else [primitives.kneel(use.source)]


def _initiative_per_used_plot(st: GameState, inst: CardInst) -> int:
    return len(st.players[inst.controller].used)


def _shadow_city_victim(st: GameState, use: Use, cid: str) -> bool:
    return card_test(type="character", max_printed_cost=5)(st, use.seat, use.source, cid)


register(
    # Doran Martell: kneel your faction card to remove a participant with fewer than 2
    # icons; after you lose a challenge, a character gains or loses an icon of your choice
    Script(
        "10001",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: remove a participant with fewer than 2 icons",
                effects.on_targets("remove_from_challenge"),
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(
                        _fewer_than_2_icons_participating,
                        what="a participating character with fewer than 2 challenge icons",
                    ),
                ),
            ),
            Ability(
                "reaction",
                "after you lose a challenge: a character gains or loses an icon of your choice",
                _gains_or_loses_chosen_icon,
                trigger=on.lost_challenge(),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=GAIN_OR_LOSE,
            ),
        ),
    ),
    # Ellaria Sand: after she is declared as an attacker, up to 3 of the defending player's
    # characters must be declared as defenders, if able
    Script(
        "10002",
        abilities=(
            Ability(
                "reaction",
                "after she is declared as an attacker: up to 3 characters must defend",
                _must_defend,
                trigger=_paramour_declared,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "characters controlled by the defending player",
                        low=1,
                        high=3,
                    ),
                ),
            ),
        ),
    ),
    # The Red Viper: +1 STR per power on him; after you win a challenge with an attacking
    # Bastard you control, he gains 1 power (Intimidate: framework)
    Script(
        "10003",
        constants=(constants.on_self("str", value=_red_viper_power_str),),
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with an attacking Bastard: he gains 1 power",
                effects.gain_power_self(1),
                trigger=_won_with_your_attacking_bastard,
            ),
        ),
    ),
    # Darkstar: while attacking, sacrifice him to return each participant to its owner's hand
    Script(
        "10004",
        abilities=(
            Ability(
                "action",
                "sacrifice him: return each participating character to its owner's hand",
                _return_each_participant,
                condition=_darkstar_attacking,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
    # Obara Sand: return a Sand Snake to hand to put a cheaper [martell] character into play
    Script(
        "10005",
        abilities=(
            Ability(
                "action",
                "return a Sand Snake: put a Martell character with lower printed cost into play",
                _put_chosen_into_play,
                phase="challenges",
                costs=(costs.choose_and("return_to_hand", SAND_SNAKE, "a Sand Snake character"),),
                targets=(
                    Target(
                        _lower_martell_in_hand,
                        what="a Martell character in your hand with lower printed cost",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Nymeria Sand: after you lose dominance, discard 1 card at random from the winner's
    # hand and draw 1 card
    Script(
        "10007",
        abilities=(
            Ability(
                "reaction",
                "after you lose dominance: a random discard from the winner's hand, draw 1",
                _discard_winners_random_card_and_draw,
                trigger=_lost_dominance,
            ),
        ),
    ),
    # Tyene Sand: after you lose a challenge as the defender, kneel a Sand Snake to put her
    # into play from your hand (Stealth: framework)
    Script(
        "10008",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: kneel a Sand Snake, put her in play",
                _put_self_into_play,
                trigger=on.lost_challenge(defending=True),
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Sand Snake",),
                            kneeling=False,
                        ),
                        "a standing Sand Snake character you control",
                    ),
                ),
                from_zones=("hand",),
            ),
        ),
    ),
    # Nymeria's Guard: pay 4 gold and stand a Sand Snake to put it into play from your hand
    Script(
        "10009",
        abilities=(
            Ability(
                "action",
                "pay 4 gold and stand a Sand Snake: put it into play from your hand",
                _put_self_into_play,
                phase="challenges",
                costs=(
                    costs.pay_gold(4),
                    costs.choose_and(
                        "stand",
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Sand Snake",),
                            kneeling=True,
                        ),
                        "a kneeling Sand Snake character you control",
                    ),
                ),
                from_zones=("hand",),
            ),
        ),
    ),
    # Quentyn Martell: forced, kneel him as the challenges phase begins while fewer than 3
    # plots are in your used pile (Renown: framework)
    Script(
        "10011",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, with fewer than 3 used plots: kneel him",
                _kneel_self_if_standing,
                trigger=on.happened("phase_began", phase="challenges"),
                condition=_few_used_plots,
            ),
        ),
    ),
    # Ser Cletus Yronwood: +1 initiative on your revealed plot per plot in your used pile
    Script(
        "10012",
        constants=(
            constants.for_controller("plot", "initiative", value=_initiative_per_used_plot),
        ),
    ),
    # Loreza Sand: when a unique [martell] character you control is killed, draw 1 card
    Script(
        "10013",
        abilities=(
            Ability(
                "interrupt",
                "when a unique Martell character you control is killed: draw 1 card",
                effects.draw(1),
                trigger=_unique_martell_of_yours_killed,
                limit=Limit(1, "phase"),
                from_zones=("dead",),  # her own death: logged right after it
            ),
        ),
    ),
    # Maester Kedry: kneel to reduce the next event you play this phase by 2
    Script(
        "10014",
        abilities=(
            Ability(
                "action",
                "kneel him: the next event you play this phase costs 2 less",
                effects.reduce_next_cost(2, "event"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Shadow City Bastard: sacrifice it; a character with printed cost 5 or lower loses a
    # [military], an [intrigue] and a [power] icon this phase (Ambush: framework)
    Script(
        "10016",
        abilities=(
            Ability(
                "action",
                "sacrifice it: a character with printed cost 5 or lower loses its three icons",
                _loses_every_icon,
                phase="challenges",
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(_shadow_city_victim, what="a character with printed cost 5 or lower"),
                ),
            ),
        ),
    ),
)
