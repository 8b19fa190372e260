"""Chapter packs (TAK, SAT, TS), the other factions: Traitor to the Crown (08009), Acolyte of
the Waves (08012), Dorea Sand (08016), The Water Gardens (08017), Septon Cellador (08105), The
Bastard of Nightsong (08107), Qyburn (08109), To Go Forward You Must Go Back (08114), Ward
(02102) and Jhogo (02113). Each script quotes at most a short phrase of its card.

To Go Forward You Must Go Back (08114) names in ``choice`` the seats of the players who
shuffle their hands in ("A,B", "B", or "" for none).

Ward (02102) gives control of its character while attached (contribution ``control``) and
the [stark] affiliation (``faction``, read where card text or a restriction names a faction).
"""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, Player, RuleError


def _in_power_challenge(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and st.challenge.type == "power"


def _dorea_victim(st: GameState, use: Use, cid: str) -> bool:
    """Another character with printed cost X or lower, X your Sand Snake characters."""
    snakes = card_test(type="character", controller="you", traits=("Sand Snake",))
    inst = st.cards[cid]
    return (
        cid != use.source
        and inst.zone == "play"
        and inst.card.type == "character"
        and (inst.card.cost or 0) <= len(in_play_matching(st, snakes, use.seat, use.source))
    )


def _water_gardens(st: GameState, use: Use) -> list[Prim]:
    """Reduce the next non-character card you marshal, play or ambush by X, X the plot cards
    in your used pile."""
    amount = len(st.players[use.seat].used)
    return effects.reduce_next_cost(amount, "noncharacter|play|ambush")(st, use) if amount else []


def _cellador_discard(st: GameState, use: Use) -> list[Prim]:
    """The opponent discards a character from hand (his or her choice: named in the
    effects) unless the hand holds no character."""
    opponent = chosen_opponent(st, use)
    in_hand = [c for c in st.players[opponent].hand if st.cards[c].card.type == "character"]
    if not in_hand:
        return []
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        chosen = in_hand[:1]
    if len(chosen) != 1 or chosen[0] not in in_hand:
        raise RuleError(
            "R-EFFECT-1",
            f"{SEATS[opponent]} must discard a character from hand: name it in the effects",
        )
    return [primitives.discard(chosen[0])]


def _power_from_loser(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    if not st.players[loser].power:
        return []
    return [primitives.move_power(1, from_seat=SEATS[loser], to_seat=SEATS[use.seat])]


def _qyburn(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards; then choose and discard 1 card from your hand (named in the effects)."""
    drawn = effects.draw(2)(st, use)
    hand = set(st.players[use.seat].hand) | {c for p in drawn for c in p["cards"]}
    if not hand:
        return drawn
    chosen = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering and not chosen:
        chosen = sorted(hand)[:1]
    if len(chosen) != 1 or chosen[0] not in hand:
        raise RuleError("R-EFFECT-1", "then discard 1 card from your hand: name it (discard)")
    return [*drawn, primitives.discard(chosen[0])]


def _dead_of_defender(st: GameState, inst: CardInst) -> int:
    """+X STR while attacking, X the characters in the defending player's dead pile."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return 0
    dead = st.players[ch.defender].dead
    return sum(1 for cid in dead if st.cards[cid].card.type == "character")


def _hand(player: Player, use: Use) -> list[str]:
    """The hand without the event being played (it goes to the discard pile)."""
    return [cid for cid in player.hand if cid != use.source]


def _shufflers(st: GameState, use: Use) -> list[int]:
    seats = [k for k in (use.choice or "").split(",") if k]
    found = []
    for key in seats:
        player = next((p for p in st.players if p.key == key), None)
        if player is None or not _hand(player, use) or key in seats[: seats.index(key)]:
            raise RuleError("R-TARGET-1", f"{key!r} cannot shuffle a hand of at least 1 card in")
        found.append(player.index)
    return found


def _go_back(st: GameState, use: Use) -> list[Prim]:
    """Each player who chose to shuffles his or her hand into the deck, then draws 5 cards
    (named in the effects, one ``draw`` per player)."""
    found: list[Prim] = []
    for seat in _shufflers(st, use):
        player = st.players[seat]
        hand = _hand(player, use)
        found += [primitives.shuffle_into_deck(cid) for cid in hand]
        due = min(5, len(player.deck) + len(hand))
        if use.offering:
            cards = (player.deck + hand)[:due]
        else:
            stated = [p for p in use.outcome("draw") if p.get("seat") == player.key]
            cards = [cid for p in stated for cid in p.get("cards", [])]
        if len(cards) != due:
            raise RuleError("R-DRAW-1", f"{player.key} draws {due} cards: name them (draw)")
        found.append(primitives.draw(player.key, cards))
    return found


register(
    # Traitor to the Crown: no STR to [power] challenges nor to dominance
    Script(
        "08009",
        constants=(
            constants.on_attached("no_str", when=_in_power_challenge),
            constants.on_attached("no_dominance"),
        ),
    ),
    # Acolyte of the Waves: when it is killed, gain 1 power for your faction
    Script(
        "08012",
        abilities=(
            Ability(
                "interrupt",
                "when Acolyte of the Waves is killed, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
    # Dorea Sand: after she enters play, return a character with printed cost X or lower
    Script(
        "08016",
        abilities=(
            Ability(
                "reaction",
                "after Dorea Sand enters play, return another character with printed cost X "
                "or lower to its owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _dorea_victim,
                        what="another character with printed cost X or lower (X: your Sand Snakes)",
                    ),
                ),
            ),
        ),
    ),
    # The Water Gardens: kneel to reduce the next non-character card by X
    Script(
        "08017",
        abilities=(
            Ability(
                "action",
                "kneel to reduce the cost of the next non-character card by X",
                _water_gardens,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Septon Cellador: kneel him; an opponent discards a character from hand
    Script(
        "08105",
        abilities=(
            Ability(
                "action",
                "kneel Septon Cellador: an opponent discards a character from hand",
                _cellador_discard,
                phase="challenges",
                costs=(costs.kneel_self(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # The Bastard of Nightsong: after a [power] win, move 1 power from the loser to you
    Script(
        "08107",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge in which he participates, move 1 power from "
                "the losing opponent's faction card to your own",
                _power_from_loser,
                trigger=on.won_challenge("power", self_participating=True),
            ),
        ),
    ),
    # Qyburn: after a character is killed, kneel him to draw 2, then discard 1
    Script(
        "08109",
        abilities=(
            Ability(
                "reaction",
                "after a character is killed, kneel Qyburn to draw 2 cards, then discard 1",
                _qyburn,
                trigger=on.happened("killed"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # To Go Forward You Must Go Back: players shuffle their hands in and draw 5
    Script(
        "08114",
        abilities=(
            Ability(
                "action",
                "each player may shuffle his or her hand into the deck and draw 5 cards",
                _go_back,
                phase="dominance",
            ),
        ),
    ),
    # Jhogo: stealth with another Bloodrider; +X STR attacking, X the defender's dead
    Script(
        "02113",
        constants=(
            constants.on_self("keyword", "stealth", when=constants.controls_another("Bloodrider")),
            constants.on_self("str", value=_dead_of_defender),
        ),
    ),
)


def _ward(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Take control of attached character. Attached character gains the [stark]
    affiliation" (while Ward is attached: control returns when it leaves play)."""
    if inst.host is None:
        return []
    return [
        Contribution("control", inst.host, inst.controller, "", inst.id),
        Contribution("faction", inst.host, 1, "stark", inst.id),
    ]


# Ward: its restriction ("printed cost 4 or lower") and terminal are the framework's
register(Script("02102", constants=(constants.constant("control faction", _ward),)))
