"""Chapter packs (TAK, TFM), House Stark: Dreadfort Maester (08002) and Arya Stark (08081).
Each script quotes at most a short phrase of its card.

Not scripted: I Am No One (08082: losing faction affiliations and traits needs card text to
change a card's printed faction and traits)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, in_play_matching
from engine.game.cardtext.vocab.cards import card_test
from engine.game.cardtext.vocab.constants import constant
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _you_initiate_military_or_intrigue(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "challenge_initiated"
        and h.seat == use.seat
        and h.get("type") in ("military", "intrigue")
    )


def _no_saves_while_standing(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While Arya Stark is standing, characters cannot be saved"."""
    if inst.kneeling:
        return []
    every = in_play_matching(st, card_test(type="character"), inst.controller, inst.id)
    return [Contribution("cannot", cid, 0, "save", inst.id) for cid in every]


register(
    # Dreadfort Maester: sacrifice it to raise your claim by 1 for the challenge
    Script(
        "08002",
        abilities=(
            Ability(
                "reaction",
                "after you initiate a military or intrigue challenge, sacrifice it to raise "
                "your claim by 1",
                effects.raise_claim(),
                trigger=_you_initiate_military_or_intrigue,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
    # Arya Stark: while she stands, characters cannot be saved
    Script("08081", constants=(constant("cannot", _no_saves_while_standing, names="save"),)),
)
