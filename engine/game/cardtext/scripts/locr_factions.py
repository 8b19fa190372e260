"""Lions of Casterly Rock, the other factions' cards in the standalone decks: Edric Storm
(05025), Disputed Claim (05026), Victarion Greyjoy (05027), Bridge of Skulls (05032), Jeyne
Westerling (05033), Ser Barristan Selmy (05035), Alerie Tyrell (05037) and the neutral plot
Unexpected Delay (05047) and Summoned to Court (05048). Each script quotes at most a short
phrase of its card. Summoned to Court is logged with the card each player chose as targets
and, in ``choice``, the seats of the players who put their revealed character into play
("A,B", "A", or none)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.effects import chance_card, entering
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.model import CardInst, GameState, RuleError


def _most_faction_power(st: GameState, inst: CardInst) -> bool:
    mine = st.players[inst.controller].power
    return all(p.power < mine for p in st.players if p.index != inst.controller)


def _discard_2_power_from_self(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    return [primitives.discard_power(2, card=use.source)]


def _no_military_against_you(st: GameState, use: Use) -> str | None:
    """ "an opponent who did not initiate a [military] challenge against you this phase"."""
    opponent = chosen_opponent(st, use)
    player = st.players[opponent]
    pairs = zip(player.challenges, _defenders_of(st, opponent), strict=True)
    against = [ctype for ctype, defender in pairs if defender == use.seat]
    return None if "military" not in against else f"{SEATS[opponent]} attacked you in military"


def _defenders_of(st: GameState, seat: int) -> list[int]:
    """Whom each challenge of the round was initiated against (a joust: the opponent)."""
    player = st.players[seat]
    if player.challenged:
        return player.challenged
    return [1 - seat] * len(player.challenges)


def _random_discard(st: GameState, use: Use) -> list[Prim]:
    opponent = chosen_opponent(st, use)
    hand = st.players[opponent].hand
    if not hand:
        return []
    return [primitives.discard(chance_card(use, "discard", list(hand), "the card"))]


def _stand_if_fewer_cards(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = use.answers.get("loser")
    fewer = len(st.players[use.seat].hand) < len(st.players[loser].hand)
    return [primitives.stand(use.source)] if fewer and st.cards[use.source].kneeling else []


def _cheap_tyrell_on_top(st: GameState, use: Use, cid: str) -> bool:
    """A [tyrell] character with printed cost 3 or lower in the top 10 cards of your deck."""
    inst, player = st.cards[cid], st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat or inst.card.type != "character":
        return False
    if not of_faction(st, inst.id, "tyrell") or (inst.card.cost or 0) > 3:
        return False
    return not player.deck_known or cid in player.deck[::-1][:10]


def _bare_character(st: GameState, use: Use, cid: str) -> bool:
    """A character without attachments or power (each player chooses one of his or her own)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not inst.attachments
        and not inst.power
        and not st.players[inst.controller].eliminated
    )


def _delay(st: GameState, use: Use) -> list[Prim]:
    """Each player who can chooses one; each returns to its owner's hand."""
    chosen = sorted(st.cards[cid].controller for cid in use.targets)
    able = sorted(
        p.index for p in st.players if any(_bare_character(st, use, c) for c in p.in_play)
    )
    if chosen != able:
        raise RuleError(
            "R-TARGET-1",
            "each player chooses one of his or her characters without attachments or power",
        )
    return [primitives.return_to_hand(cid) for cid in use.targets]


def _still_in_game(st: GameState, use: Use) -> str | None:
    """A forced ability of a plot whose player is out of the game does not resolve."""
    return "out of the game ([R-ELIM-1])" if st.players[use.seat].eliminated else None


