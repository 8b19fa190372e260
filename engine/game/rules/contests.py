"""The round's contests the framework settles by numbers: who wins initiative ([F-1.3.I]) and
each player's total for dominance ([F-5.2])."""

from __future__ import annotations

from engine.game.rulesets.hooks import hooks_of
from engine.game.state import effects
from engine.game.state.model import (
    GameState,
    characters,
    controlled_in_play,
    plot_value,
    power_total,
    printed_dominance_strength,
    strength,
)


@effects.reads_only
def initiative_winner(st: GameState) -> tuple[int | None, list[int]]:
    """([F-1.3.I]) the initiative winner, or None with the tied players when a random draw
    decides ([F-1.3.I-1..2])."""
    if len(st.players) == 2:
        values = [plot_value(st, i, "initiative") for i in (0, 1)]
        if values[0] != values[1]:
            return (0 if values[0] > values[1] else 1), []
        powers = [power_total(st, i) for i in (0, 1)]
        if powers[0] != powers[1]:
            return (0 if powers[0] < powers[1] else 1), []
        return None, [0, 1]
    # a melee: the highest initiative among the players still in, then the fewest power
    initiative = {i: plot_value(st, i, "initiative") for i in st.order()}
    tied = [i for i, v in initiative.items() if v == max(initiative.values())]
    if len(tied) > 1:
        power = {i: power_total(st, i) for i in tied}
        tied = [i for i in tied if power[i] == min(power.values())]
    return (tied[0], []) if len(tied) == 1 else (None, sorted(tied))


@effects.reads_only
def dominance_totals(st: GameState) -> list[int]:
    """STR of standing characters plus gold in the pool, per player ([F-5.2]); a printed
    "contributes N STR to your total for dominance" (The Iron Throne) is added; a kneeling
    character counts when card text says it does (``dominance_kneeling``: Priest of Old Wyk),
    and card text may say a character "does not contribute its STR" to it (``no_dominance``)."""
    bonus = hooks_of(st.ruleset).dominance_strength  # the Crown Regent's ([R-TITLE-4])
    return [
        sum(
            strength(st, c)
            for c in characters(st, i)
            if (not st.cards[c].kneeling or effects.applies(st, "dominance_kneeling", c))
            and not effects.applies(st, "no_dominance", c)
        )
        + st.players[i].gold
        + sum(printed_dominance_strength(st.cards[c].card.text) for c in controlled_in_play(st, i))
        + (bonus(st, i) if bonus is not None else 0)
        for i in range(len(st.players))
    ]


# "When you compare initiative" (Ahead of the Tide): the happening as [F-1.3.I] begins, once
# the plots are revealed; interrupts to it are logged at that step, before the winner is
# stated ([R-INTERRUPT-1])
INITIATIVE_COMPARED = "initiative_compared"


def compare_initiative(st: GameState, again: bool = False) -> None:
    """[F-1.3.I] initiative is compared: the winner, or the players a random draw decides
    between. ``again``: after an ability logged in the comparison's interrupt window, which
    may have changed an initiative value (its +3 counts: [R-INTERRUPT-1]); the window is over
    once an ``initiative`` event states the winner."""
    if again and not (
        st.step == "F-1.3.I" and any(h.kind == INITIATIVE_COMPARED for h in st.happened)
    ):
        return
    winner, tied = initiative_winner(st)
    st.initiative, st.initiative_random, st.initiative_tied = winner, bool(tied), tied
    if not again:
        effects.happen(st, INITIATIVE_COMPARED, None, None)


def initiative_won(st: GameState) -> None:
    """[F-1.3.I] ends with its winner: "If you win initiative this phase, draw 1 card" (a
    lasting ``draw_if_initiative`` on the seat, amount the cards) is due at once, the log
    names the cards in a ``draw`` event ([R-DELAYED-2]); each such effect resolves or lapses
    now, initiative being won once a phase."""
    due = [e for e in st.lasting if e.contribution.kind == "draw_if_initiative"]
    winner = st.initiative
    for effect in due:
        if winner is not None and effect.contribution.target == winner:
            st.players[winner].pending_draw += effect.contribution.value
    if due:
        st.lasting = [e for e in st.lasting if e not in due]
