"""Kings of the Isles, House Greyjoy characters of the standalone decks (12001-12015). Each
script quotes at most a phrase of its card."""

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
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons

GREYJOY = "greyjoy"
_RETURN, _STAY = "return", "stay"
_OTHER_UNIQUE_IRONBORN = card_test(
    type="character", traits=("Ironborn",), unique=True, controller="you", other=True
)
_OTHER_GREYJOY = card_test(type="character", faction=GREYJOY, controller="you", other=True)


def _drowned_god_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After another Drowned God character you control is killed"."""
    if h.kind != "killed" or h.seat != use.seat or h.card in (None, use.source):
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("Drowned God")


def _drumm_blocks(st: GameState, inst: CardInst) -> list[Contribution]:
    """While The Drumm attacks in a [military] or [power] challenge, each character with an
    [intrigue] icon cannot be declared as a defender."""
    ch = st.challenge
    if ch is None or ch.type not in ("military", "power") or inst.id not in ch.attackers:
        return []
    return [
        Contribution("cannot", cid, 1, "defend", inst.id)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character" and "intrigue" in icons(st, cid)
    ]


def _three_from_one_discard_pile(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose 3 cards in an opponent's discard pile" (all in the same one)."""
    inst = st.cards[cid]
    first = st.cards[use.targets[0]] if use.targets and use.targets[0] in st.cards else inst
    return inst.zone == "discard" and inst.owner != use.seat and inst.owner == first.owner


def _gwynesse(st: GameState, use: Use) -> list[Prim]:
    """Place them on the bottom of the owner's deck in the chosen order; then 1 gold, 1 card."""
    found: list[Prim] = [primitives.move(c, "deck", bottom=True) for c in use.targets]
    return found + effects.gain_gold(1)(st, use) + effects.draw(1)(st, use)


def _qarl_target(st: GameState, use: Use, cid: str) -> bool:
    """ "Either: stand a Warship location, or stand Asha Greyjoy" (a kneeling one)."""
    inst = st.cards[cid]
    if inst.zone != "play" or not inst.kneeling:
        return False
    card = inst.card
    return (
        card.type == "location" and has_trait(st, cid, "Warship")
    ) or card.name == "Asha Greyjoy"


def _kill_then_may_return(st: GameState, use: Use) -> list[Prim]:
    """Kill it. "Then, you may return that character from your dead pile to your hand"
    (``choice``: return or stay)."""
    found: list[Prim] = [primitives.kill(c) for c in use.targets]
    if use.choice == _RETURN:
        found += [primitives.move(c, "hand") for c in use.targets]
    return found


def _greyjoy_in_top_5(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    player = st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    if inst.card.type != "character" or not of_faction(st, inst.id, GREYJOY):
        return False
    return not player.deck_known or cid in player.deck[::-1][:5]


def _to_dead_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [primitives.move(c, "dead") for c in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _opponent_discards_10(st: GameState, inst: CardInst) -> bool:
    return any(len(p.discard) >= 10 for p in st.players if p.index != inst.controller)


def _opponents_discarded_card(st: GameState, use: Use, cid: str) -> bool:
    """ "A card in an opponent's discard pile" that can be put into play (a character or a
    location: an attachment would need a host the text does not give)."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner != use.seat
        and inst.card.type in ("character", "location")
    )


def _balon(st: GameState, use: Use) -> list[Prim]:
    """Into play under your control; "at the end of the phase, if that card is still in play,
    shuffle it into its owner's deck" (a delayed ``at_end`` effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="shuffle_into_deck"))
    return found


def _silence_anywhere(st: GameState, use: Use, cid: str) -> bool:
    """ "Search your hand, deck, and discard pile for Silence"."""
    inst = st.cards[cid]
    return (
        inst.owner == use.seat
        and inst.zone in ("hand", "deck", "discard")
        and inst.card.name == "Silence"
    )


def _silence_into_play(st: GameState, use: Use) -> list[Prim]:
    """Put Silence into play (if found). "Shuffle your deck"."""
    found: list[Prim] = [effects.entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _drowned_god_dead(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Drowned God character in your dead pile"."""
    dead = st.players[inst.controller].dead
    return any(has_trait(st, c, "Drowned God") for c in dead)


def _andrik_target(st: GameState, use: Use, cid: str) -> bool:
    """ "A non-limited location or attachment in the losing opponent's discard pile"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "discard"
        and inst.owner == loser
        and inst.card.type in ("location", "attachment")
        and not inst.card.keywords.limited
    )


def _discard_a_copy(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 copy of that card from play" (which copy, when several: stated as the
    ``discard`` effect; offered: the first)."""
    for cid in use.targets:
        name = st.cards[cid].card.name
        copies = [
            c
            for p in st.players
            for host in p.in_play
            for c in (host, *st.cards[host].attachments)
            if st.cards[c].card.name == name
        ]
        if not copies:
            return []
        stated = [p.get("card") for p in use.outcome("discard")]
        if use.offering or len(copies) == 1:
            return [primitives.discard(copies[0])]
        if len(stated) != 1 or stated[0] not in copies:
            raise RuleError("R-EFFECT-1", f"name the copy of {name} discarded (discard)")
        return [primitives.discard(str(stated[0]))]
    return []


def _stand_target_or_refuse(st: GameState, use: Use) -> list[Prim]:
    if not use.targets:
        raise RuleError("R-TARGET-3", "stand a Warship location or Asha Greyjoy")
    return [primitives.stand(c) for c in use.targets]


register(
    # Priest of Old Wyk: counts for dominance while kneeling with a Drowned God dead
    Script(
        "12012",
        constants=(constants.on_self("dominance_kneeling", when=_drowned_god_dead),),
    ),
    # Andrik the Unsmiling: pillage (framework); after his pillage, discard from play a copy
    # of a location or attachment in the loser's discard pile
    Script(
        "12008",
        abilities=(
            Ability(
                "reaction",
                "after Andrik discards a card using pillage, discard from play a copy of a "
                "location or attachment in the loser's discard pile",
                _discard_a_copy,
                trigger=on.self_happened("pillaged"),
                targets=(
                    Target(
                        _andrik_target,
                        what="a non-limited location or attachment in the loser's discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Euron Crow's Eye: intimidate (framework); after you marshal him, Silence into play
    Script(
        "12002",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Euron Crow's Eye, search your hand, deck and discard pile "
                "for Silence and put it into play",
                _silence_into_play,
                trigger=on.entered_play(how="marshal"),
                targets=(Target(_silence_anywhere, 0, 1, "Silence in your hand, deck or discard"),),
            ),
        ),
    ),
    # Balon Greyjoy: pillage, renown (framework); kneel your faction card: a card from an
    # opponent's discard pile is yours for the phase, then shuffled into its owner's deck
    Script(
        "12001",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to put a card of an opponent's discard pile into play "
                "under your control",
                _balon,
                costs=(costs.kneel_faction(),),
                targets=(
                    Target(_opponents_discarded_card, what="a card in an opponent's discard pile"),
                ),
            ),
        ),
    ),
    # Maester Murenmure: kneel him to cancel the effects of a triggered location ability
    Script(
        "12010",
        abilities=(
            cancel_interrupt(
                "kneel Maester Murenmure to cancel the effects of a triggered location ability",
                a_triggered_card_ability(("location",)),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Asha Greyjoy: pillage, stealth (framework); other unique Ironborn characters: stealth
    Script(
        "12003",
        constants=(constants.on_each("keyword", _OTHER_UNIQUE_IRONBORN, "stealth"),),
    ),
    # Aeron Damphair: another Drowned God character of yours killed: draw 1 (once per phase)
    Script(
        "12005",
        abilities=(
            Ability(
                "reaction",
                "after another Drowned God character you control is killed, draw 1 card",
                effects.draw(1),
                trigger=_drowned_god_killed,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The Drumm: attacking in [military] / [power], characters with [intrigue] cannot defend
    Script("12006", constants=(constants.constant("cannot", _drumm_blocks),)),
    # Gwynesse Harlaw: 3 cards of an opponent's discard pile to the bottom; 1 gold, 1 card
    Script(
        "12007",
        abilities=(
            Ability(
                "action",
                "place 3 cards of an opponent's discard pile on the bottom of the deck; gain "
                "1 gold and draw 1 card",
                _gwynesse,
                targets=(Target(_three_from_one_discard_pile, 3, 3, "an opponent's discard"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Qarl the Maid: after a win he participates in, stand a Warship location or Asha
    Script(
        "12009",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge Qarl participates in, stand a Warship location or "
                "Asha Greyjoy",
                _stand_target_or_refuse,
                trigger=on.won_challenge(self_participating=True),
                targets=(Target(_qarl_target, what="a kneeling Warship location or Asha"),),
            ),
        ),
    ),
    # Old Grey Gull: kneel him to kill another [greyjoy] character you control; may return it
    Script(
        "12011",
        abilities=(
            Ability(
                "action",
                "kneel Old Grey Gull to kill another Greyjoy character you control; you may "
                "return it to your hand",
                _kill_then_may_return,
                costs=(costs.kneel_self(),),
                choices=(_RETURN, _STAY),
                targets=(choose(_OTHER_GREYJOY, "another Greyjoy character you control"),),
            ),
        ),
    ),
    # Drowned Prophet: when killed, a [greyjoy] character of the top 5 to the dead pile
    Script(
        "12013",
        abilities=(
            Ability(
                "interrupt",
                "when Drowned Prophet is killed, place a Greyjoy character of the top 5 cards "
                "in your dead pile",
                _to_dead_and_shuffle,
                trigger=on.self_happened("killed"),
                targets=(Target(_greyjoy_in_top_5, 0, 1, "a Greyjoy character in the top 5"),),
                from_zones=("dead",),
            ),
        ),
    ),
    # Orkmont Reaver: pillage (framework); stealth while an opponent has 10+ cards discarded
    Script(
        "12015",
        constants=(constants.on_self("keyword", "stealth", when=_opponent_discards_10),),
    ),
)
