"""The melee events: the titles removed at random and chosen ([F-1.4]), the Crown
Regent's redirect ([R-REDIRECT-1..8]) and the Master of Whispers' choice of the opponents its
claim resolves against ([R-TITLE-1]). Each has a check (raising ``RuleError``) and an
apply, like the handlers of ``engine.game.play.handlers``."""

from __future__ import annotations

from engine.game.logformat.events import (
    ClaimOpponents,
    GameEvent,
    Redirect,
    SeatEvent,
    Title,
    TitlePool,
)
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rulesets.melee.flow import (
    choices_left,
    next_to_choose,
    rival_claim_bonus,
    title_of,
    titles_left,
)
from engine.game.rulesets.melee.titles import removed_count
from engine.game.state.model import GameState, RuleError, plot_value


def check_in_game(st: GameState, ev: GameEvent) -> None:
    """[R-ELIM-1] an eliminated player is out of the game: no event of theirs (plot, title,
    draw, marshaling, challenge, defenders, redirect, ability, pass, concession...) is
    accepted. Checked before the replay moves the framework on to where the event fits, so
    the error names this rule rather than the step the game would have reached."""
    if not st.melee or not isinstance(ev, SeatEvent):
        return
    if st.players[st.seat_index(ev.seat)].eliminated:
        raise RuleError("R-ELIM-1", f"{ev.seat} has been eliminated: out of the game")
    if isinstance(ev, Redirect):
        _redirect_in_time(st)


def _redirect_in_time(st: GameState) -> None:
    """A redirect comes right after a challenge is initiated ([R-REDIRECT-1]): once its
    defenders are declared (or with no challenge under way) it can never fit, so it is
    refused here, by its own rule, before the framework moves on to a later step."""
    ch = st.challenge
    if ch is None or ch.defenders_declared:
        raise RuleError(
            "R-REDIRECT-1",
            "too late: a redirect comes right after a challenge is initiated, "
            "before the defenders are declared",
        )


def _melee_only(st: GameState, what: str) -> None:
    if not st.melee:
        raise RuleError("R-JOUST-1", f"{what} exist only in a melee")


def check_title_pool(st: GameState, ev: TitlePool) -> None:
    """[F-1.4-1] the random removal, once a round, before anyone chooses ([R-MELEE-4])."""
    _melee_only(st, "titles")
    if st.titles_removed is not None or any(p.title for p in st.players):
        raise RuleError("F-1.4-1", "the titles are removed at random once, before choosing")
    removed, due = ev.removed, removed_count(len(st.order()))
    if len(removed) != due or len(set(removed)) != len(removed):
        raise RuleError(
            "R-MELEE-4", f"{len(st.order())} players: {due} title(s) are removed at random"
        )
    for code in removed:
        if code not in st.titles:
            raise RuleError("R-TITLE-2", f"{code} is not a title of the pool")


def apply_title_pool(st: GameState, ev: TitlePool) -> None:
    st.titles_removed = list(ev.removed)


def check_title(st: GameState, ev: Title) -> None:
    """[F-1.4-2] each player in turn, in player order, chooses one title left in the pool."""
    _melee_only(st, "titles")
    seat = st.seat_index(ev.seat)
    code = ev.title
    if st.players[seat].title is not None:
        raise RuleError("F-1.4-2", f"{ev.seat} has already chosen a title this round")
    following = next_to_choose(st)
    if following is None:
        raise RuleError("R-MELEE-4", "no title is left to choose this round")
    if following != seat:
        raise RuleError("F-1.4-2", f"in player order: {SEATS[following]} chooses next")
    if code not in st.titles:
        raise RuleError("R-TITLE-2", f"{code} is not a title of the pool")
    if code in (st.titles_removed or ()):
        raise RuleError("R-MELEE-4", f"{st.titles[code].name} was removed at random this round")
    if code not in titles_left(st):
        raise RuleError("F-1.4-2", f"{st.titles[code].name} has already been chosen")
    if choices_left(st) < 1:  # pragma: no cover - next_to_choose said a title is left
        raise RuleError("R-MELEE-4", "no title is left to choose this round")


def apply_title(st: GameState, ev: Title) -> None:
    st.player(ev.seat).title = ev.title


def fits_redirect(st: GameState, ev: Redirect) -> bool:
    ch = st.challenge
    return st.step == "F-AW-4.2" and ch is not None and not ch.defenders_declared