def _in_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the hand of a player still in the game ([R-ELIM-1])."""
    inst = st.cards[cid]
    return inst.zone == "hand" and not st.players[inst.owner].eliminated


def _summoned(st: GameState, use: Use) -> list[Prim]:
    """Each player with a hand reveals one card; those who revealed a character of the
    lowest printed cost among the revealed characters may put it into play."""
    by_seat = {st.cards[cid].owner: cid for cid in use.targets}
    if len(by_seat) != len(use.targets) or set(by_seat) != {
        p.index for p in st.players if p.hand and not p.eliminated
    }:
        raise RuleError("R-TARGET-1", "each player with cards in hand chooses one of them")
    revealed = {s: c for s, c in by_seat.items() if st.cards[c].card.type == "character"}
    lowest = min((st.cards[c].card.cost or 0 for c in revealed.values()), default=None)
    putting = [k for k in (use.choice or "").split(",") if k]
    found: list[Prim] = []
    for key in putting:
        seat = SEATS.index(key) if key in SEATS else -1
        cid = revealed.get(seat)
        if cid is None or (st.cards[cid].card.cost or 0) != lowest:
            raise RuleError("R-TARGET-1", f"{key!r} did not reveal a lowest-cost character")
        found.append(entering(st, cid, seat))
    return found


register(
    # Edric Storm: a character does not contribute its STR to dominance this phase
    Script(
        "05025",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, a character does not count for dominance",
                effects.lasting("no_dominance", until="phase", target="targets"),
                trigger=on.happened("phase_began", phase="dominance"),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Disputed Claim: +2 STR and renown while you lead in faction power
    Script(
        "05026",
        constants=(
            constants.on_attached("str", value=2, when=_most_faction_power),
            constants.on_attached("keyword", "renown", when=_most_faction_power),
        ),
    ),
    # Victarion Greyjoy: discard 2 power from him to save him
    Script(
        "05027",
        abilities=(
            Ability(
                "interrupt",
                "when Victarion would be killed, discard 2 power from him to save him",
                effects.on_self("save"),
                costs=(Cost(_discard_2_power_from_self, "discard 2 power from him"),),
                would=("killed",),
            ),
        ),
    ),
    # Bridge of Skulls: as the challenges phase ends, a random discard
    Script(
        "05032",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, an opponent who did not attack you in "
                "military discards 1 card at random",
                _random_discard,
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_military_against_you,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # Jeyne Westerling: kneel her to stand a [stark] King or Lord
    Script(
        "05033",
        abilities=(
            Ability(
                "action",
                "kneel Jeyne Westerling to stand a Stark King or Lord character",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="stark",
                            traits=("King", "Lord"),
                            kneeling=True,
                        ),
                        "a kneeling Stark King or Lord character",
                    ),
                ),
            ),
        ),
    ),
    # Ser Barristan Selmy: stand him after a win if you have fewer cards in hand
    Script(
        "05035",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which he participates, stand him if you have "
                "fewer cards in hand than the loser",
                _stand_if_fewer_cards,
                trigger=on.won_challenge(self_participating=True),
            ),
        ),
    ),
    # Alerie Tyrell: search the top 10 cards for a cheap [tyrell] character
    Script(
        "05037",
        abilities=(
            Ability(
                "reaction",
                "after Alerie Tyrell enters play, search the top 10 cards for a Tyrell "
                "character with printed cost 3 or lower",
                effects.found_to_hand_and_shuffle,
                trigger=on.entered_play(),
                targets=(
                    Target(
                        _cheap_tyrell_on_top,
                        0,
                        1,
                        "a Tyrell character with printed "
                        "cost 3 or lower in the top 10 cards of your deck",
                    ),
                ),
            ),
        ),
    ),
    # Summoned to Court: reveal a card each; the lowest-cost characters may enter play
    Script(
        "05048",
        abilities=(
            Ability(
                "forced",
                "when the draw phase ends, each player reveals a card from hand; the lowest "
                "cost characters may be put into play",
                _summoned,
                trigger=on.happened("phase_ended", phase="draw"),
                condition=_still_in_game,
                targets=(Target(_in_hand, 0, 6, "a card in each player's hand"),),
            ),
        ),
    ),
    # Unexpected Delay: each player returns a character without attachments or power
    Script(
        "05047",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, each player returns a character without "
                "attachments or power to hand",
                _delay,
                trigger=on.happened("phase_began", phase="challenges"),
                condition=_still_in_game,
                targets=(
                    Target(
                        _bare_character,
                        0,
                        6,
                        "a character without attachments or power, of each player",
                    ),
                ),
            ),
        ),
    ),
)
