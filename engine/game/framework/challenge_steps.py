"""The framework steps of the marshaling and challenges phases and of dominance ([F-3],
[F-4], [F-5.2]): what leaving each step does (``flow`` dispatches on the step)."""

from __future__ import annotations

from typing import Final

from engine.game.moves import claim as claim_moves
from engine.game.moves.phases import begin_phase, end_phase, new_phase
from engine.game.rules import checks as rules
from engine.game.rules import contests
from engine.game.rules.zones import expire
from engine.game.rulesets.hooks import hooks_of
from engine.game.state import effects
from engine.game.state.model import (
    GameState,
    cannot_gain_power,
    cannot_stand,
    has_keyword,
    military_claim_pool,
    plot_set,
    plot_value,
)

ACTION_WINDOWS: Final = frozenset(
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


def become_active_marshal(st: GameState, seat: int) -> None:
    """[F-3.2] the active player collects income ([R-INCOME-1]); then [F-AW-3] opens."""
    st.active, st.step = seat, "F-AW-3"
    st.players[seat].gold += plot_value(st, seat, "income")
    effects.happen(st, "income_collected", seat, None)


def leave_aw3(st: GameState) -> None:
    """[F-3.3] the next player becomes active, or [F-3.4] the phase ends."""
    assert st.active is not None
    following = st.next_in_order(st.active)
    if following is not None:
        become_active_marshal(st, following)
        return
    expire(st, ("phase",))
    new_phase(st, "challenges")
    st.step, st.active = "F-AW-4.1", st.order()[0]


def leave_aw41(st: GameState) -> None:
    """The active player initiates no further challenge: [F-4.3] or [F-4.4]."""
    assert st.active is not None
    following = st.next_in_order(st.active)
    if following is not None:
        st.active = following
        return
    expire(st, ("phase",))
    st.active = None
    end_phase(st)
    st.step = "F-4.4"


def leave_challenges_end(st: GameState) -> None:
    """[F-4.4] the challenges phase ended (its "when the challenges phase ends" interrupts
    were answered at this step, before dominance counts anything); [F-5.1] the dominance
    phase begins and [F-5.2] dominance is determined."""
    begin_phase(st, "dominance")
    st.step = "F-AW-5"
    dominance(st)


def leave_aw42(st: GameState) -> None:
    st.step = "F-4.2.1"


def leave_defenders(st: GameState) -> None:
    st.step = "F-AW-4.2.1"


def leave_aw421(st: GameState) -> None:
    """[F-4.2.2] compare STR and determine the winner."""
    ch = st.challenge
    assert ch is not None
    ch.winner, ch.attacker_str, ch.defender_str, ch.unopposed = rules.challenge_result(st, ch)
    ch.resolved = True
    st.step = "F-4.2.2"
    if ch.winner is not None:  # [F-4.2.2]: winning and losing are triggering conditions
        st.players[ch.winner].challenges_won.append(ch.type)
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
            attackers=tuple(rules.attacking(st, ch)),
            defenders=tuple(ch.defenders),
        )
        _stand_if_won(st, ch.winner)


def _stand_if_won(st: GameState, winner: int) -> None:
    """Lasting "if you win this challenge, stand that character" effects of the winner."""
    for effect in st.lasting:
        c = effect.contribution
        if c.kind != "stand_if_won" or st.seat_index(c.name) != winner:
            continue
        inst = st.cards[str(c.target)]
        if inst.zone == "play" and inst.kneeling and not cannot_stand(st, inst.id):
            inst.kneeling = False
            effects.happen(st, "stood", inst.controller, inst.id)


def _draws_if_won(st: GameState, winner: int) -> None:
    """A delayed effect "if you win the challenge, draw N cards" (lasting ``draw_if_won`` on
    the winner's seat, [R-DELAYED-1..2]): the draw is due now; the log names the cards in a
    ``draw`` event."""
    due = sum(c.value for c in effects.contributions(st, "draw_if_won") if c.target == winner)
    if due:
        st.players[winner].pending_draw += due


