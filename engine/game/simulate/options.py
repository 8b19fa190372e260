"""The legal options of a game state: what the framework waits for, and every legal choice.

``legal_options(state)`` looks at the step where the replay's working state rests (after
``engine.game.replay.apply_event``) and lists, as ``Choice`` values, the events that are
legal there. A choice is either a complete event (``fields``) or a template whose card list
is picked from a pool (``pick_from`` with ``pick_min``..``pick_max`` cards, written to
``pick_field``): attackers, defenders, claim victims, reserve discards and setup cards.
Every complete candidate is filtered through the engine's own ``fits`` and ``check``
handlers, so the options and the replay share one rules implementation; pools are built from
the engine's rule helpers (``rules.legal_attackers`` ...), where any subset of the allowed size
is legal.

Steps where the simulator models no decision (the action windows of the plot, draw,
dominance and standing phases, reached only for card abilities) give an empty list; the
caller then advances the framework. The live tracker can call ``legal_options`` after each
pushed event to offer the same choices to a human.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.game import flow, rules
from engine.game.cardtext import verify
from engine.game.cardtext.offers import ability_offers, offers
from engine.game.events import HANDLERS
from engine.game.hbo.texts import must_discard
from engine.game.log import SEATS
from engine.game.melee import flow as melee_flow
from engine.game.melee.events import check_in_game
from engine.game.melee.titles import removed_count
from engine.game.rules import (
    legal_attackers,
    legal_defenders,
    required_defenders,
    side_of,
    stealth_targets,
)
from engine.game.rulesets import ruleset
from engine.game.state import GameState, RuleError, characters, has_keyword, plot_value, strength

Event = dict[str, Any]
KEYWORD_TYPES = ("insight", "intimidate", "pillage", "renown")


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal event, or an event template completed by picking cards from a pool.

    ``optional`` marks what a log may leave out: stated consequences (a challenge result,
    dominance, initiative), checkpoints and keywords; ``extra`` holds per-pool side options
    (stealth targets per stealth attacker, duplicates that can save a claim victim).
    """

    type: str
    seat: str | None
    fields: dict[str, Any]
    optional: bool = False
    pick_from: tuple[str, ...] = ()
    pick_field: str | None = None
    pick_min: int = 0
    pick_max: int = 0
    extra: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def event(self, picked: list[str] | None = None) -> Event:
        """The event this choice describes (without ``seq``), with ``picked`` cards."""
        ev: Event = {"type": self.type}
        if self.seat is not None:
            ev["seat"] = self.seat
        ev.update(self.fields)
        if self.pick_field is not None:  # after the cards the template already names
            ev[self.pick_field] = list(self.fields.get(self.pick_field, [])) + list(picked or [])
        return ev


def is_legal(st: GameState, ev: Event) -> bool:
    """Whether ``ev`` fits the current step and passes the engine's check (no change made)."""
    handler = HANDLERS[ev["type"]]
    if not handler.fits(st, ev):
        return False
    try:
        check_in_game(st, ev)  # melee only ([R-ELIM-1])
        handler.check(st, ev)
    except RuleError:
        return False
    return True


def legal_options(st: GameState) -> list[Choice]:
    """Every legal choice at the state's current step (see the module text)."""
    if st.over:
        return [Choice("game_over", None, _game_over_fields(st))]
    if st.pending_choice is not None:  # [R-WIN-3], [R-ELIM-2], [T-END-2] step 5
        first = SEATS[st.order()[0]]
        return [Choice("choose_winner", first, {"winner": SEATS[i]}) for i in st.pending_choice[1]]
    if st.pending_passive is not None:  # HBO: it resolves before anything else [H-PASSIVE-4]
        return _mandatory_passive(st, st.pending_passive)
    if st.forced_due:  # a forced ability with a choice resolves before anything else
        return card_ability_choices(st)
    draws = _draw_choices(st)
    if draws:
        return draws
    builder = _BY_STEP.get(st.step)
    return builder(st) if builder is not None else []


