"""The game state of a joust (or a melee of 3 to 6 seats): a mutable working copy.

Values that follow from other values (STR with modifiers, icons, plot values, power totals)
are computed on demand, never stored ([R-MOD-1..2]). ``start.new_game`` builds the state
before the first event; ``view.snapshot`` renders it as plain JSON for the judge's viewer,
and ``view.digest`` hashes its canonical form.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from engine.game.data.cards import Card
from engine.game.logformat.log import SEATS
from engine.game.state import effects
from engine.game.state.effects import EffectsState
from engine.game.state.parts import CardInst as CardInst
from engine.game.state.parts import Challenge as Challenge
from engine.game.state.parts import Mod as Mod
from engine.game.state.parts import Player as Player
from engine.game.state.parts import RuleError as RuleError
from engine.game.state.parts import ValueDisagreement as ValueDisagreement
from engine.game.state.plot_modifiers import gives_no_bonus, plot_base, plot_cuts
from engine.game.state.plot_modifiers import plot_set as plot_set
from engine.game.state.printed import printed_attached_strength as printed_attached_strength
from engine.game.state.printed import printed_dominance_strength as printed_dominance_strength
from engine.game.state.printed import printed_plot_modifiers as printed_plot_modifiers

STATS: Final = ("income", "initiative", "claim", "reserve")
SEAT_INDEX: Final = {key: index for index, key in enumerate(SEATS)}  # "A" -> 0, "B" -> 1 ...


@dataclass(slots=True)
class GameState(EffectsState):
    """Everything a replay tracks; see ``snapshot`` for the JSON view. What card text's
    effects keep (lasting effects, what happened, forced abilities, the cache of constant
    abilities) is declared in ``effects.EffectsState``."""

    cards: dict[str, CardInst]
    players: list[Player]
    ruleset: str = "agot2-joust"  # the log header's ruleset (engine.game.logformat.log.RULESETS)
    round: int = 0
    phase: str = "setup"
    step: str = "S-2"
    first: int | None = None
    active: int | None = None
    challenge: Challenge | None = None
    initiative: int | None = None
    initiative_random: bool = False
    first_chosen: bool = False
    when_revealed_used: set[str] = field(default_factory=set)
    over: bool = False
    winner: int | None = None
    end_reason: str | None = None
    time_step: int | None = None
    time_called: bool = False
    pending_choice: tuple[str, list[int]] | None = None  # (rule, candidates) for choose_winner
    last_dominance: int | None = None
    pending_cancel: bool = False
    cancelling: str | None = None  # the card whose ability a scripted cancel names
    retarget: tuple[str, str, int] | None = None  # (only target, new target, seat): High Septon
    # the one card the cancelled ability must choose as its only target, when the cancel
    # names it ("an ability that chooses a [stark] character ... as its only target")
    cancelling_only: str | None = None
    # HBO: a card just played whose mandatory passive must resolve next ([H-PASSIVE-4])
    pending_passive: str | None = None
    # the type of the challenge whose declaration is being checked: card text "during
    # [intrigue] challenges" applies to its stealth (Valyrian Steel Dagger); not in the view
    declaring: str | None = None
    # and its attackers: "while X is attacking alone" is known once they are all declared
    # (The Knight's stealth)
    declaring_attackers: tuple[str, ...] = ()
    # cards whose control card text gives while it lasts ("Take control of attached
    # character"), with the controller each had before: control returns when the text ends
    text_control: dict[str, int] = field(default_factory=dict)
    # HBO: the triggers (kind, subject, seq) a Response may answer now, the ones the last
    # action closed, and the (source, kind, subject, seq) answered ([H-RESP-1], [H-RESP-3])
    response_window: set[tuple[str, str, int]] = field(default_factory=set)
    response_closed: set[tuple[str, str, int]] = field(default_factory=set)
    responses_used: set[tuple[str, str, str, int]] = field(default_factory=set)
    saved: set[str] = field(default_factory=set)  # saved from the next leave-play ([R-SAVE-1])
    # saved by a scripted interrupt: card -> (the interrupting card, the leave-plays it stops)
    would: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    unverified: int = 0
    mod_counter: int = 0
    # Set before an event that may raise a power total is applied, cleared by the next power
    # scan of ``ending.check_end``: the other events skip the scan (nothing to find).
    power_unchecked: bool = False
    # melee only ([R-MELEE-1]): the title pool by code (engine.game.rulesets.melee.titles),
    # the codes removed at random this round ([F-1.4-1]), whether the Crown Regent redirect
    # was used this round ([R-REDIRECT-1]) and the players in the order they were
    # eliminated ([R-ELIM-*])
    melee: bool = False
    titles: dict[str, Any] = field(default_factory=dict)
    titles_removed: list[str] | None = None
    redirect_used: bool = False
    eliminated: list[list[int]] = field(default_factory=list)  # groups, simultaneous ones
    initiative_tied: list[int] = field(default_factory=list)  # who draws at random ([F-1.3.I-2])
    # card text (engine.game.cardtext; lasting effects, what happened, the forced abilities and
    # the cache of constant abilities are ``effects.EffectsState``'s): uses counted against
    # limits ([R-LIMIT-1..4]), tokens on cards, and the abilities checked against their card's
    # script
    uses: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    verified: int = 0
    unverified_cards: set[str] = field(default_factory=set)
    current_use: Any = None  # the checked use of a scripted ability, between check and apply
    # the effects the card's text resolved for the last ability event (empty for one of a card
    # without a script): what a log may state of it, and what the viewer can show
    resolved_effects: list[dict[str, Any]] = field(default_factory=list)
    # as ``text_sources`` for forced abilities, with the happening kinds they answer (None: any)
    forced_sources: tuple[int, tuple[str, ...], frozenset[str] | None] = (-1, (), None)
    # the effects of the forced abilities that resolved by themselves (a log may state them:
    # they must agree)
    forced_done: dict[str, Any] = field(default_factory=dict)

    def card(self, cid: str) -> CardInst:
        """The instance with this id, or a rule error naming it."""
        try:
            return self.cards[cid]
        except KeyError:
            raise RuleError("LOG-ID", f"unknown card instance {cid!r}") from None

    def player(self, key: str) -> Player:
        return self.players[self.seat_index(key)]

    def seat_index(self, key: str) -> int:
        """The index of a seat letter, or a rule error for a seat this game does not have."""
        index = SEAT_INDEX[key]
        if index >= len(self.players):
            raise RuleError("LOG-SEAT", f"this game has no seat {key}")
        return index

    def other(self, index: int) -> int:
        """The opponent in a joust (a melee has several: see ``Challenge.defender``)."""
        return 1 - index

    def order(self) -> list[int]:
        """Player order: the first player, then the others clockwise ([R-ORDER-1],
        [R-MELEE-2]); eliminated players take no further part."""
        first = self.first or 0
        if len(self.players) == 2:
            return [first, 1 - first]
        count = len(self.players)
        ring = [(first + step) % count for step in range(count)]
        return [i for i in ring if not self.players[i].eliminated]

    def next_in_order(self, seat: int) -> int | None:
        """The next player after ``seat`` in player order who is still in the game, or None
        when ``seat`` is the last ([R-ORDER-2])."""
        first = self.first or 0
        if len(self.players) == 2:
            return 1 - seat if seat == first else None
        count = len(self.players)
        for step in range((seat - first) % count + 1, count):
            index = (first + step) % count
            if not self.players[index].eliminated:
                return index
        return None


# --- derived values ([R-MOD-1..7]) -----------------------------------------------------------


def strength(st: GameState, cid: str) -> int:
    """A character's current STR: base, additive modifiers, then double/halve, rounded up,
    never below zero; a "set" value overrides the rest ([R-MOD-2..6])."""
    inst = st.cards[cid]
    fixed = [c.value for c in effects.contributions(st, "str_set") if c.target == cid]
    if fixed:  # card text "sets its STR to N": no other modifier applies (Strangler)
        return max(0, min(fixed))
    value: float = float(inst.card.strength or 0)  # (mypyc) an int is not a float
    for att in inst.attachments:  # printed "Attached character gets +N STR." (constant)
        value += st.cards[att].attached_str
    value += effects.total(st, "str", cid)  # constant abilities, lasting effects ([R-CONST-2])
    if not inst.mods:
        return max(0, int(value))
    mods = [m for m in inst.mods if m.kind == "strength"]
    if not mods:
        return max(0, int(value))
    sets = [m for m in mods if m.mode == "set"]
    if sets:
        return max(0, max(sets, key=lambda m: m.order).value)
    value += sum(m.value for m in mods if m.mode == "add")
    for m in mods:
        value = value * 2 if m.mode == "double" else value / 2 if m.mode == "halve" else value
    return max(0, math.ceil(value))


def cannot_stand(st: GameState, cid: str) -> bool:
    """Printed "Attached character cannot stand." on an attachment of this card, or card
    text that says it cannot stand ([R-CANNOT-1]), or cannot stand "during the standing
    phase" (``cannot`` named ``stand:standing``: Catapult on the Wall)."""
    return (
        any(
            "Attached character cannot stand" in st.cards[a].card.text
            for a in st.cards[cid].attachments
        )
        or effects.applies(st, "cannot", cid, "stand")
        or (st.phase == "standing" and effects.applies(st, "cannot", cid, "stand:standing"))
    )


