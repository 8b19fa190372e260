"""Core Set, House Baratheon (01046-01064). Each script quotes at most a phrase of its card.
Bastard in Hiding (01053) has no text."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
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
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _self_kneeling(st: GameState, use: Use) -> str | None:
    """ "Stand <this card>" changes nothing while it stands ([R-ABIL-8])."""
    return None if st.cards[use.source].kneeling else "it is standing"


def _marshaled_or_played_rhllor(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you marshal or play a R'hllor card"."""
    if h.seat != use.seat or h.card is None:
        return False
    if not (h.kind == "played" or (h.kind == "entered_play" and h.get("how") == "marshal")):
        return False
    return has_trait(st, h.card, "R'hllor")


def _opponents_power_card(st: GameState, use: Use, cid: str) -> bool:
    """An opponent's character or faction card with power to discard."""
    if cid.endswith(":faction"):
        player = st.player(cid[0])
        return player.index != use.seat and player.power > 0
    inst = st.cards.get(cid)
    return (
        inst is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller != use.seat
        and inst.power > 0
    )


def _opponents_faction_card(st: GameState, use: Use, cid: str) -> bool:
    """An opponent's faction card with power to move."""
    if not cid.endswith(":faction"):
        return False
    player = st.player(cid[0])
    return player.index != use.seat and player.power > 0


def _move_1_power_to_you(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.move_power(1, from_=cid, to=f"{SEATS[use.seat]}:faction") for cid in use.targets
    ]


def _attached_gained_power(st: GameState, use: Use, h: Happening) -> bool:
    """ "After attached character gains 1 or more power"."""
    return h.kind == "gained_power" and h.card == st.cards[use.source].host


def _attached_kneeling(st: GameState, use: Use) -> str | None:
    host = st.cards[use.source].host
    return None if host is not None and st.cards[host].kneeling else "attached character stands"


def _is_stannis(st: GameState, inst: CardInst) -> bool:
    return inst.host is not None and st.cards[inst.host].card.name == "Stannis Baratheon"


def _in_power_challenge_with_yours(st: GameState, inst: CardInst) -> bool:
    """ "during any [power] challenge in which you control a participating character"."""
    ch = st.challenge
    return (
        ch is not None
        and ch.type == "power"
        and any(st.cards[c].controller == inst.controller for c in ch.attackers + ch.defenders)
    )


def _no_power_challenge_lost(st: GameState, use: Use) -> str | None:
    if "power" in st.players[use.seat].lost:
        return "you lost a power challenge this round"
    return None


register(
    # Maester Cressen: kneel him to discard a Condition attachment
    Script(
        "01046",
        abilities=(
            Ability(
                "action",
                "kneel Maester Cressen to discard a Condition attachment",
                effects.on_targets("discard"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="attachment", traits=("Condition",)),
                        "a Condition attachment",
                    ),
                ),
            ),
        ),
    ),
    # Ser Davos Seaworth: when killed, return him to your hand instead (logged right after
    # the kill, from the dead pile: docs/decisions/card-text-timing.md)
    Script(
        "01050",
        abilities=(
            Ability(
                "interrupt",
                "when Ser Davos Seaworth is killed, return him to your hand instead",
                effects.on_self("move", to="hand"),
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
    # Shireen Baratheon: when killed, choose and kneel a character (logged right after)
    Script(
        "01051",
        abilities=(
            Ability(
                "interrupt",
                "when Shireen Baratheon is killed, choose and kneel a character",
                effects.on_targets("kneel"),
                trigger=on.self_happened("killed"),
                targets=(choose(card_test(type="character", kneeling=False), "a character"),),
                from_zones=("dead",),
            ),
        ),
    ),
    # Robert Baratheon: "+1 STR for each other kneeling character in play"
    Script(
        "01048",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(type="character", kneeling=True, other=True)
                ),
            ),
        ),
    ),
    # Stannis Baratheon: "cannot stand more than 2 characters during the standing phase"
    Script("01052", constants=(constants.for_each_player("stand_cap", value=2),)),
    # Selyse Baratheon: pay 1 gold, a [baratheon] character gains an [intrigue] icon
    Script(
        "01049",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a Baratheon character gains an intrigue icon until the phase ends",
                effects.on_targets("icon", icon="intrigue", until="phase"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                targets=(
                    choose(
                        card_test(type="character", faction="baratheon"), "a Baratheon character"
                    ),
                ),
            ),
        ),
    ),
    # Fiery Followers: "After the dominance phase begins, stand Fiery Followers"
    Script(
        "01054",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, stand Fiery Followers",
                effects.on_self("stand"),
                trigger=on.happened("phase_began", phase="dominance"),
                condition=_self_kneeling,
            ),
        ),
    ),
    # King's Hunting Party: an [intrigue] icon while an opponent controls a King
    Script(
        "01055",
        constants=(
            constants.on_self(
                "icon",
                "intrigue",
                when=constants.controls(
                    card_test(type="character", controller="opponent", traits=("King",))
                ),
            ),
        ),
    ),
    # Dragonstone Faithful: kneel, the next [baratheon] character costs 1 less
    Script(
        "01056",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Baratheon character by 1",
                "character:baratheon",
            ),
        ),
    ),
    # Dragonstone Port: kneel, the next [baratheon] card costs 1 less
    Script(
        "01059",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Baratheon card by 1", "card:baratheon"
            ),
        ),
    ),
    # Melisandre: after you marshal or play a R'hllor card, kneel a character (once per round)
    Script(
        "01047",
        abilities=(
            Ability(
                "reaction",
                "after you marshal or play a R'hllor card, choose and kneel a character",
                effects.on_targets("kneel"),
                trigger=_marshaled_or_played_rhllor,
                targets=(choose(card_test(type="character", kneeling=False), "a character"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Vanguard Lancer: after it enters play, discard 1 power from an opponent's card
    Script(
        "01057",
        abilities=(
            Ability(
                "reaction",
                "after it enters play, discard 1 power from an opponent's character or faction",
                effects.on_targets("discard_power", amount=1),
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _opponents_power_card,
                        what="an opponent's character or faction card with power",
                        factions=True,
                    ),
                ),
            ),
        ),
    ),
    # Lightbringer: Stannis gains renown; attached character gains power -> stand it
    Script(
        "01058",
        constants=(constants.on_attached("keyword", "renown", when=_is_stannis),),
        abilities=(
            Ability(
                "reaction",
                "after attached character gains power, stand it",
                effects.on_attached("stand"),
                trigger=_attached_gained_power,
                condition=_attached_kneeling,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Chamber of the Painted Table: after you win dominance, kneel to move 1 power to you
    Script(
        "01060",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, kneel to move 1 power from an opponent's faction card",
                _move_1_power_to_you,
                trigger=on.happened("dominance_won", yours=True),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _opponents_faction_card,
                        what="an opponent's faction card with power",
                        factions=True,
                    ),
                ),
            ),
        ),
    ),
    # The Red Keep: 2 STR to your side in [power] challenges; draw 2 if no [power] lost
    Script(
        "01061",
        constants=(
            constants.for_controller("side_str", value=2, when=_in_power_challenge_with_yours),
        ),
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, kneel to draw 2 cards",
                effects.draw(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                costs=(costs.kneel_self(),),
                condition=_no_power_challenge_lost,
            ),
        ),
    ),
)