def card_ability_choices(st: GameState) -> list[Choice]:
    """The scripted card abilities usable now (``engine.game.cardtext.offers``): optional
    choices beside the framework's, taken by a player whose style uses abilities."""
    return [Choice("ability", SEATS[seat], fields) for seat, fields in ability_offers(st)]


def _mandatory_passive(st: GameState, source: str) -> list[Choice]:
    """[H-PASSIVE-2] the passive of a card just played, as a forced ability; Varys's
    "discard 1 Ally character": one choice per Ally character in play ([H-GAP-9])."""
    seat = SEATS[st.cards[source].controller]
    fields: dict[str, Any] = {"source": source, "kind": "forced"}
    wanted = must_discard(st.cards[source].card.text)
    if wanted is None:
        return [Choice("ability", seat, fields)]
    trait = wanted[1].lower()
    allies = [
        cid
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character"
        and trait in (t.lower() for t in st.cards[cid].card.traits)
    ]
    count = wanted[0]
    picks = [[cid] for cid in allies] if count == 1 else [allies[:count]]
    return [
        Choice("ability", seat, {**fields, "effects": [{"op": "discard", "card": c} for c in pick]})
        for pick in picks
    ]


def _game_over_fields(st: GameState) -> dict[str, Any]:
    winner = None if st.winner is None else SEATS[st.winner]
    return {"winner": winner, "reason": st.end_reason} if winner else {"reason": st.end_reason}


def _draw_choices(st: GameState) -> list[Choice]:
    """A pending draw ([S-7], [S-10], [F-2.2], [R-MULLIGAN-1]): the cards are chance, any
    ``due`` cards of the deck (the top ones when the order is known)."""
    result = []
    for i in st.order():
        p = st.players[i]
        due = min(p.pending_draw, len(p.deck))
        if p.pending_draw and p.deck:
            pool = tuple(p.deck[::-1][:due]) if p.deck_known else tuple(p.deck)
            result.append(Choice("draw", p.key, {}, False, pool, "cards", due, due))
    return result[:1]  # in player order


def _first_player(st: GameState) -> list[Choice]:
    """[S-2] a random first player (chance); [F-1.3.II] the initiative winner's choice."""
    if st.step == "S-2" and (st.first is not None or not ruleset(st.ruleset).setup_first_player):
        return []  # HBO: no first player at setup ([H-SETUP-NOFP])
    if st.step == "F-1.3.II" and st.first_chosen:
        return []
    chooser = None if st.step == "S-2" else SEATS[st.initiative or 0]
    return [
        Choice("first_player", p.key, {"note": f"chosen by {chooser}"} if chooser else {})
        for p in st.players
        if not p.eliminated
    ]


def _mulligan(st: GameState) -> list[Choice]:
    for i in st.order():
        if st.players[i].mulligan is None:
            key = SEATS[i]
            return [Choice("mulligan", key, {"mulligan": m}) for m in (False, True)]
    return []


def _setup(st: GameState) -> list[Choice]:
    """[S-8] in player order: a pool of placeable hand cards; ``setup_choice`` in the policy
    builds a legal subset (cost <= 8, one limited, attachments on own setup cards)."""
    for i in st.order():
        p = st.players[i]
        if not p.setup_done:
            pool = tuple(c for c in p.hand if st.cards[c].card.type in ("character", "location"))
            atts = tuple(
                c
                for c in p.hand
                if st.cards[c].card.type == "attachment"
                and "attachment" in ruleset(st.ruleset).setup_types  # not in HBO ([H-2E-3])
            )
            return [Choice("setup", p.key, {}, False, pool, "cards", 0, len(pool), {"att": atts})]
    return []


def _plot(st: GameState) -> list[Choice]:
    """[F-1.2] each player chooses a plot from his or her plot deck ([R-PLOT-9])."""
    for i in st.order():
        p = st.players[i]
        if p.chosen_plot is None:
            return [Choice("plot", p.key, {"card": c}) for c in p.plot_deck]
    return []


