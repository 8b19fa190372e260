"""Fire Made Flesh (15023, DotE, targaryen event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Target, Use, card_test
from engine.game.cardtext.vocab import effects as fx
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


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


register(
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
)
