"""Harrenhal (04050, FFH, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _lannister_or_bolton_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """ "a [lannister] or House Bolton character ... from your hand" (printed data: the card
    is out of play)."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and card.type == "character"
        and (card.faction == "lannister" or card.has_trait("House Bolton"))
    )


def _put_into_play_killed_at_the_end(st: GameState, use: Use) -> list[Prim]:
    """Put the character into play; "At the end of the phase, if that character is still in
    play, kill it": the delayed ``at_end`` kill, which no save can answer ("cannot be
    saved", [R-SAVE-3]; ``zones._at_end`` logs nothing between)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="kill"))
    return found


register(
    # Harrenhal: kneel it "to put a [lannister] or House Bolton character into play from
    # your hand"; killed at the end of the phase (cannot be saved)
    Script(
        "04050",
        abilities=(
            Ability(
                "action",
                "kneel Harrenhal to put a [lannister] or House Bolton character into play "
                "from your hand",
                _put_into_play_killed_at_the_end,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _lannister_or_bolton_in_hand,
                        what="a [lannister] or House Bolton character in your hand",
                    ),
                ),
            ),
        ),
    ),
)
