"""Effects, as printed: "draw 2 cards", "gain 2 power for your faction", "stand it".

Each builder returns an ``EffectFn``: from the state after the costs and the logged choices
(targets, ``choice``, chance outcomes such as the cards drawn) to the primitives the text
produces. ``both(...)`` joins parts ("X. Then, Y").
"""

from __future__ import annotations

from engine.game.cardtext.model import EffectFn, Prim, Use
from engine.game.cardtext.vocab.players import chosen_opponent as chosen_opponent  # re-exported
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import attach as attach_rules
from engine.game.rules import checks as rules
from engine.game.state.model import GameState, RuleError


def both(*parts: EffectFn) -> EffectFn:
    """Several effects in the printed order."""
    return lambda st, use: [p for part in parts for p in part(st, use)]


def nothing(st: GameState, use: Use) -> list[Prim]:
    return []


def stand_and_remove(st: GameState, use: Use) -> list[Prim]:
    """ "Stand that character and remove it from the challenge" (each target; one already
    standing is only removed)."""
    found: list[Prim] = []
    for cid in use.targets:
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
        found.append(primitives.remove_from_challenge(cid))
    return found


def gain_power_faction(amount: int) -> EffectFn:
    """ "Gain N power for your faction"."""
    return lambda st, use: [primitives.gain_power(amount, seat=SEATS[use.seat])]


def gain_power_self(amount: int = 1) -> EffectFn:
    """ "<this card> gains N power"."""
    return lambda st, use: [primitives.gain_power(amount, card=use.source)]


def raise_claim(amount: int = 1, until: str = "challenge") -> EffectFn:
    """ "Raise the claim value on your revealed plot card by 1 until the end of the challenge"
    (``until="phase"``: "... of the phase")."""

    def effect(st: GameState, use: Use) -> list[Prim]:
        return [primitives.plot_modifier(SEATS[use.seat], "claim", amount, until)]

    return effect


def gain_gold(amount: int) -> EffectFn:
    """ "Gain N gold"."""
    return lambda st, use: [primitives.gain_gold(SEATS[use.seat], amount)]


def draw(count: int) -> EffectFn:
    """ "Draw N cards": the log names the cards drawn (a chance outcome); as many as the deck
    holds ([R-EFFECT-4])."""

    def run(st: GameState, use: Use) -> list[Prim]:
        deck = st.players[use.seat].deck
        due = min(count, len(deck))
        if use.offering:  # the engine offers the use: the top of the deck is drawn
            cards = deck[::-1][:due]
        else:
            cards = [cid for p in use.outcome("draw") for cid in p.get("cards", [])]
        if len(cards) != due:
            raise RuleError("R-DRAW-1", f"the text draws {due} card(s): name them in the effects")
        return [primitives.draw(SEATS[use.seat], cards)] if due else []

    return run


def on_targets(op: str, **fields: object) -> EffectFn:
    """Apply ``op`` to each chosen target ("choose and kneel a character": ``on_targets
    ("kneel")``; "+2 STR until the end of the phase": ``on_targets("strength", amount=2,
    until="phase")``)."""
    return lambda st, use: [{"op": op, "card": cid, **fields} for cid in use.targets]


def on_self(op: str, **fields: object) -> EffectFn:
    """Apply ``op`` to the card bearing the text ("stand Eddard Stark")."""
    return lambda st, use: [{"op": op, "card": use.source, **fields}]


def on_attached(op: str, **fields: object) -> EffectFn:
    """Apply ``op`` to the character an attachment is attached to ("stand attached
    character")."""

    def run(st: GameState, use: Use) -> list[Prim]:
        # the host when the ability was initiated: a cost ("sacrifice X") may have moved it
        host = use.extra.get("host", st.cards[use.source].host)
        return [] if host is None else [{"op": op, "card": host, **fields}]

    return run


def lasting(
    effect: str,
    *,
    until: str,
    target: str = "seat",
    amount: int | None = None,
    name: str | None = None,
    match: str | None = None,
    uses: int | None = None,
) -> EffectFn:
    """A lasting effect ([R-LASTING-1]) on the user's seat (``target="seat"``), on each
    chosen target (``"targets"``) or on the card itself (``"self"``)."""

    def on(card: str | None, seat: str | None) -> Prim:
        return primitives.lasting(
            effect, until, card=card, seat=seat, amount=amount, name=name, match=match, uses=uses
        )

    def run(st: GameState, use: Use) -> list[Prim]:
        if target == "seat":
            return [on(None, SEATS[use.seat])]
        cards = [use.source] if target == "self" else use.targets
        return [on(cid, None) for cid in cards]

    return run


