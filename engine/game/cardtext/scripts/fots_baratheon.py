"""Fury of the Storm (FotS), House Baratheon (14001-14024, 14046). Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_any_trait, has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_TYPES = ("military", "intrigue", "power")


def _kneeling_self(st: GameState, use: Use) -> str | None:
    return None if st.cards[use.source].kneeling else "it is standing"


def _no_power_loss_this_phase(st: GameState, use: Use) -> str | None:
    """ "if you have not lost a [power] challenge this phase" (only the challenges phase has
    challenges: this round's losses are this phase's)."""
    if "power" in st.players[use.seat].lost:
        return "you lost a power challenge this phase"
    return _kneeling_self(st, use)


def _controls_trait(*traits: str) -> object:
    spec = card_test(type="character", controller="you", traits=traits)
    return lambda st, use: (
        None if in_play_matching(st, spec, use.seat, use.source) else f"you control no {traits}"
    )


def _bastard_cost(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Robert Baratheon, reduce the cost to marshal" it by 2: a constant
    of the card in hand (one contribution for all copies in that hand)."""
    hand = st.players[inst.owner].hand
    if min(c for c in hand if st.cards[c].card.code == inst.card.code) != inst.id:
        return []
    if not constants.controls_named("Robert Baratheon")(st, inst):
        return []
    return [Contribution("cost", inst.owner, -2, f"character#{inst.card.code}", inst.id)]


def _no_challenges_of_named_type(st: GameState, use: Use) -> list[Prim]:
    """ "Name a challenge type. Until you reveal a new plot card, challenges of that type
    cannot be initiated" (by any player)."""
    return [
        primitives.lasting("cannot", "plot", seat=p.key, name=f"initiate:{use.choice}")
        for p in st.players
    ]  # fmt: skip


def _cape_wrath_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """During [power] challenges in which you attack or defend, the attacking player's claim
    +1."""
    ch = st.challenge
    if ch is None or ch.type != "power" or inst.controller not in (ch.attacker, ch.defender):
        return []
    return [Contribution("plot", ch.attacker, 1, "claim", inst.id)]


def _galley(st: GameState, use: Use) -> list[Prim]:
    """+1 STR until the end of the phase; a Captain or Smuggler also gains stealth."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.strength(cid, 1, "phase"))
        if has_any_trait(st, cid, ("Captain", "Smuggler")):
            found.append(primitives.keyword(cid, "stealth", "phase"))
    return found


def _warhammer_low(st: GameState, inst: CardInst) -> bool:
    host = inst.host
    return host is not None and (st.cards[host].card.strength or 0) <= 4


def _warhammer_high(st: GameState, inst: CardInst) -> bool:
    host = inst.host
    return host is not None and (st.cards[host].card.strength or 0) >= 5


def _stand_participating_king_or_queen(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", traits=("King", "Queen"), participating=True)
    return spec(st, use.seat, use.source, cid) and st.cards[cid].kneeling


def _melisandre_victim(st: GameState, use: Use, cid: str) -> bool:
    """ "a character controlled by the losing opponent" with power to move."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == loser
        and inst.power > 0
    )


