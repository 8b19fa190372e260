"""The Fall of Astapor (06041-06060), the cards of the standalone decks. Each script quotes at
most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, plot_value, strength

_DEFENDING = card_test(type="character", defending=True)


def _host_participating(st: GameState, inst: CardInst) -> list[Contribution]:
    """Silver Hair Net: "while attached character is participating in a challenge, reduce the
    cost of each event you play by 1"."""
    ch = st.challenge
    if ch is None or inst.host is None or inst.host not in ch.attackers + ch.defenders:
        return []
    return [Contribution("cost", inst.controller, -1, "event", inst.id)]


def _opponent_plot_gold_5(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if the gold value on an opponent's revealed plot card is 5 or
    higher"."""
    rich = any(
        plot_value(st, p.index, "income") >= 5
        for p in st.players
        if p.index != use.seat and p.revealed is not None
    )
    return effects.gain_gold(2 if rich else 1)(st, use)


def _dominance_phase(st: GameState, inst: CardInst) -> bool:
    return st.phase == "dominance"


def _your_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a character you control is killed" (logged right after the kill)."""
    return (
        h.kind == "killed"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
    )


def _killed_back_to_hand(st: GameState, use: Use) -> list[Prim]:
    """ "Return that character to your hand instead of placing it in your dead pile"."""
    killed = use.answers.card if use.answers is not None else None
    return [] if killed is None else [primitives.move(killed, "hand")]


def _against_empty_hand(st: GameState, inst: CardInst) -> bool:
    """Participating in a challenge against an opponent with no cards in hand."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return False
    opponent = ch.defender if inst.controller == ch.attacker else ch.attacker
    return opponent is not None and not st.players[opponent].hand


def _theon_alone(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Theon attacks alone, each character with a higher STR does not contribute."""
    ch = st.challenge
    if ch is None or ch.attackers != [inst.id]:
        return []
    his = strength(st, inst.id)
    return [
        Contribution("no_str", c, 0, "", inst.id) for c in ch.defenders if strength(st, c) > his
    ]


def _won_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    host = st.cards[use.source].host
    return on.won_challenge()(st, use, h) and host in h.get("attackers", ())


def _move_gold_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "Move 1 gold from the losing opponent's gold pool to your own" (if it holds any)."""
    loser = use.answers.get("loser") if use.answers is not None else None
    if loser is None or not st.players[loser].gold:
        return []
    return [
        primitives.spend_gold(SEATS[loser], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


def _grey_worm_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    ok = ch is not None and not ch.resolved and use.source in ch.attackers
    return None if ok else "play only during a challenge in which Grey Worm is attacking"


def _not_first_player_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if you are not the first player"."""
    return effects.gain_gold(1 if st.first == use.seat else 2)(st, use)


register(
    # Elinor Tyrell: 1 additional limited card each round
    Script("06043", constants=(constants.for_controller("limited"),)),
    # Silver Hair Net: Lady only (framework); stealth; events cost 1 less while it fights
    Script(
        "06044",
        constants=(
            constants.on_attached("keyword", "stealth"),
            constants.constant("cost", _host_participating),
        ),
    ),
    # Underground Vault: kneel for 1 gold (2 if an opponent's plot gives 5 gold or more)
    Script(
        "06046",
        abilities=(
            Ability(
                "action",
                "kneel Underground Vault to gain 1 gold (2 against a plot of 5 gold or more)",
                _opponent_plot_gold_5,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Flea Bottom Bastard: +3 STR during the dominance phase
    Script("06047", constants=(constants.on_self("str", value=3, when=_dominance_phase),)),
    # Spears of the Merling King: sacrifice it: a killed character of yours goes to your hand
    Script(
        "06048",
        abilities=(
            Ability(
                "interrupt",
                "when a character you control is killed, sacrifice Spears of the Merling King "
                "to return it to your hand instead",
                _killed_back_to_hand,
                trigger=_your_character_killed,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
    # Cersei's Attendant: insight while participating against an opponent with no hand
    Script("06049", constants=(constants.on_self("keyword", "insight", when=_against_empty_hand),)),
    # Theon Greyjoy: attacking alone, characters with a higher STR do not contribute
    Script("06051", constants=(constants.constant("no_str", _theon_alone),)),
    # Corsair's Dirk: +2 STR (framework); won attacking: 1 gold from the loser to you
    Script(
        "06052",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which attached character is attacking, move 1 "
                "gold from the losing opponent's gold pool to yours",
                _move_gold_from_loser,
                trigger=_won_attached_attacking,
            ),
        ),
    ),
    # Grey Worm: attacking, a defending character gets -3 STR (once per challenge)
    Script(
        "06053",
        abilities=(
            Ability(
                "action",
                "a defending character gets -3 STR until the end of the challenge",
                effects.on_targets("strength", amount=-3, until="challenge"),
                condition=_grey_worm_attacking,
                targets=(choose(_DEFENDING, "a defending character"),),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
    # Dornish Fiefdom: kneel for 1 gold (2 if you are not the first player)
    Script(
        "06056",
        abilities=(
            Ability(
                "action",
                "kneel Dornish Fiefdom to gain 1 gold (2 if you are not the first player)",
                _not_first_player_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