def cannot_gain_power(st: GameState, cid: str) -> bool:
    """Card text says this card cannot gain power ([R-CANNOT-1]; The Prince that was
    Promised: "Other characters you control cannot gain power")."""
    return effects.applies(st, "cannot", cid, "gain_power")


def cannot_be_knelt_by_effects(st: GameState, cid: str) -> bool:
    """Card text says card effects cannot kneel this card ([R-CANNOT-1]; Ygritte): costs
    still may."""
    return effects.applies(st, "cannot", cid, "kneel_by_effects")


def cannot_be_killed(st: GameState, cid: str) -> bool:
    """Card text says this character cannot be killed ([R-CANNOT-1]; The Eyrie, 02098): a
    ``cannot`` contribution named ``be_killed``."""
    return effects.applies(st, "cannot", cid, "be_killed")


def military_claim_pool(st: GameState, index: int) -> list[str]:
    """The characters the player may choose for military claim: those it controls that
    card text does not forbid to be killed ([R-CLAIM-MIL-1], [R-CANNOT-1])."""
    return [cid for cid in characters(st, index) if not cannot_be_killed(st, cid)]


def icons(st: GameState, cid: str) -> set[str]:
    """Printed challenge icons plus gained ones, minus lost ones (applied in order)."""
    inst = st.cards[cid]
    result = set(inst.card.icons)
    for c in effects.contributions(st, "icon"):  # card text: gains (+1) and losses (-1)
        if c.target == cid:
            (result.add if c.value > 0 else result.discard)(c.name)
    if not inst.mods:
        return result
    for m in sorted((m for m in inst.mods if m.kind == "icon"), key=lambda m: m.order):
        (result.discard if m.mode == "lose" else result.add)(m.name)
    return result


