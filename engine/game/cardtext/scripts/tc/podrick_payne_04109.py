"""Podrick Payne (04109, TC, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.moves.claim import claim_type
from engine.game.rules import checks as rules
from engine.game.state.model import GameState, RuleError

TYRION = "Tyrion Lannister"


_BEFORE_CLAIM = frozenset({"F-4.2.1", "F-4.2.2", "F-4.2.3", "F-4.2.4"})


def _military_claim_due(st: GameState, use: Use) -> str | None:
    """ "would be killed for [military] claim": in a challenge whose military claim is still
    to be applied ([F-4.2.1] to [F-4.2.4]), not won by the defender (then no claim); the kill
    that follows must come (``would``, [R-INTERRUPT-3]); docs/decisions/card-text-tc.md."""
    ch = st.challenge
    if ch is None or st.step not in _BEFORE_CLAIM or (st.step == "F-4.2.4" and ch.claim_done):
        return "only before military claim is applied"
    if ch.winner not in (None, ch.attacker):
        return "the defender won: no claim"
    return None if claim_type(ch) == "military" else "only for military claim"


def _claim_victim(st: GameState, use: Use, cid: str) -> bool:
    """A character the defending player controls (military claim kills the defender's)."""
    ch, inst = st.challenge, st.cards[cid]
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
    )


def _attacker_if_tyrion(st: GameState, use: Use, cid: str) -> bool:
    """ "choose and kill an attacking character", only when the saved one is Tyrion."""
    ch = st.challenge
    saved = use.targets[0] if use.targets else None
    return (
        ch is not None
        and saved is not None
        and st.cards[saved].card.name == TYRION
        and cid in rules.attacking(st, ch)
    )


def _pay_2_and_enter_play(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "pay 2 gold and put Podrick Payne into play from your hand" (refused when he cannot
    enter play, ``effects.entering``)."""
    gold: Prim = primitives.spend_gold(SEATS[use.seat], 2)
    return [gold, effects.entering(st, use.source, use.seat)]


def _save_then_kill_an_attacker(st: GameState, use: Use) -> list[Prim]:
    """Save the character; "Then, if that character was Tyrion Lannister, you may pay 2 gold
    to choose and kill an attacking character" (the second target: chosen, it is paid)."""
    saved, *attacker = use.targets
    found: list[Prim] = [primitives.save(saved)]
    if attacker:
        if st.players[use.seat].gold < 2:
            raise RuleError("R-COST-8", f"{SEATS[use.seat]} cannot pay 2 gold to kill")
        found += [primitives.spend_gold(SEATS[use.seat], 2),
                  primitives.kill(attacker[0])]  # fmt: skip
    return found


register(
    # Podrick Payne: "When a character would be killed for [military] claim", pay 2 gold and
    # put him into play from hand to save it; then, if it was Tyrion Lannister, pay 2 more to
    # kill an attacking character
    Script(
        "04109",
        abilities=(
            Ability(
                "interrupt",
                "when a character would be killed for military claim, pay 2 gold and put "
                "Podrick Payne into play from your hand to save it",
                _save_then_kill_an_attacker,
                costs=(Cost(_pay_2_and_enter_play, "pay 2 gold, put Podrick Payne into play"),),
                targets=(
                    Target(_claim_victim, what="a character military claim would kill"),
                    Target(_attacker_if_tyrion, 0, 1, "an attacking character (Tyrion saved)"),
                ),
                condition=_military_claim_due,
                from_zones=("hand",),
                would=("killed",),
            ),
        ),
    ),
)
