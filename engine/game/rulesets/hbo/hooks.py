"""The HBO edition's hooks into the shared framework (rules/hbo.md): its card file and house
decks, the mandatory passives and saves checked before each event and the responses each
event opens ([H-PASSIVE-4], [H-SAVE-2], [H-PLOT-5], [H-RESP-3]), and the plot texts that add
to the dominance winner's power ([H-EX-ILLYRIO])."""

from __future__ import annotations

from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import HBO
from engine.game.rulesets.hbo import abilities
from engine.game.rulesets.hbo.cardfile import hbo_cards
from engine.game.rulesets.hbo.decks import deck_problems
from engine.game.rulesets.hbo.texts import has_ability, plot_dominance_bonus
from engine.game.rulesets.hooks import RulesetHooks, register_hooks
from engine.game.state.model import GameState

# Events outside the game proper: no passive or save is owed before them.
_OUTSIDE_THE_GAME = frozenset({"note", "concede", "time_called"})


def _before_event(st: GameState, ev: GameEvent) -> None:
    if ev.type not in _OUTSIDE_THE_GAME:
        abilities.before_event(st, ev)  # [H-PASSIVE-4], [H-SAVE-2], [H-PLOT-5]


HBO_HOOKS = RulesetHooks(
    before_event=_before_event,
    after_event=abilities.after_event,  # [H-RESP-3]
    dominance_bonus=plot_dominance_bonus,
    card_data=hbo_cards,
    deck_problems=deck_problems,
    # the HBO edition checks when an ability is used, never what it does: a card with
    # ability text is not read ([H-ACT-1], [H-RESP-1], [H-PASSIVE-1])
    card_read=lambda card: not has_ability(card.text),
)

register_hooks(HBO, HBO_HOOKS)