def reduce_next_cost(amount: int, match: str, until: str = "phase") -> EffectFn:
    """ "Reduce the cost of the next <match> you marshal this phase by N" ([R-COST-1]).
    ``match`` is a card spec string: "character", "character:stark", "card:stark",
    "loyal" (docs/match-log.md, "lasting")."""
    return lasting("cost", until=until, amount=-amount, match=match, uses=1)


def chosen_type_challenge(until: str = "phase") -> EffectFn:
    """ "Name a challenge type. You may initiate an additional challenge of that type" (the
    named type is the use's ``choice``: required)."""

    def run(st: GameState, use: Use) -> list[Prim]:
        if use.choice not in ("military", "intrigue", "power"):
            raise RuleError("R-TARGET-1", "name a challenge type (field 'choice')")
        return [
            primitives.lasting(
                "challenges", until, seat=SEATS[use.seat], amount=1, name=use.choice or ""
            )
        ]

    return run


def entering(
    st: GameState, cid: str, seat: int, attach_to: str | None = None, knelt: bool = False
) -> Prim:
    """A ``put_into_play`` primitive for "put <card> into play (under your control)", after
    checking the card can enter play now, so that a use is refused (or never offered) rather
    than failing half-applied: a unique copy in the dead pile ([R-DEAD-3]), a copy already
    controlled by a new controller ([R-UNIQUE-3]), an attachment's host ([R-PUT-3]).
    ``knelt``: "put ... into play knelt" (it enters kneeling, [R-ENTER-3])."""
    inst = st.cards[cid]
    card, owner = inst.card, inst.owner
    if card.unique:
        for who in {owner, seat}:
            if [c for c in rules.copies_in(st, st.players[who].dead, card.name) if c != cid]:
                raise RuleError("R-DEAD-3", f"a copy of {card.name} is in a dead pile")
        mine = [c for c in st.players[seat].in_play if st.cards[c].card.name == card.name]
        if seat != owner and mine:
            raise RuleError("R-UNIQUE-3", f"{SEATS[seat]} already has a copy of {card.name}")
    original = rules.unique_in_play(st, owner, card.name) if card.unique else None
    if card.type == "attachment" and original is None:
        attach_rules.check_host(st, owner, cid, attach_to, "R-PUT-3")
    elif attach_to is not None:
        raise RuleError("R-PUT-3", f"{cid} does not attach")
    return primitives.put_into_play(
        cid,
        attach_to=attach_to,
        seat=SEATS[seat] if seat != owner else None,
        knelt=True if knelt else None,
    )


def found_to_hand_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    """ "Search your deck for X, reveal it, and add it to your hand. Shuffle your deck": the
    card found (the target, maybe none, [R-SEARCH-3]) moves to the hand, then the shuffle."""
    moved: list[Prim] = [primitives.move(cid, "hand") for cid in use.targets]
    return [*moved, primitives.shuffle(SEATS[use.seat])]


def chance_card(use: Use, op: str, pool: list[str], what: str) -> str:
    """A card picked at random ("discard 1 card at random"): a chance outcome the log states
    as an ``op`` primitive naming it; when the engine offers the use, the first of ``pool``
    (and the offer states the effects)."""
    stated = [p.get("card") for p in use.outcome(op)]
    if use.offering and not stated:
        use.extra["chance"] = True
        return pool[0]
    if len(stated) != 1 or stated[0] not in pool:
        raise RuleError("R-EFFECT-1", f"name {what} in the effects ({op})")
    return str(stated[0])