def has_keyword(st: GameState, cid: str, keyword: str) -> bool:
    """Printed or gained keyword ([R-KW-3]: several sources count once), unless a later
    lasting effect made the card lose it (Maester of Starfall)."""
    # "loses all keywords" (Sweet Donnel Hill) asked last: most answers are "no" before it
    return _has_keyword(st, cid, keyword) and not effects.applies(st, "no_keywords", cid)


def _has_keyword(st: GameState, cid: str, keyword: str) -> bool:
    inst = st.cards[cid]
    if inst.mods:  # the latest lasting modifier of that keyword decides: gained or lost
        latest = max(
            (m for m in inst.mods if m.kind == "keyword" and m.name == keyword),
            key=lambda m: m.order,
            default=None,
        )
        if latest is not None:
            return latest.mode != "lose"  # "loses ... renown until the end of the phase"
    if effects.applies(st, "keyword", cid, keyword):  # gained from card text
        return True
    # printed: not in a blanked text box ([R-BLANK-1]); gained ones stay ([R-BLANK-2])
    return bool(getattr(inst.card.keywords, keyword)) and not is_blank(st, cid)


def is_blank(st: GameState, cid: str) -> bool:
    """Whether card text treats this card's printed text box as blank ([R-BLANK-1])."""
    return effects.applies(st, "blank", cid)