def leave_winner(st: GameState) -> None:
    """[F-4.2.3] the unopposed bonus ([R-UNOPPOSED-2])."""
    ch = st.challenge
    assert ch is not None
    # card text may forbid gaining power from challenge bonuses (Tommen Baratheon, 05015)
    if ch.unopposed and not effects.applies(st, "cannot", ch.attacker, "bonus_power"):
        st.players[ch.attacker].power += 1
        # "When you gain power for winning an unopposed challenge" (Rise of the Kraken)
        effects.happen(st, "unopposed_power", ch.attacker, None, amount=1)
    hooks_of(st.ruleset).challenge_won(st, ch)  # melee: rivals [F-4.2.3-2], with the bonus
    st.step = "F-4.2.3"


def leave_bonus(st: GameState) -> None:
    """[F-4.2.4] claim, when the attacker won: power claim moves at once ([R-CLAIM-POW-1..2]);
    military and intrigue claim wait for the logged victims ([R-CLAIM-MIL-1], [R-CLAIM-INT-1])."""
    ch = st.challenge
    assert ch is not None
    st.step = "F-4.2.4"
    if ch.winner != ch.attacker or st.players[ch.defender].eliminated:
        return  # (melee) nothing is claimed from a player out of the game ([R-ELIM-1])
    ch.claim = plot_value(st, ch.attacker, "claim") + rules.claim_for_type(st, ch)
    change = effects.total(st, "claim_defending", ch.defender, ch.type)  # [R-PLOTMOD-1]
    ch.claim = max(0, ch.claim + change)
    ch.claim += hooks_of(st.ruleset).claim_bonus(st, ch)  # melee: the Master of Ships
    fixed = plot_set(st, ch.attacker, "claim")
    if fixed is not None:  # "set the claim value ... to 0" overrides the rest ([R-MOD-5])
        ch.claim = fixed
    loser = st.players[ch.defender]
    claim_moves.claim_due(st, ch)  # "When claim is applied" interrupts (The Hand's Tourney)
    if ch.type == "power":
        moved = ch.claim_moved = min(ch.claim, loser.power)
        loser.power -= moved
        st.players[ch.attacker].power += moved
        ch.claim_against = ch.claim_against or [ch.defender]
        claim_moves.claim_applied(st, ch, ch.defender, "power")
        return
    if ch.type == "military":
        ch.claim_done = ch.claim == 0 or not military_claim_pool(st, ch.defender)
    else:
        ch.claim_done = ch.claim == 0 or not loser.hand


def leave_claim(st: GameState) -> None:
    claim_moves.empty_claim_applied(st)  # a claim with nothing to take was applied too
    st.step = "F-4.2.5"


def leave_keywords(st: GameState) -> None:
    """Renown not declined resolves ([X-19]: default "use"); then [F-4.2.6] the challenge ends
    and the game returns to [F-AW-4.1] with the same active player."""
    ch = st.challenge
    assert ch is not None
    if ch.winner is not None:
        for cid in rules_renown_left(st):
            ch.keywords_used.add(("renown", cid))
            if cannot_gain_power(st, cid):  # renown resolves; card text forbids the gain
                continue
            st.cards[cid].power += 1
            parts = tuple(ch.attackers + ch.defenders)  # read by Eddard Stark (03003)
            effects.happen(
                st, "gained_power", st.cards[cid].controller, cid, how="renown", participants=parts
            )
    expire(st, ("challenge",))
    st.challenge = None
    st.step = "F-AW-4.1"


def rules_renown_left(st: GameState) -> list[str]:
    """The winner's participating renown characters whose renown has not resolved yet."""
    ch = st.challenge
    if ch is None or ch.winner is None:
        return []
    side = rules.side_of(st, ch, ch.winner)
    return [
        c
        for c in side
        if has_keyword(st, c, "renown")
        and ("renown", c) not in ch.keywords_used
        and st.cards[c].controller == ch.winner
    ]


# --- dominance, standing, taxation ----------------------------------------------------------


def dominance(st: GameState) -> None:
    """[F-5.2] the highest total gains 1 power for the faction; a tie gives nobody power."""
    totals = contests.dominance_totals(st)
    st.last_dominance = None
    hooks = hooks_of(st.ruleset)
    if hooks.dominance is not None:
        hooks.dominance(st, totals)  # melee: among every player still in the game
        return
    if totals[0] != totals[1]:
        winner = 0 if totals[0] > totals[1] else 1
        st.players[winner].power += 1
        st.last_dominance = winner
        effects.happen(st, "dominance_won", winner, None)
        if hooks.dominance_bonus is not None:  # HBO: Illyrio's Gift ([H-EX-ILLYRIO])
            st.players[winner].power += hooks.dominance_bonus(st, winner)
