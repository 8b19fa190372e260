"""Core Set, neutral plots where each player chooses (Marched to the Wall, Wildfire Assault),
and 01021-01026 with the agenda Fealty (01027): split from core_neutral_plots for length. Each
script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.model import Prim
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
from engine.game.cardtext.vocab.cards import card_search, each_players_own
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError, characters


def _by_controller(st: GameState, chosen: list[str]) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {p.index: [] for p in st.players if not p.eliminated}
    for cid in chosen:
        found[st.cards[cid].controller].append(cid)
    return found


def _in_the_game(st: GameState, use: Use, cid: str) -> bool:
    """A character in play whose controller is still in the game (an eliminated player takes
    no further part, [R-ELIM-1])."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not st.players[inst.controller].eliminated
    )


def _each_discards_one(st: GameState, use: Use) -> list[Prim]:
    """Each player chooses a character he or she controls (if able: not one immune to the
    plot, [R-IMMUNE-1]); each is discarded."""
    for index, picked in _by_controller(st, use.targets).items():
        able = [c for c in characters(st, index) if not immune_to(st, c, use.seat, use.source)]
        due = 1 if able else 0
        if len(picked) != due:
            raise RuleError(
                "R-TARGET-3",
                f"{SEATS[index]} chooses {due} character(s) it controls, not {len(picked)}",
            )
    return [primitives.discard(cid, cannot_be_saved=True) for cid in use.targets]


_EACH_PLAYERS_CHARACTER = Target(_in_the_game, 0, 6, "a character its player controls")


def _all_gold_returned(st: GameState, use: Use) -> list[Prim]:
    return [primitives.spend_gold(p.key, p.gold) for p in st.players if p.gold]


register(
    # Marched to the Wall: each player discards a character (cannot be saved)
    Script(
        "01015",
        abilities=(
            Ability(
                "when_revealed",
                "each player discards a character he or she controls",
                _each_discards_one,
                targets=(_EACH_PLAYERS_CHARACTER,),
            ),
        ),
    ),
    # Sneak Attack: "not ... more than 1 challenge"
    Script("01021", constants=(constants.for_controller("challenge_cap", value=1),)),
    # Summons: search the top 10 for a character, then shuffle
    Script(
        "01022",
        abilities=(
            Ability(
                "when_revealed",
                "search the top 10 cards for a character; shuffle",
                effects.found_to_hand_and_shuffle,
                targets=(card_search(("character",)),),
            ),
        ),
    ),
    # Supporting the Faith: when the challenges phase begins, all gold returns (forced)
    Script(
        "01023",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, each player returns all his or her gold",
                _all_gold_returned,
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
    # Taxation: "1 additional limited card this round"
    Script("01024", constants=(constants.for_controller("limited", value=1),)),
    # Wildfire Assault: each player keeps up to 3 characters; the others are killed
    Script(
        "01026",
        abilities=(
            Ability(
                "when_revealed",
                "each player chooses up to 3 characters; kill the others",
                effects.all_but_chosen(3, "character", "kill", cannot_be_saved=True),
                targets=(each_players_own("character", 18),),
            ),
        ),
    ),
    # Fealty: the 15-neutral-card limit is deckbuilding (engine.game.data.legality); kneel the
    # faction card to reduce the next loyal card marshaled or played this phase by 1
    Script(
        "01027",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to reduce the next loyal card by 1",
                effects.reduce_next_cost(1, "loyal|play"),
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
