"""A random policy: turns the legal options of a state into one event, drawn from a seeded
``random.Random`` (the same seed, the same choices)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.game.play.options import Choice, Event, card_ability_choices, is_legal
from engine.game.rules import attach as attach_rules
from engine.game.rulesets.params import ruleset
from engine.game.state.model import SEAT_INDEX, GameState, RuleError

SETUP_CAP = 8  # [S-8-1] (Second Edition; each ruleset's cap: ``rulesets.Ruleset.setup_gold``)


@dataclass(slots=True)
class Style:
    """How a random player leans: the chance to marshal another card, to declare each
    challenge, to use each keyword, to mulligan, to state an optional consequence, and to
    use a melee title's ability."""

    marshal: float = 0.8
    attack: float = 0.8
    keyword: float = 0.85
    mulligan: float = 0.2
    state_consequence: float = 0.9
    ambush: float = 0.3
    # Melee title abilities taken when offered (the Hand of the King's additional challenge,
    # the Master of Whispers' claim against several opponents). Off by default: a seed keeps
    # the game it always gave; the property tests turn it on.
    title_abilities: float = 0.0
    # Scripted card abilities (engine.game.cardtext): the chance to use one when some is
    # usable. Off by default for the same reason; the card-text property tests turn it on.
    abilities: float = 0.0


class RandomPlayer:
    """Chooses uniformly among legal options, with the leanings of ``style``."""

    def __init__(self, rng: random.Random, style: Style | None = None) -> None:
        self.rng = rng
        self.style = style or Style()

    def choose(self, st: GameState, choices: list[Choice]) -> Event | None:
        """One event among ``choices``, or None to let the framework move on (only when every
        choice is optional or the list is empty)."""
        if st.forced_due:  # a forced ability's choice: nothing else may happen first
            return self.rng.choice(choices).event() if choices else None
        if not st.over and self.style.abilities > 0 and self.rng.random() < self.style.abilities:
            usable = card_ability_choices(st)
            if usable:
                return self.rng.choice(usable).event()
        if not choices:
            return None
        kind = choices[0].type
        if kind != "draw":  # (a delayed draw may be due in an action window: Wily Smuggler)
            kind = _WINDOWS.get(st.step, kind)
        handler = _POLICIES.get(kind)
        if handler is not None:
            return handler(self, st, choices)
        optional = all(c.optional for c in choices)
        if optional and self.rng.random() >= self.style.state_consequence:
            return None
        return self.complete(st, self.rng.choice(choices))

    def complete(self, st: GameState, choice: Choice) -> Event:
        """Fill a template's pick with a random legal subset of its pool (for a setup, a
        random legal setup: not every subset of the hand is one)."""
        if choice.type == "setup":
            return self._setup(st, [choice])
        return choice.event() if choice.pick_field is None else self._pick(choice)

    # --- per decision ---

    def _mulligan(self, st: GameState, choices: list[Choice]) -> Event:
        return choices[1 if self.rng.random() < self.style.mulligan else 0].event()

    def _marshal(self, st: GameState, choices: list[Choice]) -> Event:
        marshals = [c for c in choices if c.type != "pass"]
        if marshals and self.rng.random() < self.style.marshal:
            return self.rng.choice(marshals).event()
        return choices[0].event()

    def _challenge(self, st: GameState, choices: list[Choice]) -> Event:
        ambushes = [c for c in choices if c.type == "ambush"]
        if ambushes and self.rng.random() < self.style.ambush:
            return self.rng.choice(ambushes).event()
        declared = [
            c
            for c in choices
            if c.type == "challenge" and (self.style.title_abilities > 0 or not _additional(st, c))
        ]
        if declared and self.rng.random() < self.style.attack:
            return self._attack(self.rng.choice(declared))
        return choices[0].event()

    def _attack(self, choice: Choice) -> Event:
        ev = self._pick(choice)
        stealth: dict[str, str] = {}
        for attacker in ev["attackers"]:
            free = [t for t in choice.extra.get(attacker, ()) if t not in stealth.values()]
            if free and self.rng.random() < 0.7:
                stealth[attacker] = self.rng.choice(free)
        if stealth:
            ev["stealth"] = stealth
        return ev

    def _pick(self, choice: Choice) -> Event:
        """A template with ``pick_min``..``pick_max`` cards drawn at random from its pool."""
        size = self.rng.randint(choice.pick_min, choice.pick_max)
        return choice.event(self.rng.sample(choice.pick_from, size))

    def _claim(self, st: GameState, choices: list[Choice]) -> Event | None:
        multi = [c for c in choices if c.type == "claim_opponents"]
        if multi and self._title_ability():
            return self._pick(multi[0])
        choice = choices[0]
        if choice.type == "claim_opponents":  # nothing else is waited for
            return None
        if choice.pick_field is None:  # power claim: a stated consequence
            return self.complete(st, choice) if self.rng.random() < 0.5 else None
        ev = self._pick(choice)
        saved = {
            v: choice.extra[v][0]
            for v in ev["cards"]
            if v in choice.extra and self.rng.random() < 0.5
        }
        if saved:
            ev["saved_by"] = saved
        return ev

    def _title_ability(self) -> bool:
        """Whether to use a melee title's ability now (no draw when the style never does)."""
        chance = self.style.title_abilities
        return chance > 0 and self.rng.random() < chance

    def _keyword(self, st: GameState, choices: list[Choice]) -> Event | None:
        """A keyword instance (keyword, character) uniformly, then one of its variants (the
        card drawn or pillaged, the intimidate target)."""
        if self.rng.random() >= self.style.keyword:
            return None
        groups: dict[tuple[str, str], list[Choice]] = {}
        for choice in choices:
            groups.setdefault((choice.fields["keyword"], choice.fields["card"]), []).append(choice)
        variants = groups[self.rng.choice(sorted(groups))]
        return self.rng.choice(variants).event()

    def _setup(self, st: GameState, choices: list[Choice]) -> Event:
        choice = choices[0]
        ev = choice.event(self._setup_cards(st, choice))
        attach = self._setup_attachments(st, choice, ev)
        if attach:
            ev["attach"] = attach
            ev["cards"] = ev["cards"] + list(attach)
            if not is_legal(st, {**ev, "seq": 0}):
                del ev["attach"]
                ev["cards"] = [c for c in ev["cards"] if c not in attach]
        return ev

    def _setup_cards(self, st: GameState, choice: Choice) -> list[str]:
        """A random subset within [S-8-1] (cost 8), [S-8-2] (one limited) and [S-8-5]
        (further copies of a chosen unique card are free); HBO: 5 gold and no duplicates
        ([H-SETUP-6-GOLD], [H-SETUP-6-TYPES])."""
        rs = ruleset(st.ruleset)
        pool = list(choice.pick_from)
        self.rng.shuffle(pool)
        chosen: list[str] = []
        cost, limited, names = 0, False, set()
        for cid in pool:
            card = st.cards[cid].card
            if card.unique and card.name in names:
                if rs.setup_duplicates:
                    chosen.append(cid)
                continue
            price = card.cost or 0
            if cost + price > rs.setup_gold or (card.keywords.limited and limited):
                continue
            if self.rng.random() < 0.75:
                chosen.append(cid)
                cost, limited = cost + price, limited or card.keywords.limited
                names.add(card.name)
        return chosen

    def _setup_attachments(self, st: GameState, choice: Choice, ev: Event) -> dict[str, str]:
        seat = SEAT_INDEX[choice.seat or "A"]
        cards = ev["cards"]
        spent = sum(st.cards[c].card.cost or 0 for c in _paying(st, cards))  # duplicates are free
        hosts, seen = [], set()
        for cid in cards:
            name = st.cards[cid].card.name
            if name not in seen:
                hosts.append(cid)
            seen.add(name)
        limited = any(st.cards[c].card.keywords.limited for c in cards)
        attach: dict[str, str] = {}
        for att in choice.extra.get("att", ()):
            card = st.cards[att].card
            if spent + (card.cost or 0) > ruleset(st.ruleset).setup_gold or (
                card.keywords.limited and limited
            ):
                continue
            legal = [h for h in hosts if _host_ok(st, seat, att, h)]
            if legal and self.rng.random() < 0.6:
                attach[att] = self.rng.choice(legal)
                spent += card.cost or 0
                limited = limited or card.keywords.limited
        return attach

    def _reserve(self, st: GameState, choices: list[Choice]) -> Event:
        return self._pick(choices[0])


