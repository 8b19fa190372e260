""" "The Rains of Castamere" (05045, LoCR, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_SCHEME = "Scheme"


def _schemes_set_aside(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During the plot phase, Scheme cards are not considered to be in your plot deck"."""
    if st.phase != "plot":
        return []
    return [Contribution("not_in_plot_deck", inst.controller, 0, _SCHEME, inst.id)]


def _reveal_scheme(st: GameState, use: Use) -> list[Prim]:
    """Reveal the chosen Scheme plot; "If that card leaves play, remove it from the game"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.reveal_plot(cid))
        found.append(primitives.lasting("leave_to", "game", card=cid, name="removed"))
    return found


register(
    # The Rains of Castamere: Scheme plots set aside; reveal one after a big intrigue win
    Script(
        "05045",
        constants=(constants.constant("not_in_plot_deck", _schemes_set_aside),),
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge by 5 or more STR, reveal a Scheme plot",
                _reveal_scheme,
                trigger=on.won_challenge("intrigue", margin=5),
                costs=(costs.kneel_faction(),),
                targets=(
                    choose(
                        card_test(
                            type="plot", controller="you", traits=(_SCHEME,), zone="plot_deck"
                        ),
                        "a Scheme plot in your plot deck",
                    ),
                ),
            ),
        ),
    ),
)
