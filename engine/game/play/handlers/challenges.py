"""A challenge: declaration, defenders, result, claim and keywords ([F-4.2] .. [F-4.2.5])."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from engine.game.logformat.events import (
    Challenge as ChallengeEvent,
)
from engine.game.logformat.events import (
    ChallengeResult,
    Claim,
    Defenders,
    KeywordUsed,
)
from engine.game.logformat.log import SEATS
from engine.game.moves.claim import claim_applied, claim_type, must_claim
from engine.game.play.handlers.base import (
    own_cards,
    seat_of,
)
from engine.game.rules import checks as rules
from engine.game.rules.zones import draw, leave_play, place, start_next_challenge, take_out
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    Challenge,
    GameState,
    RuleError,
    ValueDisagreement,
    cannot_be_knelt_by_effects,
    cannot_gain_power,
    has_keyword,
    military_claim_pool,
    strength,
)
from engine.game.state.saves import saved as happened_saved
from engine.game.state.saves import use_save

# --- challenges -----------------------------------------------------------------------------


def check_challenge(st: GameState, ev: ChallengeEvent) -> None:
    seat = seat_of(st, ev)
    defender = melee_flow.check_opponent(st, seat, ev.opponent)  # [R-MELEE-3]
    rules.check_challenge(st, seat, ev.challenge, ev.attackers, ev.stealth, defender)
    refused = melee_flow.additional_refused(st, seat, ev.challenge, defender)
    if refused is not None:  # Hand of the King: "against a different opponent" ([R-TITLE-1])
        raise refused


def _declared(st: GameState, cid: str, kneels: bool) -> None:
    """A character declared (or intimidated) kneels or not; one that goes from standing to
    kneeling was knelt ("After X is knelt": The Queen of Thorns, Citadel Novice)."""
    inst = st.cards[cid]
    was_standing, inst.kneeling = not inst.kneeling, kneels
    if kneels and was_standing:
        effects.happen(st, "knelt", inst.controller, cid)


def apply_challenge(st: GameState, ev: ChallengeEvent) -> None:
    seat = seat_of(st, ev)
    start_next_challenge(st, seat)  # "in the next challenge you initiate this phase"
    for cid in ev.attackers:  # declared attackers kneel ([F-4.2-3])
        _declared(st, cid, kneels_when_declared(st, cid, "attacker", ev.challenge))
        st.players[st.cards[cid].controller].participated_this_phase.append(cid)  # [R-PART-1]
    defender = st.seat_index(ev.opponent) if ev.opponent is not None else 1 - seat
    st.challenge = Challenge(seat, defender, ev.challenge, list(ev.attackers), dict(ev.stealth))
    st.challenge.seq = ev.seq
    st.players[seat].challenges.append(ev.challenge)
    melee_flow.record_challenge(st, seat, defender)
    st.step = "F-AW-4.2"
    effects.happen(
        st,
        "challenge_initiated",
        seat,
        None,
        type=ev.challenge,
        defender=defender,
        attackers=tuple(ev.attackers),
    )
    for attacker, target in ev.stealth.items():
        effects.happen(st, "bypassed", defender, target, by=attacker)


def kneels_when_declared(st: GameState, cid: str, role: str, ctype: str) -> bool:
    """Whether a character declared as ``role`` (attacker/defender) kneels: card text may say
    it does not (contribution ``no_kneel`` named ``role`` or ``role:type``)."""
    return not (
        effects.applies(st, "no_kneel", cid, role)
        or effects.applies(st, "no_kneel", cid, f"{role}:{ctype}")
    )


def check_defenders(st: GameState, ev: Defenders) -> None:
    ch = st.challenge
    assert ch is not None
    if seat_of(st, ev) != ch.defender:
        raise RuleError("F-4.2.1", "only the defending player declares defenders")
    if ch.defenders_declared:
        raise RuleError("F-4.2.1", "defenders were already declared")
    rules.check_defenders(st, ch, ev.defenders)


def apply_defenders(st: GameState, ev: Defenders) -> None:
    ch = st.challenge
    assert ch is not None
    for cid in ev.defenders:  # declared defenders kneel ([F-4.2.1])
        _declared(st, cid, kneels_when_declared(st, cid, "defender", ch.type))
        st.players[st.cards[cid].controller].participated_this_phase.append(cid)  # [R-PART-1]
    ch.defenders, ch.defenders_declared = list(ev.defenders), True
    # "After X is declared as a defender" (Wardens of the South)
    effects.happen(st, "defenders_declared", ch.defender, None, defenders=tuple(ev.defenders))


def fits_resolved(st: GameState, ev: ChallengeResult) -> bool:
    return st.challenge is not None and st.challenge.resolved


def check_result(st: GameState, ev: ChallengeResult) -> None:
    ch = st.challenge
    assert ch is not None
    stated = {
        "winner": ev.winner,
        "attacker_str": ch.attacker_str if ev.attacker_str is None else ev.attacker_str,
        "defender_str": ch.defender_str if ev.defender_str is None else ev.defender_str,
        "unopposed": ch.unopposed if ev.unopposed is None else ev.unopposed,
    }
    derived = {
        "winner": None if ch.winner is None else SEATS[ch.winner],
        "attacker_str": ch.attacker_str,
        "defender_str": ch.defender_str,
        "unopposed": ch.unopposed,
    }
    for key, value in stated.items():
        if value != derived[key]:
            rule = "F-4.2.2-3" if key == "unopposed" else "F-4.2.2"
            message = f"{key}: the log says {value!r}, the rules give {derived[key]!r}"
            raise ValueDisagreement(rule, message, ("STR",))


def check_claim(st: GameState, ev: Claim) -> None:
    ch = st.challenge
    assert ch is not None
    kind = claim_type(ch)
    if ch.winner != ch.attacker:
        raise RuleError("F-4.2.4", "claim applies only when the attacking player wins")
    seat = seat_of(st, ev)
    chosen = ch.claim_against is not None and ch.claim_against != [ch.defender]
    if chosen and seat not in (ch.claim_against or ()):
        # (melee) the Master of Whispers named the opponents its claim resolves against
        raise RuleError(
            "R-TITLE-1", f"{ev.seat} is not among the opponents the claim resolves against"
        )
    if seat != ch.defender and seat not in (ch.claim_against or ()):
        raise RuleError("R-CLAIM-1", "claim is suffered (and chosen) by the defending player")
    if kind == "power":
        if ev.amount is not None and ev.amount != ch.claim_moved:
            raise RuleError("R-CLAIM-POW-2", f"power claim moves {ch.claim_moved} power")
        return
    if ch.claim_done or (ch.claim_against is not None and seat not in ch.claim_owed):
        raise RuleError("F-4.2.4", "claim was already applied")
    cards = ev.cards
    pool = military_claim_pool(st, seat) if kind == "military" else st.players[seat].hand
    due = min(ch.claim, len(pool))
    rules = _CLAIM_RULES[kind]
    if len(set(cards)) != len(cards):
        raise RuleError(rules.distinct, "the same card is chosen twice")
    for cid in cards:
        if cid not in pool:
            raise RuleError(rules.pool, f"{cid} is not a {rules.pool_text}")
    if len(cards) != due:
        raise RuleError(
            rules.count, f"claim {ch.claim} takes {due} card(s) here, the log names {len(cards)}"
        )
    required = must_claim(st, ch, pool)  # card text: "must be chosen for claim, if able"
    left_out = [c for c in required if c not in cards]
    if left_out and len(required) - len(left_out) < min(due, len(required)):
        raise RuleError("F-4.2.4", f"{left_out[0]} must be chosen for claim (card text)")
    for victim, dupe in ev.saved_by.items():
        if effects.applies(st, "cannot", victim, "save"):  # card text ([R-SAVE-3])
            raise RuleError("R-SAVE-3", f"card text says {victim} cannot be saved")
        if victim not in cards or dupe not in st.cards[victim].dupes:
            raise RuleError("R-DUP-2", f"{dupe} is not a duplicate on the victim {victim}")


def apply_claim(st: GameState, ev: Claim) -> None:
    ch = st.challenge
    assert ch is not None
    kind = claim_type(ch)
    if kind == "power":
        return
    saved = ev.saved_by
    for cid in ev.cards:
        if use_save(st, cid, "killed" if kind == "military" else "discarded"):
            pass  # saved by an interrupt: still counts for claim ([R-CLAIM-MIL-6])
        elif cid in saved:  # the duplicate is discarded instead; claim stays satisfied
            take_out(st, saved[cid])
            place(st, saved[cid], "discard")
            happened_saved(st, cid)
        elif kind == "military":
            leave_play(st, cid, "dead")
            _claimed(st, cid, ch)
        else:
            take_out(st, cid)
            place(st, cid, "discard")
            _claimed(st, cid, ch)
    seat = seat_of(st, ev)
    _claim_happenings(st, ch, seat, ev.cards)
    if ch.claim_against is None:
        ch.claim_against = [seat]  # the claim went the usual way: against the defender
    if seat in ch.claim_owed:  # (melee) one of the opponents the Master of Whispers named
        ch.claim_owed.remove(seat)
    ch.claim_done = not ch.claim_owed


def _claimed(st: GameState, cid: str, ch: Challenge) -> None:
    """A card killed or discarded for claim: "After X is discarded for [intrigue] claim"."""
    kind = claim_type(ch)
    effects.happen(st, "claimed", st.cards[cid].owner, cid, type=kind, winner=ch.winner)


def _claim_happenings(st: GameState, ch: Challenge, seat: int, cards: Sequence[str]) -> None:
    """Triggering conditions of card text: "After claim is applied for an [intrigue]
    challenge you won by 5 or more STR" (Insidious Scheme), "After 1 or more cards are
    discarded from an opponent's hand" (Cersei Lannister)."""
    kind = claim_type(ch)
    if kind == "intrigue" and cards:
        effects.happen(st, "discarded_from_hand", seat, None, cards=tuple(cards))
    claim_applied(st, ch, seat, kind)


