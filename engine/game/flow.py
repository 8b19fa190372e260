"""The framework of setup and the round as a step machine ([S-1]..[S-12], Appendix I).

``state.step`` names where the game rests: a setup step, a step waiting for a decision or a
chance outcome, or an action window (``F-AW-...``). ``advance`` leaves the current step, doing
the framework effects on the way (income, STR comparison, claim for power, dominance,
standing, gold return ...) and stops at the next resting step. ``blocking`` says why a step
cannot be left yet (a mandatory decision or draw is missing), citing the rule.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.game import effects, rules
from engine.game.ending import check_end, time_verdict
from engine.game.hbo.texts import plot_dominance_bonus
from engine.game.melee import flow as melee_flow
from engine.game.rulesets import ruleset
from engine.game.state import (
    GameState,
    RuleError,
    cannot_stand,
    characters,
    iter_in_play,
    plot_value,
)
from engine.game.zones import card_text_checks, expire, place, take_out

ACTION_WINDOWS = frozenset(
    {
        "F-AW-1",
        "F-AW-2",
        "F-AW-3",
        "F-AW-4.1",
        "F-AW-4.2",
        "F-AW-4.2.1",
        "F-AW-5",
        "F-AW-6",
        "F-AW-7",
    }
)


def blocking(st: GameState) -> RuleError | None:
    """Why the current step cannot be left, or None."""
    if st.pending_choice is not None:
        rule, _ = st.pending_choice
        return RuleError(rule, "the first player must choose the winner (choose_winner)")
    step = st.step
    p = st.players
    if step == "S-2" and st.first is None and ruleset(st.ruleset).setup_first_player:
        return RuleError("S-2", "the first player must be determined first")
    for who in p:
        if who.pending_draw and who.deck:
            return RuleError(_draw_rule(step), f"{who.key} must draw {who.pending_draw} card(s)")
    if step in _FREE_STEPS:
        return None
    # HBO: no player order at setup, the choices are simultaneous ([H-GAP-4])
    order = ", in player order" if ruleset(st.ruleset).setup_in_player_order else ""
    if step == "S-7-1" and any(x.mulligan is None for x in p):
        return RuleError("R-MULLIGAN-3", f"each player decides on a mulligan{order}")
    if step == "S-8" and not all(x.setup_done for x in p):
        return RuleError("S-8", f"each player places setup cards{order}")
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
    if step == "F-1.4":
        return melee_flow.titles_blocking(st)
    if step == "F-4.2.1" and st.challenge and not st.challenge.defenders_declared:
        return RuleError("F-4.2.1", "the defending player must declare defenders (maybe none)")
    if step == "F-4.2.4" and st.challenge and not st.challenge.claim_done:
        return RuleError("F-4.2.4", "claim must be applied")
    if step == "F-7.3" and not all(x.reserve_done for x in p):
        return RuleError("F-7.3", "players over their reserve must discard, in player order")
    return None


def has_when_revealed(st: GameState, cid: str) -> bool:
    """A plot with a "When Revealed:" ability ([R-WHENREV-1]: it must resolve at [F-1.3.III];
    HBO also writes "When revealed:", [H-PLOT-6])."""
    text = st.cards[cid].card.text
    return any(f"{heading}:" in text for heading in ruleset(st.ruleset).when_revealed)


def _draw_rule(step: str) -> str:
    if step.startswith("F-4"):  # a delayed draw of card text in a challenge ([R-DELAYED-2])
        return "R-DELAYED-2"
    return {"S-7": "S-7", "S-7-1": "R-MULLIGAN-1", "S-10": "S-10"}.get(step, "F-2.2")


def advance(st: GameState) -> None:
    """Leave the current step (raising the blocking rule if it cannot be left)."""
    problem = blocking(st)
    if problem is not None:
        raise problem
    leave_step(st)


def leave_step(st: GameState) -> None:
    """Leave the current step without asking ``blocking`` again: for callers that have
    just asked it and got None (the replay's placement loop asks once per step)."""
    left = st.step
    effects.close_windows(st)  # what happened at this step can no longer be answered
    _LEAVE[left](st)
    effects.settle(st)
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
    _new_phase(st, "plot")
    st.step = "F-1.2"
    st.initiative, st.initiative_random, st.first_chosen = None, False, False
    st.when_revealed_used = set()
    for p in st.players:
        p.limited_used, p.challenges, p.reserve_done, p.chosen_plot = False, [], False, None
        p.lost = []
        p.lost_defending = 0
    if st.melee:
        melee_flow.begin_round(st)


def _new_phase(st: GameState, phase: str) -> None:
    """A phase ends and the next begins: both are triggering conditions ([F-1.1] ...)."""
    if st.round > 1 or st.phase != "setup":
        effects.happen(st, "phase_ended", None, None, phase=st.phase)
        effects.settle(st)  # forced interrupts to the phase's end, before the next one begins
    st.phase = phase
    effects.happen(st, "phase_began", None, None, phase=phase)


def _leave_choose(st: GameState) -> None:
    """[F-1.3] reveal: each chosen plot goes on top of the previous one ([F-1.3-1])."""
    for p in st.players:
        if p.eliminated:  # out of the game: no plot ([R-ELIM-1])
            continue
        if p.revealed is not None:
            old = p.revealed
            take_out(st, old)
            place(st, old, "used")
        new = p.chosen_plot
        assert new is not None
        take_out(st, new)
        st.cards[new].zone, p.revealed = "plot", new
        effects.happen(st, "plot_revealed", p.index, new)
    expire(st, ("plot",))  # "until you reveal a new plot card"
    st.step = "F-1.3.I"
    winner, tied = rules.initiative_winner(st)
    st.initiative, st.initiative_random = winner, bool(tied)
    st.initiative_tied = tied


def _leave_initiative(st: GameState) -> None:
    st.step = "F-1.3.II"


def _leave_first(st: GameState) -> None:
    st.step = "F-1.3.III"


def _leave_when_revealed(st: GameState) -> None:
    """End of the reveal: empty plot decks take back their used piles ([F-1.3-3], [X-11])."""
    for p in st.players:
        if not p.plot_deck:
            for cid in list(p.used):
                take_out(st, cid)
                place(st, cid, "plot_deck")
    st.step = "F-1.4" if st.melee else "F-AW-1"  # [F-1.4] melee only ([R-JOUST-1])


def _leave_titles(st: GameState) -> None:
    """[F-1.4-3..4] the chosen titles are revealed and enter play together."""
    st.step = "F-AW-1"


def _leave_aw1(st: GameState) -> None:
    expire(st, ("phase",))  # [F-1.5]
    _new_phase(st, "draw")
    st.step = "F-2.2"
    for p in st.players:
        p.pending_draw = ruleset(st.ruleset).draw_count  # [F-2.2], [H-DRAW-1]
    if st.melee:
        melee_flow.extra_draws(st)


def _leave_draw(st: GameState) -> None:
    st.step = "F-AW-2"


def _leave_aw2(st: GameState) -> None:
    expire(st, ("phase",))  # [F-2.3]
    _new_phase(st, "marshaling")
    _become_active_marshal(st, st.order()[0])


# --- marshaling and challenges --------------------------------------------------------------


def _become_active_marshal(st: GameState, seat: int) -> None:
    """[F-3.2] the active player collects income ([R-INCOME-1]); then [F-AW-3] opens."""
    st.active, st.step = seat, "F-AW-3"
    st.players[seat].gold += plot_value(st, seat, "income")
    effects.happen(st, "income_collected", seat, None)


def _leave_aw3(st: GameState) -> None:
    """[F-3.3] the next player becomes active, or [F-3.4] the phase ends."""
    assert st.active is not None
    following = st.next_in_order(st.active)
    if following is not None:
        _become_active_marshal(st, following)
        return
    expire(st, ("phase",))
    _new_phase(st, "challenges")
    st.step, st.active = "F-AW-4.1", st.order()[0]


def _leave_aw41(st: GameState) -> None:
    """The active player initiates no further challenge: [F-4.3] or [F-4.4]."""
    assert st.active is not None
    following = st.next_in_order(st.active)
    if following is not None:
        st.active = following
        return
    expire(st, ("phase",))
    st.active = None
    _new_phase(st, "dominance")
    st.step = "F-AW-5"
    _dominance(st)


def _leave_aw42(st: GameState) -> None:
    st.step = "F-4.2.1"


def _leave_defenders(st: GameState) -> None:
    st.step = "F-AW-4.2.1"


def _leave_aw421(st: GameState) -> None:
    """[F-4.2.2] compare STR and determine the winner."""
    ch = st.challenge
    assert ch is not None
    ch.winner, ch.attacker_str, ch.defender_str, ch.unopposed = rules.challenge_result(st, ch)
    ch.resolved = True
    st.step = "F-4.2.2"
    if ch.winner is not None:  # [F-4.2.2]: winning and losing are triggering conditions
        _draws_if_won(st, ch.winner)
        loser = ch.defender if ch.winner == ch.attacker else ch.attacker
        st.players[loser].lost.append(ch.type)  # "if you have not lost a [power] challenge"
        st.players[loser].lost_defending += loser == ch.defender
        effects.happen(
            st,
            "challenge_won",
            ch.winner,
            None,
            winner=ch.winner,
            loser=loser,
            type=ch.type,
            attacker=ch.attacker,
            defender=ch.defender,
            margin=abs(ch.attacker_str - ch.defender_str),
            unopposed=ch.unopposed,
            attackers=tuple(ch.attackers),
            defenders=tuple(ch.defenders),
        )


def _draws_if_won(st: GameState, winner: int) -> None:
    """A delayed effect "if you win the challenge, draw N cards" (lasting ``draw_if_won`` on
    the winner's seat, [R-DELAYED-1..2]): the draw is due now; the log names the cards in a
    ``draw`` event."""
    due = sum(c.value for c in effects.contributions(st, "draw_if_won") if c.target == winner)
    if due:
        st.players[winner].pending_draw += due


def _leave_winner(st: GameState) -> None:
    """[F-4.2.3] the unopposed bonus ([R-UNOPPOSED-2])."""
    ch = st.challenge
    assert ch is not None
    if ch.unopposed:
        st.players[ch.attacker].power += 1
    if st.melee:
        melee_flow.rivals_bonus(st, ch)  # [F-4.2.3-2], gained with the unopposed bonus
    st.step = "F-4.2.3"


def _leave_bonus(st: GameState) -> None:
    """[F-4.2.4] claim, when the attacker won: power claim moves at once ([R-CLAIM-POW-1..2]);
    military and intrigue claim wait for the logged victims ([R-CLAIM-MIL-1], [R-CLAIM-INT-1])."""
    ch = st.challenge
    assert ch is not None
    st.step = "F-4.2.4"
    if ch.winner != ch.attacker or st.players[ch.defender].eliminated:
        return  # (melee) nothing is claimed from a player out of the game ([R-ELIM-1])
    ch.claim = plot_value(st, ch.attacker, "claim") + rules.claim_for_type(st, ch)
    if st.melee:
        ch.claim += melee_flow.rival_claim_bonus(st, ch)
    loser = st.players[ch.defender]
    if ch.type == "power":
        moved = ch.claim_moved = min(ch.claim, loser.power)
        loser.power -= moved
        st.players[ch.attacker].power += moved
    elif ch.type == "military":
        ch.claim_done = ch.claim == 0 or not characters(st, ch.defender)
    else:
        ch.claim_done = ch.claim == 0 or not loser.hand


def _leave_claim(st: GameState) -> None:
    st.step = "F-4.2.5"


def _leave_keywords(st: GameState) -> None:
    """Renown not declined resolves ([X-19]: default "use"); then [F-4.2.6] the challenge ends
    and the game returns to [F-AW-4.1] with the same active player."""
    ch = st.challenge
    assert ch is not None
    if ch.winner is not None:
        for cid in rules_renown_left(st):
            st.cards[cid].power += 1
            ch.keywords_used.add(("renown", cid))
            effects.happen(st, "gained_power", st.cards[cid].controller, cid)
    expire(st, ("challenge",))
    st.challenge = None
    st.step = "F-AW-4.1"


def rules_renown_left(st: GameState) -> list[str]:
    """The winner's participating renown characters whose renown has not resolved yet."""
    from engine.game.state import has_keyword

    ch = st.challenge
    if ch is None or ch.winner is None:
        return []
    side = ch.attackers if ch.winner == ch.attacker else ch.defenders
    return [
        c
        for c in side
        if has_keyword(st, c, "renown")
        and ("renown", c) not in ch.keywords_used
        and st.cards[c].controller == ch.winner
    ]


# --- dominance, standing, taxation ----------------------------------------------------------


def _dominance(st: GameState) -> None:
    """[F-5.2] the highest total gains 1 power for the faction; a tie gives nobody power."""
    totals = rules.dominance_totals(st)
    st.last_dominance = None
    if st.melee:
        melee_flow.dominance(st, totals)  # among every player still in the game
        return
    if totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
        st.players[winner].power += 1
        st.last_dominance = winner
        effects.happen(st, "dominance_won", winner, None)
        if ruleset(st.ruleset).plot_dominance_bonus:  # Illyrio's Gift ([H-EX-ILLYRIO])
            st.players[winner].power += plot_dominance_bonus(st, winner)


def _leave_aw5(st: GameState) -> None:
    """[F-6.2] every kneeling card in play stands."""
    expire(st, ("phase",))
    _new_phase(st, "standing")
    st.step = "F-AW-6"
    for inst in iter_in_play(st):
        if inst.kneeling and not cannot_stand(st, inst.id):
            inst.kneeling = False
            effects.happen(st, "stood", inst.controller, inst.id)
    for p in st.players:
        p.faction_kneeling = False


def _leave_aw6(st: GameState) -> None:
    """[F-7.2] unspent gold returns to the treasury; [F-7.3] reserve is checked."""
    expire(st, ("phase",))
    _new_phase(st, "taxation")
    st.step = "F-7.3"
    reserve = ruleset(st.ruleset).reserve  # no reserve in the HBO edition ([H-TAX-3])
    for p in st.players:
        p.gold = 0
        p.reserve_done = (
            not reserve or p.eliminated or len(p.hand) <= plot_value(st, p.index, "reserve")
        )


def _leave_reserve(st: GameState) -> None:
    if st.melee:
        melee_flow.return_titles(st)  # [F-7.4]
    st.step = "F-AW-7"


def _leave_aw7(st: GameState) -> None:
    """[F-7.5] the round ends; "until the end of the round" effects expire."""
    expire(st, ("phase", "round"))
    if st.time_called:
        time_verdict(st)
        return
    _begin_round(st)


_LEAVE: dict[str, Callable[[GameState], None]] = {
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
    "F-AW-3": _leave_aw3,
    "F-AW-4.1": _leave_aw41,
    "F-AW-4.2": _leave_aw42,
    "F-4.2.1": _leave_defenders,
    "F-AW-4.2.1": _leave_aw421,
    "F-4.2.2": _leave_winner,
    "F-4.2.3": _leave_bonus,
    "F-4.2.4": _leave_claim,
    "F-4.2.5": _leave_keywords,
    "F-AW-5": _leave_aw5,
    "F-AW-6": _leave_aw6,
    "F-7.3": _leave_reserve,
    "F-AW-7": _leave_aw7,
}
STEPS = tuple(_LEAVE)
# Steps where ``blocking`` has nothing to wait for beyond a pending choice or draw.
_FREE_STEPS = frozenset(STEPS) - {
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
_CHANGES_POWER = frozenset({"F-4.2.2", "F-4.2.3", "F-4.2.5", "F-AW-4.1", "F-AW-7"})