def found_into_play_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    """ "Search your deck for X and put it into play. Shuffle your deck": the card found (the
    target, maybe none, [R-SEARCH-3]) enters play under the user's control, then the shuffle."""
    found = [entering(st, cid, use.seat) for cid in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


def attach_self_to_target(st: GameState, use: Use) -> list[Prim]:
    """ "Attach <this attachment> to a different character" (the target; the primitive
    refuses its present host, [R-MOVE-1], and an ineligible one, [R-ATTACH-4])."""
    return [primitives.move_attachment(use.source, cid) for cid in use.targets]


def either(**options: EffectFn) -> EffectFn:
    """ "Either: gain 1 gold, or draw 1 card": the option the log names in ``choice`` (the
    ability's ``choices`` are the keys: ``choices=tuple(options)``)."""

    def run(st: GameState, use: Use) -> list[Prim]:
        chosen = options.get(use.choice or "")
        if chosen is None:
            raise RuleError("R-TARGET-1", f"choose one of {', '.join(options)} (field 'choice')")
        return chosen(st, use)

    return run


def paid_participate(op: str = "kneel") -> EffectFn:
    """ "<op> a character to have it participate in that challenge on your side": each card
    the costs ``op`` joins the current challenge on the user's side."""

    def run(st: GameState, use: Use) -> list[Prim]:
        ch = st.challenge
        if ch is None:
            raise RuleError("R-EFFECT-1", "no challenge to participate in")
        side = "attacker" if ch.attacker == use.seat else "defender"
        return [primitives.participate(p["card"], side)
                for p in use.costs if p["op"] == op]  # fmt: skip

    return run


def kneel_self_if_standing(st: GameState, use: Use) -> list[Prim]:
    """A forced "kneel <this card>": nothing to do when it already kneels ([R-ABIL-7])."""
    return [] if st.cards[use.source].kneeling else [primitives.kneel(use.source)]


def end_challenge(st: GameState, use: Use) -> list[Prim]:
    """ "End the challenge (immediately) with no winner or loser"."""
    return [primitives.end_challenge()]


def all_but_chosen(count: int, card_type: str, op: str, **fields: object) -> EffectFn:
    """ "Each player chooses up to N <card_type>s he or she controls; <op> the others" (the
    choices are the targets, ``cards.each_players_own``): Wildfire Assault, Political
    Disaster."""

    def run(st: GameState, use: Use) -> list[Prim]:
        cards = st.cards
        for p in st.players:
            picked = [c for c in use.targets if cards[c].controller == p.index]
            if len(picked) > count:
                raise RuleError(
                    "R-TARGET-3", f"{p.key} chooses up to {count} {card_type}s, not {len(picked)}"
                )
        kept = set(use.targets)
        return [
            {"op": op, "card": cid, **fields}
            for p in st.players
            if not p.eliminated
            for cid in p.in_play
            if cards[cid].card.type == card_type and cid not in kept
        ]

    return run


# "Kneel <cards> to have them participate in the current challenge on your side" (Nymeria,
# Winterfell Kennel Master)
knelt_participate = paid_participate("kneel")


def save_and_attach_self(st: GameState, use: Use) -> list[Prim]:
    """ "Save it. Then, attach <this event> to that character as a Condition attachment"
    (Risen from the Sea, Blood Magic Ritual): each target saved, the event put into play
    attached to it; its new text is the event's constants."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.save(cid))
        found.append(primitives.put_into_play(use.source, attach_to=cid, as_attachment=True))
    return found


def poison_targets(st: GameState, use: Use) -> list[Prim]:
    """ "Place a poison token on <target>. At the end of the phase, if that character still
    has the poison token, remove it and kill that character" (the ``kill_if_token`` lasting
    effect: Tyene Sand)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.token(cid, "poison", 1))
        found.append(primitives.lasting("kill_if_token", "phase", card=cid, name="poison"))
    return found


def move_gold(st: GameState, from_seat: int, to_seat: int, amount: int) -> list[Prim]:
    """ "Move N gold from <player>'s gold pool to your own" (White Tree, Levies at the Rock):
    refused when that pool holds less ([R-ABIL-7])."""
    held = st.players[from_seat].gold
    if amount < 1 or held < amount:
        raise RuleError("R-ABIL-7", f"{SEATS[from_seat]} holds {held} gold: cannot move {amount}")
    return [
        primitives.spend_gold(SEATS[from_seat], amount),
        primitives.gain_gold(SEATS[to_seat], amount),
    ]


def when_revealed_as_targets(st: GameState, use: Use) -> list[Prim]:
    """ "Initiate the when revealed ability on that card as if you had just revealed it"
    (Pulling the Strings, Tyrion's Chain): a lasting ``when_revealed_as`` on the user's seat
    named by each chosen plot, until the end of the phase; that plot's When Revealed is then
    due for the user, logged as its own ``when_revealed`` ability event
    (``moves.plots.borrowed_when_revealed``)."""
    return [
        primitives.lasting("when_revealed_as", "phase", seat=SEATS[use.seat], name=cid)
        for cid in use.targets
    ]  # fmt: skip


def targets_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "Put <the chosen card> into play" under the user's control (each target, checked by
    ``entering``: Attack From the Mountains)."""
    return [entering(st, cid, use.seat) for cid in use.targets]
