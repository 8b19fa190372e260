"""The melee parts of the round ([F-1.4], [F-4.2.3-2], [F-5.2], [F-7.4]) and the title rules
the framework and the challenge checks consult ([R-TITLE-4], [R-SUPPORTS-1], [R-RIVALS-1..3]).
``engine.game.framework.flow`` and ``engine.game.rules.checks`` (through the ruleset hooks) call
these only in a melee."""

from __future__ import annotations

from engine.game.rulesets.melee.titles import Title, removed_count
from engine.game.state import effects
from engine.game.state.model import Challenge, GameState, RuleError


def title_of(st: GameState, seat: int) -> Title | None:
    """The title the player bears this round, if any."""
    code = st.players[seat].title
    return None if code is None else st.titles[code]


def loser_of(ch: Challenge) -> int:
    """The player on the other side of the challenge from its winner."""
    return ch.defender if ch.winner == ch.attacker else ch.attacker


def titles_left(st: GameState) -> list[str]:
    """Codes of the titles still to choose from this round ([F-1.4-2]): the pool less the
    titles chosen and the ones removed at random, when the log recorded them."""
    taken = {p.title for p in st.players} | set(st.titles_removed or ())
    return [code for code in st.titles if code not in taken]


def choices_left(st: GameState) -> int:
    """How many more titles may be chosen this round ([R-MELEE-4]): when the random removal
    is not recorded, its size is still known."""
    left = len(titles_left(st))
    if st.titles_removed is None:
        left -= removed_count(len(st.order()))
    return max(0, left)


def next_to_choose(st: GameState) -> int | None:
    """The next player in player order without a title, while titles are left ([F-1.4-2],
    [F-1.4-5]: with none left the others play the round without one)."""
    if choices_left(st) == 0:
        return None
    return next((i for i in st.order() if st.players[i].title is None), None)


def titles_blocking(st: GameState) -> RuleError | None:
    """[F-1.4] cannot be left before every player has chosen a title."""
    seat = next_to_choose(st)
    if seat is None:
        return None
    return RuleError("F-1.4-2", f"{st.players[seat].key} must choose a title, in player order")


def begin_round(st: GameState) -> None:
    """The round's melee trackers start afresh ([R-REDIRECT-1], [R-RIVALS-2])."""
    st.titles_removed, st.redirect_used = None, False
    for p in st.players:
        p.title = None
        p.rivals_paid = set()
        p.challenged = []


def return_titles(st: GameState) -> None:
    """[F-7.4] every title returns to the pool at once ([R-TITLE-6])."""
    for p in st.players:
        p.title = None


def extra_draws(st: GameState) -> None:
    """A title's "draw 1 more card in the draw phase" (Master of Laws); an eliminated
    player draws nothing."""
    for p in st.players:
        title = title_of(st, p.index)
        if p.eliminated:
            p.pending_draw = 0
        elif title is not None and title.extra_draw:
            p.pending_draw += title.extra_draw


def challenge_strength(st: GameState, seat: int, ctype: str, side: list[str]) -> int:
    """A title's STR bonus in a challenge of its type in which the bearer has a participating
    character ([R-TITLE-4])."""
    title = title_of(st, seat)
    return title.challenge_str.get(ctype, 0) if title is not None and side else 0


def dominance_strength(st: GameState, seat: int) -> int:
    """The Crown Regent's "+2 STR for Dominance" ([R-TITLE-4])."""
    title = title_of(st, seat)
    return 0 if title is None else title.dominance_str


def dominance(st: GameState, totals: list[int]) -> None:
    """[F-5.2] among every player still in the game: a unique highest total gains 1 power."""
    live = st.order()
    best = max(totals[i] for i in live)
    leaders = [i for i in live if totals[i] == best]
    if len(leaders) == 1:
        st.players[leaders[0]].power += 1
        st.last_dominance = leaders[0]


def is_rival(st: GameState, seat: int, opponent: int) -> bool:
    """Whether the opponent bears a title the player's title names as a rival."""
    mine, theirs = title_of(st, seat), title_of(st, opponent)
    return mine is not None and theirs is not None and theirs.name in mine.rivals


