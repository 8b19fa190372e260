"""The modifiers of a revealed plot's values that card text contributes beside the printed
ones: a base replaced, a value set, a reduction to a minimum, and which cards lose their
positive gold modifiers (``model.plot_value`` adds them up)."""

from __future__ import annotations

from engine.game.state import effects
from engine.game.state.effects import EffectsState
from engine.game.state.parts import CardInst


def plot_base(st: EffectsState, index: int, stat: str, base: int) -> int:
    """ "Treat the base initiative value on each revealed plot card as if it were 0" (Snowed
    Under): a ``plot_base`` contribution named by the stat, on the seat (None: every
    player's plot), its value the base the modifiers then apply to ([R-BASE-1], [R-MOD-2]);
    the lowest when several apply."""
    found = [
        c.value
        for c in effects.contributions(st, "plot_base")
        if c.name == stat and c.target in (None, index)
    ]
    return min(found) if found else base


def plot_set(st: EffectsState, index: int, stat: str) -> int | None:
    """A value of the seat's revealed plot card text "sets" (a ``plot_set`` contribution on
    the seat, named by the stat: Burning on the Sand): it overrides every other modifier,
    the latest set winning ([R-MOD-5]); None when no text sets it."""
    found = [
        c.value
        for c in effects.contributions(st, "plot_set")
        if c.target == index and c.name == stat
    ]
    return max(0, found[-1]) if found else None


def gives_no_bonus(inst: CardInst) -> bool:
    """A card whose positive gold modifiers ``no_gold_bonus`` removes: a character or a
    location."""
    return inst.card.type in ("character", "location")


def plot_cuts(st: EffectsState, index: int, stat: str, total: int) -> int:
    """ "Reduce the reserve value ... by 2 (to a minimum of 2)": a ``plot_cut`` contribution
    on the seat, named ``<stat>:<minimum>``, value the reduction, applied after every other
    modifier; it lowers the value down to the minimum at most, never raises it."""
    for c in effects.contributions(st, "plot_cut"):
        if c.target != index:
            continue
        name, _, floor = c.name.partition(":")
        if name == stat:
            total -= max(0, min(c.value, total - int(floor or 0)))
    return total
