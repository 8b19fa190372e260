"""Wolves of the North, neutral cards: Young Spearwife (03040) and the plots Fallen from Favor
(03047), The Long Winter (03049), A Song of Summer (03050) and Ranger's Cache (03052). Each
script quotes at most a short phrase of its card. In The Long Winter each player without a
*Summer* plot names, as a target, the card (or faction card) he or she discards 1 power from.
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState, Player, RuleError


def _less_power_than_an_opponent(st: GameState, inst: CardInst) -> bool:
    mine = st.players[inst.controller].power
    return any(p.power > mine for p in st.players if p.index != inst.controller)


def _no_winter_plot(st: GameState, inst: CardInst) -> bool:
    return not any(
        p.revealed is not None and has_trait(st, p.revealed, "Winter") for p in st.players
    )


def _holds_power(st: GameState, use: Use, cid: str) -> bool:
    """A card in play or a faction card with power, of a player without a Summer plot."""
    if cid.endswith(":faction"):
        player = next((p for p in st.players if p.key == cid[0]), None)
        held = 0 if player is None else player.power
    else:
        inst = st.cards[cid]
        player = st.players[inst.controller] if inst.zone == "play" else None
        held = inst.power
    return player is not None and held > 0 and not _summer(st, player) and not player.eliminated


def _summer(st: GameState, player: Player) -> bool:
    plot = player.revealed
    return plot is not None and has_trait(st, plot, "Summer")


def _long_winter(st: GameState, use: Use) -> list[Prim]:
    """Each player without a Summer plot revealed discards 1 power from a card he or she
    controls (one target per such player who has power; none for the others)."""
    chosen: dict[int, str] = {}
    for cid in use.targets:
        seat = SEATS.index(cid[0]) if cid.endswith(":faction") else st.cards[cid].controller
        if seat in chosen:
            raise RuleError("R-TARGET-1", f"{SEATS[seat]} discards power from one card only")
        chosen[seat] = cid
    found: list[Prim] = []
    for p in st.players:
        holders = [c for c in [f"{p.key}:faction", *p.in_play] if _holds_power(st, use, c)]
        if not holders:
            if p.index in chosen:
                raise RuleError("R-TARGET-1", f"{p.key} discards no power")
            continue
        if p.index not in chosen:
            raise RuleError("R-TARGET-3", f"{p.key} must discard 1 power from a card")
        held = chosen[p.index]
        faction = held.endswith(":faction")
        found.append(
            primitives.discard_power(
                1, seat=p.key if faction else None, card=None if faction else held
            )
        )
    return found


def _cache(st: GameState, use: Use) -> list[Prim]:
    """ "either: draw 2 cards or gain 3 gold" (``choice`` draw / gold)."""
    if use.choice == "draw":
        return effects.draw(2)(st, use)
    return [primitives.gain_gold(SEATS[use.seat], 3)]


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
    # The Long Winter: each player without a Summer plot discards 1 power
    Script(
        "03049",
        abilities=(
            Ability(
                "when_revealed",
                "each player without a Summer plot revealed discards 1 power from a card he "
                "or she controls",
                _long_winter,
                targets=(
                    Target(_holds_power, 0, 6, "a card with power of each player", factions=True),
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