@dataclass(frozen=True, slots=True)
class _ClaimRules:
    """The rules a military or intrigue claim's cards are checked against, ids written whole."""

    distinct: str  # the same card twice
    pool: str  # a card from outside the pool
    count: str  # not as many cards as the claim takes
    pool_text: str


_CLAIM_RULES: Final = {
    "military": _ClaimRules(
        "R-CLAIM-MIL-5", "R-CLAIM-MIL-1", "R-CLAIM-MIL-4", "character the defender controls"
    ),
    "intrigue": _ClaimRules(
        "R-CLAIM-INT-1", "R-CLAIM-INT-1", "R-CLAIM-INT-2", "card in the defender's hand"
    ),
}

# The rule of each keyword a ``keyword`` event resolves (the codec admits only these).
_KEYWORD_RULES: Final = {
    "insight": "R-KW-INSIGHT-1",
    "intimidate": "R-KW-INTIMIDATE-1",
    "pillage": "R-KW-PILLAGE-1",
    "renown": "R-KW-RENOWN-1",
}


def check_keyword(st: GameState, ev: KeywordUsed) -> None:
    ch = st.challenge
    assert ch is not None
    kw, cid, seat = ev.keyword, ev.card, seat_of(st, ev)
    rule = _KEYWORD_RULES[kw]
    rs = ruleset(st.ruleset)
    if kw not in rs.keywords:  # HBO: limited, renown and stealth only ([H-KW-1])
        raise RuleError("H-KW-1", f"this game has no {kw} keyword")
    if not ev.use and kw == "renown" and not rs.renown_optional:
        raise RuleError("H-KW-RENOWN-1", "renown is not optional: the character gains 1 power")
    if ch.winner is None:
        raise RuleError("F-4-SUM-3", "nobody won the challenge: no keywords resolve")
    if seat != ch.winner or (kw == "intimidate" and seat != ch.attacker):
        raise RuleError(
            rule,
            f"{kw} resolves for the player who won the challenge"
            + (" as the attacker" if kw == "intimidate" else ""),
        )
    side = rules.side_of(st, ch, seat)
    st.card(cid)
    if cid not in side or not has_keyword(st, cid, kw):
        raise RuleError(rule, f"{cid} is not a participating character of the winner with {kw}")
    key = (kw, "*" if kw == "intimidate" else cid)
    if key in ch.keywords_used:
        raise RuleError(
            "R-KW-INTIMIDATE-3" if kw == "intimidate" else rule,
            f"{kw} of {cid} has already resolved in this challenge",
        )
    if kw in ch.keyword_order and ch.keyword_order[-1] != kw:
        raise RuleError("F-4.2.5-1", f"all {kw} instances resolve together, before the next type")
    if ev.use:
        _check_keyword_effect(st, ev, ch)