def _initiative(st: GameState) -> list[Choice]:
    """[F-1.3.I] a consequence, or a random draw when tied on initiative and power."""
    if st.initiative_random:
        return [Choice("initiative", SEATS[i], {"tiebreak": "random"}) for i in st.initiative_tied]
    return [Choice("initiative", SEATS[st.initiative or 0], {}, optional=True)]


def _when_revealed(st: GameState) -> list[Choice]:
    """[R-WHENREV-1] a revealed plot's When Revealed ability must resolve: each use its
    script allows (targets, choices, the cards drawn), or, for a plot without a script, an
    ability event without effects (counted as unverified by the replay)."""
    for i in st.order():
        plot = st.players[i].revealed
        if plot and plot not in st.when_revealed_used and flow.has_when_revealed(st, plot):
            if verify.scripted(st, plot) is None:
                return [Choice("ability", SEATS[i], {"source": plot, "kind": "when_revealed"})]
            offered = offers(st, i, plot, "when_revealed")
            bare = [{"source": plot, "kind": "when_revealed"}]
            return [Choice("ability", SEATS[i], f) for f in offered or bare]
    return []


def _marshal(st: GameState) -> list[Choice]:
    """[F-AW-3] the active player marshals a card (with every legal host for attachments)
    or passes ([F-3.3]). The stated ``cost`` (checked, [R-COST-1]) is 0 for a duplicate
    ([R-DUP-3])."""
    assert st.active is not None
    key = SEATS[st.active]
    choices = [Choice("pass", key, {})]
    hosts = [c for p in st.players for c in p.in_play]
    for cid in st.players[st.active].hand:
        card = st.cards[cid].card
        duplicate = card.unique and rules.unique_in_play(st, st.active, card.name) is not None
        targets: list[str | None] = [None]
        if card.type == "attachment" and not duplicate:
            targets = [*hosts]
        for host in targets:
            fields: dict[str, Any] = {"card": cid, "cost": 0 if duplicate else card.cost or 0}
            if host is not None:
                fields["attach_to"] = host
            if is_legal(st, {"type": "marshal", "seat": key, **fields}):
                choices.append(Choice("marshal", key, fields))
    return choices


def _challenges(st: GameState) -> list[Choice]:
    """[F-AW-4.1] the active player declares a challenge (a type left, legal attackers,
    stealth targets for stealth attackers), ambushes, or passes ([F-4.4]). In a melee the
    Hand of the King's bearer may declare a second power challenge, against another opponent
    than the first ([R-TITLE-1])."""
    assert st.active is not None
    seat, key = st.active, SEATS[st.active]
    choices = [Choice("pass", key, {})]
    for opponent, named in _opponents(st, seat):
        targets = tuple(stealth_targets(st, opponent))
        for ctype in rules.challenge_types_left(st, seat):
            pool = tuple(legal_attackers(st, seat, ctype))
            if pool and melee_flow.additional_refused(st, seat, ctype, opponent) is None:
                stealthy = {c: targets for c in pool if has_keyword(st, c, "stealth")}
                choices.append(
                    Choice(
                        "challenge",
                        key,
                        {"challenge": ctype, **named},
                        pick_from=pool,
                        pick_field="attackers",
                        pick_min=1,
                        pick_max=len(pool),
                        extra=stealthy,
                    )
                )
    return choices + ambush_choices(st)


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


def _titles(st: GameState) -> list[Choice]:
    """[F-1.4] the titles removed at random (chance, once a round, before choosing), then
    each player in player order chooses a title left ([F-1.4-2], [R-MELEE-4])."""
    due = removed_count(len(st.order()))
    if st.titles_removed is None and due and not any(p.title for p in st.players):
        pool = tuple(st.titles)
        if len(pool) >= due:
            return [Choice("title_pool", None, {}, False, pool, "removed", due, due)]
    seat = melee_flow.next_to_choose(st)
    if seat is None:
        return []
    return [Choice("title", SEATS[seat], {"title": code}) for code in melee_flow.titles_left(st)]


