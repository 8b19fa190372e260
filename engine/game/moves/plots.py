"""Revealing a plot, at the plot phase or by card text, and which plots count as the plot deck.

A revealed plot is placed on top of the one it replaces, which leaves play to the used pile
([R-PLOT-4]), or to the removed-from-game area when card text said so (a lasting ``leave_to``
effect named ``removed`` on the plot: The Rains of Castamere's "If that card leaves play,
remove it from the game"). Card text may set plots aside from the plot deck during the plot
phase (a contribution ``not_in_plot_deck`` on a seat, named by a trait: "During the plot phase,
Scheme cards are not considered to be in your plot deck"); they cannot be chosen at [F-1.2]
([R-PLOT-9]) and do not keep the used pile from returning ([F-1.3-3]).
"""

from __future__ import annotations

from typing import Any

from engine.game.cardtext.registry import script_for
from engine.game.logformat.log import HBO
from engine.game.rules.zones import arrived, place, take_out
from engine.game.state import effects
from engine.game.state.model import GameState, Player, RuleError


def set_aside(st: GameState, player: Player) -> list[str]:
    """The plots of the player's plot deck that card text says are not in it now."""
    traits = [
        c.name for c in effects.contributions(st, "not_in_plot_deck") if c.target == player.index
    ]
    if not traits:
        return []
    return [cid for cid in player.plot_deck if any(st.cards[cid].card.has_trait(t) for t in traits)]


def in_plot_deck(st: GameState, player: Player) -> list[str]:
    """The plots the player's plot deck holds for the rules now ([R-PLOT-9], [F-1.3-3])."""
    aside = set(set_aside(st, player))
    return [cid for cid in player.plot_deck if cid not in aside]


def check_choosable(st: GameState, player: Player, cid: str) -> None:
    """[R-PLOT-9] a plot chosen at [F-1.2] is in the plot deck, and not set aside by text."""
    if cid in set_aside(st, player):
        source = next(
            (c.source for c in effects.contributions(st, "not_in_plot_deck") if c.source), ""
        )
        why = f" ({st.cards[source].card.code} {st.cards[source].card.name})" if source else ""
        raise RuleError(
            "R-PLOT-9",
            f"{cid} is not considered to be in {player.key}'s plot deck during the plot phase{why}",
        )


def replace_revealed(st: GameState, player: Player, new: str) -> None:
    """[R-PLOT-4] ``new`` becomes the player's revealed plot; the previous one leaves play
    (to the used pile, or removed from the game), its tokens and lasting effects with it."""
    old = player.revealed
    if old is not None:
        dest = "removed" if _leaves_to_removed(st, old) else "used"
        take_out(st, old)
        place(st, old, dest)
        st.tokens.pop(old, None)  # tokens on a plot leave with it
        if st.lasting:
            st.lasting = [e for e in st.lasting if e.contribution.target != old]
    take_out(st, new)
    st.cards[new].zone, player.revealed = "plot", new
    arrived(st, new)
    effects.happen(st, "plot_revealed", player.index, new)
    if st.lasting and st.phase == "plot":
        _draws_if_revealed(st, player.index, new)


def _draws_if_revealed(st: GameState, revealer: int, plot: str) -> None:
    """A delayed effect "if an opponent reveals a plot card with that Trait during the next
    plot phase, draw 3 cards" (lasting ``draw_if_revealed`` on the seat, named by the trait):
    the draws are due at once, the log names them in a ``draw`` event ([R-DELAYED-2]); it
    resolves once."""
    card = st.cards[plot].card
    fired = []
    for effect in st.lasting:
        c = effect.contribution
        if c.kind != "draw_if_revealed" or not isinstance(c.target, int):
            continue
        if c.target != revealer and card.has_trait(c.name):
            st.players[c.target].pending_draw += c.value
            fired.append(effect)
    if fired:
        st.lasting = [e for e in st.lasting if e not in fired]


def reveal_by_text(st: GameState, seat: int, cid: str) -> None:
    """A plot revealed by card text outside the plot phase's reveal ("reveal a Scheme plot"):
    from the player's own plot deck ([R-PLOT-4]). "Until you reveal a new plot" effects of that
    player end; initiative and the first player are not determined again."""
    inst = st.card(cid)
    player = st.players[seat]
    if inst.card.type != "plot" or inst.owner != seat or inst.zone != "plot_deck":
        raise RuleError("R-PLOT-4", f"{cid} is not a plot in {player.key}'s plot deck")
    replace_revealed(st, player, cid)
    if st.lasting:  # "until you reveal a new plot card", for this player only
        st.lasting = [
            e for e in st.lasting if not (e.until == "plot" and e.contribution.target == seat)
        ]
    player.plot_mods = [m for m in player.plot_mods if m[2] != "plot"]


def _leaves_to_removed(st: GameState, plot: str) -> bool:
    return any(
        e.contribution.kind == "leave_to"
        and e.contribution.target == plot
        and e.contribution.name == "removed"
        for e in st.lasting
    )


def apply_reveal_plot(st: GameState, seat: int, p: dict[str, Any]) -> None:
    """ "Reveal a Scheme plot" ([R-PLOT-4]): from the player's plot deck, replacing the
    revealed plot; its scripted When Revealed ability must be logged next ([R-WHENREV-1])."""
    cid = p["card"]
    reveal_by_text(st, seat, cid)
    script = None if st.ruleset == HBO else script_for(st.cards[cid].card.code)
    for index, ability in enumerate(script.abilities if script else (), start=1):
        if ability.kind == "when_revealed":
            st.forced_due.append((cid, index))


def borrowed_when_revealed(st: GameState, seat: int, cid: str) -> str | None:
    """ "Initiate the when revealed ability on that card as if you had just revealed it"
    (Pulling the Strings, 02084): a lasting ``when_revealed_as`` on ``seat`` named by a plot
    in a used pile, or a revealed one (Varys's Riddle, 04020; Tyrion's Chain, 04110: any
    player's, the user's own too), lets ``seat`` resolve that plot's When Revealed ability as
    its own. The key its use is remembered by (``when_revealed_used``), or None when not
    borrowed."""
    zone = st.cards[cid].zone
    if zone not in ("used", "plot") or not effects.applies(st, "when_revealed_as", seat, cid):
        return None
    return f"{seat}>{cid}"


def borrowed_due(st: GameState) -> list[tuple[int, str]]:
    """The borrowed When Revealed abilities not resolved yet, as (seat, plot)."""
    # Each is a lasting effect, never a constant ability, and this is asked after every step:
    # the lasting effects are read directly (no provider, no list when there is none).
    due: list[tuple[int, str]] = []
    for effect in st.lasting:
        c = effect.contribution
        if c.kind != "when_revealed_as" or effect.until == "next_challenge":
            continue
        seat = int(c.target or 0)
        if f"{seat}>{c.name}" not in st.when_revealed_used:
            due.append((seat, c.name))
    return due
