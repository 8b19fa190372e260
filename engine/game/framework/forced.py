"""Forced abilities resolve by themselves ([R-FORCED-1], [R-ABIL-3]).

After each game action (an event, a framework step) ``settle`` looks at what happened during
it. A scripted forced interrupt or reaction whose triggering condition is among those:
- resolves at once when it needs no choice (no target, no named choice, no chance outcome),
  like the framework's consequences; its effects are kept so that a log that states it can
  be checked;
- otherwise it is due: the log must resolve it next (``check_due`` refuses any other game
  event, naming the card).
"""

from __future__ import annotations

from typing import Final

from engine.game.cardtext.model import Ability, Script, TriggerFn, Use, kinds_answered
from engine.game.cardtext.registry import FORCED, script_for
from engine.game.cardtext.verify import answer_key, name_of
from engine.game.logformat.log import HBO
from engine.game.moves.primitives import apply_primitive
from engine.game.state import effects
from engine.game.state.model import CardInst, GameState, RuleError, iter_in_play

_TEXT_ZONES: Final = ("play", "plot", "agenda")  # where a forced ability's text is active


def _active(st: GameState, inst: CardInst) -> bool:
    """Whether the card's text can act: in play, a revealed plot or an agenda, of a player
    still in the game."""
    return inst.zone in _TEXT_ZONES and not st.players[inst.controller].eliminated


def settle(st: GameState) -> None:
    """Resolve the forced abilities of what happened, in order (forced abilities of the
    same moment in the order the cards are in play: the first player's choice,
    [R-FORCED-3], is not logged)."""
    if not FORCED or st.ruleset == HBO:
        st.forced_queue.clear()
        return
    drop_inactive(st)
    if st.over:
        st.forced_queue.clear()
        return
    sources, listened = _forced_sources(st)
    if not sources:  # no card with a forced ability is where its text acts (most of a game)
        st.forced_queue.clear()
        return
    blank: set[str | int | None] | None = None  # asked when first needed, again after a
    while st.forced_queue:  # resolution (the triggers and conditions only read the state)
        happening = st.forced_queue.pop(0)
        kind = happening.kind
        if listened is not None and kind not in listened:
            continue  # no trigger of theirs can be true of it (``model.answering``)
        fresh = sources, listened
        for cid in sources:  # never rebound inside: mypyc (engine.native) reads it each turn
            inst = st.cards[cid]
            if not _active(st, inst):
                continue  # (melee) an eliminated player's cards do nothing ([R-ELIM-1])
            if inst.zone == "play":
                if blank is None:
                    blank = _blanked(st)
                if cid in blank:
                    continue  # a blank text box has no forced ability ([R-BLANK-1])
            for index, ability, trigger, kinds in _forced_abilities(inst.card.code):
                if kinds is not None and kind not in kinds:
                    continue  # its trigger is False for this kind: not asked
                use = Use(inst.controller, cid, ability, index, [], [], None, None, happening)
                if not trigger(st, use, happening):
                    continue
                if ability.condition is not None and ability.condition(st, use) is not None:
                    continue
                if ability.targets or ability.choices or ability.chance:
                    st.forced_due.append((cid, index))
                    continue
                _resolve(st, use)
                fresh = _forced_sources(st)  # what it did may have changed the cards in play
                blank = None
        sources, listened = fresh  # for the next happening


def drop_inactive(st: GameState) -> None:
    """A due forced ability whose card left play, whose player is out of the game
    ([R-ELIM-1]) or that a game over stopped ([R-WIN-2]) is gone."""
    if st.forced_due:
        st.forced_due = [] if st.over else [
            (cid, i) for cid, i in st.forced_due if _active(st, st.cards[cid])
        ]  # fmt: skip


def _blanked(st: GameState) -> set[str | int | None]:
    """The cards whose text box card text treats as blank now ([R-BLANK-1])."""
    return {c.target for c in effects.contributions(st, "blank")}


# By card code: its script and that script's forced abilities with a trigger, with their
# 1-based index among its abilities and the happening kinds the trigger declares it answers
# (None: any; ``model.kinds_answered``) (a script registered again is looked at again).
Forced = tuple[int, Ability, TriggerFn, frozenset[str] | None]
_FORCED_OF: Final[dict[str, tuple[Script, tuple[Forced, ...]]]] = {}


def _forced_abilities(code: str) -> tuple[Forced, ...]:
    script = script_for(code)
    assert script is not None
    known = _FORCED_OF.get(code)
    if known is None or known[0] is not script:
        found = tuple(
            (index, ability, ability.trigger, kinds_answered(ability.trigger))
            for index, ability in enumerate(script.abilities, start=1)
            if ability.kind == "forced" and ability.trigger is not None
        )
        known = _FORCED_OF[code] = (script, found)
    return known[1]


def _forced_sources(st: GameState) -> tuple[tuple[str, ...], frozenset[str] | None]:
    """The ids of the cards in play, revealed plots and agendas with a forced ability, and
    the happening kinds their triggers answer (None: a trigger declares none, so any kind),
    looked up again only when a card with text has moved between areas
    (``GameState.zone_version``)."""
    version, ids, listened = st.forced_sources
    if version != st.zone_version:
        found = [inst.id for inst in iter_in_play(st) if inst.card.code in FORCED]
        for player in st.players:
            for shown in (player.revealed, player.agenda):
                if shown is not None and st.cards[shown].card.code in FORCED:
                    found.append(shown)
        ids = tuple(found)
        listened = _listened(st, ids)
        st.forced_sources = (st.zone_version, ids, listened)
    return ids, listened


def _listened(st: GameState, ids: tuple[str, ...]) -> frozenset[str] | None:
    """The happening kinds some forced ability of these cards answers (None: any)."""
    kinds: set[str] = set()
    for cid in ids:
        for _, _, _, answered in _forced_abilities(st.cards[cid].card.code):
            if answered is None:
                return None
            kinds |= answered
    return frozenset(kinds)


def _resolve(st: GameState, use: Use) -> None:
    derived = use.ability.effect(st, use)
    assert use.answers is not None
    key = answer_key(use, use.answers)
    st.uses[key] = 1
    st.forced_done[key] = derived
    for prim in derived:
        apply_primitive(st, use.seat, prim)


def check_due(st: GameState) -> None:
    """A forced ability that needs a choice must be resolved before anything else happens
    ([R-FORCED-1])."""
    problem = due_problem(st)
    if problem is not None:
        raise problem


def due_problem(st: GameState) -> RuleError | None:
    """Why nothing else may happen yet: a forced ability that needs a choice is due, or None
    (also asked before the framework leaves a step, ``flow.blocking``)."""
    if not st.forced_due or st.over:  # nothing is used after the game ended ([R-WIN-2])
        return None
    source, index = st.forced_due[0]
    script = script_for(st.cards[source].card.code)
    kind = script.abilities[index - 1].kind if script else "forced"
    rule = "R-WHENREV-1" if kind == "when_revealed" else "R-FORCED-1"  # a plot text revealed
    return RuleError(
        rule,
        f"{name_of(st, source)} ({source}): its {kind.replace('_', ' ')} ability {index} must "
        "resolve first (log it, with its choice)",
    )


effects.install_settler(settle)
