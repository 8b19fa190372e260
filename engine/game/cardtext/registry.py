"""Card scripts registered by card code, and the provider of their constant abilities."""

from __future__ import annotations

from engine.game.cardtext.model import Script
from engine.game.effects import Contribution
from engine.game.state import CardInst, GameState, iter_in_play

SCRIPTS: dict[str, Script] = {}
# The codes whose constant abilities can add each contribution kind: the derived-value
# functions ask by kind after nearly every event, and most kinds have no source in play.
_BY_KIND: dict[str, set[str]] = {}
_CONSTANT_CODES: set[str] = set()  # the codes with any constant ability
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
        if script.constants:
            _CONSTANT_CODES.add(script.code)
        for constant in script.constants:
            for kind in constant.kinds:
                _BY_KIND.setdefault(kind, set()).add(script.code)


def script_for(code: str) -> Script | None:
    return SCRIPTS.get(code)


def constant_contributions(st: GameState, kind: str) -> list[Contribution]:
    """What the constant abilities of the cards whose text is active add to ``kind``: cards
    in play, revealed plots and agendas ([R-CONST-2]); a blanked card adds nothing
    ([R-BLANK-1])."""
    codes = _BY_KIND.get(kind)
    if not codes:
        return []
    cards = st.cards
    sources = [cards[cid] for cid in _constant_sources(st) if cards[cid].card.code in codes]
    if not sources:
        return []
    blank = set() if kind == "blank" else _blanked(st)
    found: list[Contribution] = []
    for inst in sources:
        if inst.id in blank:
            continue
        for constant in SCRIPTS[inst.card.code].constants:
            if kind in constant.kinds:
                found += [c for c in constant.contribute(st, inst) if c.kind == kind]
    return found


def _constant_sources(st: GameState) -> tuple[str, ...]:
    """The ids of the cards whose text is active and has a constant ability, computed again
    only when a card has moved between areas since (``GameState.zone_version``): the
    derived-value functions ask after nearly every event."""
    version, ids = st.text_sources
    if version != st.zone_version:
        ids = tuple(i.id for i in _text_cards(st) if i.card.code in _CONSTANT_CODES)
        st.text_sources = (st.zone_version, ids)
    return ids


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
