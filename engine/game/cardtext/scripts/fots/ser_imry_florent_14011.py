"""Ser Imry Florent (14011, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    card_test,
)
from engine.game.cardtext.vocab.players import (
    OPPONENT_CHOICES,
    chosen_opponent,
    opponent_problem,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _kill_self(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    return [primitives.kill(use.source)]


def _imry_choice(st: GameState, use: Use, cid: str) -> bool:
    """A location you sacrifice, or a standing character the opponent kneels for it."""
    inst = st.cards[cid]
    if inst.zone != "play":
        return False
    if inst.card.type == "location":
        return inst.controller == use.seat
    if inst.card.type != "character" or inst.kneeling or inst.controller == use.seat:
        return False
    # before an opponent is named (the candidates offered in a melee), any opponent's
    return opponent_problem(st, use) is not None or inst.controller == chosen_opponent(st, use)


def _sacrifice_and_kneel(st: GameState, use: Use) -> list[Prim]:
    """Each location sacrificed makes the opponent kneel one standing character (as many as
    he or she has): the targets name both."""
    locations = [c for c in use.targets if st.cards[c].card.type == "location"]
    kneeled = [c for c in use.targets if st.cards[c].card.type == "character"]
    opponent = chosen_opponent(st, use)
    standing = card_test(type="character", kneeling=False)
    able = [c for c in st.players[opponent].in_play if standing(st, use.seat, use.source, c)]
    if len(kneeled) != min(len(locations), len(able)):
        raise RuleError(
            "R-TARGET-3",
            f"14011 Ser Imry Florent: {len(locations)} location(s) sacrificed, so "
            f"{min(len(locations), len(able))} standing character(s) of {SEATS[opponent]} kneel",
        )
    return [primitives.sacrifice(c) for c in locations] + [primitives.kneel(c) for c in kneeled]


register(
    # Ser Imry Florent: kill him: sacrifice locations, the opponent kneels one character each
    Script(
        "14011",
        abilities=(
            Ability(
                "action",
                "kill Ser Imry: for each location sacrificed, the opponent kneels a character",
                _sacrifice_and_kneel,
                costs=(Cost(_kill_self, "kill Ser Imry Florent"),),
                targets=(
                    Target(
                        _imry_choice,
                        0,
                        40,
                        "locations you sacrifice and the standing characters the opponent kneels",
                    ),
                ),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