def _additional(st: GameState, choice: Choice) -> bool:
    """A melee challenge of a type already initiated this phase: the Hand of the King's
    additional challenge ([R-TITLE-1])."""
    seat = SEAT_INDEX[choice.seat or "A"]
    return choice.fields["challenge"] in st.players[seat].challenges


def _paying(st: GameState, cards: list[str]) -> list[str]:
    seen, result = set(), []
    for cid in cards:
        card = st.cards[cid].card
        if card.unique and card.name in seen:
            continue
        seen.add(card.name)
        result.append(cid)
    return result


def _host_ok(st: GameState, seat: int, att: str, host: str) -> bool:
    try:
        attach_rules.check_host(st, seat, att, host, "S-8-4", in_play=False)
    except RuleError:
        return False
    return True


_WINDOWS = {"F-AW-3": "marshal", "F-AW-4.1": "challenges"}
_POLICIES: dict[str, Callable[[RandomPlayer, GameState, list[Choice]], Event | None]] = {
    "mulligan": RandomPlayer._mulligan,
    "marshal": RandomPlayer._marshal,
    "challenges": RandomPlayer._challenge,
    "claim": RandomPlayer._claim,
    "claim_opponents": RandomPlayer._claim,
    "keyword": RandomPlayer._keyword,
    "setup": RandomPlayer._setup,
    "reserve": RandomPlayer._reserve,
}
