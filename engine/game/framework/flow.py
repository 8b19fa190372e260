"""The framework of setup and the round as a step machine ([S-1]..[S-12], Appendix I).

``state.step`` names where the game rests: a setup step, a step waiting for a decision or a
chance outcome, or an action window (``F-AW-...``). ``advance`` leaves the current step, doing
the framework effects on the way (income, STR comparison, claim for power, dominance,
standing, gold return ...) and stops at the next resting step. ``blocking`` says why a step
cannot be left yet (a mandatory decision or draw is missing), citing the rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.game.framework import forced
from engine.game.framework.challenge_steps import ACTION_WINDOWS as ACTION_WINDOWS  # re-exported
from engine.game.framework.challenge_steps import (
    become_active_marshal,
    leave_aw3,
    leave_aw41,
    leave_aw42,
    leave_aw421,
    leave_bonus,
    leave_challenges_end,
    leave_claim,
    leave_defenders,
    leave_keywords,
    leave_winner,
)
from engine.game.framework.ending import check_end, time_verdict
from engine.game.moves.phases import new_phase
from engine.game.moves.plots import borrowed_due, in_plot_deck, replace_revealed
from engine.game.rules import checks as rules
from engine.game.rules import contests
from engine.game.rules.text_checks import card_text_checks
from engine.game.rules.zones import expire, place, take_out
from engine.game.rulesets.hooks import hooks_of
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    CardInst,
    GameState,
    RuleError,
    cannot_stand,
    iter_in_play,
    plot_value,
)


def blocking(st: GameState) -> RuleError | None:
    """Why the current step cannot be left, or None: the framework's input the step waits
    for, else a due forced ability with a choice, which holds every step, a free one too, until
    it resolves ([R-FORCED-1], [R-WHENREV-1])."""
    problem = _step_blocking(st)
    return problem if problem is not None else forced.due_problem(st)


def _step_blocking(st: GameState) -> RuleError | None:
    if st.pending_choice is not None:
        rule, _ = st.pending_choice
        return RuleError(rule, "the first player must choose the winner (choose_winner)")
    step = st.step
    p = st.players
    if step == "S-2" and st.first is None and ruleset(st.ruleset).setup_first_player:
        return RuleError("S-2", "the first player must be determined first")
    for who in p:
        if who.pending_draw and who.deck:
            return RuleError(draw_rule(step), f"{who.key} must draw {who.pending_draw} card(s)")
    if step == "F-AW-6":
        for who in p:
            if who.stand_limit is not None:
                return RuleError("F-6.2", f"{who.key} chooses the {who.stand_limit} characters "
                                 "that stand (card text caps it): a stand event")  # fmt: skip
    if st.phase != "plot":  # borrowed "as if you had just revealed it" (Tyrion's Chain)
        for _seat, lent in borrowed_due(st):
            if has_when_revealed(st, lent):
                return RuleError("R-WHENREV-1", f"{lent}'s When Revealed ability must resolve")
    if step in _FREE_STEPS:
        return None
    if step == "S-7-1" and any(x.mulligan is None for x in p):
        return RuleError("R-MULLIGAN-3", f"each player decides on a mulligan{_order(st)}")
    if step == "S-8" and not all(x.setup_done for x in p):
        return RuleError("S-8", f"each player places setup cards{_order(st)}")
    if step == "F-1.2" and any(x.chosen_plot is None and not x.eliminated for x in p):
        return RuleError("F-1.2-2", "each player must choose a plot")
    if step == "F-1.3.I" and st.initiative is None:
        return RuleError("F-1.3.I-2", "tied initiative: the random winner must be recorded")
    if step == "F-1.3.II" and not st.first_chosen:
        return RuleError("F-1.3.II", "the initiative winner must choose the first player")
    if step == "F-1.3.III":
        for x in p:
            plot = None if x.eliminated else x.revealed
            if plot and plot not in st.when_revealed_used and has_when_revealed(st, plot):
                return RuleError("R-WHENREV-1", f"{plot}'s When Revealed ability must resolve")
        for _seat, plot in borrowed_due(st):  # "initiate ... as if you had just revealed it"
            if has_when_revealed(st, plot):
                return RuleError("R-WHENREV-1", f"{plot}'s When Revealed ability must resolve")
    ruleset_problem = hooks_of(st.ruleset).blocking(st, step)  # melee: [F-1.4] titles
    if ruleset_problem is not None:
        return ruleset_problem
    if step == "F-4.2.1" and st.challenge and not st.challenge.defenders_declared:
        return RuleError("F-4.2.1", "the defending player must declare defenders (maybe none)")
    if step == "F-4.2.4" and st.challenge and not st.challenge.claim_done:
        return RuleError("F-4.2.4", "claim must be applied")
    if step == "F-7.3" and not all(x.reserve_done for x in p):
        return RuleError("F-7.3", "players over their reserve must discard, in player order")
    return None


def _order(st: GameState) -> str:
    """How the setup choices are made (HBO: no player order, they are simultaneous,
    [H-GAP-4])."""
    return ", in player order" if ruleset(st.ruleset).setup_in_player_order else ""


def has_when_revealed(st: GameState, cid: str) -> bool:
    """A plot with a "When Revealed:" ability ([R-WHENREV-1]: it must resolve at [F-1.3.III];
    HBO also writes "When revealed:", [H-PLOT-6])."""
    text = st.cards[cid].card.text
    return any(f"{heading}:" in text for heading in ruleset(st.ruleset).when_revealed)


# The rule under which a draw is due, by the step it is due at (F-2.2: the draw phase); at any
# other step it is a delayed draw of card text ("if you win, draw", "at the end of the phase,
# draw 1 card": [R-DELAYED-2]).
_DRAW_RULES: Final = {"S-7": "S-7", "S-7-1": "R-MULLIGAN-1", "S-10": "S-10", "F-2.2": "F-2.2"}


def draw_rule(step: str) -> str:
    """The rule id that makes a player draw at ``step`` (a table of whole ids)."""
    return _DRAW_RULES.get(step, "R-DELAYED-2")


def advance(st: GameState) -> None:
    """Leave the current step (raising the blocking rule if it cannot be left)."""
    problem = blocking(st)
    if problem is not None:
        raise problem
    leave_step(st)


def leave_step(st: GameState, keep_windows: bool = False) -> None:
    """Leave the current step without asking ``blocking`` again: for callers that have
    just asked it and got None (the replay's placement loop asks once per step), or that
    move the framework on outside the log's order (``keep_windows``: a melee concession ends
    the active player's turn while a forced ability still answers what happened)."""
    left = st.step
    if not keep_windows:
        effects.close_windows(st)  # what happened at this step can no longer be answered
    _LEAVE[left](st)
    effects.settle(st)  # forced abilities of what leaving the step made happen
    card_text_checks(st)  # "killed if its STR is 0" (an effect may expire), "sacrifice him"
    if left in _CHANGES_POWER:
        check_end(st)


# --- setup ----------------------------------------------------------------------------------


def _leave_s2(st: GameState) -> None:
    st.step = "S-7"
    for p in st.players:
        p.pending_draw = 7  # [S-7]


def _leave_s7(st: GameState) -> None:
    st.step = "S-7-1"


def _leave_s71(st: GameState) -> None:
    st.step = "S-8"
    for p in st.players:
        p.shuffle_ok = False


def _leave_s8(st: GameState) -> None:
    st.step = "S-10"  # setup cards were revealed at [S-9] as the placements were logged
    for p in st.players:
        p.pending_draw = max(0, 7 - len(p.hand))  # [S-10]


def _leave_s10(st: GameState) -> None:
    _begin_round(st)


# --- plot phase -----------------------------------------------------------------------------


def _begin_round(st: GameState) -> None:
    """[F-1.1] the round and its plot phase begin; trackers of the last round reset."""
    st.round += 1
    new_phase(st, "plot")
    st.step = "F-1.2"
    st.initiative, st.initiative_random, st.first_chosen = None, False, False
    st.when_revealed_used = set()
    for p in st.players:
        p.limited_used, p.challenges, p.reserve_done, p.chosen_plot = False, [], False, None
    for p in st.players:  # "if you have not lost a [power] challenge this round"
        p.lost, p.lost_defending = [], 0
        p.limited_count, p.challenges_won, p.marshaled = 0, [], []
        p.killed = []  # "if a [martell] character was killed under your control this round"
    hooks_of(st.ruleset).begin_round(st)  # melee: the round's title trackers


def _leave_choose(st: GameState) -> None:
    """[F-1.3] reveal: each chosen plot goes on top of the previous one ([F-1.3-1])."""
    for p in st.players:
        if p.eliminated:  # out of the game: no plot ([R-ELIM-1])
            continue
        assert p.chosen_plot is not None
        replace_revealed(st, p, p.chosen_plot)
    expire(st, ("plot",))  # "until you reveal a new plot card"
    st.step = "F-1.3.I"
    contests.compare_initiative(st)  # "When you compare initiative" may be answered


def _leave_initiative(st: GameState) -> None:
    """[F-1.3.I] is over: the initiative winner is known (a tie drawn at random was logged),
    so "After you win initiative" may be answered before the first player is chosen at
    [F-1.3.II] (King Balon's Solar)."""
    contests.initiative_won(st)  # "If you win initiative this phase, draw 1 card"
    st.step = "F-1.3.II"
    if st.initiative is not None:
        effects.happen(st, "initiative_won", st.initiative, None)


def _leave_first(st: GameState) -> None:
    st.step = "F-1.3.III"


def _leave_when_revealed(st: GameState) -> None:
    """End of the reveal: empty plot decks take back their used piles ([F-1.3-3], [X-11])."""
    for p in st.players:
        if not in_plot_deck(st, p):  # plots set aside by card text do not count
            for cid in list(p.used):
                take_out(st, cid)
                place(st, cid, "plot_deck")
    st.step = "F-1.4" if st.melee else "F-AW-1"  # [F-1.4] melee only ([R-JOUST-1])


def _leave_titles(st: GameState) -> None:
    """[F-1.4-3..4] the chosen titles are revealed and enter play together."""
    st.step = "F-AW-1"


def _leave_aw1(st: GameState) -> None:
    expire(st, ("phase", "plot_phase"))  # [F-1.5]; "during the next plot phase" ends too
    new_phase(st, "draw")
    st.step = "F-2.2"
    for p in st.players:
        # [F-2.2], [H-DRAW-1]; added to a delayed draw due as the plot phase ended
        count = ruleset(st.ruleset).draw_count + effects.total(st, "draw_count", p.index)
        p.pending_draw += max(0, count)
    hooks_of(st.ruleset).after_draw_count(st)  # melee: the Master of Laws draws more


def _leave_draw(st: GameState) -> None:
    st.step = "F-AW-2"


def _leave_aw2(st: GameState) -> None:
    expire(st, ("phase",))  # [F-2.3]
    new_phase(st, "marshaling")
    become_active_marshal(st, st.order()[0])


def _leave_aw5(st: GameState) -> None:
    """[F-6.1] the standing phase begins: reactions to it come before the cards stand
    ("After the standing phase begins, ... cannot stand this phase")."""
    expire(st, ("phase",))
    new_phase(st, "standing")
    st.step = "F-6.1"


def _leave_61(st: GameState) -> None:
    """[F-6.2] every kneeling card in play stands, all at once: who may stand is decided
    before any stands (one read of the state, each contribution kind worked out once)."""
    st.step = "F-AW-6"
    limits, standing = effects.read_only(st, lambda: _standing(st))
    for p in st.players:
        p.stood_characters = 0
        if p.index in limits:  # the player's ``stand`` event names the characters that stand
            p.stand_limit = limits[p.index]
    for inst in standing:
        inst.kneeling = False
        effects.happen(st, "stood", inst.controller, inst.id)
        if inst.card.type == "character":
            st.players[inst.controller].stood_characters += 1
    for p in st.players:
        p.faction_kneeling = False


def _standing(st: GameState) -> tuple[dict[int, int], list[CardInst]]:
    """The stand caps of card text that leave a player a choice, by seat, and the kneeling
    cards that stand by themselves at [F-6.2]."""
    limits = {}
    for p in st.players:
        cap = None if p.eliminated else rules.stand_cap(st, p.index)  # (melee) out: no choice
        if cap is not None and len(rules.standable_characters(st, p.index)) > cap:
            limits[p.index] = cap
    standing = [
        inst
        for inst in iter_in_play(st)
        if inst.kneeling
        and not (inst.card.type == "character" and inst.controller in limits)
        and not cannot_stand(st, inst.id)
    ]
    return limits, standing


def _leave_aw6(st: GameState) -> None:
    """[F-7.1] the taxation phase begins: reactions to it come while the gold pools still
    hold the unspent gold ("After the taxation phase begins, place 1 gold from your gold
    pool on ...")."""
    expire(st, ("phase",))
    new_phase(st, "taxation")
    st.step = "F-7.1"


def _leave_71(st: GameState) -> None:
    """[F-7.2] unspent gold returns to the treasury; [F-7.3] reserve is checked."""
    st.step = "F-7.3"
    reserve = ruleset(st.ruleset).reserve  # no reserve in the HBO edition ([H-TAX-3])
    for p in st.players:
        # card text may keep a player's unspent gold (a ``keep_gold`` contribution on the
        # seat: The Long Plan, 02016)
        if not effects.applies(st, "keep_gold", p.index):
            p.gold = 0
        p.reserve_done = (
            not reserve or p.eliminated or len(p.hand) <= plot_value(st, p.index, "reserve")
        )


def _leave_reserve(st: GameState) -> None:
    hooks_of(st.ruleset).after_reserve(st)  # melee: the titles return ([F-7.4])
    st.step = "F-AW-7"


def _leave_aw7(st: GameState) -> None:
    """[F-7.5] the round ends; "until the end of the round" effects expire."""
    expire(st, ("phase", "round"))
    if st.time_called:
        time_verdict(st)
        return
    _begin_round(st)


_LEAVE: Final[dict[str, Callable[[GameState], None]]] = {
    "S-2": _leave_s2,
    "S-7": _leave_s7,
    "S-7-1": _leave_s71,
    "S-8": _leave_s8,
    "S-10": _leave_s10,
    "F-1.2": _leave_choose,
    "F-1.3.I": _leave_initiative,
    "F-1.3.II": _leave_first,
    "F-1.3.III": _leave_when_revealed,
    "F-1.4": _leave_titles,
    "F-AW-1": _leave_aw1,
    "F-2.2": _leave_draw,
    "F-AW-2": _leave_aw2,
    "F-AW-3": leave_aw3,
    "F-AW-4.1": leave_aw41,
    "F-AW-4.2": leave_aw42,
    "F-4.2.1": leave_defenders,
    "F-AW-4.2.1": leave_aw421,
    "F-4.2.2": leave_winner,
    "F-4.2.3": leave_bonus,
    "F-4.2.4": leave_claim,
    "F-4.2.5": leave_keywords,
    "F-4.4": leave_challenges_end,
    "F-AW-5": _leave_aw5,
    "F-6.1": _leave_61,
    "F-AW-6": _leave_aw6,
    "F-7.1": _leave_71,
    "F-7.3": _leave_reserve,
    "F-AW-7": _leave_aw7,
}
STEPS: Final = tuple(_LEAVE)
# Steps where ``blocking`` has nothing to wait for beyond a pending choice or draw.
_FREE_STEPS: Final = frozenset(STEPS) - {
    "S-7-1",
    "S-8",
    "F-1.2",
    "F-1.3.I",
    "F-1.3.II",
    "F-1.3.III",
    "F-1.4",
    "F-4.2.1",
    "F-4.2.4",
    "F-7.3",
}
# Steps whose framework effects can change power (unopposed, power claim, default renown,
# dominance) or end the round (time): the continuous end checks run after leaving them.
_CHANGES_POWER: Final = frozenset({"F-4.2.2", "F-4.2.3", "F-4.2.5", "F-AW-4.1", "F-4.4", "F-AW-7"})
