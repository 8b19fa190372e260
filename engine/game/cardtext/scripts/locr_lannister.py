"""Lions of Casterly Rock, House Lannister (05001-05023, 05046). Each script quotes at most a
short phrase of its card.

Not scripted: Lannisport Treasury (05019: the gold
pool is returned as the taxation phase begins, before its reaction could take from it).
Tywin Lannister (05006) is in ``locr_lannister_late``.
Cersei Lannister's "if you do not support that player" (melee titles) is not checked.
"""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim, Target, Use
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
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.effects import entering
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, strength

_CLANSMEN = card_test(type="character", controller="you", traits=("Clansman",))
TYPES = ("military", "intrigue", "power")


def _clansmen(st: GameState, seat: int, source: str) -> int:
    return len(in_play_matching(st, _CLANSMEN, seat, source))


# --- Cersei Lannister, Tyrion Lannister, Ser Kevan Lannister, Timett --------------------------


def _opponent_hand_discarded(st: GameState, use: Use, h: Happening) -> bool:
    """ "After 1 or more cards are discarded from an opponent's hand"."""
    return h.kind == "discarded_from_hand" and h.seat is not None and h.seat != use.seat


def _tyrion_choice(st: GameState, use: Use) -> list[Prim]:
    """(choose one): draw 2 cards, gain 3 gold, or raise the claim on your plot by 1."""
    seat = SEATS[use.seat]
    if use.choice == "draw":
        return effects.draw(2)(st, use)
    if use.choice == "gold":
        return [primitives.gain_gold(seat, 3)]
    return [primitives.plot_modifier(seat, "claim", 1, "challenge")]


def _kevans_card(st: GameState, use: Use, cid: str) -> bool:
    """A [lannister] or neutral location or attachment in your discard pile."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner == use.seat
        and inst.card.type in ("location", "attachment")
        and inst.card.faction in ("lannister", "neutral")
    )


def _kevan_puts_into_play(st: GameState, use: Use) -> list[Prim]:
    """Put it into play; an attachment goes on the card named in ``choice``."""
    found: list[Prim] = []
    for cid in use.targets:
        host = use.choice if st.cards[cid].card.type == "attachment" else None
        found.append(entering(st, cid, use.seat, host))
    return found


def _timett_victim(st: GameState, use: Use, cid: str) -> bool:
    """A character with printed cost X or lower, X the Clansman characters you control."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= _clansmen(st, use.seat, use.source)
    )


# --- Chella, Ser Gregor's Marauders, Moon Brothers, Red Keep Spy, Alayaya ----------------------


def _ears(st: GameState, inst: CardInst) -> int:
    return st.tokens.get(inst.id, {}).get("ear", 0)


def _killed_while_chella_attacks(st: GameState, use: Use, h: Happening) -> bool:
    ch = st.challenge
    return h.kind == "killed" and ch is not None and use.source in ch.attackers


def _pillaged_an_event(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "pillaged"
        and h.card == use.source
        and any(st.cards[c].card.type == "event" for c in h.get("cards", ()))
    )


def _stand_if_kneeling(st: GameState, use: Use) -> list[Prim]:
    return [primitives.stand(use.source)] if st.cards[use.source].kneeling else []


def _clansman_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    spec = card_test(type="character", controller="you", traits=("Clansman",), attacking=True)
    if ch is None or ch.resolved or not in_play_matching(st, spec, use.seat, use.source):
        return "only during a challenge in which you control an attacking Clansman character"
    return None


def _moon_brothers_attack(st: GameState, use: Use) -> list[Prim]:
    return [
        entering(st, use.source, use.seat),
        primitives.participate(use.source, "attacker"),
    ]


def _spy_returns(st: GameState, use: Use) -> list[Prim]:
    """If you have more cards in hand than that character's controller, return it."""
    found: list[Prim] = []
    for cid in use.targets:
        theirs = len(st.players[st.cards[cid].controller].hand)
        if len(st.players[use.seat].hand) > theirs:
            found.append(primitives.return_to_hand(cid))
    return found


