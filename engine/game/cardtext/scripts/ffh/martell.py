"""FFH, martell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, triggers
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError

_MARTELL = card_test(type="character", faction="martell")


def _used_plots(st: GameState, use: Use) -> int:
    """X: the plot cards in the user's used pile."""
    return len(st.players[use.seat].used)


def _any_used_plot(st: GameState, use: Use) -> str | None:
    """With no plot in the used pile X is 0: nothing can be chosen ([R-TARGET-3])."""
    return None if _used_plots(st, use) else "no plot card in your used pile (X is 0)"


def _renown_this_phase(st: GameState, use: Use) -> list[Prim]:
    """Each chosen [martell] character gains renown until the end of the phase; "up to X"
    ([R-TARGET-1]): no more than the plots in the used pile."""
    x = _used_plots(st, use)
    if len(use.targets) > x:
        raise RuleError("R-TARGET-1", f"up to {x} characters (the plots in your used pile)")
    return [primitives.keyword(cid, "renown", "phase") for cid in use.targets]


@answering("challenge_initiated")
def _declared_attacking_in_military(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this card> is declared as an attacker in a [military] challenge"."""
    return (
        h.kind == "challenge_initiated"
        and h.get("type") == "military"
        and use.source in h.get("attackers", ())
    )


def _the_defenders_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a character controlled by the defending player"."""
    inst, ch = st.cards[cid], st.challenge
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
    )


def _must_be_claimed_if_won_by_5(st: GameState, use: Use) -> list[Prim]:
    """A lasting ``must`` named ``claim`` for the challenge, its value the margin (5): read
    as claim is chosen (``moves.claim.must_claim``, [F-4.2.4])."""
    return [
        primitives.lasting("must", "challenge", card=cid, amount=5, name="claim")
        for cid in use.targets
    ]  # fmt: skip


register(
    # The Scorpion's Sting: "After you lose a challenge", up to X [martell] characters gain
    # renown until the end of the phase (X: the plots in your used pile)
    Script(
        "04056",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, up to X [martell] characters gain renown",
                _renown_this_phase,
                trigger=triggers.lost_challenge(),
                condition=_any_used_plot,
                targets=(
                    Target(
                        lambda st, use, cid: _MARTELL(st, use.seat, use.source, cid),
                        1,
                        10,
                        "up to X [martell] characters",
                    ),
                ),
            ),
        ),
    ),
    # Spearmaiden: after declared as an attacker in a [military] challenge, a character of
    # the defending player "must be chosen for claim" if you win by 5 or more STR
    Script(
        "04055",
        abilities=(
            Ability(
                "reaction",
                "after declared as an attacker in a [military] challenge: a defender's "
                "character must be chosen for claim if you win by 5 or more STR",
                _must_be_claimed_if_won_by_5,
                trigger=_declared_attacking_in_military,
                targets=(
                    Target(_the_defenders_character, what="a character of the defending player"),
                ),
            ),
        ),
    ),
)
