"""One small handler per event type: where it fits, the check (decide) and the apply.

``fits`` says whether the event belongs at the current step (the replay advances the
framework until it does); ``check`` raises ``RuleError`` citing the rule and changes
nothing; ``apply`` changes the state and checks nothing.

The handlers live in one module per part of the game; this table maps each event type to its
``Handler``.
"""

from __future__ import annotations

from engine.game.events.base import (
    DRAW_TYPES,
    Event,
    Handler,
    always,
    at_steps,
    has_pending_draw,
    no_check,
    nothing,
    seat_of,
)
from engine.game.events.challenges import (
    apply_challenge,
    apply_claim,
    apply_defenders,
    apply_keyword,
    check_challenge,
    check_claim,
    check_defenders,
    check_keyword,
    check_result,
    fits_resolved,
)
from engine.game.events.marshal import (
    apply_ambush,
    apply_marshal,
    apply_pass,
    check_ambush,
    check_card_to_play,
    check_marshal,
    fits_pass,
)
from engine.game.events.round_end import (
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
    fits_stand,
)
from engine.game.events.setup import (
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
)
from engine.game.events.shadows import (
    apply_into_shadows,
    apply_out_of_shadows,
    check_into_shadows,
    check_out_of_shadows,
    fits_into_shadows,
    fits_out_of_shadows,
)
from engine.game.melee.events import (
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

HANDLERS: dict[str, Handler] = {
    "first_player": Handler(
        "S-2", at_steps("S-2", "F-1.3.II"), check_first_player, apply_first_player
    ),
    "shuffle": Handler(
        "S-6", lambda st, ev: st.players[seat_of(st, ev)].shuffle_ok, check_shuffle, apply_shuffle
    ),
    "draw": Handler("R-DRAW-1", has_pending_draw, check_draw, apply_draw),
    "mulligan": Handler("S-7-1", at_steps("S-7-1"), check_mulligan, apply_mulligan),
    "setup": Handler("S-8", at_steps("S-8"), check_setup, apply_setup),
    "plot": Handler("F-1.2", at_steps("F-1.2"), check_plot, apply_plot),
    "initiative": Handler("F-1.3.I", at_steps("F-1.3.I"), check_initiative, apply_initiative),
    "marshal": Handler(
        "F-AW-3-1",
        lambda st, ev: st.step == "F-AW-3" and st.active == seat_of(st, ev),
        check_marshal,
        apply_marshal,
    ),
    "ambush": Handler(
        "R-KW-AMBUSH-1", at_steps("F-AW-4.1", "F-AW-4.2", "F-AW-4.2.1"), check_ambush, apply_ambush
    ),
    # the shadow keyword (engine.game.events.shadows)
    "into_shadows": Handler(
        "R-MARSHAL-1", fits_into_shadows, check_into_shadows, apply_into_shadows
    ),
    "out_of_shadows": Handler(
        "R-PUT-1", fits_out_of_shadows, check_out_of_shadows, apply_out_of_shadows
    ),
    "pass": Handler("R-PASS-1", fits_pass, no_check, apply_pass),
    "challenge": Handler(
        "R-PASS-4",
        lambda st, ev: st.step == "F-AW-4.1" and st.active == seat_of(st, ev),
        check_challenge,
        apply_challenge,
    ),
    "defenders": Handler("F-4.2.1", at_steps("F-4.2.1"), check_defenders, apply_defenders),
    "challenge_result": Handler("F-4.2.2", fits_resolved, check_result, nothing),
    "claim": Handler("F-4.2.4", at_steps("F-4.2.4"), check_claim, apply_claim),
    "claim_opponents": Handler(
        "F-4.2.4", at_steps("F-4.2.4"), check_claim_opponents, apply_claim_opponents
    ),
    "keyword": Handler("F-4.2.5", at_steps("F-4.2.5"), check_keyword, apply_keyword),
    "dominance": Handler("F-5.2", at_steps("F-AW-5"), check_dominance, nothing),
    "title_pool": Handler("F-1.4-1", at_steps("F-1.4"), check_title_pool, apply_title_pool),
    "title": Handler("F-1.4", at_steps("F-1.4"), check_title, apply_title),
    "redirect": Handler("F-4.2-9", fits_redirect, check_redirect, apply_redirect),
    "reserve": Handler("F-7.3", at_steps("F-7.3"), check_reserve, apply_reserve),
    "stand": Handler("F-6.2", fits_stand, check_stand, apply_stand),
    "checkpoint": Handler("F-7.5", at_steps("F-AW-7"), check_checkpoint, nothing),
    "concede": Handler("T-END-1", always, check_concede, apply_concede),
    "time_called": Handler("T-END-2", always, check_time, apply_time),
    "choose_winner": Handler(
        "R-WIN-3",
        lambda st, ev: st.pending_choice is not None,
        check_choose_winner,
        apply_choose_winner,
    ),
    "game_over": Handler("R-WIN-1", lambda st, ev: st.over, check_game_over, nothing),
    "note": Handler("LOG-NOTE", always, no_check, nothing),
}