def check_redirect(st: GameState, ev: Redirect) -> None:
    """The Crown Regent's bearer redirects the challenge just initiated ([R-REDIRECT-1],
    [R-REDIRECT-8]: the card says "you", its bearer); the attacker's new opponent is
    another player still in the game ([R-REDIRECT-2], -5), and the stealth targets are
    chosen again among the new defender's characters ([R-REDIRECT-3])."""
    _melee_only(st, "redirects")
    ch = st.challenge
    assert ch is not None
    seat = st.seat_index(ev.seat)
    title = title_of(st, seat)
    if title is None or not title.redirects:
        raise RuleError("R-REDIRECT-1", f"{ev.seat} does not bear the title that redirects")
    if st.redirect_used:
        raise RuleError("R-REDIRECT-1", "one challenge per round can be redirected")
    if ev.seq != ch.seq + 1:
        raise RuleError(
            "R-REDIRECT-1",
            "a redirect comes right after the challenge is initiated, before any reaction",
        )
    new = st.seat_index(ev.opponent)
    if new == ch.defender:
        raise RuleError("R-REDIRECT-5", "a redirected challenge resolves against a new opponent")
    if new == ch.attacker or st.players[new].eliminated:
        raise RuleError("R-REDIRECT-2", f"{ev.opponent} is not an opponent still in the game")
    # no supports check: a redirect may resolve against a supported player ([R-REDIRECT-6])
    rules.check_stealth(st, new, ch.attackers, ev.stealth)


def apply_redirect(st: GameState, ev: Redirect) -> None:
    """Still initiated against the original opponent, resolved against the new one
    ([R-REDIRECT-4]); attackers and type stay ([R-REDIRECT-7])."""
    ch = st.challenge
    assert ch is not None
    ch.initiated_against = ch.defender
    ch.defender = st.seat_index(ev.opponent)
    ch.stealth = dict(ev.stealth)
    st.redirect_used = True


def check_claim_opponents(st: GameState, ev: ClaimOpponents) -> None:
    """The Master of Whispers: "You may resolve your [intrigue] claim against any number of
    opponents of your choice" ([R-TITLE-1]: a title's special ability). Its bearer, the
    attacking player who won an intrigue challenge ([F-4.2.4], [R-CLAIM-4]), names one or
    more opponents still in the game (the defender among them or not), once, before any
    claim of the challenge is applied; each of them then discards at random as many cards
    as the claim value ([R-CLAIM-INT-1..2])."""
    _melee_only(st, "claims against several opponents")
    ch = st.challenge
    assert ch is not None
    seat = st.seat_index(ev.seat)
    title = title_of(st, seat)
    if title is None or title.multi_claim is None:
        raise RuleError(
            "R-TITLE-1",
            f"{ev.seat} does not bear the title that resolves claim against several opponents",
        )
    if seat != ch.attacker:
        raise RuleError("R-TITLE-1", f'{title.name}: only the attacker\'s own claim ("your claim")')
    if ch.type != title.multi_claim:
        raise RuleError(
            "R-TITLE-1", f"{title.name}: only {title.multi_claim} claim, not {ch.type} claim"
        )
    if ch.winner != ch.attacker:
        raise RuleError("F-4.2.4", "claim applies only when the attacking player wins")
    if ch.claim_against is not None:
        raise RuleError(
            "R-TITLE-1",
            f"{title.name}: the opponents are chosen once, before any claim is applied",
        )
    opponents = ev.opponents
    if not opponents or len(set(opponents)) != len(opponents):
        raise RuleError("R-TITLE-1", f"{title.name}: one or more different opponents are named")
    for key in opponents:
        index = st.seat_index(key)
        if index == seat:
            raise RuleError("R-TITLE-1", f"{title.name}: {key} is not an opponent")
        if st.players[index].eliminated:
            raise RuleError("R-ELIM-1", f"{key} has been eliminated")


def apply_claim_opponents(st: GameState, ev: ClaimOpponents) -> None:
    """The claim value is the attacker's ([R-CLAIM-4]) for each opponent named; those with
    cards in hand owe a ``claim`` event each, in any order."""
    ch = st.challenge
    assert ch is not None
    ch.claim = plot_value(st, ch.attacker, "claim") + rival_claim_bonus(st, ch)
    ch.claim += rules.claim_for_type(st, ch)
    against = [st.seat_index(key) for key in ev.opponents]
    ch.claim_against = against
    ch.claim_owed = [i for i in st.order() if i in against and ch.claim and st.players[i].hand]
    ch.claim_done = not ch.claim_owed
