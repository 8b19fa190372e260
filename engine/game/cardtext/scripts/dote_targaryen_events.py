"""Dragons of the East (DotE), Targaryen events (Overwhelming Numbers 15022, Fire Made Flesh
15023) and the Direwolf Nymeria (08061, Favor of the Old Gods). Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Target, Use, card_test, conditions
from engine.game.cardtext.vocab import effects as fx
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _two_attacking_dothraki(st: GameState, use: Use) -> str | None:
    """ "Play only during a challenge in which you control 2 or more attacking Dothraki"."""
    ch = st.challenge
    if ch is None or ch.resolved:
        return "play only during a challenge"
    mine = [
        c
        for c in rules.attacking(st, ch)
        if st.cards[c].controller == use.seat and has_trait(st, c, "Dothraki")
    ]
    return None if len(mine) >= 2 else "you control fewer than 2 attacking Dothraki"


def _dothraki_in_hand_or_discard(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone in ("hand", "discard")
        and inst.owner == use.seat
        and inst.card.type == "character"
        and has_trait(st, inst.id, "Dothraki")
        and cid != use.source
    )


def _join_the_attack(st: GameState, use: Use) -> list[Prim]:
    """Each enters play knelt, attacking; back to hand at the end of the challenge."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(fx.entering(st, cid, use.seat))
        found.append(primitives.kneel(cid))
        found.append(primitives.participate(cid, "attacker"))
        found.append(primitives.lasting("at_end", "challenge", card=cid, name="return_to_hand"))
    return found


def _sacrificed_hatchling(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Sacrifice a Hatchling character" (named in the costs)."""
    chosen = [p for p in paid if p["op"] == "sacrifice"][:1]
    spec = card_test(type="character", controller="you", traits=("Hatchling",))
    if not chosen or not spec(st, use.seat, use.source, chosen[0]["card"]):
        raise RuleError("R-COST-2", "15023 Fire Made Flesh: sacrifice a Hatchling you control")
    return chosen


def _same_title_dragon(st: GameState, use: Use, cid: str) -> bool:
    """A Dragon character in your hand or deck with the sacrificed Hatchling's title."""
    sacrificed = [p["card"] for p in use.costs if p["op"] == "sacrifice"]
    inst = st.cards[cid]
    return (
        bool(sacrificed)
        and inst.zone in ("hand", "deck")
        and inst.owner == use.seat
        and inst.card.type == "character"
        and has_trait(st, inst.id, "Dragon")
        and inst.card.name == st.cards[sacrificed[0]].card.name
        and cid != sacrificed[0]
    )


def _dragon_into_play(st: GameState, use: Use) -> list[Prim]:
    found = [fx.entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


_PARTICIPATING_STARK = conditions.with_participating(
    card_test(type="character", controller="you", faction="stark", participating=True),
    "Stark character",
)


def _kneel_direwolves(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "kneel Nymeria and any number of other Direwolf characters" (standing, yours, not
    participating)."""
    chosen = [p for p in paid if p["op"] == "kneel"]
    spec = card_test(type="character", controller="you", traits=("Direwolf",), kneeling=False,
                     participating=False)  # fmt: skip
    if not any(p["card"] == use.source for p in chosen):
        raise RuleError("R-COST-2", "08061 Nymeria: kneel Nymeria")
    for p in chosen:
        if not spec(st, use.seat, use.source, p["card"]):
            raise RuleError("R-COST-2", f"08061 Nymeria: {p['card']} is not a standing Direwolf "
                            "character you control outside the challenge")  # fmt: skip
    return chosen


register(
    # Overwhelming Numbers: with 2 attacking Dothraki, up to 2 more join knelt as attackers
    Script(
        "15022",
        abilities=(
            Ability(
                "action",
                "put up to 2 Dothraki into play knelt, attacking, until the challenge ends",
                _join_the_attack,
                condition=_two_attacking_dothraki,
                targets=(
                    Target(
                        _dothraki_in_hand_or_discard,
                        0,
                        2,
                        "Dothraki characters in your hand or discard pile",
                    ),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Fire Made Flesh: sacrifice a Hatchling: the Dragon of its title from hand or deck
    Script(
        "15023",
        abilities=(
            Ability(
                "action",
                "sacrifice a Hatchling: put the Dragon of its title into play",
                _dragon_into_play,
                phase="marshaling",
                costs=(Cost(_sacrificed_hatchling, "sacrifice a Hatchling character"),),
                targets=(
                    Target(
                        _same_title_dragon,
                        0,
                        1,
                        "a Dragon character with the same title in your hand or deck",
                    ),
                ),
            ),
        ),
    ),
    # Nymeria: intimidate, no attachments; kneel her and other Direwolves: they participate
    # on your side
    Script(
        "08061",
        abilities=(
            Ability(
                "action",
                "kneel Nymeria and other Direwolves: they participate on your side",
                fx.paid_participate(),
                condition=_PARTICIPATING_STARK,
                costs=(Cost(_kneel_direwolves, "kneel Nymeria and other Direwolf characters"),),
            ),
        ),
    ),
)
