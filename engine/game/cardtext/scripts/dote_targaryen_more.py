"""Dragons of the East (DotE), House Targaryen, continued (Daenerys Targaryen 15001, Khal Drogo
15005, Galazza Galare 15006, The Shavepate 15008, Dothraki Handmaiden 15014, Dragon Egg 15020).
Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.reveals import revealed_top
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError

_WHOLE_DECK = 10_000


def _in_top(st: GameState, use: Use, cid: str, depth: int) -> bool:
    """A card of the user's deck, among its top ``depth`` when the order is known."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    return not player.deck_known or cid in player.deck[::-1][:depth]


def _attachment_or_dragon(st: GameState, use: Use, cid: str) -> bool:
    card = st.cards[cid].card
    return _in_top(st, use, cid, 10) and (card.type == "attachment" or card.has_trait("Dragon"))


def _dany_found(st: GameState, use: Use) -> list[Prim]:
    """To hand (``choice`` "hand"), or into play if its printed cost is 3 or lower ("play",
    an attachment's host as the second target); then the deck is shuffled."""
    found: list[Prim] = []
    if use.targets:
        cid, host = use.targets[0], (use.targets[1] if len(use.targets) > 1 else None)
        if use.choice == "play":
            if (st.cards[cid].card.cost or 0) > 3:
                raise RuleError("R-TARGET-1", "15001 Daenerys Targaryen: only a card with "
                                "printed cost 3 or lower may be put into play")  # fmt: skip
            found.append(effects.entering(st, cid, use.seat, host))
        else:
            found.append(primitives.move(cid, "hand"))
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _a_card_in_play(st: GameState, use: Use, cid: str) -> bool:
    return use.choice == "play" and st.cards[cid].zone == "play"


def _drogo_saves(st: GameState, use: Use, cid: str) -> bool:
    """ "an Army or Dothraki character" that would return to your hand."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and (has_trait(st, inst.id, "Army") or has_trait(st, inst.id, "Dothraki"))
    )


def _galazza_finds(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid].card
    return _in_top(st, use, cid, 10) and inst.type == "character" and inst.faction == "targaryen"


def _galazza_to_hand(st: GameState, use: Use) -> list[Prim]:
    """Either 1 [targaryen] character with printed cost 6 or higher, or up to 3 with printed
    cost 2 or lower, to hand; the deck is shuffled."""
    costs_ = [st.cards[c].card.cost or 0 for c in use.targets]
    big = len(costs_) == 1 and costs_[0] >= 6
    small = all(c <= 2 for c in costs_)
    if not (big or small):
        raise RuleError("R-TARGET-1", "15006 Galazza Galare: one character with printed cost "
                        "6 or higher, or up to 3 with printed cost 2 or lower")  # fmt: skip
    moved: list[Prim] = [primitives.move(c, "hand") for c in use.targets]
    return [*moved, primitives.shuffle(SEATS[use.seat])]


def _pay_x(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Pay X gold": X is what the log pays (at least the chosen card's printed cost)."""
    gold = [p for p in paid if p["op"] == "spend_gold"]
    if len(gold) != 1 or gold[0].get("seat") != SEATS[use.seat]:
        raise RuleError("R-COST-2", "15008 The Shavepate: pay X gold (one spend_gold)")
    return gold


def _shavepate_target(st: GameState, use: Use, cid: str) -> bool:
    """A character with printed cost X or lower in your discard pile."""
    x = sum(p["amount"] for p in use.costs if p["op"] == "spend_gold")
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= x
    )


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


def _egg_on_daenerys(st: GameState, use: Use) -> str | None:
    host = use.extra.get("host", st.cards[use.source].host)
    if host is None or st.cards[host].card.name != "Daenerys Targaryen":
        return "attached character is not Daenerys Targaryen"
    return None


def _hatchling(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "deck"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and has_trait(st, inst.id, "Hatchling")
    )


def _put_hatchling(st: GameState, use: Use) -> list[Prim]:
    return [*_into_play(st, use), primitives.shuffle(SEATS[use.seat])]


