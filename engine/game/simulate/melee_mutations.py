"""Targeted corruptions of a valid melee log, one per melee rule (titles, supports, rivals,
the redirect, elimination, the Hand of the King's and the Master of Whispers' abilities):
each returns a ``Mutant`` that the replay must report at ``expect_seq`` with the rule in
``MELEE_RULES``, or None when the log offers no place for it. The golden melee logs
(tests/engine/golden/melee) and the mutation tests use them."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from engine.game.data.cards import CardDB
from engine.game.logformat.log import SEATS, parse_log
from engine.game.play.replay import Match
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.simulate.mutations import Mutant, renumber, state_at
from engine.game.state.model import GameState

Event = dict[str, Any]
Mutator = Callable[[dict[str, Any], CardDB, random.Random], Mutant | None]


def _events(log: dict[str, Any]) -> list[Event]:
    return copy.deepcopy(log["events"])


def _seqs(log: dict[str, Any], kind: str) -> list[int]:
    return [ev["seq"] for ev in log["events"] if ev["type"] == kind]


def title_out_of_order(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """Two consecutive title choices swapped: the second chooser goes first ([F-1.4-2])."""
    spots = [
        s for s in _seqs(log, "title") if log["events"][s]["type"] == "title"
    ]  # the next event is a title choice too
    if not spots:
        return None
    seq = rng.choice(spots)
    events = _events(log)
    events[seq - 1], events[seq] = events[seq], events[seq - 1]
    return Mutant("title_out_of_order", renumber(events), seq, "titles chosen out of order")


def removed_title_chosen(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A player chooses a title that was removed at random this round ([R-MELEE-4])."""
    spots = []
    for seq in _seqs(log, "title_pool"):
        following = log["events"][seq]
        if following["type"] == "title":
            spots.append((seq + 1, log["events"][seq - 1]["removed"]))
    if not spots:
        return None
    seq, removed = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["title"] = rng.choice(removed)
    return Mutant("removed_title_chosen", events, seq, "a title removed at random is chosen")


