"""Core Set, The Night's Watch (01122-01140). Each script quotes at most a phrase of its card.

Keywords (Stealth, Insight, No attachments), "+1 Reserve." and "[thenightswatch] character
only." are the framework's; the scripts carry the rest.
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
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError

NIGHTS_WATCH = "thenightswatch"


def _benjen_power_then_deck(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.gain_power(2, seat=SEATS[use.seat]),
        primitives.move(use.source, "deck"),  # shuffled in: order unknown
    ]


def _random_discard_each_opponent(st: GameState, use: Use) -> list[Prim]:
    """One card at random from each opponent's hand: a chance outcome the log names."""
    stated: list[str] = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:  # the engine offers the use: the first card of each hand
        stated = [p.hand[0] for p in st.players if p.index != use.seat and p.hand]
    found: list[Prim] = []
    for player in st.players:
        if player.index == use.seat or not player.hand:
            continue
        picked = [cid for cid in stated if cid in player.hand]
        if len(picked) != 1:
            raise RuleError(
                "R-EFFECT-1",
                f"name the 1 card discarded at random from {player.key}'s hand in the effects",
            )
        found.append(primitives.discard(picked[0]))
    return found


def _jon_snow_participates(st: GameState, inst: CardInst) -> bool:
    """Standing, in a challenge where you control another (declared) attacking Night's Watch
    character."""
    ch = st.challenge
    if inst.kneeling or ch is None or ch.attacker != inst.controller:
        return False
    return any(
        cid != inst.id and of_faction(st, cid, NIGHTS_WATCH)
        and st.cards[cid].controller == inst.controller
        for cid in ch.attackers
    )  # fmt: skip


def _controls_the_wall(st: GameState, inst: CardInst) -> bool:
    return any(st.cards[c].card.name == "The Wall" for c in st.players[inst.controller].in_play)


def _not_lost_defending(st: GameState, use: Use) -> str | None:
    if st.players[use.seat].lost_defending:
        return "you lost a challenge as the defending player this phase"
    return None


def _put_into_play_from_hand(st: GameState, use: Use) -> list[Prim]:
    """The chosen card; an attachment goes on the second chosen card."""
    host = use.targets[1] if len(use.targets) > 1 else None
    return [effects.entering(st, use.targets[0], use.seat, host)]


