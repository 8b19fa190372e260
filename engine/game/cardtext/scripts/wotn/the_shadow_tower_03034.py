"""The Shadow Tower (03034, WotN, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _losers_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == loser


register(
    # The Shadow Tower: win defending; a loser's character cannot attack this phase
    Script(
        "03034",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the defending player, kneel it: a character "
                "of the loser cannot be declared as an attacker this phase",
                effects.lasting("cannot", until="phase", target="targets", name="attack"),
                trigger=on.won_challenge(attacking=False),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_losers_character, what="a character controlled by the losing opponent"),
                ),
            ),
        ),
    ),
)
