"""Reusable rule checks: who may attack, defend, marshal, attach; who wins what.

Each function reads the state and either returns the legal options or raises ``RuleError``
citing the rule. The replay uses them to check logged decisions; a simulator can use the
same functions to list the legal options at a decision point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from engine.game.rulesets.hooks import hooks_of
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import (
    Challenge,
    GameState,
    RuleError,
    cannot_stand,
    characters,
    has_keyword,
    icons,
    strength,
)

_CANNOT: Final = frozenset({"cannot"})  # the kind of "cannot be declared as an attacker"


def legal_attackers(st: GameState, seat: int, challenge_type: str) -> list[str]:
    """Standing characters the player controls with the challenge's icon ([F-4.2-4])."""
    cards = st.cards
    text = {c.target for c in effects.contributions(st, "icon")}  # icons card text changes
    return [
        cid
        for cid in characters(st, seat)
        if not cards[cid].kneeling
        # printed icons when no modifier applies; ``icons`` builds the modified set
        and challenge_type
        in (cards[cid].card.icons if not (cards[cid].mods or cid in text) else icons(st, cid))
    ]


def declarable_attackers(st: GameState, seat: int, challenge_type: str) -> list[str]:
    """``legal_attackers`` less those card text says cannot be declared as attackers."""
    found = legal_attackers(st, seat, challenge_type)
    # lasting effects ("cannot be declared as an attacker this phase") and constant ones
    # ("cannot be declared as an attacker unless ...": Hodor) say so
    if not effects.may_apply(st, _CANNOT):
        return found
    return [cid for cid in found if not effects.applies(st, "cannot", cid, "attack")]


def legal_defenders(st: GameState, ch: Challenge) -> list[str]:
    """Standing characters of the defender with the icon, not bypassed by stealth
    ([F-4.2.1-1], [F-4.2.1-2])."""
    bypassed = set(ch.stealth.values())
    standing = legal_attackers(st, ch.defender, ch.type)
    return [
        cid
        for cid in standing + _kneeling_defenders(st, ch, standing)
        if cid not in bypassed and not effects.applies(st, "cannot", cid, "defend")
    ]


def _kneeling_defenders(st: GameState, ch: Challenge, standing: list[str]) -> list[str]:
    """Kneeling characters card text lets defend in challenges of this type ("may be declared
    as a defender ... even while kneeling": a ``defend_kneeling`` contribution)."""
    allowed = {c.target for c in effects.contributions(st, "defend_kneeling") if c.name == ch.type}
    return [
        cid
        for cid in characters(st, ch.defender)
        if cid in allowed and cid not in standing and ch.type in icons(st, cid)
    ]


def challenge_types_left(st: GameState, seat: int) -> list[str]:
    """Challenge types the active player has not initiated this phase ([F-4.2-1]); in a
    melee, a type a title lets its bearer initiate once more."""
    done = st.players[seat].challenges
    extra = effects.contributions(st, "challenges")  # "an additional [type] challenge"
    left = [
        t
        for t in ("military", "intrigue", "power")
        if done.count(t) < 1 + sum(c.value for c in extra if c.target == seat and c.name == t)
    ]
    additional = hooks_of(st.ruleset).additional_challenge_types
    if additional is not None:  # the Hand of the King's power challenge ([R-TITLE-1])
        left += additional(st, seat)
    caps = [c.value for c in effects.contributions(st, "challenge_cap") if c.target == seat]
    if caps and len(done) >= min(caps):  # "cannot initiate more than N challenges"
        return []
    left = [t for t in left if not effects.applies(st, "cannot", seat, f"initiate:{t}")]
    others = [p.index for p in st.players if p.index != seat and not p.eliminated]
    if len(others) == 1:  # a joust: a type forbidden against the one opponent is forbidden
        left = [t for t in left if not forbidden_against(st, seat, t, others[0])]
    return left


def forbidden_against(st: GameState, seat: int, ctype: str, defender: int) -> bool:
    """Card text: "he or she cannot initiate [type] challenges against you" (a ``cannot``
    named ``initiate:<type>@<defender's seat key>`` on the attacking seat: Brothel Madame)."""
    key = st.players[defender].key
    return effects.applies(st, "cannot", seat, f"initiate:{ctype}@{key}")


