"""The legal options of a game state (``legal_options``), the one generator under both the
public decisions API (``engine.game.play.decisions``, the live tracker) and the simulator
(``engine.game.simulate``).

``choice`` holds the ``Choice`` value and ``is_legal``; ``phases`` the options of setup and of
the round's phases outside challenges; ``challenges`` those of the challenges phase and of
dominance. See ``choice`` for what a choice is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.game.logformat.log import SEATS
from engine.game.play.offers import ability_offers
from engine.game.play.options import challenges, phases
from engine.game.play.options.challenges import ambush_choices
from engine.game.play.options.choice import KEYWORD_TYPES, Choice, Event, is_legal
from engine.game.play.options.phases import checkpoint_fields
from engine.game.rulesets.hbo.texts import must_discard
from engine.game.state.model import GameState

__all__ = [
    "KEYWORD_TYPES",
    "Choice",
    "Event",
    "ambush_choices",
    "card_ability_choices",
    "checkpoint_fields",
    "is_legal",
    "legal_options",
]


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
    borrowed = phases.borrowed_when_revealed(st) if st.phase != "plot" else []
    if borrowed:  # "as if you had just revealed it" outside the plot phase (Tyrion's Chain)
        return borrowed
    builder = _BY_STEP.get(st.step)
    return builder(st) if builder is not None else []


def card_ability_choices(st: GameState) -> list[Choice]:
    """The scripted card abilities usable now (``engine.game.play.offers``): optional
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


_BY_STEP: dict[str, Callable[[GameState], list[Choice]]] = {
    "S-2": phases.first_player,
    "S-7-1": phases.mulligan,
    "S-8": phases.setup,
    "F-1.2": phases.plot,
    "F-1.3.I": phases.initiative,
    "F-1.3.II": phases.first_player,
    "F-1.3.III": phases.when_revealed,
    "F-1.4": phases.titles,
    "F-AW-4.2": challenges.redirect,
    "F-AW-3": phases.marshal,
    "F-AW-4.1": challenges.challenges,
    "F-4.2.1": challenges.defenders,
    "F-4.2.2": challenges.result,
    "F-4.2.4": challenges.claim,
    "F-4.2.5": challenges.keywords,
    "F-AW-5": challenges.dominance,
    "F-7.3": phases.reserve,
    "F-AW-6": phases.stand,
    "F-AW-7": phases.checkpoint,
}
