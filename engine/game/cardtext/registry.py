"""Card scripts registered by card code, and the provider of their constant abilities."""

from __future__ import annotations

from engine.game.cardtext.model import Script
from engine.game.effects import Contribution
from engine.game.state import CardInst, GameState, iter_in_play

SCRIPTS: dict[str, Script] = {}
# The codes whose constant abilities can add each contribution kind: the derived-value
# functions ask by kind after nearly every event, and most kinds have no source in play.
_KINDS_OF: dict[str, set[str]] = {}  # the contribution kinds of each code's constants
_HAND_CODES: set[str] = set()  # the codes with a constant ability active from the hand
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
        if any(c.from_hand for c in script.constants):
            _HAND_CODES.add(script.code)
        for constant in script.constants:
            _KINDS_OF.setdefault(script.code, set()).update(constant.kinds)


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
    blank = set() if kind == "blank" else _blanked(st)
    found: list[Contribution] = []
    for cid in sources:
        if cid in blank:
            continue
        inst = st.cards[cid]
        for constant in SCRIPTS[inst.card.code].constants:
            if kind in constant.kinds and (inst.zone != "hand" or constant.from_hand):
                found += [c for c in constant.contribute(st, inst) if c.kind == kind]
    return found


def _constant_sources(st: GameState) -> dict[str, tuple[str, ...]]:
    """By contribution kind, the ids of the cards whose text is active and has a constant
    ability of that kind, kept in ``GameState.text_sources`` until a card moves between
    areas (``GameState.zone_version``): the derived-value functions ask after nearly every
    event, mostly for kinds no card in play has."""
    found: dict[str, list[str]] = {}
    for inst in _text_cards(st) + _in_hands(st):
        for kind in _KINDS_OF.get(inst.card.code, ()):
            found.setdefault(kind, []).append(inst.id)
    by_kind = {kind: tuple(ids) for kind, ids in found.items()}
    st.text_sources = (st.zone_version, by_kind)
    return by_kind


def _blanked(st: GameState) -> set[str]:
    return {str(c.target) for c in constant_contributions(st, "blank")} | {
        str(e.contribution.target) for e in st.lasting if e.contribution.kind == "blank"
    }


def _text_cards(st: GameState) -> list[CardInst]:
    found = list(iter_in_play(st))
    for player in st.players:
        if player.revealed is not None:
            found.append(st.cards[player.revealed])
        if player.agenda is not None:
            found.append(st.cards[player.agenda])
    return found


def _in_hands(st: GameState) -> list[CardInst]:
    """The cards in hand whose constant ability works from there ("While X is in your hand,
    he gains ..."): none unless such a code is registered."""
    if not _HAND_CODES:
        return []
    cards = st.cards
    return [cards[cid] for p in st.players for cid in p.hand if cards[cid].card.code in _HAND_CODES]