def _redirect(st: GameState) -> list[Choice]:
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


def _defenders(st: GameState) -> list[Choice]:
    """[F-4.2.1] any subset (maybe empty) of the legal defenders."""
    ch = st.challenge
    if ch is None or ch.defenders_declared:
        return []
    required = required_defenders(st, ch)  # card text: "must be declared ..., if able"
    pool = tuple(c for c in legal_defenders(st, ch) if c not in required)
    fields = {"defenders": required} if required else {}
    return [Choice("defenders", SEATS[ch.defender], fields, False, pool, "defenders", 0, len(pool))]


def _result(st: GameState) -> list[Choice]:
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


def _claim(st: GameState) -> list[Choice]:
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
    for seat in owed:
        loser = st.players[seat]
        pool = tuple(characters(st, seat) if ch.type == "military" else loser.hand)
        due = min(ch.claim, len(pool))
        saves = {c: tuple(st.cards[c].dupes) for c in pool if st.cards[c].dupes}
        saves = saves if ch.type == "military" else {}
        result.append(Choice("claim", SEATS[seat], {}, False, pool, "cards", due, due, saves))
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


def _keywords(st: GameState) -> list[Choice]:
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
            if not st.cards[c].kneeling and strength(st, c) <= margin
        ]
        return [{"target": t} for t in targets] + [{"use": False}]
    ch = st.challenge
    assert ch is not None
    deck = st.players[winner if kw == "insight" else melee_flow.loser_of(ch)]
    if not deck.deck:
        return [{"cards": []}]
    pool = deck.deck[-1:] if deck.deck_known else deck.deck
    return [{"cards": [c]} for c in pool]


def _dominance(st: GameState) -> list[Choice]:
    """[F-5.2] the stated dominance winner (absent on a tie)."""
    fields = {} if st.last_dominance is None else {"winner": SEATS[st.last_dominance]}
    return [Choice("dominance", None, fields, optional=True)]


def _reserve(st: GameState) -> list[Choice]:
    """[F-7.3] in player order, a player over reserve discards down to it."""
    for i in st.order():
        p = st.players[i]
        if not p.reserve_done:
            excess = len(p.hand) - plot_value(st, i, "reserve")
            return [Choice("reserve", p.key, {}, False, tuple(p.hand), "cards", excess, excess)]
    return []


def checkpoint_fields(st: GameState) -> dict[str, Any]:
    """The end-of-round counts a careful tracker writes down (LOG-CHECKPOINT)."""
    from engine.game.state import power_total

    seats = {
        p.key: {
            "power": power_total(st, p.index),
            "faction_power": p.power,
            "gold": p.gold,
            "hand": len(p.hand),
            "deck": len(p.deck),
            "dead": len(p.dead),
            "discard": len(p.discard),
        }
        for p in st.players
    }
    return {"round": st.round, "seats": seats}


def _checkpoint(st: GameState) -> list[Choice]:
    return [Choice("checkpoint", None, checkpoint_fields(st), optional=True)]


_BY_STEP = {
    "S-2": _first_player,
    "S-7-1": _mulligan,
    "S-8": _setup,
    "F-1.2": _plot,
    "F-1.3.I": _initiative,
    "F-1.3.II": _first_player,
    "F-1.3.III": _when_revealed,
    "F-1.4": _titles,
    "F-AW-4.2": _redirect,
    "F-AW-3": _marshal,
    "F-AW-4.1": _challenges,
    "F-4.2.1": _defenders,
    "F-4.2.2": _result,
    "F-4.2.4": _claim,
    "F-4.2.5": _keywords,
    "F-AW-5": _dominance,
    "F-7.3": _reserve,
    "F-AW-7": _checkpoint,
}
