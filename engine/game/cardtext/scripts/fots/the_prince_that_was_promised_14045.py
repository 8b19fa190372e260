"""The Prince that was Promised (14045, FotS, neutral agenda)."""

from __future__ import annotations

from functools import cache

from engine.game.cardtext.model import Prim, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.names import AnyName
from engine.game.data.cards import load_cards
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, cannot_stand

_NAMED = "named_character"  # the lasting effect holding a title a card named for the game


@cache
def _unique_character_titles() -> tuple[str, ...]:
    """Every unique character's title in the card data (what the simulator may name)."""
    db = load_cards()
    return tuple(sorted({c.name for c in db if c.type == "character" and c.unique}))


def named_title(st: GameState, seat: int) -> str | None:
    """The title the seat's agenda named, if any."""
    for lasting in st.lasting:
        c = lasting.contribution
        if c.kind == _NAMED and c.target == seat:
            return c.name
    return None


@answering("phase_began")
def _first_round_begins(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "phase_began" and h.get("phase") == "plot" and st.round == 1


def _a_unique_character_title(st: GameState, use: Use) -> str | None:
    """The named title must be a unique character's (one of the game's cards)."""
    if use.choice is None:
        return None  # not chosen yet (the forced ability is due): the effect refuses none
    titles = {i.card.name for i in st.cards.values() if i.card.type == "character"}
    unique = {i.card.name for i in st.cards.values() if i.card.unique}
    if use.choice not in titles & unique:
        raise RuleError(
            "R-TARGET-1",
            f"14045 The Prince that was Promised: name a unique character of the game's "
            f"cards in 'choice' (not {use.choice!r})",
        )
    return None


def _name_it(st: GameState, use: Use) -> list[Prim]:
    if use.choice is None:
        raise RuleError("R-TARGET-1", "14045 The Prince that was Promised: name a unique "
                        "character in 'choice'")  # fmt: skip
    return [primitives.lasting(_NAMED, "game", seat=SEATS[use.seat], name=use.choice)]  # fmt: skip


def _others_cannot_gain_power(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Other characters you control cannot gain power"."""
    title = named_title(st, inst.controller)
    if title is None:
        return []
    cards = st.cards
    return [
        Contribution("cannot", cid, 1, "gain_power", inst.id)
        for cid in st.players[inst.controller].in_play
        if cards[cid].card.type == "character" and cards[cid].card.name != title
    ]


def _is_named(st: GameState, use: Use, cid: str) -> bool:
    """ "search your deck, discard pile, and dead pile for the named character"."""
    inst = st.cards[cid]
    return (
        use.choice == "search"
        and inst.owner == use.seat
        and inst.zone in ("deck", "discard", "dead")
        and inst.card.type == "character"
        and inst.card.name == named_title(st, use.seat)
    )


def _stand_and_draw_or_search(st: GameState, use: Use) -> list[Prim]:
    if use.choice == "search":
        moved: list[Prim] = [primitives.move(cid, "hand") for cid in use.targets]
        return [*moved, primitives.shuffle(SEATS[use.seat])]
    title = named_title(st, use.seat)
    stand: list[Prim] = [
        primitives.stand(cid)
        for cid in st.players[use.seat].in_play
        if st.cards[cid].card.name == title and st.cards[cid].kneeling and not cannot_stand(st, cid)
    ]
    return stand + effects.draw(1)(st, use)


register(
    # The Prince that was Promised: name a unique character; the others cannot gain power;
    # after a [power] win by 5 or more, kneel the faction card: stand it and draw, or search
    Script(
        "14045",
        constants=(constants.constant("cannot", _others_cannot_gain_power, names="gain_power"),),
        abilities=(
            Ability(
                "forced",
                "after all agendas are announced, name a unique character",
                _name_it,
                trigger=_first_round_begins,
                condition=_a_unique_character_title,
                choices=AnyName("<a unique character's title>", _unique_character_titles),
            ),
            Ability(
                "reaction",
                "after you win a power challenge by 5 or more STR: stand and draw, or search",
                _stand_and_draw_or_search,
                trigger=on.won_challenge("power", margin=5),
                costs=(costs.kneel_faction(),),
                targets=(Target(_is_named, 0, 1, "the named character"),),
                choices=("stand", "search"),
            ),
        ),
    ),
)
