"""The state before a game's first event, from its log header: every card of the registered
decks in its deck (or plot deck), the agenda set aside, and what the ruleset adds (the melee
title pool, ``hooks.RulesetHooks.new_game``)."""

from __future__ import annotations

from engine.game.data.cards import CardDB
from engine.game.logformat.log import MatchLog
from engine.game.rulesets.hooks import hooks_of
from engine.game.state.model import (
    CardInst,
    GameState,
    Player,
    RuleError,
    printed_attached_strength,
    printed_plot_modifiers,
)
from engine.game.state.parts import new_card


def new_game(log: MatchLog, db: CardDB) -> GameState:
    """The state before the first event: decks registered, every card in its deck."""
    cards: dict[str, CardInst] = {}
    players = []
    for index, seat in enumerate(log.seats):
        player = Player(index, seat.key, seat.name, seat.faction, None)
        for section, zone, pile in (
            (seat.plots, "plot_deck", player.plot_deck),
            (seat.cards, "deck", player.deck),
        ):
            for code, count in sorted(section):  # the order of ``instance_ids``
                if code not in db:
                    raise RuleError("LOG-CARD", f"seat {seat.key}: unknown card code {code!r}")
                card = db.get(code)  # looked up (and its text read) once per code
                plot_bonus = printed_plot_modifiers(card.text)
                attached_str = printed_attached_strength(card.text)
                for n in range(1, count + 1):
                    cid = f"{seat.key}:{code}#{n}"
                    cards[cid] = new_card(cid, card, index, zone, plot_bonus, attached_str)
                    pile.append(cid)
        if seat.agenda is not None:
            if seat.agenda not in db:
                raise RuleError("LOG-CARD", f"seat {seat.key}: unknown agenda {seat.agenda!r}")
            aid = f"{seat.key}:agenda"
            agenda = db.get(seat.agenda)
            plot_bonus = printed_plot_modifiers(agenda.text)
            cards[aid] = new_card(aid, agenda, index, "agenda", plot_bonus, 0)
            player.agenda = aid
        players.append(player)
    st = GameState(cards, players, log.ruleset)
    hooks_of(log.ruleset).new_game(st, db)  # melee: the title pool ([R-MELEE-1])
    return st
