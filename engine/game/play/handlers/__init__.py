"""One small handler per event type: where it fits, the check (decide) and the apply.

``fits`` says whether the event belongs at the current step (the replay advances the
framework until it does); ``check`` raises ``RuleError`` citing the rule and changes
nothing; ``apply`` changes the state and checks nothing.

The handlers live in one module per part of the game; this table maps each event type to its
``Handler``.
"""

from __future__ import annotations

from typing import Any

from engine.game.logformat.events import (
    Ambush,
    Challenge,
    ChallengeResult,
    Checkpoint,
    ChooseWinner,
    Claim,
    ClaimOpponents,
    Concede,
    Defenders,
    Dominance,
    Draw,
    FirstPlayer,
    GameOver,
    Initiative,
    IntoShadows,
    KeywordUsed,
    Marshal,
    Mulligan,
    Note,
    OutOfShadows,
    Pass,
    Plot,
    Redirect,
    Reserve,
    Setup,
    Shuffle,
    Stand,
    TimeCalled,
    Title,
    TitlePool,
)
from engine.game.play.handlers.base import (
    DRAW_TYPES,
    Event,
    always,
    at_steps,
    has_pending_draw,
    no_check,
    nothing,
    seat_of,
)
from engine.game.play.handlers.challenges import (
    apply_challenge,
    apply_claim,
    apply_defenders,
    apply_keyword,
    check_challenge,
    check_claim,
    check_defenders,
    check_keyword,
    check_result,
    fits_challenge,
    fits_resolved,
)
from engine.game.play.handlers.handler import Handler
from engine.game.play.handlers.marshal import (
    apply_ambush,
    apply_marshal,
    apply_pass,
    check_ambush,
    check_card_to_play,
    check_marshal,
    fits_marshal,
    fits_pass,
)
from engine.game.play.handlers.round_end import (
    apply_choose_winner,
    apply_concede,
    apply_reserve,
    apply_stand,
    apply_time,
    check_checkpoint,
    check_choose_winner,
    check_concede,
    check_dominance,
    check_game_over,
    check_reserve,
    check_stand,
    check_time,
    fits_choose_winner,
    fits_game_over,
    fits_stand,
)
from engine.game.play.handlers.setup import (
    apply_draw,
    apply_first_player,
    apply_initiative,
    apply_mulligan,
    apply_plot,
    apply_setup,
    apply_shuffle,
    check_draw,
    check_first_player,
    check_initiative,
    check_mulligan,
    check_plot,
    check_setup,
    check_shuffle,
    fits_shuffle,
)
from engine.game.play.handlers.shadows import (
    apply_into_shadows,
    apply_out_of_shadows,
    check_into_shadows,
    check_out_of_shadows,
    fits_into_shadows,
    fits_out_of_shadows,
)
from engine.game.rulesets.melee.events import (
    apply_claim_opponents,
    apply_redirect,
    apply_title,
    apply_title_pool,
    check_claim_opponents,
    check_redirect,
    check_title,
    check_title_pool,
    fits_redirect,
)

__all__ = ["DRAW_TYPES", "HANDLERS", "Event", "Handler", "check_card_to_play", "seat_of"]

HANDLERS: dict[str, Handler[Any]] = {
    "first_player": Handler(
        FirstPlayer, at_steps("S-2", "F-1.3.II"), check_first_player, apply_first_player
    ),
    "shuffle": Handler(Shuffle, fits_shuffle, check_shuffle, apply_shuffle),
    "draw": Handler(Draw, has_pending_draw, check_draw, apply_draw),
    "mulligan": Handler(Mulligan, at_steps("S-7-1"), check_mulligan, apply_mulligan),
    "setup": Handler(Setup, at_steps("S-8"), check_setup, apply_setup),
    "plot": Handler(Plot, at_steps("F-1.2"), check_plot, apply_plot),
    "initiative": Handler(Initiative, at_steps("F-1.3.I"), check_initiative, apply_initiative),
    "marshal": Handler(Marshal, fits_marshal, check_marshal, apply_marshal),
    "ambush": Handler(
        Ambush, at_steps("F-AW-4.1", "F-AW-4.2", "F-AW-4.2.1"), check_ambush, apply_ambush
    ),
    # the shadow keyword (engine.game.play.handlers.shadows)
    "into_shadows": Handler(IntoShadows, fits_into_shadows, check_into_shadows, apply_into_shadows),
    "out_of_shadows": Handler(
        OutOfShadows, fits_out_of_shadows, check_out_of_shadows, apply_out_of_shadows
    ),
    "pass": Handler(Pass, fits_pass, no_check, apply_pass),
    "challenge": Handler(Challenge, fits_challenge, check_challenge, apply_challenge),
    "defenders": Handler(Defenders, at_steps("F-4.2.1"), check_defenders, apply_defenders),
    "challenge_result": Handler(ChallengeResult, fits_resolved, check_result, nothing),
    "claim": Handler(Claim, at_steps("F-4.2.4"), check_claim, apply_claim),
    "claim_opponents": Handler(
        ClaimOpponents, at_steps("F-4.2.4"), check_claim_opponents, apply_claim_opponents
    ),
    "keyword": Handler(KeywordUsed, at_steps("F-4.2.5"), check_keyword, apply_keyword),
    "dominance": Handler(Dominance, at_steps("F-AW-5"), check_dominance, nothing),
    "title_pool": Handler(TitlePool, at_steps("F-1.4"), check_title_pool, apply_title_pool),
    "title": Handler(Title, at_steps("F-1.4"), check_title, apply_title),
    "redirect": Handler(Redirect, fits_redirect, check_redirect, apply_redirect),
    "reserve": Handler(Reserve, at_steps("F-7.3"), check_reserve, apply_reserve),
    "stand": Handler(Stand, fits_stand, check_stand, apply_stand),
    "checkpoint": Handler(Checkpoint, at_steps("F-AW-7"), check_checkpoint, nothing),
    "concede": Handler(Concede, always, check_concede, apply_concede),
    "time_called": Handler(TimeCalled, always, check_time, apply_time),
    "choose_winner": Handler(
        ChooseWinner, fits_choose_winner, check_choose_winner, apply_choose_winner
    ),
    "game_over": Handler(GameOver, fits_game_over, check_game_over, nothing),
    "note": Handler(Note, always, no_check, nothing),
}