def _move_gold_from_loser(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    if not st.players[loser].gold:
        return []
    return [
        primitives.spend_gold(SEATS[loser], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


def _shagga_ambush(st: GameState, inst: CardInst) -> list[Contribution]:
    """In hand, ambush (0) if you control a Clansman character or Tyrion Lannister."""
    if inst.zone != "hand":
        return []
    seat = inst.controller
    tyrion = constants.controls_named("Tyrion Lannister")(st, inst)
    if not tyrion and not in_play_matching(st, _CLANSMEN, seat, inst.id):
        return []
    return [Contribution("ambush", inst.id, 0, "", inst.id)]


# --- Ser Lancel Lannister, Tommen Baratheon, Lannisport Guard, Golden Tooth --------------------

_LANCEL_BUSY: set[str] = set()  # a Lancel copying a STR that (through him) asks his own


def _lancel_bonus(st: GameState, inst: CardInst) -> int:
    """X, the STR of the one other [lannister] Lord or Lady you control (exactly one)."""
    spec = card_test(
        type="character", controller="you", faction="lannister", traits=("Lord", "Lady"), other=True
    )
    others = in_play_matching(st, spec, inst.controller, inst.id)
    if len(others) != 1 or inst.id in _LANCEL_BUSY:
        return 0
    _LANCEL_BUSY.add(inst.id)
    try:
        return strength(st, others[0])
    finally:
        _LANCEL_BUSY.discard(inst.id)


register(
    # Cersei Lannister: no kneeling to attack in [intrigue]; power after a hand discard
    Script(
        "05001",
        constants=(constants.on_self("no_kneel", "attacker:intrigue"),),
        abilities=(
            Ability(
                "reaction",
                "after cards are discarded from an opponent's hand, Cersei gains 1 power",
                effects.gain_power_self(1),
                trigger=_opponent_hand_discarded,
                limit=Limit(3, "round"),
            ),
        ),
    ),
    # Tyrion Lannister: return an attacking Clansman: draw 2, gain 3 gold or +1 claim
    Script(
        "05002",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, return an attacking Clansman to draw 2, gain 3 "
                "gold or raise your claim by 1",
                _tyrion_choice,
                trigger=on.won_challenge(),
                costs=(
                    costs.choose_and(
                        "return_to_hand",
                        card_test(
                            type="character", controller="you", traits=("Clansman",), attacking=True
                        ),
                        "an attacking Clansman character",
                    ),
                ),
                choices=("draw", "gold", "claim"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Ser Kevan Lannister: after you marshal him, a location or attachment from the discard
    Script(
        "05003",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Ser Kevan, put a Lannister or neutral location or "
                "attachment from your discard pile into play",
                _kevan_puts_into_play,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    Target(
                        _kevans_card,
                        what="a Lannister or neutral location or attachment in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Timett Son of Timett: kill a character with printed cost X or lower
    Script(
        "05004",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Timett attacks, kill a character with "
                "printed cost X or lower",
                effects.on_targets("kill"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    Target(
                        _timett_victim,
                        what="a character with printed cost X or "
                        "lower (X: your Clansman characters)",
                    ),
                ),
            ),
        ),
    ),
    # Chella Daughter of Cheyk: +1 STR per ear token; intimidate and renown with 3
    Script(
        "05007",
        constants=(
            constants.on_self("str", value=_ears),
            constants.on_self("keyword", "intimidate", when=lambda st, i: _ears(st, i) >= 3),
            constants.on_self("keyword", "renown", when=lambda st, i: _ears(st, i) >= 3),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a character is killed during a challenge in which Chella attacks, "
                "place an ear token on her",
                lambda st, use: [primitives.token(use.source, "ear", 1)],
                trigger=_killed_while_chella_attacks,
            ),
        ),
    ),
    # Ser Gregor's Marauders: stand after discarding an event using pillage
    Script(
        "05008",
        abilities=(
            Ability(
                "reaction",
                "after it discards an event using pillage, stand it",
                _stand_if_kneeling,
                trigger=_pillaged_an_event,
            ),
        ),
    ),
    # Shagga Son of Dolf: ambush (0) from hand with a Clansman or Tyrion; kills on entering
    Script(
        "05009",
        constants=(Constant(frozenset({"ambush"}), _shagga_ambush, zones=("play", "hand")),),
        abilities=(
            Ability(
                "forced",
                "after Shagga enters play using ambush, kill a Lannister character you control",
                effects.on_targets("kill"),
                trigger=on.entered_play(how="ambush"),
                targets=(
                    choose(
                        card_test(type="character", faction="lannister", controller="you"),
                        "a Lannister character you control",
                    ),
                ),
            ),
        ),
    ),
    # Taena Merryweather: after you play an event, discard 1 card to draw 1 card
    Script(
        "05010",
        abilities=(
            Ability(
                "reaction",
                "after you play an event, discard 1 card from your hand to draw 1 card",
                effects.draw(1),
                trigger=on.happened("played", yours=True),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
            ),
        ),
    ),
    # Moon Brothers: from hand, kneel your faction card to attack beside a Clansman
    Script(
        "05011",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to put Moon Brothers into play attacking",
                _moon_brothers_attack,
                costs=(costs.kneel_faction(),),
                condition=_clansman_attacking,
                from_zones=("hand",),
            ),
        ),
    ),
    # Red Keep Spy: after it enters play using ambush, return a cheap character
    Script(
        "05012",
        abilities=(
            Ability(
                "reaction",
                "after Red Keep Spy enters play using ambush, return a character with "
                "printed cost 3 or lower if you have more cards in hand",
                _spy_returns,
                trigger=on.entered_play(how="ambush"),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=3),
                        "a character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Alayaya: move 1 gold from the losing opponent's pool to yours
    Script(
        "05013",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Alayaya participates, take 1 gold",
                _move_gold_from_loser,
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
    # Ser Lancel Lannister: +X STR, X the STR of your one other [lannister] Lord or Lady
    Script("05014", constants=(constants.on_self("str", value=_lancel_bonus),)),
)