def supports(st: GameState, seat: int, opponent: int) -> bool:
    """Whether the player's title supports the opponent's title ([R-SUPPORTS-1])."""
    mine, theirs = title_of(st, seat), title_of(st, opponent)
    return mine is not None and theirs is not None and theirs.name in mine.supports


def rivals_bonus(st: GameState, ch: Challenge) -> None:
    """[F-4.2.3-2] the winner of a challenge against a rival gains 1 power, once per rival
    opponent each round ([R-RIVALS-1..3]: the defender too)."""
    if ch.winner is None:
        return
    loser = loser_of(ch)
    winner = st.players[ch.winner]
    if effects.applies(st, "cannot", ch.winner, "bonus_power"):  # card text (05015)
        return
    if loser not in winner.rivals_paid and is_rival(st, ch.winner, loser):
        winner.power += 1
        winner.rivals_paid.add(loser)


def rival_claim_bonus(st: GameState, ch: Challenge) -> int:
    """A title's "raise the claim value by N during [type] challenges in which you are
    attacking a rival" (Master of Ships)."""
    title = title_of(st, ch.attacker)
    if title is None or not is_rival(st, ch.attacker, ch.defender):
        return 0
    return title.rival_claim.get(ch.type, 0)


def check_opponent(st: GameState, seat: int, opponent: str | None) -> int:
    """The defending player a challenge names ([R-MELEE-3], [F-4.2-3]), checked: another
    player still in the game, whose title the attacker's title does not support
    ([F-4.2-10], [R-SUPPORTS-1])."""
    if opponent is None:
        if not st.melee:
            return 1 - seat
        raise RuleError("R-MELEE-3", "a melee challenge names the opponent it is against")
    index = st.seat_index(opponent)
    if index == seat or (not st.melee and index != 1 - seat):
        raise RuleError("R-MELEE-3", f"{opponent} is not an opponent of {st.players[seat].key}")
    if st.players[index].eliminated:
        raise RuleError("R-ELIM-1", f"{opponent} has been eliminated")
    if st.melee and supports(st, seat, index):
        raise RuleError(
            "R-SUPPORTS-1",
            f"{st.players[seat].key}'s title supports {opponent}'s title: "
            "no challenges against its bearer",
        )
    return index


def additional_types(st: GameState, seat: int) -> list[str]:
    """The challenge type the player may initiate once more this phase: the Hand of the
    King's "You may initiate an additional [power] challenge during the challenges phase"
    ([R-TITLE-1]: a title grants its bearer special abilities), once the first one of that
    type is initiated (one additional challenge, so only while one was initiated)."""
    title = title_of(st, seat)
    ctype = None if title is None else title.additional_challenge
    if ctype is None or st.players[seat].challenges.count(ctype) != 1:
        return []
    return [ctype]


def first_opponent(st: GameState, seat: int, ctype: str) -> int | None:
    """The opponent the player's earlier challenge of ``ctype`` this phase was initiated
    against (a redirect does not change it, [R-REDIRECT-4])."""
    p = st.players[seat]
    return next((o for t, o in zip(p.challenges, p.challenged, strict=False) if t == ctype), None)


def additional_refused(st: GameState, seat: int, ctype: str, defender: int) -> RuleError | None:
    """The Hand of the King's additional challenge is "against a different opponent"
    ([R-TITLE-1]): not against the one the first challenge of that type was initiated
    against. None when the challenge is not the additional one or is against another."""
    if not st.melee or ctype not in st.players[seat].challenges:
        return None
    if first_opponent(st, seat, ctype) != defender:
        return None
    title = title_of(st, seat)
    name = "the title" if title is None else title.name
    return RuleError(
        "R-TITLE-1",
        f"{name}: the additional {ctype} challenge is initiated against a different opponent "
        f"than the first ({st.players[defender].key})",
    )


def record_challenge(st: GameState, seat: int, defender: int) -> None:
    """Whom the challenge just initiated is against (see ``first_opponent``)."""
    if st.melee:
        st.players[seat].challenged.append(defender)