def power_total(st: GameState, index: int) -> int:
    """Power on the faction card and every card the player controls in play ([R-POWER-1])."""
    return power_totals(st)[index]


def power_totals(st: GameState) -> list[int]:
    """Both players' power totals in one pass (the 15-power check runs after every event)."""
    totals = [p.power for p in st.players]
    cards = st.cards
    for player in st.players:  # the loops of ``iter_in_play``, inlined: this runs very often
        for cid in player.in_play:
            inst = cards[cid]
            if inst.power:
                totals[inst.controller] += inst.power
            for att in inst.attachments:
                if cards[att].power:
                    totals[cards[att].controller] += cards[att].power
    return totals


def iter_in_play(st: GameState) -> Iterator[CardInst]:
    """Every card in play (each player's characters and locations, each followed by its
    attachments), without building a list: the hot loops only read them."""
    cards = st.cards
    for player in st.players:
        for cid in player.in_play:
            inst = cards[cid]
            yield inst
            for att in inst.attachments:
                yield cards[att]


def all_in_play(st: GameState) -> list[str]:
    """Ids of every card in play: each player's characters and locations and their
    attachments."""
    return [inst.id for inst in iter_in_play(st)]


_PLOT_SET_OR_BASE: Final = frozenset({"plot_set", "plot_base"})


def plot_value(st: GameState, index: int, stat: str) -> int:
    """Revealed plot's value after printed and lasting modifiers ([R-PLOT-8], [R-PLOTMOD-*]).
    A printed X is resolved for the texts the engine knows, else X = 0 ([R-X-1])."""
    player = st.players[index]
    if player.revealed is None:
        return 0
    set_or_based = effects.may_apply(st, _PLOT_SET_OR_BASE)  # one question for the two kinds
    fixed = plot_set(st, index, stat) if set_or_based else None
    if fixed is not None:
        return fixed
    plot = st.cards[player.revealed].card
    base = getattr(plot.plot, stat) if plot.plot is not None else 0
    if base is None:
        base = _plot_x(st, index, plot)
    total = plot_base(st, index, stat, base) if set_or_based else base
    for s, amount, _ in player.plot_mods:
        if s == stat:
            total += amount
    if player.title is not None:  # a title's printed "+2 Income." ([R-TITLE-3])
        total += st.titles[player.title].plot_bonus.get(stat, 0)
    # "Characters and locations do not provide positive gold modifiers" (Rains of Autumn):
    # a ``no_gold_bonus`` contribution; attachments and plots still do
    no_bonus = stat == "income" and bool(effects.contributions(st, "no_gold_bonus"))
    cards = st.cards
    if no_bonus:
        total += sum(
            c.value
            for c in effects.contributions(st, "plot")
            if c.target == index
            and c.name == stat
            and not (c.value > 0 and c.source in cards and gives_no_bonus(cards[c.source]))
        )
    else:
        total += effects.total(st, "plot", index, stat)  # card text ([R-PLOTMOD-1..4])
    for p in st.players:  # the loops of ``iter_in_play``, inlined: this runs very often
        for cid in p.in_play:
            inst = cards[cid]
            if inst.plot_bonus and inst.controller == index and not is_blank(st, cid):
                bonus = inst.plot_bonus.get(stat, 0)  # not when blanked ([R-BLANK-4])
                if not (no_bonus and bonus > 0 and gives_no_bonus(inst)):
                    total += bonus
            for att in inst.attachments:
                if cards[att].plot_bonus and cards[att].controller == index:
                    total += cards[att].plot_bonus.get(stat, 0)
    return max(0, plot_cuts(st, index, stat, total))


def _plot_x(st: GameState, index: int, plot: Card) -> int:
    if "X is the number of locations you control" in plot.text:
        return sum(
            1
            for inst in iter_in_play(st)
            if inst.controller == index and inst.card.type == "location"
        )
    return 0


def controlled_in_play(st: GameState, index: int) -> list[str]:
    """Ids of characters, locations and attachments the player controls in play."""
    return [inst.id for inst in iter_in_play(st) if inst.controller == index]


def characters(st: GameState, index: int) -> list[str]:
    """Ids of the characters the player controls in play."""
    cards = st.cards
    return [cid for cid in st.players[index].in_play if cards[cid].card.type == "character"]
