"""Chapter packs, House Targaryen (Slaver's Bay Port 06014, Freedmen 06113, Doreah 04033,
Quaithe of the Shadow 04113). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.log import SEATS
from engine.game.state import CardInst, GameState, strength


def _port_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold (2 if an opponent has 4 or more characters in his or her dead pile)."""
    full = any(
        sum(1 for c in p.dead if st.cards[c].card.type == "character") >= 4
        for p in st.players
        if p.index != use.seat
    )
    return [{"op": "gain_gold", "seat": SEATS[use.seat], "amount": 2 if full else 1}]


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
        {"op": "remove_from_challenge", "card": cid}
        for cid in (*ch.attackers, *ch.defenders)
        if strength(st, cid) <= 2
    ]


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
)
