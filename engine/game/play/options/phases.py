"""The options of setup and of the round's phases outside challenges: first player, mulligan,
setup, plot, initiative, When Revealed, titles (melee), marshaling, reserve, checkpoint."""

from __future__ import annotations

from typing import Any

from engine.game.cardtext import verify
from engine.game.framework import flow
from engine.game.logformat.log import SEATS
from engine.game.moves.plots import borrowed_due, in_plot_deck
from engine.game.play.handlers.marshal import foreign_discard_owner
from engine.game.play.offers import offers
from engine.game.play.options.choice import Choice, is_legal
from engine.game.rules import checks as rules
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.rulesets.melee.titles import removed_count
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import GameState, plot_value, power_total


def first_player(st: GameState) -> list[Choice]:
    """[S-2] a random first player (chance); [F-1.3.II] the initiative winner's choice."""
    if st.step == "S-2" and (st.first is not None or not ruleset(st.ruleset).setup_first_player):
        return []  # HBO: no first player at setup ([H-SETUP-NOFP])
    if st.step == "F-1.3.II" and st.first_chosen:
        return []
    chooser = None if st.step == "S-2" else SEATS[st.initiative or 0]
    return [
        Choice("first_player", p.key, {"note": f"chosen by {chooser}"} if chooser else {})
        for p in st.players
        if not p.eliminated and is_legal(st, {"type": "first_player", "seat": p.key})
    ]


def mulligan(st: GameState) -> list[Choice]:
    for i in st.order():
        if st.players[i].mulligan is None:
            key = SEATS[i]
            return [Choice("mulligan", key, {"mulligan": m}) for m in (False, True)]
    return []


def setup(st: GameState) -> list[Choice]:
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


def plot(st: GameState) -> list[Choice]:
    """[F-1.2] each player chooses a plot from his or her plot deck ([R-PLOT-9])."""
    for i in st.order():
        p = st.players[i]
        if p.chosen_plot is None:
            return [Choice("plot", p.key, {"card": c}) for c in in_plot_deck(st, p)]
    return []


def initiative(st: GameState) -> list[Choice]:
    """[F-1.3.I] a consequence, or a random draw when tied on initiative and power."""
    if st.initiative_random:
        return [Choice("initiative", SEATS[i], {"tiebreak": "random"}) for i in st.initiative_tied]
    return [Choice("initiative", SEATS[st.initiative or 0], {}, optional=True)]


def when_revealed(st: GameState) -> list[Choice]:
    """[R-WHENREV-1] a revealed plot's When Revealed ability must resolve: each use its
    script allows (targets, choices, the cards drawn), or, for a plot without a script, an
    ability event without effects (counted as unverified by the replay)."""
    for i in st.order():
        plot = st.players[i].revealed
        if plot and plot not in st.when_revealed_used and flow.has_when_revealed(st, plot):
            return _when_revealed_of(st, i, plot)
    return borrowed_when_revealed(st)


def borrowed_when_revealed(st: GameState) -> list[Choice]:
    """[R-WHENREV-1] a When Revealed ability initiated "as if you had just revealed it"
    (Pulling the Strings, Varys's Riddle, Tyrion's Chain) is due: each use its script
    allows, for its borrower (a plot without a script: the bare event)."""
    for seat, plot in borrowed_due(st):
        if flow.has_when_revealed(st, plot):
            return _when_revealed_of(st, seat, plot)
    return []


def _when_revealed_of(st: GameState, seat: int, plot: str) -> list[Choice]:
    """The uses of ``plot``'s When Revealed ability ``seat`` may log now."""
    if verify.scripted(st, plot) is None:
        return [Choice("ability", SEATS[seat], {"source": plot, "kind": "when_revealed"})]
    offered = offers(st, seat, plot, "when_revealed")
    bare = [{"source": plot, "kind": "when_revealed"}]
    return [Choice("ability", SEATS[seat], f) for f in offered or bare]


def marshal(st: GameState) -> list[Choice]:
    """[F-AW-3] the active player marshals a card (with every legal host for attachments)
    or passes ([F-3.3]). The stated ``cost`` (checked, [R-COST-1]) is 0 for a duplicate
    ([R-DUP-3])."""
    assert st.active is not None
    key = SEATS[st.active]
    choices = [Choice("pass", key, {})]
    hosts = [c for p in st.players for c in p.in_play]
    # and the cards facedown on its cards (Dothraki Handmaiden: "as if in your hand")
    facedown = [f for c in st.players[st.active].in_play for f in st.cards[c].facedown]
    # and the characters of opponents' discard piles card text lets it marshal (Night Gathers)
    foreign = _foreign_discards(st, st.active)
    for cid in [*st.players[st.active].hand, *facedown, *foreign]:
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


def _foreign_discards(st: GameState, seat: int) -> list[str]:
    """The characters of other players' discard piles ``seat`` may marshal now (a lasting
    ``marshal_from`` on the seat: looked for only while one is in force)."""
    if not any(c.target == seat for c in effects.contributions(st, "marshal_from")):
        return []
    return [
        cid
        for p in st.players
        if p.index != seat
        for cid in p.discard
        if foreign_discard_owner(st, seat, cid) is not None
    ]


def titles(st: GameState) -> list[Choice]:
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


def reserve(st: GameState) -> list[Choice]:
    """[F-7.3] in player order, a player over reserve discards down to it."""
    for i in st.order():
        p = st.players[i]
        if not p.reserve_done:
            excess = len(p.hand) - plot_value(st, i, "reserve")
            return [Choice("reserve", p.key, {}, False, tuple(p.hand), "cards", excess, excess)]
    return []


def stand(st: GameState) -> list[Choice]:
    """[F-6.2] card text caps how many characters stand: the player picks them."""
    for p in st.players:
        if p.stand_limit is not None:
            pool = tuple(rules.standable_characters(st, p.index))
            n = min(p.stand_limit, len(pool))
            return [Choice("stand", p.key, {}, False, pool, "cards", n, n)]
    return []


def checkpoint_fields(st: GameState) -> dict[str, Any]:
    """The end-of-round counts a careful tracker writes down (LOG-CHECKPOINT)."""
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


def checkpoint(st: GameState) -> list[Choice]:
    return [Choice("checkpoint", None, checkpoint_fields(st), optional=True)]
