"""Chapter packs, House Targaryen (Slaver's Bay Port 06014, Freedmen 06113, Doreah 04033,
Quaithe of the Shadow 04113, Crone of Vaes Dothrak 02053). Each script quotes at most a phrase
of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, strength


def _port_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold (2 if an opponent has 4 or more characters in his or her dead pile)."""
    full = any(
        sum(1 for c in p.dead if st.cards[c].card.type == "character") >= 4
        for p in st.players
        if p.index != use.seat
    )
    return [primitives.gain_gold(SEATS[use.seat], 2 if full else 1)]


def _into_play_from_discard(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


def _lord_or_lady_participates(st: GameState, inst: CardInst) -> bool:
    """ "During a challenge in which you control a participating Lord or Lady character"."""
    spec = card_test(type="character", controller="you", traits=("Lord", "Lady"),
                     participating=True)  # fmt: skip
    ch = st.challenge
    return ch is not None and any(
        spec(st, inst.controller, inst.id, cid) for cid in (*ch.attackers, *ch.defenders)
    )


def _remove_weak_participants(st: GameState, use: Use) -> list[Prim]:
    """Remove each character with STR 2 or lower from the challenge."""
    ch = st.challenge
    if ch is None:
        return []
    return [
        primitives.remove_from_challenge(cid)
        for cid in (*ch.attackers, *ch.defenders)
        if strength(st, cid) <= 2
    ]


def _opponents_character_discarded(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is discarded from an opponent's hand or deck": the framework's
    ``placed_in_discard`` happening (characters only), from a hand or a deck its owner is an
    opponent's."""
    return (
        h.kind == "placed_in_discard"
        and h.get("origin") in ("hand", "deck")
        and h.seat is not None
        and h.seat != use.seat
    )


def _to_dead_pile(st: GameState, use: Use) -> list[Prim]:
    """Place that card in its owner's dead pile (if it is still in the discard pile)."""
    cid = use.answers.card if use.answers is not None else None
    if cid is None or st.cards[cid].zone != "discard":
        return []
    return [primitives.move(cid, "dead")]


_DOTHRAKI = card_test(type="character", controller="you", traits=("Dothraki",), kneeling=False)

register(
    # Slaver's Bay Port: limited; kneel: 1 gold (2 with 4 dead characters of an opponent)
    Script(
        "06014",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold (2 if an opponent has 4 dead characters)",
                _port_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Freedmen: after you win by 5 or more attacking, it enters play from your discard pile
    Script(
        "06113",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more as the attacker, put Freedmen into play",
                _into_play_from_discard,
                trigger=on.won_challenge(attacking=True, margin=5),
                from_zones=("discard",),
            ),
        ),
    ),
    # Doreah: insight during a challenge with a participating Lord or Lady of yours
    Script(
        "04033",
        constants=(constants.on_self("keyword", "insight", when=_lord_or_lady_participates),),
    ),
    # Quaithe of the Shadow: ambush; entering play during a challenge, each character with
    # STR 2 or lower is removed from it
    Script(
        "04113",
        abilities=(
            Ability(
                "reaction",
                "after Quaithe enters play during a challenge, remove STR 2 or lower characters",
                _remove_weak_participants,
                trigger=on.entered_play(during="challenge"),
            ),
        ),
    ),
    # Crone of Vaes Dothrak: a character discarded from an opponent's hand or deck goes to the
    # dead pile instead, for kneeling a Dothraki character
    Script(
        "02053",
        abilities=(
            Ability(
                "reaction",
                "after a character is discarded from an opponent's hand or deck, kneel a "
                "Dothraki character: place it in the dead pile",
                _to_dead_pile,
                trigger=_opponents_character_discarded,
                costs=(
                    costs.choose_and(
                        "kneel", _DOTHRAKI, "a standing Dothraki character", offer_first=True
                    ),
                ),
            ),
        ),
    ),
)
