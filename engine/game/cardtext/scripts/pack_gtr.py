"""Guarding the Realm (06021-06040), the cards of the standalone decks. Each script quotes at
most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.bestow import GOLD, bestow, gold_on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_SACRIFICE, _DISCARD_GOLD = "sacrifice", "discard gold"
_A_LADY = choose(card_test(type="character", traits=("Lady",)), "a Lady character")


def _won_alone(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which <this card> is attacking or defending alone"."""
    if not on.won_challenge()(st, use, h):
        return False
    alone = (use.source,)
    return tuple(h.get("attackers", ())) == alone or tuple(h.get("defenders", ())) == alone


def _top_dead_character_str(st: GameState, seat: int) -> int:
    """X: "the printed STR of the top character in your dead pile" (0 when there is none)."""
    dead = [c for c in st.players[seat].dead if st.cards[c].card.type == "character"]
    return (st.cards[dead[-1]].card.strength or 0) if dead else 0


def _renlys_ride(st: GameState, use: Use) -> list[Prim]:
    x = _top_dead_character_str(st, use.seat)
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.strength(cid, x, "phase"),
            primitives.keyword(cid, "intimidate", "phase"),
        )
    ]


def _chosen_opponents_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the chosen opponent's hand (Melisandre looks at it, then chooses)."""
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner == chosen_opponent(st, use)


def _discard_character_to_dead(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 card from that hand. If that card is a character, place it in its owner's
    dead pile"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.discard(cid))
        if st.cards[cid].card.type == "character":
            found.append(primitives.move(cid, "dead"))
    return found


def _stand_attached_gain_gold(st: GameState, use: Use) -> list[Prim]:
    host = use.extra.get("host", st.cards[use.source].host)
    found: list[Prim] = []
    if host is not None and st.cards[host].kneeling:
        found.append(primitives.stand(host))
    return [*found, primitives.gain_gold(SEATS[use.seat], 1)]


def _pillaged_a_character(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Polliver discards a character using pillage"."""
    if not on.self_happened("pillaged")(st, use, h):
        return False
    return any(st.cards[cid].card.type == "character" for cid in h.get("cards", ()))


def _loser_returns_2_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Return 2 gold from the losing opponent's gold pool to the treasury" (what it holds)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None:
        return []
    amount = min(2, st.players[loser].gold)
    return [primitives.spend_gold(SEATS[loser], amount)] if amount else []


def _market_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if an opponent has 8 or more cards in his or her discard pile"."""
    rich = any(len(p.discard) >= 8 for p in st.players if p.index != use.seat)
    return effects.gain_gold(2 if rich else 1)(st, use)


def _second_sons_upkeep(st: GameState, use: Use) -> list[Prim]:
    """ "Sacrifice Second Sons unless you discard 1 gold from it" (the choice: which)."""
    if use.choice == _DISCARD_GOLD:
        if not gold_on(st, use.source):
            raise RuleError("R-EFFECT-1", "06033 Second Sons has no gold to discard: sacrifice it")
        return [primitives.token(use.source, GOLD, -1)]
    return [primitives.sacrifice(use.source)]


def _great_hall_reduction(st: GameState, use: Use) -> list[Prim]:
    """ "Reduce the cost of the next unique character you marshal this phase by 1. (By 2
    instead if that character's printed cost is 6 or higher.)": match ``unique_character``
    with the printed-cost step ``@6:2`` (engine.game.cardtext.lasting)."""
    return effects.reduce_next_cost(1, "unique_character@6:2")(st, use)


register(
    # Knight of the Reach: won attacking or defending alone, a Lady character gains 1 power
    Script(
        "06023",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which it is attacking or defending alone, a "
                "Lady character gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=_won_alone,
                targets=(_A_LADY,),
            ),
        ),
    ),
    # "Lord Renly's Ride": a character +X STR and intimidate until the end of the phase
    Script(
        "06024",
        abilities=(
            Ability(
                "action",
                "a character gets +X STR and gains intimidate until the end of the phase",
                _renlys_ride,
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Melisandre: after you win dominance, discard a card from an opponent's hand
    Script(
        "06027",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, discard 1 card from an opponent's hand",
                _discard_character_to_dead,
                trigger=on.happened("dominance_won", yours=True),
                choices=OPPONENT_CHOICES,
                targets=(Target(_chosen_opponents_hand, what="a card in that opponent's hand"),),
            ),
        ),
    ),
    # Light of the Lord: after the dominance phase begins, stand attached character, 1 gold
    Script(
        "06028",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, stand attached character and gain 1 gold",
                _stand_attached_gain_gold,
                trigger=on.happened("phase_began", phase="dominance"),
            ),
        ),
    ),
    # Polliver: after his pillage discards a character, the loser returns 2 gold
    Script(
        "06029",
        abilities=(
            Ability(
                "reaction",
                "after Polliver discards a character using pillage, the losing opponent "
                "returns 2 gold to the treasury",
                _loser_returns_2_gold,
                trigger=_pillaged_a_character,
            ),
        ),
    ),
    # Iron Islands Market: kneel for 1 gold (2 if an opponent's discard pile holds 8+)
    Script(
        "06032",
        abilities=(
            Ability(
                "action",
                "kneel Iron Islands Market to gain 1 gold (2 gold with 8 cards discarded)",
                _market_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Second Sons: bestow (3); when the challenges phase ends, 1 gold from it or sacrifice
    Script(
        "06033",
        abilities=(
            bestow(3),
            Ability(
                "forced",
                "when the challenges phase ends, sacrifice Second Sons unless you discard 1 "
                "gold from it",
                _second_sons_upkeep,
                trigger=on.happened("phase_ended", phase="challenges"),
                choices=(_SACRIFICE, _DISCARD_GOLD),
            ),
        ),
    ),
    # Great Hall: kneel to reduce the next unique character by 1 (2 for printed cost 6+)
    Script(
        "06038",
        abilities=(
            Ability(
                "action",
                "kneel Great Hall to reduce the cost of the next unique character by 1 "
                "(2 if its printed cost is 6 or higher)",
                _great_hall_reduction,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
