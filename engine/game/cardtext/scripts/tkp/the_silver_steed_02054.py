"""The Silver Steed (02054, TKP, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import TriggerFn, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, constants, effects
from engine.game.rules import checks as rules
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _host_in_power_challenge(st: GameState, inst: CardInst) -> bool:
    """ "While attached character is participating in a [power] challenge"."""
    ch = st.challenge
    if ch is None or ch.type != "power" or inst.host is None:
        return False
    return inst.host in rules.attacking(st, ch) or inst.host in ch.defenders


def _attached_gained_power_by_renown() -> TriggerFn:
    @answering("gained_power")
    def test(st: GameState, use: Use, h: Happening) -> bool:
        host = st.cards[use.source].host
        return h.kind == "gained_power" and h.get("how") == "renown" and h.card == host

    return test


register(
    Script(
        "02054",
        constants=(constants.on_attached("keyword", "renown", when=_host_in_power_challenge),),
        abilities=(
            Ability(
                "reaction",
                "after attached character gains power using renown, sacrifice The Silver "
                "Steed, then you may initiate an additional [power] challenge this phase",
                effects.both(
                    effects.on_self("sacrifice"),
                    effects.lasting("challenges", until="phase", name="power", amount=1),
                ),
                trigger=_attached_gained_power_by_renown(),
            ),
        ),
    )
)
