"""How a game ends: 15 power, an empty draw deck, concession, and time ([T-END-1..2])."""

from __future__ import annotations

from typing import Final

from engine.game.rulesets.hooks import hooks_of
from engine.game.rulesets.params import ruleset
from engine.game.state.model import GameState, power_total, power_totals

WIN_POWER: Final = 15  # [R-WIN-1]


def end_game(st: GameState, winner: int | None, reason: str, time_step: int | None = None) -> None:
    """The game is over; ``winner`` is None only for a melee that goes to time with
    players tied for first place ([T-MELEE-1])."""
    st.over, st.winner, st.end_reason, st.time_step = True, winner, reason, time_step
    st.pending_choice = None


def check_end(st: GameState, power_may_have_risen: bool = True) -> None:
    """Continuous checks: 15 power wins at once ([R-WIN-1..3]); an empty draw deck eliminates
    ([R-ELIM-1..3]), once the simultaneous draws of a step are all made ([F-2.2-1]).

    ``power_may_have_risen=False`` skips the power scan: the caller knows no power total has
    gone up since the last scan, which found nobody at 15 (else the game would be over or
    waiting for a choice), so nobody can be at 15 now."""
    if st.over or st.pending_choice is not None or st.step in ("S-2", "S-7"):
        return
    ruleset_check = hooks_of(st.ruleset).check_end  # melee: several players ([R-MELEE-1])
    if ruleset_check is not None:
        ruleset_check(st, power_may_have_risen)
        return
    if power_may_have_risen:
        st.power_unchecked = False
        a, b = power_totals(st)
        if a >= WIN_POWER and b >= WIN_POWER:
            if ruleset(st.ruleset).first_player_wins_ties:  # [H-WIN-3]
                end_game(st, st.order()[0], "power")
            else:
                st.pending_choice = ("R-WIN-3", [0, 1])
            return
        if a >= WIN_POWER or b >= WIN_POWER:
            end_game(st, 0 if a >= WIN_POWER else 1, "power")
            return
    players = st.players
    if (players[0].pending_draw and players[0].deck) or (
        players[1].pending_draw and players[1].deck
    ):
        return
    if players[0].deck and players[1].deck:
        return
    if not ruleset(st.ruleset).deck_out_eliminates:  # an empty deck draws nothing ([H-DRAW-2])
        return
    decked = [p.index for p in players if not p.deck]
    for i in decked:
        st.players[i].eliminated = True
    if len(decked) == 1:
        end_game(st, 1 - decked[0], "decked")
    elif len(decked) == 2:
        st.pending_choice = ("R-ELIM-2", [0, 1])


def time_verdict(st: GameState) -> None:
    """[T-END-2]: after time is called and the round ends, the first step that separates the
    players gives the modified win; step 5 waits for the first player's choice."""
    ruleset_verdict = hooks_of(st.ruleset).time_verdict
    if ruleset_verdict is not None:
        ruleset_verdict(st)
        return
    a, b = st.players
    steps = [
        (power_total(st, 0), power_total(st, 1)),  # 1: fewest power needed = most power
        (len(a.deck), len(b.deck)),  # 2: most cards left in the draw deck
        (int(st.last_dominance == 0), int(st.last_dominance == 1)),  # 3: won dominance last
        (-_dead_characters(st, 0), -_dead_characters(st, 1)),  # 4: fewest dead characters
    ]
    for number, (x, y) in enumerate(steps, start=1):
        if x != y:
            end_game(st, 0 if x > y else 1, "time", number)
            return
    st.pending_choice = ("T-END-2", [0, 1])
    st.time_step = 5


def _dead_characters(st: GameState, seat: int) -> int:
    return sum(1 for c in st.players[seat].dead if st.cards[c].card.type == "character")


def places(st: GameState) -> dict[str, int]:
    """Every seat's finishing place once the game is over (empty before): in a joust the
    winner 1 and the loser 2; a ruleset may rank more players (melee, [T-MELEE-1])."""
    ranked = hooks_of(st.ruleset).places
    if ranked is not None:
        return ranked(st)
    if not st.over or st.winner is None:
        return {}
    return {p.key: 1 if p.index == st.winner else 2 for p in st.players}
