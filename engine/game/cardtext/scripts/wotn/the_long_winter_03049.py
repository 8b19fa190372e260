"""The Long Winter (03049, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, Player, RuleError


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


register(
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
)
