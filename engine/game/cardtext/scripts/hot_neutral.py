"""The Houses of Thorns, neutral cards of the standalone decks (09039-09052), with The
Conclave agenda (09045). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cancels import an_opponents_event
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError

UNDER = "under_agenda"  # the out-of-play area of the cards facedown under the agenda
_CONCLAVE_CARDS = 7
_CANCEL, _DRAW = "cancel", "draw"
_STANDING_MAESTER = card_test(type="character", traits=("Maester",), kneeling=False)


def _top_of_deck(st: GameState, seat: int, count: int) -> list[str]:
    """The top ``count`` cards of the seat's deck when its order is known, else any of its
    cards (which ones is a chance outcome the log names)."""
    deck = st.players[seat].deck
    return deck[::-1][:count] if st.players[seat].deck_known else list(deck)


def _conclave_top_7(st: GameState, use: Use, cid: str) -> bool:
    """ "Place the top 7 cards of your deck facedown under this agenda": the log names them."""
    inst = st.cards[cid]
    return inst.owner == use.seat and cid in _top_of_deck(st, use.seat, _CONCLAVE_CARDS)


def _before_setup_cards(st: GameState, use: Use) -> str | None:
    """Setup, after the player's setup hand is final and before his or her setup cards are
    placed, once. Not enforced as due: see docs/decisions/conclave-setup.md."""
    player = st.players[use.seat]
    if st.round != 0 or player.setup_done or player.mulligan is None or player.pending_draw:
        return "only at setup, after the setup hand is kept and before setup cards are placed"
    return "the cards are already under the agenda" if player.under_agenda else None


def _under_conclave(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == UNDER and inst.owner == use.seat


def _won_with_a_maester(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which you control a participating Maester character"."""
    maester = card_test(type="character", traits=("Maester",), controller="you")
    return on.won_challenge(participant=maester)(st, use, h)


def _switch_with_top(st: GameState, use: Use) -> list[Prim]:
    """ "Switch it with the top card of your deck": the top card (a chance outcome while the
    order is unknown) goes under the agenda, the chosen card on top of the deck."""
    deck = st.players[use.seat].deck
    if not deck:
        return []
    stated = [p["card"] for p in use.outcome("move") if p.get("to") == UNDER]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
    top = deck[-1] if use.offering or st.players[use.seat].deck_known else None
    if top is None:
        if len(stated) != 1 or stated[0] not in deck:
            raise RuleError("R-EFFECT-1", "name the top card of your deck moved under the agenda")
        top = stated[0]
    return [
        primitives.move(top, UNDER),
        *(primitives.move(cid, "deck", top=True) for cid in use.targets),
    ]


