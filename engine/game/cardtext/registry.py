"""Card scripts registered by card code, and the provider of their constant abilities."""

from __future__ import annotations

from typing import Final

from engine.game.cardtext.model import Constant, ConstantFn, ConstantToFn, Script
from engine.game.state import effects
from engine.game.state.effects import TEXT_AREAS, Contribution, TextSources
from engine.game.state.model import CardInst, GameState, iter_in_play

SCRIPTS: Final[dict[str, Script]] = {}
# A constant ability's function, and whether it may add other kinds than the one asked (its
# answer is then filtered by kind).
_Fn = tuple[ConstantFn, bool]
# The same ability for a question about one target (``constant_contributions_to``): its
# shortcut for one target if any, the function, whether it may add other kinds, its names.
_To = tuple[ConstantToFn | None, ConstantFn, bool, frozenset[str] | None]
# A code's constant abilities that add one kind in one area, in printed order: as ``_Fn``
# and as ``_To``.
_Entry = tuple[tuple[_Fn, ...], tuple[_To, ...]]
# By card code, then where its card is ("play": in play, a revealed plot or an agenda; else an
# out-of-play area of ``_AREA_CODES``), then contribution kind: the constant abilities that can
# add that kind there. The derived-value functions ask by kind after nearly every event: the
# inner loop reads only what applies.
_TABLE: Final[dict[str, dict[str, dict[str, _Entry]]]] = {}
# A text source of one kind: the card's id and its constant abilities of that kind where it is.
Source = tuple[str, tuple[_Fn, ...], tuple[_To, ...]]


# The codes with a constant ability that works from an out-of-play area ("hand", "discard",
# "used")
_AREA_CODES: Final[dict[str, set[str]]] = {}
# The codes with a forced ability: looked at after every game action ([R-FORCED-1]).
FORCED: Final[set[str]] = set()


def register(*scripts: Script) -> None:
    """Register scripts by card code (a code registered twice is a programming error)."""
    for script in scripts:
        if script.code in SCRIPTS:
            raise ValueError(f"card {script.code} has two scripts")
        SCRIPTS[script.code] = script
        if any(a.kind == "forced" for a in script.abilities):
            FORCED.add(script.code)
        areas = {z for c in script.constants for z in c.zones} - {"play"}
        for area in areas:
            _AREA_CODES.setdefault(area, set()).add(script.code)
        if script.code in FORCED or script.constants:  # its moves change the sources below
            TEXT_AREAS[script.code] = frozenset({"play", "plot", "agenda", *areas})
        _index_constants(script)


def _index_constants(script: Script) -> None:
    """Fill ``_TABLE`` for the script's code."""
    table: dict[str, dict[str, list[Constant]]] = {}
    for constant in script.constants:
        for where in constant.zones:
            for kind in constant.kinds:
                table.setdefault(where, {}).setdefault(kind, []).append(constant)
    if table:
        _TABLE[script.code] = {
            where: {kind: _entry(found) for kind, found in kinds.items()}
            for where, kinds in table.items()
        }


def _entry(constants: list[Constant]) -> _Entry:
    fns = tuple((c.contribute, len(c.kinds) > 1) for c in constants)
    tos = tuple((c.contribute_to, c.contribute, len(c.kinds) > 1, c.names) for c in constants)
    return fns, tos


def script_for(code: str) -> Script | None:
    return SCRIPTS.get(code)


def _sources_of(
    st: GameState, kind: str
) -> tuple[dict[str, tuple[Source, ...]], tuple[Source, ...] | None]:
    """The cached sources by kind (``GameState.text_sources``, worked out again after a move
    that changes which texts apply) and those of ``kind`` (None: no card's text adds it)."""
    version, text = st.text_sources  # asked ~7 times an event, mostly for nothing
    if text is None or version != st.zone_version:
        text = _constant_sources(st)
    by_kind: dict[str, tuple[Source, ...]] = text.by_kind
    return by_kind, by_kind.get(kind)


def constant_contributions(st: GameState, kind: str) -> list[Contribution]:
    """What the constant abilities of the cards whose text is active add to ``kind``: cards
    in play, revealed plots and agendas ([R-CONST-2]); a blanked card adds nothing
    ([R-BLANK-1])."""
    by_kind, sources = _sources_of(st, kind)
    if not sources:
        return []
    # nothing is blanked when no text nor lasting effect can blank (most of a game)
    blank = _blanked(st) if kind != "blank" and ("blank" in by_kind or st.lasting) else ()
    found: list[Contribution] = []
    cards = st.cards
    for cid, fns, _ in sources:
        if blank and cid in blank:
            continue
        inst = cards[cid]
        for contribute, mixed in fns:
            if mixed:
                found += [c for c in contribute(st, inst) if c.kind == kind]
            else:
                found += contribute(st, inst)
    return found


