"""Wolves of the North, neutral cards: Young Spearwife (03040) and the plots Fallen from Favor
(03047), A Song of Summer (03050) and Ranger's Cache (03052). Each script quotes at most a
short phrase of its card.

Not scripted: The Long Winter (03049: each player without a Summer plot chooses his or her
own card to lose power, a choice of every player that one ability event cannot hold)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.log import SEATS
from engine.game.state import CardInst, GameState


def _less_power_than_an_opponent(st: GameState, inst: CardInst) -> bool:
    mine = st.players[inst.controller].power
    return any(p.power > mine for p in st.players if p.index != inst.controller)


def _no_winter_plot(st: GameState, inst: CardInst) -> bool:
    return not any(
        p.revealed is not None and st.cards[p.revealed].card.has_trait("Winter") for p in st.players
    )


def _cache(st: GameState, use: Use) -> list[Prim]:
    """ "either: draw 2 cards or gain 3 gold" (``choice`` draw / gold)."""
    if use.choice == "draw":
        return effects.draw(2)(st, use)
    return [{"op": "gain_gold", "seat": SEATS[use.seat], "amount": 3}]


register(
    # Young Spearwife: stealth while you have less faction power than an opponent
    Script(
        "03040",
        constants=(constants.on_self("keyword", "stealth", when=_less_power_than_an_opponent),),
    ),
    # Fallen from Favor: "Sacrifice a character you control"
    Script(
        "03047",
        abilities=(
            Ability(
                "when_revealed",
                "sacrifice a character you control",
                effects.on_targets("sacrifice"),
                targets=(
                    choose(
                        card_test(type="character", controller="you"), "a character you control"
                    ),
                ),
            ),
        ),
    ),
    # A Song of Summer: without Winter plots revealed, your characters +1 STR
    Script(
        "03050",
        constants=(
            constants.on_each(
                "str", card_test(type="character", controller="you"), when=_no_winter_plot
            ),
        ),
    ),
    # Ranger's Cache: as the taxation phase ends, draw 2 cards or gain 3 gold
    Script(
        "03052",
        abilities=(
            Ability(
                "interrupt",
                "when the taxation phase ends, draw 2 cards or gain 3 gold",
                _cache,
                trigger=on.happened("phase_ended", phase="taxation"),
                choices=("draw", "gold"),
            ),
        ),
    ),
)