def _ghost_bypasses(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


def _ghost_bypassed(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [primitives.lasting("cannot", "phase", card=use.answers.card, name="defend")]


def _stand_and_strengthen(st: GameState, use: Use) -> list[Prim]:
    """Stand the chosen defender (if it kneels) and +2 STR until the end of the challenge."""
    found: list[Prim] = []
    for cid in use.targets:
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
        found.append(primitives.strength(cid, 2, "challenge"))
    return found


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


RANGERS = card_test(type="character", controller="you", traits=("Ranger",))

register(
    # Benjen Stark: Rangers cannot be bypassed; when killed: 2 power, into the deck instead
    Script(
        "01122",
        constants=(constants.on_each("cannot", RANGERS, name="bypass"),),
        abilities=(
            Ability(
                "interrupt",
                "when Benjen Stark is killed: gain 2 power, shuffle him into your deck",
                _benjen_power_then_deck,
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
    # Ghost: after he bypasses a character with stealth, it cannot defend this phase
    Script(
        "01123",
        abilities=(
            Ability(
                "reaction",
                "after Ghost bypasses a character: it cannot defend until the end of the phase",
                _ghost_bypassed,
                trigger=_ghost_bypasses,
            ),
        ),
    ),
    # Yoren: after you marshal him, a character (printed cost 3 or lower) from an opponent's
    # discard pile enters play under your control
    Script(
        "01129",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Yoren: put a character from an opponent's discard pile",
                _put_under_your_control,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="opponent",
                            zone="discard",
                            max_printed_cost=3,
                        ),
                        "a character with printed cost 3 or lower in an opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Jon Snow: while standing, considered participating (as an attacker) beside another
    # attacking [thenightswatch] character (his Weapon-only restriction is the framework's)
    Script("01124", constants=(constants.on_self("attacking", when=_jon_snow_participates),)),
    # Maester Aemon: "When a [thenightswatch] character would be killed, kneel" to save it
    Script(
        "01125",
        abilities=(
            Ability(
                "interrupt",
                "when a Night's Watch character would be killed, kneel to save it",
                effects.on_targets("save"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction=NIGHTS_WATCH),
                        "a Night's Watch character",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
    # Old Bear Mormont: no kneel defending with The Wall; a card from hand at the phase end
    Script(
        "01126",
        constants=(constants.on_self("no_kneel", "defender", when=_controls_the_wall),),
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends: put a Night's Watch card into play from hand",
                _put_into_play_from_hand,
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_not_lost_defending,
                targets=(
                    choose(
                        card_test(
                            type=("character", "location", "attachment"),
                            controller="you",
                            faction=NIGHTS_WATCH,
                            zone="hand",
                        ),
                        "a Night's Watch card in your hand",
                    ),
                    choose(card_test(type="character"), "the character it attaches to", 0, 1),
                ),
            ),
        ),
    ),
    # Ser Waymar Royce: when killed, 1 card at random from each opponent's hand
    Script(
        "01128",
        abilities=(
            Ability(
                "interrupt",
                "when Ser Waymar Royce is killed: discard 1 card at random from each opponent",
                _random_discard_each_opponent,
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
    # Messenger Raven: "Return Messenger Raven to your hand to draw 1 card"
    Script(
        "01130",
        abilities=(
            Ability(
                "action",
                "return Messenger Raven to your hand to draw 1 card",
                effects.draw(1),
                phase="dominance",
                costs=(costs.return_self_to_hand(),),
            ),
        ),
    ),
    # Old Forest Hunter: "Discard 1 card from your hand to gain 1 gold"
    Script(
        "01131",
        abilities=(
            Ability(
                "action",
                "discard 1 card from your hand to gain 1 gold",
                effects.gain_gold(1),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Steward at the Wall: kneel to reduce the next [thenightswatch] character by 1
    Script(
        "01133",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Night's Watch character by 1",
                f"character:{NIGHTS_WATCH}",
            ),
        ),
    ),
    # Veteran Builder: "Sacrifice Veteran Builder to choose and stand a location"
    Script(
        "01134",
        abilities=(
            Ability(
                "action",
                "sacrifice Veteran Builder to choose and stand a location",
                effects.on_targets("stand"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="location", kneeling=True), "a kneeling location"),),
            ),
        ),
    ),
    # Longclaw: "+1 STR and gains renown" (the faction restriction is the framework's)
    Script(
        "01135",
        constants=(
            constants.on_attached("str", value=1),
            constants.on_attached("keyword", "renown"),
        ),
    ),
    # Castle Black: kneel to stand a defending [thenightswatch] character, +2 STR
    Script(
        "01136",
        abilities=(
            Ability(
                "action",
                "kneel to stand a defending Night's Watch character: +2 STR this challenge",
                _stand_and_strengthen,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction=NIGHTS_WATCH, defending=True),
                        "a defending Night's Watch character",
                    ),
                ),
            ),
        ),
    ),
    # The Wall: Night's Watch +1 STR; kneels after an unopposed loss; kneel: 2 power
    Script(
        "01137",
        constants=(
            constants.on_each(
                "str", card_test(type="character", controller="you", faction=NIGHTS_WATCH)
            ),
        ),
        abilities=(
            Ability(
                "forced",
                "after you lose an unopposed challenge, kneel The Wall",
                effects.kneel_self_if_standing,
                trigger=on.lost_challenge(unopposed=True),
            ),
            Ability(
                "interrupt",
                "when the challenges phase ends: kneel The Wall to gain 2 power",
                effects.gain_power_faction(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