def stealth_targets(st: GameState, defender: int) -> list[str]:
    """Characters without stealth the defending player controls ([R-KW-STEALTH-1], -3)."""
    return [
        cid
        for cid in characters(st, defender)
        if not has_keyword(st, cid, "stealth") and not effects.applies(st, "cannot", cid, "bypass")
    ]


def check_challenge(
    st: GameState,
    seat: int,
    ctype: str,
    attackers: Sequence[str],
    stealth: Mapping[str, str],
    defender: int | None = None,
) -> None:
    """A challenge declaration against ``defender`` (the joust opponent by default), checked
    as [F-4.2-1..6] and [R-KW-STEALTH-1..3] say."""
    if forbidden_against(st, seat, ctype, 1 - seat if defender is None else defender):
        raise RuleError("R-CANNOT-1", f"card text forbids a {ctype} challenge against them")
    if ctype not in challenge_types_left(st, seat):
        if effects.applies(st, "cannot", seat, f"initiate:{ctype}"):
            raise RuleError("R-CANNOT-1", f"card text forbids initiating a {ctype} challenge now")
        raise RuleError("F-4.2-1", f"{ctype} challenge already initiated this phase")
    if not attackers:
        raise RuleError("F-4.2-5", "a challenge needs at least one attacker")
    check_declare_cap(st, seat, attackers, "attacker")
    if len(set(attackers)) != len(attackers):
        raise RuleError("F-4.2-3", "an attacker is declared twice")
    legal = set(declarable_attackers(st, seat, ctype))
    for cid in attackers:
        st.card(cid)
        if cid not in legal:
            raise RuleError(
                "F-4.2-4",
                f"{cid} cannot attack: an attacker must be a standing "
                f"character you control with the {ctype} icon",
            )
    for cid in required_attackers(st, legal):
        if cid not in attackers:
            raise RuleError("F-4.2-3", f"{cid} must be declared as an attacker (card text)")
    # "during [intrigue] challenges", "while attacking alone" apply to the stealth declared
    st.declaring, st.declaring_attackers = ctype, tuple(attackers)
    try:
        check_stealth(st, 1 - seat if defender is None else defender, attackers, stealth)
    finally:
        st.declaring, st.declaring_attackers = None, ()


def stealth_choices(
    st: GameState, defender: int, ctype: str, attackers: tuple[str, ...], alone: bool = False
) -> dict[str, tuple[str, ...]]:
    """The stealth targets each attacker with stealth may choose in a challenge of ``ctype``
    declared with all of ``attackers`` (card text "during [intrigue] challenges" applies while
    it is declared). ``alone``: those each attacker has when declared alone and not with the
    others ("while X is attacking alone": The Knight)."""
    st.declaring = ctype
    try:
        targets = tuple(stealth_targets(st, defender))
        st.declaring_attackers = attackers
        together = {c: targets for c in attackers if has_keyword(st, c, "stealth")}
        if not alone:
            return together
        found = {}
        for cid in attackers:
            st.declaring_attackers = (cid,)
            if cid not in together and has_keyword(st, cid, "stealth"):
                found[cid] = targets
        return found
    finally:
        st.declaring, st.declaring_attackers = None, ()


def check_stealth(
    st: GameState, defender: int, attackers: Sequence[str], stealth: Mapping[str, str]
) -> None:
    """Stealth targets: one character without stealth of the defending player per attacker
    with stealth ([R-KW-STEALTH-1..3]; after a redirect, of the new one, [R-REDIRECT-3])."""
    targets = set(stealth_targets(st, defender))
    for attacker, target in stealth.items():
        st.card(target)
        if attacker not in attackers or not has_keyword(st, attacker, "stealth"):
            raise RuleError("R-KW-STEALTH-1", f"{attacker} is not an attacker with stealth")
        if target not in targets:
            raise RuleError(
                "R-KW-STEALTH-3",
                f"{target} is not a character without stealth controlled by the defending player",
            )
    if len(set(stealth.values())) != len(stealth):
        raise RuleError("R-KW-STEALTH-3", "one stealth target per stealth attacker")