def _check_keyword_effect(st: GameState, ev: KeywordUsed, ch: Challenge) -> None:
    kw, cards = ev.keyword, ev.cards
    assert ch.winner is not None
    winner, loser = ch.winner, st.players[melee_flow.loser_of(ch)]
    if kw == "intimidate":
        target = ev.target
        margin = ch.attacker_str - ch.defender_str
        if (
            target is None
            or st.card(target).zone != "play"
            or st.cards[target].controller != loser.index
            or st.cards[target].card.type != "character"
        ):
            raise RuleError("R-KW-INTIMIDATE-1", "intimidate kneels a character the loser controls")
        if st.cards[target].kneeling:
            raise RuleError("R-KW-INTIMIDATE-5", f"{target} is kneeling and cannot be chosen")
        if cannot_be_knelt_by_effects(st, target):
            raise RuleError("R-CANNOT-1", f"{target} cannot be knelt by card effects")
        if strength(st, target) > margin:
            raise RuleError(
                "R-KW-INTIMIDATE-1",
                f"{target} has STR {strength(st, target)}, "
                f"more than the {margin} STR the challenge was won by",
            )
    elif kw in ("insight", "pillage"):
        deck = st.players[winner if kw == "insight" else loser.index]
        due = min(1, len(deck.deck))
        rule = "R-KW-INSIGHT-1" if kw == "insight" else "R-KW-PILLAGE-1"
        if len(cards) != due:
            raise RuleError(rule, f"{kw} takes {due} card from the deck")
        own_cards(st, deck.index, cards, "deck", rule)
        if deck.deck_known and cards and cards[0] != deck.deck[-1]:
            raise RuleError(rule, "not the top card of the deck")


