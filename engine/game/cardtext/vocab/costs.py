"""Costs, as printed before "to" ([R-COST-2]): "Kneel X", "Pay 1 gold", "Sacrifice X"."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.vocab.cards import Spec, in_play_matching
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def kneel_self() -> Cost:
    """ "Kneel <this card>"."""
    return Cost(lambda st, use, paid: [primitives.kneel(use.source)], "kneel this card")


def kneel_faction() -> Cost:
    """ "Kneel your faction card"."""
    return Cost(
        lambda st, use, paid: [primitives.kneel(f"{SEATS[use.seat]}:faction")],
        "kneel your faction card",
    )


def sacrifice_self() -> Cost:
    """ "Sacrifice <this card>"."""
    return Cost(lambda st, use, paid: [primitives.sacrifice(use.source)], "sacrifice this card")


def return_self_to_hand() -> Cost:
    """ "Return <this card> to your hand"."""
    return Cost(
        lambda st, use, paid: [primitives.return_to_hand(use.source)],
        "return this card to your hand",
    )


def pay_gold(amount: int) -> Cost:
    """ "Pay N gold"."""
    return Cost(
        lambda st, use, paid: [primitives.spend_gold(SEATS[use.seat], amount)],
        f"pay {amount} gold",
    )


def choose_and(op: str, spec: Spec, what: str, count: int = 1, offer_first: bool = False) -> Cost:
    """ "Kneel a Direwolf character", "Discard 1 card from your hand": the log names the
    chosen card(s) as ``op`` primitives; each must meet ``spec``. ``offer_first``: when the
    engine offers the use (simulator, tracker), the first cards in play meeting ``spec`` pay
    it (else such a use is not offered)."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        chosen = [p for p in paid if p["op"] == op and "card" in p][:count]
        if offer_first and use.offering and not chosen:
            found = in_play_matching(st, spec, use.seat, use.source)[:count]
            chosen = [{"op": op, "card": cid} for cid in found]
        if len(chosen) != count:
            raise RuleError("R-COST-2", f"the cost is to {op} {what}: name it in the costs")
        for cost in chosen:
            if not spec(st, use.seat, use.source, cost["card"]):
                raise RuleError("R-COST-2", f"{cost['card']} is not {what}")
        return chosen

    return Cost(expect, f"{op} {what}")


def remove_self_from_game() -> Cost:
    """ "Remove <this card> from the game" ([R-RFG-1])."""
    return Cost(
        lambda st, use, paid: [primitives.remove_from_game(use.source)],
        "remove this card from the game",
    )


def discard_token_self(kind: str, amount: int = 1) -> Cost:
    """ "Discard N <kind> token(s) from <this card>"."""
    return Cost(
        lambda st, use, paid: [primitives.token(use.source, kind, -amount)],
        f"discard {amount} {kind} token(s) from this card",
    )


def stand_self() -> Cost:
    """ "Stand <this card>" (it must be kneeling: Ser Barristan Selmy)."""
    return Cost(lambda st, use, paid: [primitives.stand(use.source)], "stand this card")


def discard_faction_power(amount: int = 1) -> Cost:
    """ "Discard N power from your faction card" (Pyromancers; Storm's End has its own)."""
    return Cost(
        lambda st, use, paid: [primitives.discard_power(amount, seat=SEATS[use.seat])],
        f"discard {amount} power from your faction card",
    )


def reveal_from_hand(spec: Spec, count: int, what: str) -> Cost:
    """ "Reveal 4 [tyrell] characters from your hand" (There Is My Claim): one ``reveal``
    primitive ``"from": "hand"`` naming ``count`` distinct cards of the user's hand, each
    meeting ``spec`` (give it ``zone="hand"``); nothing moves. When the engine offers the use,
    the first such cards of the hand pay it."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        shown = [p for p in paid if p["op"] == "reveal" and p.get("from") == "hand"]
        cards = [str(c) for p in shown[:1] for c in p.get("cards", [])]
        if use.offering and not shown:
            hand = st.players[use.seat].hand
            cards = [c for c in hand if c != use.source and spec(st, use.seat, use.source, c)]
            cards = cards[:count]
        if len(set(cards)) != count:
            raise RuleError("R-COST-2", f"the cost is to reveal {what}: name them in a reveal")
        for cid in cards:
            if cid == use.source or not spec(st, use.seat, use.source, cid):
                raise RuleError("R-COST-2", f"{cid} is not one of {what}")
        return [primitives.reveal(SEATS[use.seat], cards, from_="hand")]

    return Cost(expect, f"reveal {what}")


def kneel_attached() -> Cost:
    """ "Kneel attached character" (a cost of an attachment's ability: its host, standing,
    [R-COST-2], [R-ABIL-8]) (Champion's Favor)."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        host = st.cards[use.source].host
        if host is None:
            raise RuleError("R-COST-2", f"{use.source} is attached to no character to kneel")
        return [primitives.kneel(host)]

    return Cost(expect, "kneel attached character")
