"""Fury of the Storm (FotS), House Baratheon, continued (Ser Imry Florent 14011, Acolyte of the
Flame 14014, Alester Florent 14007, Red Priest 14012, Shyra Errol 14013, Stannis Baratheon
14002). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import (
    OPPONENT_CHOICES,
    chosen_opponent,
    opponent_problem,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError, plot_value

# Acolyte, Alester: cards out of play a "When X leaves play" interrupt is used from
_OUT_OF_PLAY = ("dead", "discard", "hand", "deck", "removed", "shadows")


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


def _draw_phase_began(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "phase_began" and h.get("phase") == "draw"


def _look_at_top_2(st: GameState, use: Use) -> list[Prim]:
    """Look at the top 2 cards of an opponent's deck; they may go to the bottom: the log
    states them as one ``arrange_deck`` (both ``top``, or both ``bottom``)."""
    seat = chosen_opponent(st, use)
    player = st.players[seat]
    due = min(2, len(player.deck))
    if use.offering:
        return [primitives.arrange_deck(player.key, player.deck[::-1][:due], [])]  # fmt: skip
    stated = use.outcome("arrange_deck")
    ok = len(stated) == 1 and stated[0].get("seat") == player.key
    placed = stated[0] if ok else {}
    top, bottom = list(placed.get("top", [])), list(placed.get("bottom", []))
    if not ok or len(top) + len(bottom) != due or (top and bottom):
        raise RuleError(
            "R-EFFECT-1",
            "14014 Acolyte of the Flame: state the top 2 cards of that deck, both on top or "
            "both at the bottom (arrange_deck)",
        )
    return [primitives.arrange_deck(player.key, top, bottom)]


def _florent_entered(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a House Florent character enters play" (any player's)."""
    if h.kind != "entered_play" or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("House Florent")


def _alester_left(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "left_play" and h.card == use.source


def _another_rhllor(st: GameState, use: Use) -> str | None:
    spec = card_test(type="character", controller="you", traits=("R'hllor",), other=True)
    return None if in_play_matching(st, spec, use.seat, use.source) else "no other R'hllor"


def _in_an_opponents_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner != use.seat


def _hold_until_priest_leaves(st: GameState, use: Use) -> list[Prim]:
    """ "remove it from the game until Red Priest leaves play" (then it returns to its
    owner's hand: the lasting ``held_until_leaves`` on Red Priest)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.move(cid, "removed"))
        found.append(primitives.lasting("held_until_leaves", "game", card=use.source, name=cid))
    return found


def _character_killed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "killed" and h.card is not None and st.cards[h.card].card.type == "character"


def _power_to_faction(st: GameState, use: Use) -> list[Prim]:
    """ "move each power from that character to its controller's faction card" (logged after
    the kill: the power it had goes to the faction card instead of the treasury)."""
    assert use.answers is not None
    power, seat = use.answers.get("power", 0), use.answers.seat
    if not power or seat is None:
        return []
    return [primitives.gain_power(power, seat=SEATS[seat])]


def _draw_attackers_claim(st: GameState, use: Use) -> list[Prim]:
    """ "draw X cards. X is the claim value on the attacking player's revealed plot card"."""
    assert use.answers is not None
    x = plot_value(st, use.answers.get("attacker"), "claim")
    return effects.draw(x)(st, use) if x > 0 else []


def _cask_of_ale(st: GameState, use: Use) -> list[Prim]:
    """Move up to 2 power (``choice`` "1" or "2") from the first chosen card to the second."""
    if len(use.targets) != 2:
        return []
    source, dest = use.targets
    return [primitives.move_power(int(use.choice or 2), from_=source, to=dest)]


def _same_controller(st: GameState, use: Use, cid: str) -> bool:
    """ "2 cards controlled by the same player" (the first chosen sets the player)."""
    inst = st.cards[cid]
    if inst.zone != "play":
        return False
    first = use.targets[0] if use.targets else cid
    return inst.controller == st.cards[first].controller


register(
    # Stannis Baratheon: immune to opponents' events; after you win a [power] challenge,
    # draw the attacking player's claim value in cards
    Script(
        "14002",
        constants=(constants.on_self("immune", "event"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, draw X cards (X: the attacker's claim)",
                _draw_attackers_claim,
                trigger=on.won_challenge("power"),
            ),
        ),
    ),
    # Red Priest: after it enters play, a card of an opponent's hand is removed from the
    # game until Red Priest leaves play
    Script(
        "14012",
        abilities=(
            Ability(
                "reaction",
                "after Red Priest enters play, remove a card of an opponent's hand for a while",
                _hold_until_priest_leaves,
                trigger=on.entered_play(),
                targets=(Target(_in_an_opponents_hand, what="a card in an opponent's hand"),),
            ),
        ),
    ),
    # Shyra Errol: when a character is killed, sacrifice her: its power to its controller's
    # faction card
    Script(
        "14013",
        abilities=(
            Ability(
                "interrupt",
                "when a character is killed, sacrifice Shyra: its power to the faction card",
                _power_to_faction,
                trigger=_character_killed,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
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
    # Acolyte of the Flame: after the draw phase begins, kneel: look at the top 2 cards of an
    # opponent's deck, maybe to the bottom
    Script(
        "14014",
        abilities=(
            Ability(
                "reaction",
                "after the draw phase begins, kneel: the top 2 of an opponent's deck",
                _look_at_top_2,
                trigger=_draw_phase_began,
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Alester Florent: after a House Florent character enters play, draw (once per round);
    # when he leaves play, with another R'hllor, kneel an opponent's character
    Script(
        "14007",
        abilities=(
            Ability(
                "reaction",
                "after a House Florent character enters play, draw a card",
                effects.draw(1),
                trigger=_florent_entered,
                limit=Limit(1, "round"),
            ),
            Ability(
                "interrupt",
                "when Alester leaves play, with another R'hllor, kneel an opponent's character",
                effects.on_targets("kneel"),
                trigger=_alester_left,
                condition=_another_rhllor,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent", kneeling=False),
                        "a standing opponent's character",
                    ),
                ),
                from_zones=_OUT_OF_PLAY,
            ),
        ),
    ),
    # "A Cask of Ale": after a [power] win, move up to 2 power between 2 cards of one player
    Script(
        "14023",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, move up to 2 power between 2 cards",
                _cask_of_ale,
                trigger=on.won_challenge("power"),
                targets=(Target(_same_controller, 2, 2, "2 cards controlled by the same player"),),
                choices=("1", "2"),
            ),
        ),
    ),
)
