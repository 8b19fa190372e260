"""Card scripts registered by card code, and the provider of their constant abilities."""

from __future__ import annotations

from engine.game import effects
from engine.game.cardtext.model import Script
from engine.game.effects import TEXT_CODES, Contribution
from engine.game.state import CardInst, GameState, iter_in_play

SCRIPTS: dict[str, Script] = {}
# The codes whose constant abilities can add each contribution kind: the derived-value
# functions ask by kind after nearly every event, and most kinds have no source in play.
_KINDS_OF: dict[str, set[str]] = {}  # the contribution kinds of each code's constants
# The codes with a constant ability that works from an out-of-play area ("hand", "discard",
# "used")
_AREA_CODES: dict[str, set[str]] = {}
# The codes with a forced ability: looked at after every game action ([R-FORCED-1]).
FORCED: set[str] = set()


def register(*scripts: Script) -> None:
    """Register scripts by card code (a code registered twice is a programming error)."""
    for script in scripts:
        if script.code in SCRIPTS:
            raise ValueError(f"card {script.code} has two scripts")
        SCRIPTS[script.code] = script
        if any(a.kind == "forced" for a in script.abilities):
            FORCED.add(script.code)
        if script.code in FORCED or script.constants:
            TEXT_CODES.add(script.code)  # its moves change the sources below
        for constant in script.constants:
            _KINDS_OF.setdefault(script.code, set()).update(constant.kinds)
        for area in {z for c in script.constants for z in c.zones} - {"play"}:
            _AREA_CODES.setdefault(area, set()).add(script.code)


def script_for(code: str) -> Script | None:
    return SCRIPTS.get(code)


def constant_contributions(st: GameState, kind: str) -> list[Contribution]:
    """What the constant abilities of the cards whose text is active add to ``kind``: cards
    in play, revealed plots and agendas ([R-CONST-2]); a blanked card adds nothing
    ([R-BLANK-1])."""
    version, by_kind = st.text_sources  # inline: asked ~7 times an event, mostly for nothing
    if version != st.zone_version:
        by_kind = _constant_sources(st)
    sources = by_kind.get(kind)
    if not sources:
        return []
    # nothing is blanked when no text nor lasting effect can blank (most of a game)
    blank = _blanked(st) if kind != "blank" and ("blank" in by_kind or st.lasting) else ()
    found: list[Contribution] = []
    for cid in sources:
        if cid in blank:
            continue
        inst = st.cards[cid]
        where = inst.zone if inst.zone in _AREA_CODES else "play"
        for constant in SCRIPTS[inst.card.code].constants:
            if kind in constant.kinds and where in constant.zones:
                found += [c for c in constant.contribute(st, inst) if c.kind == kind]
    return found


def kinds_in_force(st: GameState) -> dict[str, tuple[str, ...]]:
    """The contribution kinds the constant abilities of the cards whose text is active may
    add now (the keys; ``effects.may_apply``)."""
    version, by_kind = st.text_sources
    return by_kind if version == st.zone_version else _constant_sources(st)


def _constant_sources(st: GameState) -> dict[str, tuple[str, ...]]:
    """By contribution kind, the ids of the cards whose text is active and has a constant
    ability of that kind, kept in ``GameState.text_sources`` until a card moves between
    areas (``GameState.zone_version``): the derived-value functions ask after nearly every
    event, mostly for kinds no card in play has."""
    found: dict[str, list[str]] = {}
    for inst in [*_text_cards(st), *_area_cards(st)]:
        for kind in _KINDS_OF.get(inst.card.code, ()):
            found.setdefault(kind, []).append(inst.id)
    by_kind = {kind: tuple(ids) for kind, ids in found.items()}
    st.text_sources = (st.zone_version, by_kind)
    return by_kind


def _area_cards(st: GameState) -> list[CardInst]:
    """The cards whose text works from their owner's hand or discard pile (``Constant.zones``),
    there now."""
    cards = st.cards
    return [
        cards[cid]
        for area, codes in _AREA_CODES.items()
        for player in st.players
        for cid in getattr(player, area)
        if cards[cid].card.code in codes
    ]


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
