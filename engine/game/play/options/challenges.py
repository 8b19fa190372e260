"""The options of the challenges phase ([F-4]) and of dominance ([F-5]): challenges (with
the melee opponent named), redirects, ambush, defenders, the stated result, claim, keywords."""

from __future__ import annotations

from typing import Any

from engine.game.logformat.log import SEATS
from engine.game.moves.claim import claim_type, must_claim
from engine.game.play.options.choice import KEYWORD_TYPES, Choice, is_legal
from engine.game.rules import checks as rules
from engine.game.rules.checks import (
    declare_cap,
    fewest_defenders,
    legal_defenders,
    required_defenders,
    side_of,
)
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    GameState,
    cannot_be_knelt_by_effects,
    characters,
    has_keyword,
    military_claim_pool,
    strength,
)


def challenges(st: GameState) -> list[Choice]:
    """[F-AW-4.1] the active player declares a challenge (a type left, legal attackers,
    stealth targets for stealth attackers), ambushes, or passes ([F-4.4]). In a melee the
    Hand of the King's bearer may declare a second power challenge, against another opponent
    than the first ([R-TITLE-1])."""
    assert st.active is not None
    seat, key = st.active, SEATS[st.active]
    choices = [Choice("pass", key, {})]
    for opponent, named in _opponents(st, seat):
        for ctype in rules.challenge_types_left(st, seat):
            pool = tuple(rules.declarable_attackers(st, seat, ctype))
            if pool and melee_flow.additional_refused(st, seat, ctype, opponent) is None:
                stealthy = rules.stealth_choices(st, opponent, ctype, pool)
                # card text: "must be declared as an attacker ..., if able" (Reckless)
                required = rules.required_attackers(st, set(pool))
                fields: dict[str, Any] = {"challenge": ctype, **named}
                if required:
                    fields["attackers"] = required
                choices.append(
                    Choice(
                        "challenge",
                        key,
                        fields,
                        pick_from=tuple(c for c in pool if c not in required),
                        pick_field="attackers",
                        pick_min=0 if required else 1,
                        pick_max=max(0, declare_cap(st, seat, len(pool)) - len(required)),
                        extra=stealthy,
                    )
                )
                if len(pool) > 1 and not required:
                    choices += _alone(st, key, opponent, {"challenge": ctype, **named}, pool)
    return choices + ambush_choices(st)


def _alone(
    st: GameState, key: str, opponent: int, fields: dict[str, Any], pool: tuple[str, ...]
) -> list[Choice]:
    """A challenge declared with a single attacker that has stealth only while "attacking
    alone" (The Knight): its own choice, the stealth targets beside it."""
    alone = rules.stealth_choices(st, opponent, fields["challenge"], pool, alone=True)
    return [
        Choice("challenge", key, {**fields, "attackers": [cid]}, extra={cid: targets})
        for cid, targets in alone.items()
    ]


def _opponents(st: GameState, seat: int) -> list[tuple[int, dict[str, str]]]:
    """Whom the active player may challenge, with the field that names the opponent: the
    joust opponent (unnamed), or in a melee every player still in the game whose title the
    attacker's title does not support ([R-MELEE-3], [R-SUPPORTS-1])."""
    if not st.melee:
        return [(1 - seat, {})]
    return [
        (i, {"opponent": SEATS[i]})
        for i in st.order()
        if i != seat and not melee_flow.supports(st, seat, i)
    ]


def redirect(st: GameState) -> list[Choice]:
    """[R-REDIRECT-1] right after a challenge is initiated, the Crown Regent's bearer may
    redirect it to another opponent of the attacker ([R-REDIRECT-2], -5)."""
    ch = st.challenge
    if not st.melee or st.redirect_used or ch is None or ch.seq != st.seq:
        return []
    bearer = next(
        (i for i in st.order() if (t := melee_flow.title_of(st, i)) and t.redirects), None
    )
    if bearer is None:
        return []
    return [
        Choice("redirect", SEATS[bearer], {"opponent": SEATS[i]}, optional=True)
        for i in st.order()
        if i not in (ch.attacker, ch.defender)
    ]


def ambush_choices(st: GameState) -> list[Choice]:
    """[R-KW-AMBUSH-1] ambush cards either player can pay for in a challenges window."""
    result = []
    hosts = [c for p in st.players for c in p.in_play]
    for p in st.players:
        for cid in p.hand:
            if st.cards[cid].card.keywords.ambush is None:
                continue
            targets: list[str | None] = [None]
            if st.cards[cid].card.type == "attachment":
                targets = [*hosts]
            for host in targets:
                fields: dict[str, Any] = {"card": cid}
                if host is not None:
                    fields["attach_to"] = host
                if is_legal(st, {"type": "ambush", "seat": p.key, **fields}):
                    result.append(Choice("ambush", p.key, fields))
    return result


def defenders(st: GameState) -> list[Choice]:
    """[F-4.2.1] any subset (maybe empty) of the legal defenders."""
    ch = st.challenge
    if ch is None or ch.defenders_declared:
        return []
    required = required_defenders(st, ch)  # card text: "must be declared ..., if able"
    pool = tuple(c for c in legal_defenders(st, ch) if c not in required)
    fields = {"defenders": required} if required else {}
    # "cannot declare more than N defenders" ([R-CANNOT-1]), the required ones included
    most = declare_cap(st, ch.defender, len(pool) + len(required), "defender") - len(required)
    most = max(0, most)
    fewest = 0 if required else fewest_defenders(st, ch, len(pool))  # Besieged
    return [Choice("defenders", SEATS[ch.defender], fields, False, pool, "defenders", fewest, most)]


