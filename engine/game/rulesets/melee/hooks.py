"""The melee ruleset's hooks into the shared framework ([R-MELEE-1..4]): the title pool at
the start, the title step [F-1.4] and its round trackers, the rivals' bonuses, dominance among
several players, the end of game, the time verdict and finishing places; an eliminated seat
is out of the game before any event of it is placed ([R-ELIM-1])."""

from __future__ import annotations

from engine.game.data.cards import CardDB
from engine.game.logformat.log import MELEE
from engine.game.rulesets.hooks import RulesetHooks, register_hooks
from engine.game.rulesets.melee import flow as melee_flow
from engine.game.rulesets.melee.ending import check_end_melee, places, time_verdict_melee
from engine.game.rulesets.melee.events import check_in_game
from engine.game.rulesets.melee.titles import title_pool
from engine.game.state.model import GameState, RuleError


def _new_game(st: GameState, db: CardDB) -> None:
    """[R-MELEE-1] a melee plays with the title pool of the card data ([R-TITLE-2])."""
    st.melee, st.titles = True, title_pool(db)


def _blocking(st: GameState, step: str) -> RuleError | None:
    return melee_flow.titles_blocking(st) if step == "F-1.4" else None


MELEE_HOOKS = RulesetHooks(
    new_game=_new_game,
    before_event=check_in_game,
    blocking=_blocking,
    begin_round=melee_flow.begin_round,
    after_draw_count=melee_flow.extra_draws,
    challenge_won=melee_flow.rivals_bonus,
    claim_bonus=melee_flow.rival_claim_bonus,
    after_reserve=melee_flow.return_titles,
    dominance=melee_flow.dominance,
    additional_challenge_types=melee_flow.additional_types,
    challenge_strength=melee_flow.challenge_strength,
    dominance_strength=melee_flow.dominance_strength,
    check_end=check_end_melee,
    time_verdict=time_verdict_melee,
    places=places,
)

register_hooks(MELEE, MELEE_HOOKS)
