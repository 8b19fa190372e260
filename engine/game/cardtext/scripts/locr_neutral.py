"""Lions of Casterly Rock, neutral cards: "The Rains of Castamere" (05045) and its Scheme
plots, the neutral plots and Wildling Bandit. Each script quotes at most a short phrase.

The Rains of Castamere keeps the Scheme plots out of the plot deck during the plot phase (a
``not_in_plot_deck`` contribution, engine.game.moves.plots) and reveals one with the ``reveal_plot``
primitive; the revealed Scheme is removed from the game when it leaves play (a lasting
``leave_to`` effect). See docs/decisions/rains-of-castamere-schemes.md.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, costs
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
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


def _first_intrigue_attack(st: GameState, inst: CardInst) -> list[Contribution]:
    """Gossip and Lies: each character you control "does not kneel when declared as an
    attacker in the first [intrigue] challenge you initiate during the challenges phase" (read
    as the attackers are declared: while no intrigue challenge was initiated this phase)."""
    seat = inst.controller
    if st.phase != "challenges" or "intrigue" in st.players[seat].challenges:
        return []
    return [
        Contribution("no_kneel", cid, 0, "attacker:intrigue", inst.id)
        for cid in st.players[seat].in_play
        if st.cards[cid].card.type == "character"
    ]


def _bandit_attacking_richer(st: GameState, inst: CardInst) -> bool:
    """Wildling Bandit: attacking an opponent with more gold in his or her pool than you."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return False
    return st.players[ch.defender].gold > st.players[inst.controller].gold


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
    # Littlefinger's Meddling: "Reduce the cost of each event you play by 2"
    Script("05049", constants=(constants.for_controller("cost", "event", -2),)),
    # Gossip and Lies: no kneeling to attack in your first intrigue challenge
    Script(
        "05050",
        constants=(
            constants.constant("no_kneel", _first_intrigue_attack, names="attacker:intrigue"),
        ),
    ),
    # Time of Plenty / Early Frost: each player draws 1 more / 1 fewer in the draw phase
    Script("05051", constants=(constants.each_player_draws(1),)),
    Script("05052", constants=(constants.each_player_draws(-1),)),
    # Wildling Bandit: +2 STR attacking an opponent with more gold
    Script("05041", constants=(constants.on_self("str", value=2, when=_bandit_attacking_richer),)),
)