def apply_keyword(st: GameState, ev: KeywordUsed) -> None:
    ch = st.challenge
    assert ch is not None and ch.winner is not None
    kw, cid = ev.keyword, ev.card
    ch.keywords_used.add((kw, "*" if kw == "intimidate" else cid))
    if not ch.keyword_order or ch.keyword_order[-1] != kw:
        ch.keyword_order.append(kw)
    if not ev.use:
        return
    if kw == "renown":
        if cannot_gain_power(st, cid):  # card text forbids the gain ([R-CANNOT-1])
            return
        st.cards[cid].power += 1
        parts = tuple(ch.attackers + ch.defenders)  # read by Eddard Stark (03003)
        effects.happen(
            st, "gained_power", st.cards[cid].controller, cid, how="renown", participants=parts
        )
    elif kw == "intimidate":
        assert ev.target is not None  # checked: intimidate names its target
        _declared(st, ev.target, True)
    elif kw == "insight":
        draw(st, ch.winner, ev.cards, "R-KW-INSIGHT-1", how="insight")
    else:
        for card in ev.cards:
            take_out(st, card)
            place(st, card, "discard")
            effects.happen(st, "discarded_from_deck", st.cards[card].owner, card)
        if ev.cards:  # "After X discards a card using pillage" (a triggering condition)
            loser = melee_flow.loser_of(ch)
            effects.happen(st, "pillaged", ch.winner, cid, cards=tuple(ev.cards), loser=loser)


def fits_challenge(st: GameState, ev: ChallengeEvent) -> bool:
    """A challenge is initiated by the active player, at [F-AW-4.1]."""
    return st.step == "F-AW-4.1" and st.active == seat_of(st, ev)
