"""Marshaling ([F-AW-3]), ambush ([R-KW-AMBUSH-1]) and passing ([R-PASS-1..4])."""

from __future__ import annotations

from engine.game.cardtext.lasting import cost_change, use_cost_changes
from engine.game.data.cards import Card
from engine.game.framework import flow
from engine.game.logformat.events import Ambush, Pass
from engine.game.logformat.events import Marshal as MarshalEvent
from engine.game.logformat.log import SEATS
from engine.game.play.handlers.base import (
    DRAW_TYPES,
    own_cards,
    seat_of,
)
from engine.game.rules import attach as attach_rules
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait
from engine.game.rules.zones import enter_play
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import GameState, RuleError, ValueDisagreement

# --- marshaling -----------------------------------------------------------------------------


def _marshaled_from(st: GameState, cid: str, rule: str) -> str:
    """The area a card is marshaled from: the hand, or the discard pile or a host's facedown
    area when card text allows it (a ``marshal_from`` naming that area: "you may marshal House
    Dayne Escort from your discard pile", "facedown cards attached to Dothraki Handmaiden as
    if they were in your hand")."""
    inst = st.cards.get(cid)  # an unknown id is refused by ``own_cards``, naming it
    zone = inst.zone if inst is not None else "hand"
    if rule == "R-MARSHAL-1" and zone in ("discard", "facedown"):
        if effects.applies(st, "marshal_from", cid, zone):
            return zone
        if zone == "facedown" and inst is not None:
            raise RuleError(rule, f"{cid} is attached facedown to {inst.host}: no card text lets "
                            "it be marshaled from there now (only from the hand)")  # fmt: skip
    return "hand"


def foreign_discard_owner(st: GameState, seat: int, cid: str) -> int | None:
    """The owner of a character in an opponent's discard pile that ``seat`` may marshal as if
    it were in its hand (a lasting ``marshal_from`` on the seat named ``discard:<owner>``:
    Night Gathers...), else None. It enters play under ``seat``'s control ([R-OWN-2])."""
    inst = st.cards.get(cid)
    if inst is None or inst.zone != "discard" or inst.owner == seat:
        return None
    if inst.card.type != "character":
        return None
    allowed = effects.applies(st, "marshal_from", seat, f"discard:{SEATS[inst.owner]}")
    return inst.owner if allowed else None


def check_card_to_play(
    st: GameState, seat: int, cid: str, attach_to: str | None, rule: str, zone: str = "hand"
) -> str | None:
    """Common checks for a card entering play from hand (or ``zone``: shadows); returns the
    unique original if it enters as a duplicate ([R-DUP-1], [R-DEAD-3], [R-ATTACH-3..4])."""
    if st.melee and st.players[seat].eliminated:
        raise RuleError("R-ELIM-1", f"{SEATS[seat]} has been eliminated")
    foreign = foreign_discard_owner(st, seat, cid) if rule == "R-MARSHAL-1" else None
    if foreign is not None:  # an opponent's card: no duplicate of it, one title at most
        _check_foreign(st, seat, foreign, cid)
        return None
    where = _marshaled_from(st, cid, rule) if zone == "hand" else zone
    own_cards(st, seat, [cid], where, rule)
    card = st.cards[cid].card
    if card.type not in DRAW_TYPES:
        raise RuleError(
            "R-MARSHAL-4" if card.type == "event" else rule,
            f"{card.name} is a {card.type} and cannot be put into play this way",
        )
    if card.unique and rules.copies_in(st, st.players[seat].dead, card.name):
        raise RuleError("R-DEAD-3", f"a copy of {card.name} is in {SEATS[seat]}'s dead pile")
    if effects.applies(st, "cannot", seat, f"enter:{card.name}"):  # The Iron Bank Will ...
        raise RuleError("R-CANNOT-1", f"card text forbids {SEATS[seat]} to bring {card.name} in")
    if attach_to is not None and rule == "R-MARSHAL-1" and dupe_host(st, seat, cid, attach_to):
        return attach_to  # marshaled as its duplicate, at no cost ([R-DUP-3])
    original = rules.unique_in_play(st, seat, card.name) if card.unique else None
    if original is not None and card.type not in ruleset(st.ruleset).duplicate_types:
        # HBO: only unique characters take duplicates ([H-DUP-9])
        raise RuleError(
            "H-DUP-9", f"{card.name} is in play and only unique characters take duplicates"
        )
    if (
        card.unique
        and original is None
        and rules.copies_in(st, st.players[seat].in_play, card.name)
    ):
        raise RuleError(
            "R-UNIQUE-1",
            f"{SEATS[seat]} already has a copy of {card.name} in play "
            "(one the player does not own: no duplicate)",
        )
    if original is None and card.type == "attachment":
        attach_rules.check_host(st, seat, cid, attach_to, "R-ATTACH-3")
    elif attach_to is not None:
        raise RuleError(
            "R-MARSHAL-5",
            f"{card.name} is not an attachment (or enters as a duplicate): it does not attach",
        )
    return original


