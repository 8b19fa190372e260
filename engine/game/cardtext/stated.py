"""An ability's effects as the log states them and as its script derives them: compared as
what can be observed in the game, in any order, and shown in refusals (``cardtext.verify``)."""

from __future__ import annotations

from typing import Final

import orjson

from engine.game.cardtext.model import Prim


def same_effects(a: list[Prim], b: list[Prim]) -> bool:
    """Whether two lists of primitives state the same game, in any order ([R-EFFECT-1])."""
    return _multiset(a) == _multiset(b)


def _multiset(prims: list[Prim]) -> list[bytes]:
    """The primitives as what can be observed in the game, in any order."""
    return sorted(orjson.dumps(observable(p), option=orjson.OPT_SORT_KEYS) for p in prims)


# What a primitive says of the text rather than of the game: "(cannot be saved)" is the card's
# own words, which the replay applies from the text whether the log repeats them or not.
_TEXT_FLAGS: Final = frozenset({"cannot_be_saved"})
# Optional fields at their default value say nothing ("lose": false is a gained icon)
_DEFAULTS: Final = {"mode": "add"}


def observable(prim: Prim) -> Prim:
    """A primitive as it can be observed in the game: without the flags that restate the
    card's text and without optional fields at their defaults. A stated effect is compared
    in this form ([R-EFFECT-1]): a log that leaves them out states the same game."""
    return {
        k: v
        for k, v in prim.items()
        if k not in _TEXT_FLAGS and v is not False and not (k in _DEFAULTS and _DEFAULTS[k] == v)
    }


def shown(prims: list[Prim]) -> str:
    return ", ".join(_words(p) for p in prims) or "nothing"


def _words(prim: Prim) -> str:
    args = ", ".join(f"{k}={v}" for k, v in sorted(prim.items()) if k != "op")
    return f"{prim['op']}({args})"