def check_defenders(st: GameState, ch: Challenge, defenders: Sequence[str]) -> None:
    """Defenders declared at [F-4.2.1]."""
    if len(set(defenders)) != len(defenders):
        raise RuleError("F-4.2.1", "a defender is declared twice")
    check_declare_cap(st, ch.defender, defenders, "defender")
    legal = set(legal_defenders(st, ch))
    for cid in defenders:
        st.card(cid)
        if cid in ch.stealth.values():
            raise RuleError("F-4.2.1-2", f"{cid} was bypassed by stealth and cannot defend")
        if cid not in legal:
            raise RuleError(
                "F-4.2.1-1",
                f"{cid} cannot defend: a defender must be a standing "
                f"character you control with the {ch.type} icon",
            )
    for cid in required_defenders(st, ch, legal):
        if cid not in defenders:
            raise RuleError("F-4.2.1", f"{cid} must be declared as a defender (card text)")
    if not defenders and fewest_defenders(st, ch, len(legal)):
        raise RuleError("F-4.2.1", "at least one character must be declared as a defender "
                        "(card text), and one can be")  # fmt: skip


def fewest_defenders(st: GameState, ch: Challenge, legal: int) -> int:
    """1 when card text says "at least one character must be declared as a defender ..., if
    able" (a ``must`` contribution named ``defend_one`` on the defending seat: Besieged) and
    one can be (a legal defender, no cap of 0); else 0."""
    if not legal or not effects.applies(st, "must", ch.defender, "defend_one"):
        return 0
    return min(1, declare_cap(st, ch.defender, legal, "defender"))


def required_attackers(st: GameState, legal: set[str]) -> list[str]:
    """Legal attackers card text says must be declared ("must be declared as an attacker
    ... if able": a ``must`` named ``attack``, Reckless)."""
    found = [str(c.target) for c in effects.contributions(st, "must") if c.name == "attack"]
    return [c for c in dict.fromkeys(found) if c in legal]


def required_defenders(st: GameState, ch: Challenge, legal: set[str] | None = None) -> list[str]:
    """Legal defenders card text says must be declared ("must be declared as a defender for
    this challenge, if able": a lasting ``must`` named ``defend``)."""
    if legal is None:
        legal = set(legal_defenders(st, ch))
    required = [
        str(c.target)
        for c in effects.contributions(st, "must")
        if c.name == "defend" and c.target in legal
    ]
    return list(dict.fromkeys(required))  # two such effects on one character: named once


def claim_for_type(st: GameState, ch: Challenge) -> int:
    """Card text raising the attacker's claim during challenges of one type ("during
    challenges of this same type": a ``claim_type`` contribution named by the type)."""
    return effects.total(st, "claim_type", ch.attacker, ch.type)


def attacking(st: GameState, ch: Challenge) -> list[str]:
    """The declared attackers, then the characters card text considers attacking ("he is
    considered to be participating": an ``attacking`` contribution) ([R-PART-1])."""
    extra = [
        str(c.target)
        for c in effects.contributions(st, "attacking")
        if c.target not in ch.attackers and st.cards[str(c.target)].controller == ch.attacker
    ]
    return ch.attackers + extra if extra else ch.attackers


def side_of(st: GameState, ch: Challenge, seat: int) -> list[str]:
    """The characters participating on ``seat``'s side of the challenge."""
    return attacking(st, ch) if seat == ch.attacker else ch.defenders


def declare_cap(st: GameState, seat: int, pool: int, side: str = "attacker") -> int:
    """How many of ``pool`` candidates the player may declare as attackers or defenders: card
    text "cannot declare more than N characters" is a ``declare_cap`` contribution (both
    sides, Jousting Contest) or a ``defender_cap`` one (defenders, The Knight of Flowers)."""
    kinds = ("declare_cap", "defender_cap") if side == "defender" else ("declare_cap",)
    caps = [c.value for k in kinds for c in effects.contributions(st, k) if c.target == seat]
    return min([pool, *caps])