def _check_foreign(st: GameState, seat: int, owner: int, cid: str) -> None:
    """A character of ``owner``'s discard pile marshaled by ``seat``: a unique one whose copy
    is in either dead pile or under ``seat``'s control cannot enter play ([R-DEAD-3],
    [R-UNIQUE-3]); card text may forbid its title (The Iron Bank Will ...)."""
    card = st.cards[cid].card
    if card.unique:
        for who in {owner, seat}:
            if rules.copies_in(st, st.players[who].dead, card.name):
                raise RuleError("R-DEAD-3", f"a copy of {card.name} is in a dead pile")
        if rules.copies_in(st, st.players[seat].in_play, card.name):
            raise RuleError("R-UNIQUE-3", f"{SEATS[seat]} already has a copy of {card.name}")
    if effects.applies(st, "cannot", seat, f"enter:{card.name}"):
        raise RuleError("R-CANNOT-1", f"card text forbids {SEATS[seat]} to bring {card.name} in")


def dupe_host(st: GameState, seat: int, cid: str, host: str) -> bool:
    """Whether card text lets ``cid`` (a non-attachment in hand) be marshaled as a duplicate
    on ``host``: a ``dupe_on`` contribution on the card, named by a Trait, and ``host`` a
    character with that Trait the player owns and controls ("may be marshaled as a duplicate
    on a Lady character you own and control": Lady-in-Waiting)."""
    if st.cards[cid].card.type == "attachment" or host not in st.cards:
        return False
    target = st.cards[host]
    if target.zone != "play" or target.card.type != "character" or target.host is not None:
        return False
    if target.owner != seat or target.controller != seat:
        return False
    traits = [c.name for c in effects.contributions(st, "dupe_on") if c.target == cid]
    return any(has_trait(st, host, trait) for trait in traits)


def check_marshal(st: GameState, ev: MarshalEvent) -> None:
    seat = seat_of(st, ev)
    original = check_card_to_play(st, seat, ev.card, ev.attach_to, "R-MARSHAL-1")
    card = st.cards[ev.card].card
    cost = 0 if original else marshal_cost(st, seat, card.cost or 0, card, ev.card)  # [R-DUP-3]
    if not original and effects.applies(st, "cannot", seat, f"marshal:{card.type}"):
        raise RuleError("R-MARSHAL-6", f"card text forbids marshaling a {card.type} now")
    if effects.applies(st, "cannot", seat, f"title:{card.name}"):  # "any copy" (Tris Botley)
        raise RuleError("R-MARSHAL-6", f"card text forbids marshaling a copy of {card.name}")
    if ev.cost is not None and ev.cost != cost:
        message = f"{card.name} costs {cost}, the log says {ev.cost}"
        raise ValueDisagreement("R-COST-1", message, ("cost",))
    if cost > st.players[seat].gold:
        raise ValueDisagreement(
            "F-AW-3-3",
            f"{card.name} costs {cost}; the gold pool holds {st.players[seat].gold}",
            ("cost", "gold"),
        )
    if not original and card.keywords.limited and limited_spent(st, seat):
        raise RuleError("R-KW-LIMITED-1", "only one limited card may be marshaled each round")


def apply_marshal(st: GameState, ev: MarshalEvent) -> None:
    seat, cid = seat_of(st, ev), ev.card
    player, card = st.players[seat], st.cards[cid].card
    dupe_of = ev.attach_to if ev.attach_to and dupe_host(st, seat, cid, ev.attach_to) else None
    duplicate = dupe_of or (card.unique and rules.unique_in_play(st, seat, card.name))
    if not duplicate:
        player.gold -= marshal_cost(st, seat, card.cost or 0, card, cid)
        player.limited_used = player.limited_used or card.keywords.limited
        player.limited_count += 1 if card.keywords.limited else 0
        player.marshaled.append(cid)
        use_cost_changes(st, seat, card)
    host = None if dupe_of else ev.attach_to
    enter_play(st, cid, seat, host, how="marshal", dupe_of=dupe_of)
    effects.happen(
        st,
        "entered_play",
        seat,
        cid,
        how="marshal",
        phase=st.phase,
        during_challenge=st.challenge is not None,
    )


