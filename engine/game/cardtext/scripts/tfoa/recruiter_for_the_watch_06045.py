"""Recruiter for the Watch (06045, TFoA, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _kneeling_self(st: GameState, use: Use) -> str | None:
    if not st.cards[use.source].kneeling:
        return "he is standing: there is nothing to choose"
    return None


def _stays_kneeling(st: GameState, use: Use) -> list[Prim]:
    """ "You may choose not to stand X during the standing phase": chosen as the phase begins
    (before [F-6.2] stands the cards), he cannot stand this standing phase."""
    return [primitives.lasting("cannot", "phase", card=use.source, name="stand:standing")]


def _printed_cost_2(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    cost = inst.card.cost
    return inst.zone == "play" and inst.card.type == "character" and cost is not None and cost <= 2


def _control_while_kneeling(st: GameState, use: Use) -> list[Prim]:
    """ "Take control of that character until X stands or leaves play": a lasting control
    named by him (engine.game.rules.zones ends it)."""
    return [
        primitives.lasting("control", "game", card=cid, seat=SEATS[use.seat], name=use.source)
        for cid in use.targets
    ]


register(
    # Recruiter for the Watch: may stay kneeling in the standing phase; kneel him to take
    # control of a character with printed cost 2 or lower while he kneels
    Script(
        "06045",
        abilities=(
            Ability(
                "interrupt",
                "you may choose not to stand him during the standing phase",
                _stays_kneeling,
                trigger=on.happened("phase_began", phase="standing"),
                condition=_kneeling_self,
            ),
            Ability(
                "action",
                "kneel him to take control of a character with printed cost 2 or lower until "
                "he stands or leaves play",
                _control_while_kneeling,
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(Target(_printed_cost_2, what="a character with printed cost 2 or lower"),),
            ),
        ),
    ),
)