def _locations_gold(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold for each location you control and each location that opponent controls"."""
    seats = (use.seat, chosen_opponent(st, use))
    count = sum(
        1 for s in seats for cid in st.players[s].in_play if st.cards[cid].card.type == "location"
    )
    return [primitives.gain_gold(SEATS[use.seat], count)] if count else []


def _maester_in_top_10(st: GameState, use: Use, cid: str) -> bool:
    """ "Search the top 10 cards of your deck for a Maester character"."""
    inst = st.cards[cid]
    card = inst.card
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    if card.type != "character" or not card.has_trait("Maester"):
        return False
    return cid in _top_of_deck(st, use.seat, 10)


def _another_kneeling_maester(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose and stand another Maester character" (not the one knelt for the cost)."""
    knelt = {p.get("card") for p in use.costs if p.get("op") == "kneel"}
    spec = card_test(type="character", traits=("Maester",), kneeling=True)
    return cid not in knelt and spec(st, use.seat, use.source, cid)


def _burnable(st: GameState, use: Use, cid: str) -> bool:
    """An attachment or a non-limited location in play."""
    inst = st.cards[cid]
    card = inst.card
    if inst.zone != "play":
        return False
    return card.type == "attachment" or (card.type == "location" and not card.keywords.limited)


def _each_players_two(st: GameState, use: Use) -> list[Prim]:
    """ "Each player chooses an attachment and a non-limited location he or she controls, if
    able, and discards each of those cards from play": each player's choices are stated as
    ``discard`` primitives (when the engine offers it, the first of each)."""
    stated = [str(p.get("card")) for p in use.outcome("discard")]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (the players' choices)
    found: list[Prim] = []
    # the discards are simultaneous: the attachments first, since a discarded location
    # takes its attachments with it (one of them may be a chosen attachment)
    for kind in ("attachment", "location"):
        for player in st.players:
            owned = [
                c
                for c in st.cards
                if _burnable(st, use, c)
                and st.cards[c].controller == player.index
                and st.cards[c].card.type == kind
            ]
            chosen = owned[:1] if use.offering else [c for c in stated if c in owned]
            if len(chosen) != min(1, len(owned)):
                raise RuleError(
                    "R-EFFECT-1",
                    f"{player.key} discards 1 {kind} ({len(owned)} to choose from): name it "
                    "in the effects (discard)",
                )
            found += [primitives.discard(c) for c in chosen]
    if not use.offering and len(found) != len(stated):
        raise RuleError("R-EFFECT-1", "only an attachment and a location of each player")
    return found


def _cancel_or_draw_2(st: GameState, use: Use) -> list[Prim]:
    """ "That opponent must choose, either: cancel those effects, or you draw 2 cards"
    (``choice``: the opponent's)."""
    if use.choice == _CANCEL:
        return [primitives.cancel(card=c) for c in use.targets]
    return effects.draw(2)(st, use)


def _reveal_top_draw_if_maester_or_attachment(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is an attachment or a Maester character, draw
    it": the log names the revealed card (a ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    if use.offering:
        use.extra["chance"] = True  # the offer states the effects (a chance outcome)
        revealed = player.deck[-1:]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError("R-EFFECT-1", "name the top card of your deck revealed (reveal)")
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    card = st.cards[revealed[0]].card
    if card.type == "attachment" or (card.type == "character" and card.has_trait("Maester")):
        found.append(primitives.draw(player.key, revealed))
    return found


def _host_participating(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and inst.host is not None and inst.host in ch.attackers + ch.defenders


register(
    # Strangler: terminal (framework); while attached character participates, its STR is 1
    Script(
        "09043", constants=(constants.on_attached("str_set", value=1, when=_host_participating),)
    ),
    # Citadel Novice: after it is knelt, reveal the top card; an attachment or a Maester
    # character is drawn (once per phase)
    Script(
        "09041",
        abilities=(
            Ability(
                "reaction",
                "after Citadel Novice is knelt, reveal the top card of your deck and draw it "
                "if it is an attachment or a Maester character",
                _reveal_top_draw_if_maester_or_attachment,
                trigger=on.self_happened("knelt"),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Words Are Wind: an opponent's event about to resolve: cancelled, or you draw 2
    Script(
        "09044",
        abilities=(
            Ability(
                "interrupt",
                "when the effects of an opponent's event would initiate, that opponent chooses: "
                "cancel them, or you draw 2 cards",
                _cancel_or_draw_2,
                targets=(an_opponents_event(),),
                choices=(_CANCEL, _DRAW),
                would=("initiate",),
            ),
        ),
    ),
    # Nothing Burns Like The Cold: each player discards an attachment and a non-limited
    # location he or she controls (cannot be saved: no save is logged)
    Script(
        "09052",
        abilities=(
            Ability(
                "when_revealed",
                "each player discards an attachment and a non-limited location he or she controls",
                _each_players_two,
            ),
        ),
    ),
    # The Conclave: deckbuilding (engine.game.data.legality); the top 7 cards under it before the
    # setup cards are placed; after a win with a participating Maester, switch one of them
    # with the top card of your deck
    Script(
        "09045",
        abilities=(
            Ability(
                "forced",
                "before placing setup cards, place the top 7 cards of your deck under this agenda",
                effects.on_targets("move", to=UNDER),
                condition=_before_setup_cards,
                targets=(Target(_conclave_top_7, 7, 7, what="the top 7 cards of your deck"),),
            ),
            Ability(
                "reaction",
                "after you win a challenge with a participating Maester, switch a card under "
                "this agenda with the top card of your deck",
                _switch_with_top,
                trigger=_won_with_a_maester,
                targets=(Target(_under_conclave, what="a card under this agenda"),),
            ),
        ),
    ),
    # Trade Routes: 1 gold for each location you and the chosen opponent control
    Script(
        "09051",
        abilities=(
            Ability(
                "when_revealed",
                "gain 1 gold for each location you and an opponent control",
                _locations_gold,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
    # The Citadel: kneel to search the top 10 cards for a Maester character
    Script(
        "09042",
        abilities=(
            Ability(
                "action",
                "kneel The Citadel to search the top 10 cards of your deck for a Maester",
                effects.found_to_hand_and_shuffle,
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_maester_in_top_10, 0, 1, "a Maester character in the top 10 cards"),
                ),
            ),
        ),
    ),
    # Archmaester Ebrose: kneel a Maester to stand another Maester (once per phase)
    Script(
        "09039",
        abilities=(
            Ability(
                "action",
                "kneel a Maester character to stand another Maester character",
                effects.on_targets("stand"),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STANDING_MAESTER,
                        "a Maester character you control",
                    ),
                ),
                targets=(Target(_another_kneeling_maester, what="another kneeling Maester"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