def challenge_supported(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A challenge against the bearer of a title the attacker's title supports
    ([R-SUPPORTS-1], [F-4.2-10])."""
    spots = []
    for seq in _seqs(log, "challenge"):
        st = state_at(log, db, seq)
        seat = st.seat_index(log["events"][seq - 1]["seat"])
        supported = [i for i in st.order() if i != seat and melee_flow.supports(st, seat, i)]
        if supported:
            spots.append((seq, supported))
    if not spots:
        return None
    seq, supported = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["opponent"] = SEATS[rng.choice(supported)]
    events[seq - 1].pop("stealth", None)  # stealth targets belong to the first opponent
    return Mutant("challenge_supported", events, seq, "a challenge against a supported title")


def redirect_to_same(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A redirect back to the opponent the challenge was initiated against
    ([R-REDIRECT-5])."""
    spots = _seqs(log, "redirect")
    if not spots:
        return None
    seq = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["opponent"] = events[seq - 2]["opponent"]
    events[seq - 1].pop("stealth", None)
    return Mutant("redirect_to_same", events, seq, "a redirect to the original opponent")


def second_redirect(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A second redirect in a round, right after another challenge ([R-REDIRECT-1])."""
    spots = []
    for seq in _seqs(log, "redirect"):
        first = log["events"][seq - 1]
        for later in log["events"][seq:]:
            if later["type"] in ("plot", "game_over"):
                break
            if later["type"] != "challenge":
                continue
            st = state_at(log, db, later["seq"] + 1)
            ch = st.challenge
            bearer = st.seat_index(first["seat"])
            if st.players[bearer].eliminated:  # out of the game: [R-ELIM-1] would come first
                break
            if ch is not None and ch.seq == later["seq"]:
                others = [i for i in st.order() if i not in (ch.attacker, ch.defender)]
                if others:
                    spots.append((later["seq"], first["seat"], SEATS[others[0]]))
                    break
    if not spots:
        return None
    seq, bearer, opponent = rng.choice(spots)
    events = _events(log)
    events.insert(seq, {"seq": 0, "type": "redirect", "seat": bearer, "opponent": opponent})
    return Mutant("second_redirect", renumber(events), seq + 1, "two redirects in a round")


def eliminated_is_challenged(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A challenge against a player who has been eliminated ([R-ELIM-1])."""
    spots = []
    for seq in _seqs(log, "challenge"):
        st = state_at(log, db, seq)
        out = [p.index for p in st.players if p.eliminated]
        if out:
            spots.append((seq, out))
    if not spots:
        return None
    seq, out = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["opponent"] = SEATS[rng.choice(out)]
    events[seq - 1].pop("stealth", None)
    return Mutant("eliminated_is_challenged", events, seq, "an eliminated player challenged")


def eliminated_acts(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """An event by a player who has been eliminated, here a pass inserted after the
    elimination ([R-ELIM-1]: out of the game, whatever the event)."""
    match = Match(parse_log({**log, "events": []}), db)
    spots = []
    for ev in log["events"]:
        match.push(ev)
        st: GameState = match.state
        out = [p.key for p in st.players if p.eliminated]
        if out and not st.over:
            spots.append((ev["seq"], out))
    if not spots:
        return None
    seq, out = rng.choice(spots)
    events = _events(log)
    events.insert(seq, {"seq": 0, "type": "pass", "seat": rng.choice(out)})
    return Mutant("eliminated_acts", renumber(events), seq + 1, "an eliminated player acts")


def eliminated_player_wins(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A ``game_over`` naming an eliminated player (decked or conceded) as the winner
    ([R-ELIM-1], [R-ELIM-3]: the last player standing wins), reported under [R-WIN-1]."""
    end = _seqs(log, "game_over")
    verdict_state = state_at(log, db, end[-1]) if end else None
    if verdict_state is None or not verdict_state.over:
        return None
    out = [i for group in verdict_state.eliminated for i in group]
    if not out:
        return None
    events = _events(log)
    events[end[-1] - 1]["winner"] = SEATS[rng.choice(out)]
    return Mutant("eliminated_player_wins", events, end[-1], "an eliminated player wins")


def rivals_bonus_unstated(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A checkpoint that leaves out a rivals bonus gained in its round ([R-RIVALS-1]): the
    winner's faction power stated one lower (LOG-CHECKPOINT)."""
    match = Match(parse_log({**log, "events": []}), db)
    paid_round: dict[int, set[str]] = {}
    spots = []
    for ev in log["events"]:
        before = {p.key: len(p.rivals_paid) for p in match.state.players}
        match.push(ev)
        st: GameState = match.state
        for p in st.players:
            if len(p.rivals_paid) > before[p.key]:
                paid_round.setdefault(st.round, set()).add(p.key)
        if ev["type"] == "checkpoint" and paid_round.get(st.round):
            spots.append((ev["seq"], sorted(paid_round[st.round])))
    if not spots:
        return None
    seq, keys = rng.choice(spots)
    events = _events(log)
    stated = events[seq - 1]["seats"][rng.choice(keys)]
    stated["faction_power"] -= 1
    return Mutant("rivals_bonus_unstated", events, seq, "a rivals bonus left out")


def rivals_bonus_twice(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A checkpoint that counts a second rivals bonus against the same rival opponent in one
    round ([R-RIVALS-2]): the winner's faction power stated one higher (LOG-CHECKPOINT)."""
    match = Match(parse_log({**log, "events": []}), db)
    paid_before: dict[int, set[int]] = {}  # at the challenge's initiation
    seen: set[int] = set()
    unpaid: dict[int, set[str]] = {}  # round -> winners of a second win over a paid rival
    spots = []
    for ev in log["events"]:
        match.push(ev)
        st: GameState = match.state
        ch = st.challenge
        if ev["type"] == "challenge":
            paid_before = {p.index: set(p.rivals_paid) for p in st.players}
        elif ch is not None and ch.winner is not None and ch.seq not in seen:
            seen.add(ch.seq)
            loser = melee_flow.loser_of(ch)
            if loser in paid_before.get(ch.winner, set()) and melee_flow.is_rival(
                st, ch.winner, loser
            ):
                unpaid.setdefault(st.round, set()).add(SEATS[ch.winner])
        if ev["type"] == "checkpoint" and unpaid.get(st.round):
            spots.append((ev["seq"], sorted(unpaid[st.round])))
    if not spots:
        return None
    seq, keys = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["seats"][rng.choice(keys)]["faction_power"] += 1
    return Mutant("rivals_bonus_twice", events, seq, "a second rivals bonus from one rival")


def additional_against_same(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """The Hand of the King's additional power challenge initiated against the opponent of
    the first one ([R-TITLE-1]: "against a different opponent")."""
    spots = []
    for seq in _seqs(log, "challenge"):
        ev = log["events"][seq - 1]
        st = state_at(log, db, seq)
        seat = st.seat_index(ev["seat"])
        if ev["challenge"] not in st.players[seat].challenges:
            continue
        first = melee_flow.first_opponent(st, seat, ev["challenge"])
        if first is not None and not st.players[first].eliminated:
            spots.append((seq, first))
    if not spots:
        return None
    seq, first = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["opponent"] = SEATS[first]
    events[seq - 1].pop("stealth", None)  # stealth targets belong to the other opponent
    return Mutant(
        "additional_against_same", events, seq, "the additional challenge against the same one"
    )


def claim_from_unchosen(log: dict[str, Any], db: CardDB, rng: random.Random) -> Mutant | None:
    """A claim applied against an opponent the Master of Whispers' bearer did not name: one
    opponent left out of ``claim_opponents``, his or her claim kept ([R-TITLE-1])."""
    spots = []
    for seq in _seqs(log, "claim_opponents"):
        named = log["events"][seq - 1]["opponents"]
        if len(named) < 2:
            continue
        st = state_at(log, db, seq)
        assert st.challenge is not None
        defender = SEATS[st.challenge.defender]
        for later in log["events"][seq:]:
            if later["type"] != "claim":
                break
            rest = [k for k in named if k != later["seat"]]
            if later["seat"] in named and rest != [defender]:
                spots.append((seq, later["seq"], rest))
    if not spots:
        return None
    seq, claim_seq, rest = rng.choice(spots)
    events = _events(log)
    events[seq - 1]["opponents"] = rest
    return Mutant("claim_from_unchosen", events, claim_seq, "claim from an opponent not named")


MELEE_MUTATORS: dict[str, Mutator] = {
    "title_out_of_order": title_out_of_order,
    "removed_title_chosen": removed_title_chosen,
    "challenge_supported": challenge_supported,
    "redirect_to_same": redirect_to_same,
    "second_redirect": second_redirect,
    "eliminated_is_challenged": eliminated_is_challenged,
    "eliminated_acts": eliminated_acts,
    "eliminated_player_wins": eliminated_player_wins,
    "rivals_bonus_unstated": rivals_bonus_unstated,
    "rivals_bonus_twice": rivals_bonus_twice,
    "additional_against_same": additional_against_same,
    "claim_from_unchosen": claim_from_unchosen,
}
# The rule each kind must be reported under.
MELEE_RULES: dict[str, str] = {
    "title_out_of_order": "F-1.4-2",
    "removed_title_chosen": "R-MELEE-4",
    "challenge_supported": "R-SUPPORTS-1",
    "redirect_to_same": "R-REDIRECT-5",
    "second_redirect": "R-REDIRECT-1",
    "eliminated_is_challenged": "R-ELIM-1",
    "eliminated_acts": "R-ELIM-1",
    "eliminated_player_wins": "R-WIN-1",
    "rivals_bonus_unstated": "LOG-CHECKPOINT",
    "rivals_bonus_twice": "LOG-CHECKPOINT",
    "additional_against_same": "R-TITLE-1",
    "claim_from_unchosen": "R-TITLE-1",
}