register(
    # Daenerys Targaryen: search the top 10 for an attachment or Dragon card (into play if
    # it costs 3 or less); once per round
    Script(
        "15001",
        abilities=(
            Ability(
                "action",
                "search the top 10 cards for an attachment or Dragon card",
                _dany_found,
                targets=(
                    Target(
                        _attachment_or_dragon,
                        0,
                        1,
                        "an attachment or Dragon card in the top 10 cards of your deck",
                    ),
                    Target(_a_card_in_play, 0, 1, "the card it attaches to"),
                ),
                choices=("hand", "play"),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Khal Drogo: renown; an Army or Dothraki character about to return to your hand is
    # saved by discarding a card from your hand
    Script(
        "15005",
        abilities=(
            Ability(
                "interrupt",
                "discard a card to save an Army or Dothraki character from returning to hand",
                effects.on_targets("save"),
                costs=(
                    costs.choose_and(
                        "discard", card_test(zone="hand", controller="you"), "a card in your hand"
                    ),
                ),
                targets=(Target(_drogo_saves, what="an Army or Dothraki character"),),
                would=("returned",),
            ),
        ),
    ),
    # Galazza Galare: after you marshal her, search the top 10 for Targaryen characters
    Script(
        "15006",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Galazza, search the top 10 for Targaryen characters",
                _galazza_to_hand,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    Target(
                        _galazza_finds,
                        0,
                        3,
                        "Targaryen characters in the top 10 cards of your deck",
                    ),
                ),
            ),
        ),
    ),
    # The Shavepate: pay X: a character with printed cost X or lower from your discard pile
    # into play (once per phase)
    Script(
        "15008",
        abilities=(
            Ability(
                "action",
                "pay X gold: a character of printed cost X or lower from discard into play",
                _into_play,
                phase="challenges",
                costs=(Cost(_pay_x, "pay X gold"),),
                targets=(
                    Target(
                        _shavepate_target,
                        what="a character with printed cost X or lower in your discard pile",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Dragon Egg: attached gains insight; after the marshaling phase begins, on Daenerys,
    # sacrifice it: a Hatchling from your deck into play
    Script(
        "15020",
        constants=(constants.on_attached("keyword", "insight"),),
        abilities=(
            Ability(
                "reaction",
                "after the marshaling phase begins, sacrifice: a Hatchling into play",
                _put_hatchling,
                trigger=on.happened("phase_began", phase="marshaling"),
                condition=_egg_on_daenerys,
                costs=(costs.sacrifice_self(),),
                targets=(Target(_hatchling, 0, 1, "a Hatchling character in your deck"),),
            ),
        ),
    ),
)


def _womb(st: GameState, use: Use) -> list[Prim]:
    """Reveal the top 5; a Dothraki character among them may enter play (back to hand at the
    end of the phase); shuffle."""
    cards = revealed_top(st, use, 5)
    found: list[Prim] = [primitives.reveal(SEATS[use.seat], cards)]
    for cid in use.targets:
        card = st.cards[cid].card
        if cid not in cards or card.type != "character" or not card.has_trait("Dothraki"):
            raise RuleError("R-TARGET-1", f"15017 Womb of the World: {cid} is not a Dothraki "
                            "character revealed this way")  # fmt: skip
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="return_to_hand"))
    return [*found, primitives.shuffle(SEATS[use.seat])]


def _in_your_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "deck" and inst.owner == use.seat


def _a_card_in_play_for_it(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "play"


def _drew_an_attachment(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "drawn"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "attachment"
        and st.cards[h.card].zone == "hand"
    )


def _pentos(st: GameState, use: Use) -> list[Prim]:
    """Reveal the attachment drawn and put it into play (on the chosen card); then draw.
    Asked without the draw it answers (the engine probing a target): nothing."""
    if use.answers is None or use.answers.card is None:
        return []
    host = use.targets[0] if use.targets else None
    return [effects.entering(st, use.answers.card, use.seat, host), *effects.draw(1)(st, use)]


register(
    # Pentos: after you draw an attachment, kneel it: that attachment into play, then draw
    Script(
        "15018",
        abilities=(
            Ability(
                "reaction",
                "after you draw an attachment, kneel: put it into play, then draw a card",
                _pentos,
                trigger=_drew_an_attachment,
                costs=(costs.kneel_self(),),
                targets=(Target(_a_card_in_play_for_it, 0, 1, "the card it attaches to"),),
            ),
        ),
    ),
    # Womb of the World: kneel: reveal 5, a Dothraki among them into play for the phase
    Script(
        "15017",
        abilities=(
            Ability(
                "action",
                "kneel: reveal the top 5, put a Dothraki revealed into play for the phase",
                _womb,
                costs=(costs.kneel_self(),),
                targets=(Target(_in_your_deck, 0, 1, "a Dothraki character revealed"),),
            ),
        ),
    ),
)


_WITH_DAENERYS = constants.controls_named("Daenerys Targaryen")


def _marshal_facedown(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Daenerys Targaryen, you may marshal facedown cards attached to"
    her "as if they were in your hand": a ``marshal_from`` naming the facedown area, on each
    card of hers that the controller owns (only that player marshals it, [R-MARSHAL-1])."""
    if not _WITH_DAENERYS(st, inst):
        return []
    return [
        Contribution("marshal_from", cid, 1, "facedown", inst.id)
        for cid in inst.facedown
        if st.cards[cid].owner == inst.controller
    ]


def _attachment_in_your_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner == use.seat and inst.card.type == "attachment"


def _attach_facedown(st: GameState, use: Use) -> list[Prim]:
    """Reveal the attachment from the hand, then attach it to her facedown."""
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.reveal(SEATS[use.seat], [cid], from_="hand"),
            primitives.attach_facedown(cid, use.source),
        )
    ]


register(
    # Dothraki Handmaiden: reveal an attachment from hand and attach it to her facedown;
    # with Daenerys, marshal those facedown cards as if from hand
    Script(
        "15014",
        constants=(Constant(frozenset({"marshal_from"}), _marshal_facedown),),
        abilities=(
            Ability(
                "action",
                "reveal an attachment from your hand, attach it to her facedown",
                _attach_facedown,
                phase="marshaling",
                targets=(Target(_attachment_in_your_hand, what="an attachment in your hand"),),
            ),
        ),
    ),
)
