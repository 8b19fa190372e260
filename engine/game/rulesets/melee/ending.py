"""How a melee ends ([R-WIN-1..3], [R-ELIM-1..5], [T-MELEE-1]) and every seat's finishing
place (``places``, for the verdict)."""

from __future__ import annotations

from engine.game.framework import flow, forced
from engine.game.framework.ending import WIN_POWER, end_game
from engine.game.logformat.log import SEATS
from engine.game.rules.zones import expire
from engine.game.state.model import GameState, power_totals


def check_end_melee(st: GameState, power_may_have_risen: bool) -> None:
    """The continuous checks of ``ending.check_end`` among the players still in the game."""
    live = [p for p in st.players if not p.eliminated]
    if power_may_have_risen:
        st.power_unchecked = False
        totals = power_totals(st)
        winners = [p.index for p in live if totals[p.index] >= WIN_POWER]
        if len(winners) > 1:  # the first player chooses ([R-WIN-3])
            st.pending_choice = ("R-WIN-3", winners)
            return
        if winners:
            end_game(st, winners[0], "power")
            return
    if any(p.pending_draw and p.deck for p in live):
        return  # the simultaneous draws of the step are not all made yet ([F-2.2-1])
    decked = [p.index for p in live if not p.deck]
    if not decked:
        return
    if len(decked) == len(live):  # all remaining players at once ([R-ELIM-2])
        st.pending_choice = ("R-ELIM-2", decked)
        return
    eliminate(st, decked, "decked")


def eliminate(st: GameState, seats: list[int], reason: str) -> None:
    """Players leave the game together ([R-ELIM-1]); an eliminated first player passes the
    token to the left ([R-ELIM-5]); the last player standing wins ([R-ELIM-3])."""
    old_first = st.first or 0
    for i in seats:
        st.players[i].eliminated = True
        st.players[i].pending_draw = 0  # draws and discards nothing more
        st.players[i].reserve_done = True
        # The title leaves play with its bearer, who is out of the game: back to the pool
        # ([R-TITLE-5]), so no redirect, bonus or relationship of it applies any more.
        st.players[i].title = None
    st.eliminated.append(sorted(seats))
    _leave_challenge(st, seats)
    live = [p.index for p in st.players if not p.eliminated]
    if len(live) == 1:
        end_game(st, live[0], reason)
    elif st.active in seats and st.step in ("F-AW-3", "F-AW-4.1"):
        # The eliminated active player's turn ends, as by a pass, before the token moves:
        # the next player in the order of this phase takes the turn. A forced ability of a
        # player still in the game that waits for its choice still answers what happened: a
        # concession is no game action, its window stays open ([R-FORCED-1]).
        forced.drop_inactive(st)
        flow.leave_step(st, keep_windows=bool(st.forced_due))
    if old_first in seats and live:
        count = len(st.players)
        st.first = next(
            (old_first + step) % count
            for step in range(1, count)
            if not st.players[(old_first + step) % count].eliminated
        )


def _leave_challenge(st: GameState, seats: list[int]) -> None:
    """A challenge in progress whose attacker or defender is eliminated ([R-ELIM-1]): the
    player and his or her cards take no further part. Before its winner is determined, or
    when the attacker (the active player) is eliminated, it ends at once ([F-4.2.6]: no
    winner, claim or keywords still to come) and the turn passes on (``eliminate``); a
    defender eliminated once the winner is determined sees it finish, but nothing is claimed
    from him or her (see ``challenge_steps.leave_bonus`` for a claim not yet applied). An
    opponent the Master of Whispers named ([R-TITLE-1]) is likewise owed no claim any more:
    the claims of the others still named go on (melee seed 67806451 offered one anyway)."""
    ch = st.challenge
    if ch is not None and ch.claim_against is not None and not ch.claim_done:
        ch.claim_owed = [i for i in ch.claim_owed if i not in seats]
        ch.claim_done = not ch.claim_owed
    if ch is None or not {ch.attacker, ch.defender} & set(seats):
        return
    if not ch.resolved or ch.attacker in seats:
        expire(st, ("challenge",))
        st.challenge, st.step = None, "F-AW-4.1"
    elif ch.claim_against is None:  # the defender's own claim (the Whispers' ones: above)
        ch.claim_done = True


def choose_winner(st: GameState, rule: str, winner: int, candidates: list[int]) -> None:
    """The first player's choice among players reaching 15 power together ([R-WIN-3]) or
    all eliminated together ([R-ELIM-2]: the others are eliminated)."""
    if rule == "R-ELIM-2":
        st.eliminated.append(sorted(i for i in candidates if i != winner))
        for i in candidates:
            st.players[i].eliminated = i != winner
    end_game(st, winner, {"R-WIN-3": "power", "R-ELIM-2": "decked"}[rule])


def time_verdict_melee(st: GameState) -> None:
    """[T-MELEE-1] a melee that goes to time is ranked by each player's distance to the
    victory total: the most power wins; players tied for first share it (no winner)."""
    totals = power_totals(st)
    live = st.order()
    best = max(totals[i] for i in live)
    leaders = [i for i in live if totals[i] == best]
    end_game(st, leaders[0] if len(leaders) == 1 else None, "time", 1)


def places(st: GameState) -> dict[str, int]:
    """Every seat's finishing place once the game is over (empty before): in a joust the
    winner 1 and the loser 2; in a melee the winner, then the players still in by distance
    to 15 power ([T-MELEE-1]), then the eliminated, the last eliminated first. Tied
    players share a place (1, 2, 2, 4)."""
    if not st.over:
        return {}
    if not st.melee:
        if st.winner is None:
            return {}
        return {p.key: 1 if p.index == st.winner else 2 for p in st.players}
    totals = power_totals(st)
    out = {i for group in st.eliminated for i in group}
    ranked = sorted(
        (p.index for p in st.players if p.index not in out),
        key=lambda i: (i != st.winner, -totals[i]),
    )
    result: dict[int, int] = {}
    previous: tuple[bool, int] | None = None
    place = 0
    for position, index in enumerate(ranked, start=1):
        key = (index != st.winner, -totals[index])
        if key != previous:
            place, previous = position, key
        result[index] = place
    position = len(ranked)
    for group in reversed(st.eliminated):
        for index in group:
            result[index] = position + 1
        position += len(group)
    return {SEATS[i]: result[i] for i in sorted(result)}
