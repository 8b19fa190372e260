"""GoH, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    costs,
    effects,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError, icons

_BROTHEL = "04090 Chataya's Brothel"
_STANDING_YOURS = card_test(type="character", controller="you", kneeling=False)


def _with_intrigue(st: GameState, use: Use, cid: str) -> bool:
    return _STANDING_YOURS(st, use.seat, use.source, cid) and "intrigue" in icons(st, cid)


def _kneel_an_intrigue_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Kneel a character with an [intrigue] icon" (one you control, standing); offered: the
    first such character in play."""
    chosen = [p for p in paid if p["op"] == "kneel" and "card" in p][:1]
    if use.offering and not chosen:
        mine = st.players[use.seat].in_play
        chosen = [primitives.kneel(c) for c in mine if _with_intrigue(st, use, c)][:1]
    if not chosen:
        raise RuleError("R-COST-2", f"{_BROTHEL}: the cost is to kneel a character with [intrigue]")
    if not _with_intrigue(st, use, chosen[0]["card"]):
        raise RuleError(
            "R-COST-2", f"{_BROTHEL}: {chosen[0]['card']} is not a standing [intrigue] character"
        )
    return chosen


def _marshaled(st: GameState, use: Use) -> str | None:
    """The loyal character whose marshaling this answers ("that character")."""
    found = triggers.open_answer(st, use)
    return None if found is None else found.card


def _kneel_that_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "kneel that character" (the character just marshaled)."""
    cid = _marshaled(st, use)
    return [] if cid is None else [primitives.kneel(cid)]


def _non_king_cheaper(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-King character with a lower printed cost" than the character marshaled."""
    marshaled, inst = _marshaled(st, use), st.cards[cid]
    if marshaled is None or inst.zone != "play" or inst.card.type != "character":
        return False
    if has_trait(st, cid, "King"):
        return False
    return (inst.card.cost or 0) < (st.cards[marshaled].card.cost or 0)


register(
    # Joffrey Baratheon: after you marshal a loyal character, kneel it and your faction card
    # to kill a non-King character with a lower printed cost
    Script(
        "04089",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a loyal character, kneel it and your faction card to kill a "
                "non-King character with a lower printed cost",
                effects.on_targets("kill"),
                trigger=triggers.you_marshaled(card_test(type="character", loyal=True)),
                costs=(
                    Cost(_kneel_that_character, "kneel that character"),
                    costs.kneel_faction(),
                ),
                targets=(
                    Target(
                        _non_king_cheaper, what="a non-King character with a lower printed cost"
                    ),
                ),
            ),
        ),
    ),
    # Chataya's Brothel: kneel a character with an [intrigue] icon to gain 1 gold (limit
    # twice per phase)
    Script(
        "04090",
        abilities=(
            Ability(
                "action",
                "kneel a character with an intrigue icon to gain 1 gold",
                effects.gain_gold(1),
                phase="marshaling",
                costs=(Cost(_kneel_an_intrigue_character, "kneel a character with [intrigue]"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
