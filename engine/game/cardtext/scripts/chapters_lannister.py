"""Chapter packs, House Lannister (The Goldroad 06110, The Hound 02009, Ser Amory Lorch 04049,
Ser Gregor Clegane 02049). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Use, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, characters


def _hound(st: GameState, use: Use) -> list[Prim]:
    """Discard 1 card at random from your hand (``choice`` "discard"), or he returns to
    your hand ("return")."""
    hand = st.players[use.seat].hand
    if use.choice == "discard" and hand:
        return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]
    return [primitives.return_to_hand(use.source)]


def _hand_not_empty_to_discard(st: GameState, use: Use) -> str | None:
    if use.choice == "discard" and not st.players[use.seat].hand:
        return "no card in your hand to discard"
    return None


def _few_opposing_characters(st: GameState, inst: CardInst) -> bool:
    """ "While an opponent controls 3 or fewer characters"."""
    return any(len(characters(st, p.index)) <= 3 for p in st.players if p.index != inst.controller)


def _pillaged_character(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Ser Gregor Clegane discards a character using pillage"."""
    return (
        h.kind == "pillaged"
        and h.card == use.source
        and any(st.cards[c].card.type == "character" for c in h.get("cards", ()))
    )


def _same_printed_cost(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with printed cost equal to that card's printed cost"."""
    if use.answers is None:
        return False  # (no pillage answered yet: nothing to compare with)
    pillaged = [c for c in use.answers.get("cards", ()) if st.cards[c].card.type == "character"]
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and bool(pillaged)
        and inst.card.cost == st.cards[pillaged[0]].card.cost
    )


def _to_dead_then_kill(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    found: list[Prim] = [
        primitives.move(c, "dead")
        for c in use.answers.get("cards", ())
        if st.cards[c].card.type == "character"
    ]
    return found + [primitives.kill(cid) for cid in use.targets]


def _gold_on_it(st: GameState, inst: CardInst) -> int:
    """+1 STR for each gold on it, during [intrigue] challenges."""
    ch = st.challenge
    if ch is None or ch.type != "intrigue":
        return 0
    return st.tokens.get(inst.id, {}).get("gold", 0)


def _move_gold_onto_it(st: GameState, use: Use) -> list[Prim]:
    """ "Move 1 gold from your gold pool to Red Cloaks" (a gold token on it)."""
    return [primitives.spend_gold(SEATS[use.seat], 1),
            primitives.token(use.source, "gold", 1)]  # fmt: skip


register(
    # Red Cloaks: +1 STR per gold on it in [intrigue] challenges; move 1 gold onto it
    Script(
        "02070",
        constants=(constants.on_self("str", value=_gold_on_it),),
        abilities=(
            Ability(
                "action",
                "move 1 gold from your gold pool to Red Cloaks",
                _move_gold_onto_it,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The Goldroad: limited, +1 income (the framework); kneel: gain 1 gold
    Script(
        "06110",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold",
                effects.gain_gold(1),
                phase="challenges",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # The Hound: after a win he took part in, discard a random card or he returns to hand
    Script(
        "02009",
        abilities=(
            Ability(
                "forced",
                "after a win he participates in, discard at random or return him to hand",
                _hound,
                trigger=on.won_challenge(self_participating=True),
                condition=_hand_not_empty_to_discard,
                choices=("discard", "return"),
            ),
        ),
    ),
    # Ser Amory Lorch: renown while an opponent controls 3 or fewer characters
    Script(
        "04049",
        constants=(constants.on_self("keyword", "renown", when=_few_opposing_characters),),
    ),
    # Ser Gregor Clegane: the character he pillages goes to the dead pile; then he may kill
    # a character with the same printed cost
    Script(
        "02049",
        abilities=(
            Ability(
                "reaction",
                "after he pillages a character, it goes to the dead pile; kill one that costs "
                "the same",
                _to_dead_then_kill,
                trigger=_pillaged_character,
                targets=(
                    Target(_same_printed_cost, 0, 1, "a character with the same printed cost"),
                ),
            ),
        ),
    ),
)