def result(st: GameState) -> list[Choice]:
    """[F-4.2.2] the stated result: a consequence the replay compares."""
    ch = st.challenge
    assert ch is not None
    fields: dict[str, Any] = {
        "attacker_str": ch.attacker_str,
        "defender_str": ch.defender_str,
        "unopposed": ch.unopposed,
    }
    if ch.winner is not None:
        fields["winner"] = SEATS[ch.winner]
    return [Choice("challenge_result", None, fields, optional=True)]


def claim(st: GameState) -> list[Choice]:
    """[F-4.2.4] power claim (a stated consequence), military victims (the defender's
    choice, duplicates may save them, [R-DUP-2]) or intrigue discards (at random)."""
    ch = st.challenge
    assert ch is not None
    if ch.winner != ch.attacker:
        return []
    key = SEATS[ch.defender]
    if ch.type == "power":
        if st.players[ch.defender].eliminated:
            return []  # (melee) nothing is claimed from a player out of the game ([R-ELIM-1])
        return [Choice("claim", key, {"amount": ch.claim_moved}, optional=True)]
    multi = _claim_opponents(st)
    if ch.claim_done:
        return multi
    owed = ch.claim_owed if ch.claim_against is not None else [ch.defender]
    result = []
    military = claim_type(ch) == "military"  # Trial by Combat: intrigue claim as military
    for seat in owed:
        loser = st.players[seat]
        pool = tuple(military_claim_pool(st, seat) if military else loser.hand)
        due = min(ch.claim, len(pool))
        # a duplicate saves its card ([R-DUP-2]) unless card text says it cannot be saved
        # (Arya Stark standing, [R-SAVE-3]: melee seed 2825658319 offered one anyway)
        saves = {
            c: tuple(st.cards[c].dupes)
            for c in pool
            if st.cards[c].dupes and not effects.applies(st, "cannot", c, "save")
        }
        saves = saves if military else {}
        # the victims card text says must be chosen are named first (Spearmaiden)
        named = must_claim(st, ch, pool)[:due]
        rest = tuple(c for c in pool if c not in named)
        fields: dict[str, Any] = {"cards": named} if named else {}
        left = due - len(named)
        result.append(Choice("claim", SEATS[seat], fields, False, rest, "cards", left, left, saves))
    return result + multi


def _claim_opponents(st: GameState) -> list[Choice]:
    """(Melee) the Master of Whispers' bearer, having won an intrigue challenge as the
    attacker, may name the opponents its claim resolves against ([R-TITLE-1]): any one or
    more of the opponents still in the game, before any claim is applied. Optional."""
    ch = st.challenge
    assert ch is not None
    title = melee_flow.title_of(st, ch.attacker) if st.melee else None
    if title is None or title.multi_claim != ch.type or ch.claim_against is not None:
        return []
    seats = tuple(SEATS[i] for i in st.order() if i != ch.attacker)
    template = Choice(
        "claim_opponents", SEATS[ch.attacker], {}, True, seats, "opponents", 1, len(seats)
    )
    return [template] if seats else []


def keywords(st: GameState) -> list[Choice]:
    """[F-4.2.5] the winner's keywords not resolved yet, grouped by type ([F-4.2.5-1]):
    insight and pillage name the card (any card of the deck, chance), intimidate a target."""
    ch = st.challenge
    if ch is None or ch.winner is None:
        return []
    key = SEATS[ch.winner]
    side = side_of(st, ch, ch.winner)
    result = []
    known = ruleset(st.ruleset).keywords  # HBO: renown only, of these ([H-KW-1])
    for cid in side:
        for kw in KEYWORD_TYPES:
            if kw not in known or not has_keyword(st, cid, kw):
                continue
            variants = _keyword_variants(st, kw, ch.winner)
            if kw in ("insight", "pillage"):  # any deck card is as legal as the first one
                probe = {"type": "keyword", "seat": key, "keyword": kw, "card": cid}
                variants = variants if is_legal(st, {**probe, **variants[0]}) else []
            for fields in variants:
                ev = {"type": "keyword", "seat": key, "keyword": kw, "card": cid, **fields}
                if kw in ("insight", "pillage") or is_legal(st, ev):
                    result.append(Choice("keyword", key, {"keyword": kw, "card": cid, **fields}))
    return [Choice(c.type, c.seat, c.fields, optional=True) for c in result]


def _keyword_variants(st: GameState, kw: str, winner: int) -> list[dict[str, Any]]:
    if kw == "renown":
        return [{}]
    if kw == "intimidate":
        ch = st.challenge
        assert ch is not None
        margin = ch.attacker_str - ch.defender_str
        targets = [
            c
            for c in characters(st, melee_flow.loser_of(ch))
            if not st.cards[c].kneeling
            and strength(st, c) <= margin
            and not cannot_be_knelt_by_effects(st, c)
        ]
        return [{"target": t} for t in targets] + [{"use": False}]
    ch = st.challenge
    assert ch is not None
    deck = st.players[winner if kw == "insight" else melee_flow.loser_of(ch)]
    if not deck.deck:
        return [{"cards": []}]
    pool = deck.deck[-1:] if deck.deck_known else deck.deck
    return [{"cards": [c]} for c in pool]


def dominance(st: GameState) -> list[Choice]:
    """[F-5.2] the stated dominance winner (absent on a tie)."""
    fields = {} if st.last_dominance is None else {"winner": SEATS[st.last_dominance]}
    return [Choice("dominance", None, fields, optional=True)]