def check_declare_cap(st: GameState, seat: int, declared: Sequence[str], side: str) -> None:
    """[R-CANNOT-1] no more attackers or defenders than card text allows."""
    cap = declare_cap(st, seat, len(declared), side)
    if len(declared) > cap:
        kinds = ("declare_cap", "defender_cap") if side == "defender" else ("declare_cap",)
        sources = sorted({c.source for k in kinds for c in effects.contributions(st, k)})
        raise RuleError(
            "R-CANNOT-1",
            f"card text ({', '.join(sources)}) allows at most {cap} {side}(s) in this challenge",
        )


@effects.reads_only
def challenge_result(st: GameState, ch: Challenge) -> tuple[int | None, int, int, bool]:
    """(winner, attacker STR, defender STR, unopposed) at [F-4.2.2]."""
    attackers = attacking(st, ch)
    atk = sum(strength(st, cid) for cid in attackers if _contributes(st, cid))
    dfn = sum(strength(st, cid) for cid in ch.defenders if _contributes(st, cid))
    # card text: "contributes N STR to your side" (The Red Keep)
    atk += effects.total(st, "side_str", ch.attacker)
    dfn += effects.total(st, "side_str", ch.defender)
    bonus = hooks_of(st.ruleset).challenge_strength
    if bonus is not None:  # the titles' challenge bonuses ([R-TITLE-4])
        atk += bonus(st, ch.attacker, ch.type, ch.attackers)
        dfn += bonus(st, ch.defender, ch.type, ch.defenders)
    if atk >= dfn:  # ties go to the attacker ([F-4.2.2-1])
        winner, total, side = ch.attacker, atk, attackers
    else:
        winner, total, side = ch.defender, dfn, ch.defenders
    minimum = ruleset(st.ruleset).challenge_min_strength  # HBO: no minimum ([H-CHAL-RES-4])
    if minimum and (total < minimum or not side):  # [F-4.2.2-2], [R-STR-4]
        return None, atk, dfn, False
    # card text: "your opponent cannot win" this challenge (For the Watch!): nobody wins it
    if effects.applies(st, "cannot", winner, "win"):
        return None, atk, dfn, False
    return winner, atk, dfn, winner == ch.attacker and dfn == 0


def _contributes(st: GameState, cid: str) -> bool:
    """Whether a participating character contributes its STR to the challenge: card text
    may say it does not ("no_str" contribution, e.g. The Kraken's Grasp)."""
    return not effects.applies(st, "no_str", cid)


def copies_in(st: GameState, ids: list[str], name: str) -> list[str]:
    """The cards of a list that are copies (by title, [R-COPY-1]) of ``name``."""
    return [cid for cid in ids if st.cards[cid].card.name == name]


def unique_in_play(st: GameState, seat: int, name: str) -> str | None:
    """The player's owned and controlled in-play copy of a unique title, if any ([R-DUP-1])."""
    for cid in st.players[seat].in_play:
        inst = st.cards[cid]
        if inst.card.name == name and inst.owner == seat and inst.controller == seat:
            return cid
    return None


def stand_cap(st: GameState, seat: int) -> int | None:
    """How many characters card text lets the player stand in the standing phase ("cannot
    stand more than 2 characters during the standing phase"), or None: no cap ([F-6.2])."""
    caps = [c.value for c in effects.contributions(st, "stand_cap") if c.target == seat]
    return min(caps) if caps else None


def standable_characters(st: GameState, seat: int) -> list[str]:
    """The player's kneeling characters that can stand ([F-6.2], [R-CANNOT-1])."""
    return [
        cid for cid in characters(st, seat) if st.cards[cid].kneeling and not cannot_stand(st, cid)
    ]


def check_new_controller(st: GameState, cid: str, new: int) -> None:
    """A unique card cannot come under the control of a player who has a copy in play or in
    the dead pile ([R-UNIQUE-3], [R-DEAD-3])."""
    inst, key = st.cards[cid], st.players[new].key
    if not inst.card.unique:
        return
    if any(st.cards[c].card.name == inst.card.name for c in st.players[new].in_play):
        raise RuleError("R-UNIQUE-3", f"{key} already has a copy of {inst.card.name}")
    if copies_in(st, st.players[new].dead, inst.card.name):
        raise RuleError("R-DEAD-3", f"a copy of {inst.card.name} is in {key}'s dead pile")
