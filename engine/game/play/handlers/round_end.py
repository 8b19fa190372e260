"""Dominance, taxation, checkpoints and the end of the game."""

from __future__ import annotations

from typing import Final

from engine.game.framework import ending
from engine.game.logformat.events import (
    Checkpoint,
    ChooseWinner,
    Concede,
    Dominance,
    GameOver,
    Reserve,
    Stand,
    TimeCalled,
)
from engine.game.logformat.log import SEATS
from engine.game.play.handlers.base import (
    in_order,
    own_cards,
    seat_of,
)
from engine.game.rules import checks as rules
from engine.game.rules import contests
from engine.game.rules.zones import place, take_out
from engine.game.rulesets.melee import ending as melee_ending
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    SEAT_INDEX,
    GameState,
    RuleError,
    ValueDisagreement,
    plot_value,
    power_total,
)

# --- dominance, taxation, checkpoints, the end ------------------------------------------------

# What card text could have changed in each value a checkpoint states (``ValueDisagreement``)
_CHECKPOINT_VALUES: Final = {
    "power": ("power",),
    "faction_power": ("power",),
    "gold": ("gold",),
    "hand": ("cards",),
    "deck": ("cards",),
    "dead": ("cards",),
    "discard": ("cards",),
}


def check_dominance(st: GameState, ev: Dominance) -> None:
    derived = None if st.last_dominance is None else SEATS[st.last_dominance]
    if ev.winner != derived:
        totals = contests.dominance_totals(st)
        raise ValueDisagreement(
            "F-5.2",
            f"dominance totals are {', '.join(f'{SEATS[i]} {t}' for i, t in enumerate(totals))}: "
            f"the winner is {derived}, the log says {ev.winner}",
            ("STR", "gold", "dominance"),
        )


def check_reserve(st: GameState, ev: Reserve) -> None:
    seat = seat_of(st, ev)
    player = st.players[seat]
    if not ruleset(st.ruleset).reserve:
        raise RuleError("H-TAX-3", "this game has no reserve: nobody discards at taxation")
    excess = len(player.hand) - plot_value(st, seat, "reserve")
    if excess <= 0:
        message = f"{player.key} is not over reserve and may not discard"
        raise ValueDisagreement("F-7.3-2", message, ("reserve", "cards"))
    in_order(st, seat, lambda i: st.players[i].reserve_done, "R-RESERVE-3")
    own_cards(st, seat, ev.cards, "hand", "F-7.3-1")
    if len(ev.cards) != excess:
        message = f"{player.key} must discard {excess} card(s) to reserve"
        raise ValueDisagreement("F-7.3-1", message, ("reserve", "cards"))


def apply_reserve(st: GameState, ev: Reserve) -> None:
    player = st.players[seat_of(st, ev)]
    for cid in ev.cards:
        take_out(st, cid)
        place(st, cid, "discard")
    player.reserve_done = True


def fits_stand(st: GameState, ev: Stand) -> bool:
    return st.step == "F-AW-6" and st.players[seat_of(st, ev)].stand_limit is not None


def check_stand(st: GameState, ev: Stand) -> None:
    """Card text caps how many characters stand: the player names them ([F-6.2])."""
    seat = seat_of(st, ev)
    limit = st.players[seat].stand_limit
    assert limit is not None
    cards, allowed = ev.cards, rules.standable_characters(st, seat)
    if len(set(cards)) != len(cards) or any(c not in allowed for c in cards):
        raise RuleError("F-6.2", f"stand names kneeling characters {ev.seat} controls")
    if len(cards) != min(limit, len(allowed)):
        raise RuleError("F-6.2", f"{ev.seat} stands {limit} characters (card text caps it)")


def apply_stand(st: GameState, ev: Stand) -> None:
    player = st.players[seat_of(st, ev)]
    for cid in ev.cards:
        st.cards[cid].kneeling = False
        effects.happen(st, "stood", player.index, cid)
    player.stand_limit = None
    player.stood_characters += len(ev.cards)


def check_checkpoint(st: GameState, ev: Checkpoint) -> None:
    if ev.round is not None and ev.round != st.round:
        raise RuleError("LOG-CHECKPOINT", f"this is round {st.round}, not {ev.round}")
    for key, stated in ev.seats.items():
        if SEAT_INDEX.get(key, len(st.players)) >= len(st.players) or not isinstance(stated, dict):
            raise RuleError("LOG-CHECKPOINT", f"unknown seat {key!r}")
        p = st.player(key)
        actual = {
            "power": power_total(st, p.index),
            "faction_power": p.power,
            "gold": p.gold,
            "hand": len(p.hand),
            "deck": len(p.deck),
            "dead": len(p.dead),
            "discard": len(p.discard),
        }
        for name, value in stated.items():
            if name not in actual:
                raise RuleError("LOG-CHECKPOINT", f"seat {key}: no value {name!r} to check")
            if value != actual[name]:
                raise ValueDisagreement(
                    "LOG-CHECKPOINT",
                    f"seat {key} {name}: the log says {value!r}, the replay has {actual[name]!r}",
                    _CHECKPOINT_VALUES[name],
                )


def check_time(st: GameState, ev: TimeCalled) -> None:
    if st.time_called:
        raise RuleError("T-END-2", "time was already called")


def apply_time(st: GameState, ev: TimeCalled) -> None:
    st.time_called = True


def check_choose_winner(st: GameState, ev: ChooseWinner) -> None:
    assert st.pending_choice is not None
    rule, candidates = st.pending_choice
    if seat_of(st, ev) != st.order()[0]:
        raise RuleError(rule, "the first player makes this choice")
    if st.seat_index(ev.winner) not in candidates:
        raise RuleError(rule, f"{ev.winner} is not among the players to choose from")


def apply_choose_winner(st: GameState, ev: ChooseWinner) -> None:
    assert st.pending_choice is not None
    rule = st.pending_choice[0]
    reason = {"R-WIN-3": "power", "R-ELIM-2": "decked", "T-END-2": "time"}[rule]
    winner = st.seat_index(ev.winner)
    if st.melee and rule != "T-END-2":
        melee_ending.choose_winner(st, rule, winner, st.pending_choice[1])
        return
    ending.end_game(st, winner, reason, 5 if rule == "T-END-2" else None)


def check_game_over(st: GameState, ev: GameOver) -> None:
    winner = None if st.winner is None else SEATS[st.winner]
    if (ev.winner is not None and ev.winner != winner) or (
        ev.reason is not None and ev.reason != st.end_reason
    ):
        raise ValueDisagreement(
            "R-WIN-1",
            f"the game ended with winner {winner} by {st.end_reason}; "
            f"the log says {ev.winner} by {ev.reason}",
            ("power", "cards"),
        )


def check_concede(st: GameState, ev: Concede) -> None:
    if st.melee and st.players[seat_of(st, ev)].eliminated:
        raise RuleError("R-ELIM-1", f"{ev.seat} has been eliminated already")


def apply_concede(st: GameState, ev: Concede) -> None:
    """A joust ends; in a melee the conceding player leaves the game ([T-END-1])."""
    if st.melee:
        melee_ending.eliminate(st, [seat_of(st, ev)], "concession")
        return
    ending.end_game(st, 1 - seat_of(st, ev), "concession")


def fits_choose_winner(st: GameState, ev: ChooseWinner) -> bool:
    """Only while the first player must choose the winner ([T-END-2])."""
    return st.pending_choice is not None


def fits_game_over(st: GameState, ev: GameOver) -> bool:
    return st.over