def limited_spent(st: GameState, seat: int) -> bool:
    """Whether the player has marshaled or played as many limited cards this round as allowed:
    one ([R-KW-LIMITED-1]), plus what card text adds (a ``limited`` contribution)."""
    allowed = 1 + effects.total(st, "limited", seat)
    return st.players[seat].limited_count >= allowed


def marshal_cost(st: GameState, seat: int, printed: int, card: Card, cid: str | None = None) -> int:
    """The printed cost after card text's reductions and increases, never below 0; then the
    reductions this very card's text makes (``own_cost`` on ``cid``, value the reduction,
    name the minimum: "Reduce the cost to marshal Grizzled Miner by 1 for each ... (to a
    minimum of 1)")."""
    cost = max(0, printed + cost_change(st, seat, card))
    if cid is None:
        return cost
    for c in effects.contributions(st, "own_cost"):
        if c.target == cid:
            cost = max(cost - c.value, min(cost, int(c.name or 0)))
    return cost


def ambush_cost(st: GameState, cid: str) -> int | None:
    """The card's ambush (X): printed, or gained from card text (contribution ``ambush`` on
    the card in hand, value X); None without ambush ([R-KW-3]: several sources count once)."""
    inst = st.cards[cid]
    printed = inst.card.keywords.ambush
    if printed is None:
        gained = [c.value for c in effects.contributions(st, "ambush") if c.target == cid]
        printed = min(gained) if gained else None
    if printed is None:
        return None
    # card text: "Reduce the cost to ambush X by 1 ..." (``ambush_cost`` on the card), "the
    # next card you play or ambush" (a cost change whose match ends "|ambush")
    reduced = printed - effects.total(st, "ambush_cost", cid)
    return max(0, reduced + cost_change(st, inst.owner, inst.card, ambushing=True))


def check_ambush(st: GameState, ev: Ambush) -> None:
    seat = seat_of(st, ev)
    if "ambush" not in ruleset(st.ruleset).keywords:  # HBO: no ambush keyword ([H-2E-19])
        raise RuleError("H-KW-1", "this game has no ambush keyword (only limited, renown, stealth)")
    check_card_to_play(st, seat, ev.card, ev.attach_to, "R-KW-AMBUSH-1")
    x = ambush_cost(st, ev.card)
    if x is None:
        raise RuleError("R-KW-AMBUSH-1", f"{ev.card} has no ambush keyword")
    if x > st.players[seat].gold:
        raise RuleError(
            "R-KW-AMBUSH-1", f"ambush costs {x}; the gold pool holds {st.players[seat].gold}"
        )


def apply_ambush(st: GameState, ev: Ambush) -> None:
    """Put into play, not marshaled: limited does not count it ([R-KW-AMBUSH-2])."""
    seat = seat_of(st, ev)
    st.players[seat].gold -= ambush_cost(st, ev.card) or 0
    use_cost_changes(st, seat, st.cards[ev.card].card, ambushing=True)
    enter_play(st, ev.card, seat, ev.attach_to, how="ambush")
    effects.happen(
        st,
        "entered_play",
        seat,
        ev.card,
        how="ambush",
        phase=st.phase,
        during_challenge=st.challenge is not None,
    )


def fits_pass(st: GameState, ev: Pass) -> bool:
    return st.step in flow.ACTION_WINDOWS


def apply_pass(st: GameState, ev: Pass) -> None:
    """Closes the current window. In the marshaling and challenges windows only the active
    player's pass ends his or her turn ([F-3.3], [R-PASS-4]); the other player's pass there
    only gives up that opportunity to act ([R-PASS-3])."""
    if st.step in ("F-AW-3", "F-AW-4.1") and st.active != seat_of(st, ev):
        return
    flow.advance(st)


def fits_marshal(st: GameState, ev: MarshalEvent) -> bool:
    """Marshaling is the active player's, in the marshaling action window ([F-AW-3-1])."""
    return st.step == "F-AW-3" and st.active == seat_of(st, ev)