def constant_contributions_to(
    st: GameState, kind: str, target: str | int | None, name: str
) -> list[Contribution]:
    """The contributions of ``constant_contributions(st, kind)`` to ``target`` (named
    ``name`` unless it is empty), in their order, working out only what may concern them:
    an ability whose ``names`` lack ``name`` is skipped, one with a ``contribute_to``
    answers for the target alone, and a source is looked at for a blank only when one of its
    abilities may answer. The abilities read the state and never change it, so what is not
    worked out could not change the answer (``effects.VERIFY_MEMO`` compares)."""
    by_kind, sources = _sources_of(st, kind)
    if not sources:
        return []
    may_blank = kind != "blank" and ("blank" in by_kind or st.lasting)
    found: list[Contribution] = []
    cards = st.cards
    for cid, _, tos in sources:
        inst = None
        for contribute_to, contribute, mixed, names in tos:
            if name and names is not None and name not in names:
                continue
            if inst is None:
                if may_blank and effects.applies(st, "blank", cid):
                    break  # [R-BLANK-1]
                inst = cards[cid]
            if contribute_to is not None:
                part = contribute_to(st, inst, target)
            else:
                part = [c for c in contribute(st, inst) if c.target == target]
            for c in part:
                if (not mixed or c.kind == kind) and (not name or c.name == name):
                    found.append(c)
    return found


def kinds_in_force(st: GameState) -> frozenset[str]:
    """The contribution kinds the constant abilities of the cards whose text is active may
    add now (``effects.may_apply``: the same set it reads from the cache)."""
    version, text = st.text_sources
    if text is None or version != st.zone_version:
        return _constant_sources(st).kinds
    if effects.VERIFY_MEMO:  # (tests) asked after every event and step: the cache holds
        _verify_sources(st, text)
    return text.kinds


def _verify_sources(st: GameState, text: TextSources) -> None:
    """The cached sources are those worked out now: every move that changes them counted in
    ``GameState.zone_version`` (``zones.take_out``, ``zones.arrived``, control, attachments)."""
    version = st.zone_version
    fresh = _constant_sources(st)
    st.text_sources = (version, text)
    if fresh != text:
        raise AssertionError(f"stale text sources: {text.by_kind} != {fresh.by_kind}")


def _constant_sources(st: GameState) -> TextSources:
    """By contribution kind, the cards whose text is active and has a constant ability of that
    kind where the card is (with those abilities), kept in ``GameState.text_sources`` until a
    card moves between areas (``GameState.zone_version``; a card's area, and so which of its
    abilities apply, cannot change before): the derived-value functions ask after nearly
    every event, mostly for kinds no card in play has."""
    found: dict[str, list[Source]] = {}
    for inst in [*_text_cards(st), *_area_cards(st)]:
        table = _TABLE.get(inst.card.code)
        if table is None:
            continue
        zone = inst.zone
        for kind, (fns, tos) in table.get(zone if zone in _AREA_CODES else "play", {}).items():
            found.setdefault(kind, []).append((inst.id, fns, tos))
    text = TextSources({kind: tuple(sources) for kind, sources in found.items()}, frozenset(found))
    st.text_sources = (st.zone_version, text)
    return text


def _area_cards(st: GameState) -> list[CardInst]:
    """The cards whose text works from their owner's hand or discard pile (``Constant.zones``),
    there now: looked for among the few cards of the game with such a text, not in every
    card of those piles (this runs after every move that changes which texts apply)."""
    cards = st.cards
    candidates = st.area_text_cards
    if candidates is None:
        wanted = set().union(*_AREA_CODES.values())
        candidates = tuple(cid for cid, inst in cards.items() if inst.card.code in wanted)
        st.area_text_cards = candidates
    found = []
    for cid in candidates:
        inst = cards[cid]
        codes = _AREA_CODES.get(inst.zone)
        if codes is not None and inst.card.code in codes:
            found.append(inst)
    return found


def _blanked(st: GameState) -> set[str]:
    """Blanked by constant abilities and lasting effects (``effects.contributions``: inside
    ``effects.read_only`` worked out once)."""
    return {str(c.target) for c in effects.contributions(st, "blank")}


def _text_cards(st: GameState) -> list[CardInst]:
    found = list(iter_in_play(st))
    for player in st.players:
        if player.revealed is not None:
            found.append(st.cards[player.revealed])
        if player.agenda is not None:
            found.append(st.cards[player.agenda])
    return found
