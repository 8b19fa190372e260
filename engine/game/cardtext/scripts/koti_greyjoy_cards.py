"""Kings of the Isles, House Greyjoy locations, attachments, events and plot of the standalone
decks (12014-12046), with Eager Deckhand (it answers a Warship entering play). Each script
quotes at most a phrase of its card."""

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
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError, has_keyword

_PARTICIPATING = card_test(type="character", participating=True)
_WARSHIP_IN_HAND = card_test(type="location", traits=("Warship",), controller="you", zone="hand")
_KNEELING_ATTACKER = card_test(type="character", attacking=True, kneeling=True)
_GREYJOY_DEAD = card_test(type="character", faction="greyjoy", controller="you", zone="dead")
_DISCARDED_LOCATION = card_test(type="location", zone="discard")


def _kill_then_stand_if_raider(st: GameState, use: Use) -> list[Prim]:
    """Kill the target. "Then, if you control a participating Raider character, stand
    Golden Storm" (the kill decided first: a killed Raider no longer participates)."""
    killed = set(use.targets)
    spec = card_test(type="character", traits=("Raider",), controller="you", participating=True)
    raider = any(
        spec(st, use.seat, use.source, c) and c not in killed for c in st.players[use.seat].in_play
    )
    found: list[Prim] = [primitives.kill(c) for c in use.targets]
    return found + ([primitives.stand(use.source)] if raider else [])


def _stand_then_captain(st: GameState, use: Use) -> list[Prim]:
    """Stand the attacking character. "Then, if that character is a Captain, stand Maiden's
    Bane"."""
    found: list[Prim] = [primitives.stand(c) for c in use.targets]
    if any(has_trait(st, c, "Captain") for c in use.targets):
        found.append(primitives.stand(use.source))
    return found


def _into_play(st: GameState, use: Use) -> list[Prim]:
    """Put the chosen card into play under the user's control."""
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


def _warship_then_euron(st: GameState, use: Use) -> list[Prim]:
    """Put a Warship location into play from your hand. "Then, if you control Euron Crow's
    Eye, stand him"."""
    found = _into_play(st, use)
    found += [
        primitives.stand(cid)
        for cid in st.players[use.seat].in_play
        if st.cards[cid].card.name == "Euron Crow's Eye" and st.cards[cid].kneeling
    ]
    return found


def _attached_is_the_drumm(st: GameState, inst: CardInst) -> bool:
    return inst.host is not None and st.cards[inst.host].card.name == "The Drumm"


def _pillage_or_raider(st: GameState, use: Use, cid: str) -> bool:
    """ "Characters with pillage and/or the Raider trait"."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "character"
        and (has_keyword(st, cid, "pillage") or has_trait(st, cid, "Raider"))
    )


def _your_warship_entered(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a Warship location enters play under your control"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play"
        and inst.controller == use.seat
        and inst.card.type == "location"
        and has_trait(st, inst.id, "Warship")
    )


def _your_pillage(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a character you control discards a card using pillage"."""
    return h.kind == "pillaged" and h.seat == use.seat


def _two_more_from_the_deck(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 3 cards instead": logged right after the pillage (its 1 card discarded), the
    2 more cards of the losing opponent's deck are stated as ``discard`` effects (a chance
    outcome: its top cards when the order is known)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    player = st.players[loser]
    due = min(2, len(player.deck))
    if use.offering or player.deck_known:
        use.extra["chance"] = use.offering
        cards = player.deck[::-1][:due]
    else:
        cards = [str(p.get("card")) for p in use.outcome("discard")]
    if len(cards) != due or any(c not in player.deck for c in cards):
        raise RuleError(
            "R-EFFECT-1", f"name the {due} more card(s) of {player.key}'s deck discarded"
        )
    return [primitives.discard(c) for c in cards]


def _won_unopposed_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return on.won_challenge(unopposed=True)(st, use, h) and host in h.get("attackers", ())


def _deckhand_enters(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Scouting Vessel: kneel and sacrifice it: a pillage of yours discards 3 cards instead
    Script(
        "12020",
        abilities=(
            Ability(
                "interrupt",
                "when a character you control discards a card using pillage, kneel and "
                "sacrifice Scouting Vessel to discard 3 cards instead",
                _two_more_from_the_deck,
                trigger=_your_pillage,
                costs=(costs.kneel_self(), costs.sacrifice_self()),
            ),
        ),
    ),
    # Golden Storm: won [military] attacking, kneel it to kill a participant; Raider: stand it
    Script(
        "12018",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge as the attacking player, kneel Golden Storm "
                "to kill a participating character",
                _kill_then_stand_if_raider,
                trigger=on.won_challenge("military", attacking=True),
                costs=(costs.kneel_self(),),
                targets=(choose(_PARTICIPATING, "a participating character"),),
            ),
        ),
    ),
    # Maiden's Bane: won unopposed, kneel it to stand an attacker; a Captain: stand it
    Script(
        "12019",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, kneel Maiden's Bane to stand an "
                "attacking character",
                _stand_then_captain,
                trigger=on.won_challenge(unopposed=True),
                costs=(costs.kneel_self(),),
                targets=(choose(_KNEELING_ATTACKER, "a kneeling attacking character"),),
            ),
        ),
    ),
    # What Is Dead May Never Die: after you win dominance, a [greyjoy] character back to play
    Script(
        "12023",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, put a Greyjoy character from your dead pile into play",
                _into_play,
                trigger=on.happened("dominance_won", yours=True),
                targets=(choose(_GREYJOY_DEAD, "a Greyjoy character in your dead pile"),),
            ),
        ),
    ),
    # Silence: kneel it to put a Warship location into play from hand; then stand Euron
    Script(
        "12016",
        abilities=(
            Ability(
                "action",
                "kneel Silence to put a Warship location into play from your hand",
                _warship_then_euron,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(_WARSHIP_IN_HAND, "a Warship location in your hand"),),
            ),
        ),
    ),
    # Red Rain: The Drumm gains stealth; won unopposed attacking, attached gains 2 power
    Script(
        "12021",
        constants=(constants.on_attached("keyword", "stealth", when=_attached_is_the_drumm),),
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge in which attached character is "
                "attacking, it gains 2 power",
                effects.on_attached("gain_power", amount=2),
                trigger=_won_unopposed_attached_attacking,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Nighttime Raid: up to 3 characters with pillage or Raider gain stealth this phase
    Script(
        "12024",
        abilities=(
            Ability(
                "action",
                "up to 3 characters with pillage or the Raider trait gain stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                targets=(Target(_pillage_or_raider, 1, 3, "a character with pillage or Raider"),),
            ),
        ),
    ),
    # We Take Westeros!: a location in a discard pile into play under your control
    Script(
        "12046",
        abilities=(
            Ability(
                "when_revealed",
                "put a location from a discard pile into play under your control",
                _into_play,
                targets=(choose(_DISCARDED_LOCATION, "a location in a discard pile"),),
            ),
        ),
    ),
    # Eager Deckhand: after a Warship location enters play under your control, from your hand
    Script(
        "12014",
        abilities=(
            Ability(
                "reaction",
                "after a Warship location enters play under your control, put Eager Deckhand "
                "into play from your hand",
                _deckhand_enters,
                trigger=_your_warship_entered,
                from_zones=("hand",),
            ),
        ),
    ),
)