def _move_power_then_kill(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power to Melisandre; then, if that character has no power, kill it."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.move_power(1, from_=cid, to=use.source))
        if st.cards[cid].power == 1:
            found.append(primitives.kill(cid))
    return found


def _davos(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 power from the losing opponent's faction card; then a King may gain 1."""
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    found: list[Prim] = []
    if loser.power:
        found.append(primitives.discard_power(1, seat=loser.key))
    return found + [primitives.gain_power(1, card=cid) for cid in use.targets]


def _robert_cannot_stand(st: GameState, use: Use) -> list[Prim]:
    """One of three groups cannot stand this phase (``choice`` "5_or_higher",
    "4_or_lower" or "locations")."""
    found = []
    for player in st.players:
        for cid in player.in_play:
            card = st.cards[cid].card
            cost = card.cost or 0
            if (
                (use.choice == "5_or_higher" and card.type == "character" and cost >= 5
                 and cid != use.source)
                or (use.choice == "4_or_lower" and card.type == "character" and cost <= 4)
                or (use.choice == "locations" and card.type == "location")
            ):  # fmt: skip
                found.append(
                    primitives.lasting("cannot", "phase", card=cid, name="stand")
                )  # fmt: skip
    return found


def _kneel_and_gain_its_cost(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.kneel(cid))
        cost = st.cards[cid].card.cost or 0
        if cost:
            found.append(primitives.gain_gold(SEATS[use.seat], cost))
    return found


def _rhllor_attacking(st: GameState, inst: CardInst) -> bool:
    """ "each challenge in which you control an attacking R'hllor character"."""
    ch = st.challenge
    if ch is None or inst.host is None:
        return False
    return any(
        st.cards[cid].controller == inst.controller and has_trait(st, cid, "R'hllor")
        for cid in ch.attackers
    )


def _host_attacks(st: GameState, inst: CardInst) -> list[Contribution]:
    """The attached character is considered to be participating (as an attacker)."""
    if not _rhllor_attacking(st, inst) or inst.host is None:
        return []
    return [Contribution("attacking", inst.host, 1, "", inst.id)]


register(
    # Griffin's Roost Knight: stands when the challenges phase ends, if no power loss
    Script(
        "14009",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, if you have not lost a power challenge, stand",
                effects.on_self("stand"),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_power_loss_this_phase,
            ),
        ),
    ),
    # Bastard of Robert: -2 to marshal while you control Robert Baratheon (a constant of the
    # card in hand, below); after it enters play, if you control a King, draw a card
    Script(
        "14015",
        constants=(Constant(frozenset({"cost"}), _bastard_cost, zones=("hand",)),),
        abilities=(
            Ability(
                "reaction",
                "after Bastard of Robert enters play, if you control a King, draw a card",
                effects.draw(1),
                trigger=on.entered_play(),
                condition=_controls_trait("King"),  # type: ignore[arg-type]
            ),
        ),
    ),
    # Dale Seaworth: after you marshal him, a [baratheon] location from discard to hand
    Script(
        "14010",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Dale Seaworth, return a Baratheon location from discard",
                effects.on_targets("move", to="hand"),
                trigger=on.entered_play(how="marshal"),
                targets=(
                    choose(
                        card_test(
                            type="location", faction="baratheon", controller="you", zone="discard"
                        ),
                        "a Baratheon location in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Parley at Storm's End: name a type; until a new plot, no challenge of that type
    Script(
        "14046",
        abilities=(
            Ability(
                "when_revealed",
                "name a challenge type: it cannot be initiated until you reveal a new plot",
                _no_challenges_of_named_type,
                choices=_TYPES,
            ),
        ),
    ),
    # The Stormlands: an additional [power] challenge; after a power win, kneel it to stand
    # a participating King or Queen
    Script(
        "14017",
        constants=(constants.for_controller("challenges", "power"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, stand a participating King or Queen",
                effects.on_targets("stand"),
                trigger=on.won_challenge("power"),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _stand_participating_king_or_queen,
                        what="a kneeling participating King or Queen",
                    ),
                ),
            ),
        ),
    ),
    # Cape Wrath: claim +1 in [power] challenges where you attack or defend
    Script("14018", constants=(constants.constant("plot", _cape_wrath_claim),)),
    # Lyseni Galley: +1 STR this phase; a Captain or Smuggler also gains stealth
    Script(
        "14019",
        abilities=(
            Ability(
                "action",
                "kneel: a character gets +1 STR (Captain or Smuggler: stealth) this phase",
                _galley,
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Azor Ahai Reborn: attached considered participating while an R'hllor attacks
    Script("14020", constants=(constants.constant("attacking", _host_attacks),)),
    # Warhammer: printed STR 4 or lower +2 STR; 5 or higher gains intimidate
    Script(
        "14022",
        constants=(
            constants.on_attached("str", value=2, when=_warhammer_low),
            constants.on_attached("keyword", "intimidate", when=_warhammer_high),
        ),
    ),
    # Selyse Baratheon: each R'hllor attachment you marshal costs 3 less
    Script(
        "14008",
        constants=(constants.for_controller("cost", "attachment@R'hllor", value=-3),),
    ),
    # Melisandre: stealth; after an [intrigue] win attacking, take 1 power, kill if none left
    Script(
        "14003",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge she attacks in, move 1 power to her",
                _move_power_then_kill,
                trigger=on.won_challenge("intrigue", self_attacking=True),
                targets=(
                    Target(_melisandre_victim, what="a losing opponent's character with power"),
                ),
            ),
        ),
    ),
    # Ser Davos Seaworth: stealth; after a win he took part in, 1 power off the loser's
    # faction card, then a King of yours may gain 1
    Script(
        "14006",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in, discard 1 faction power",
                _davos,
                trigger=on.won_challenge(self_participating=True),
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("King",)),
                        "a King character you control",
                        0,
                        1,
                    ),
                ),
            ),
        ),
    ),
    # Robert Baratheon: renown; after the standing phase begins, one group cannot stand
    Script(
        "14001",
        abilities=(
            Ability(
                "reaction",
                "after the standing phase begins, a group of cards cannot stand this phase",
                _robert_cannot_stand,
                trigger=on.happened("phase_began", phase="standing"),
                choices=("5_or_higher", "4_or_lower", "locations"),
            ),
        ),
    ),
    # Salladhor Saan: after you marshal a Smuggler, kneel a location, gain its printed cost
    Script(
        "14005",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a Smuggler, kneel a location and gain its printed cost",
                _kneel_and_gain_its_cost,
                trigger=on.you_marshaled(card_test(type="character", traits=("Smuggler",))),
                targets=(
                    choose(card_test(type="location", kneeling=False), "a standing location"),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
