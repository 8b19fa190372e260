"""Lions of Casterly Rock, House Lannister: locations, attachments, events and the plot
(05017-05023, 05046). Each script quotes at most a short phrase of its card. The characters
and their helpers: ``locr_lannister``."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.locr_lannister import TYPES
from engine.game.cardtext.vocab import Ability, Limit, Script, constants, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_any_trait, has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _big_intrigue_claim(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "claim_applied"
        and h.seat == use.seat
        and h.get("type") == "intrigue"
        and h.get("margin", 0) >= 5
    )


def _clansman_entered(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "entered_play"
        and h.card is not None
        and st.cards[h.card].card.type == "character"
        and has_trait(st, h.card, "Clansman")
    )


def _golden_tooth_gold(st: GameState, use: Use) -> list[Prim]:
    empty = any(not p.hand for p in st.players if p.index != use.seat and not p.eliminated)
    return [primitives.gain_gold(SEATS[use.seat], 3 if empty else 1)]


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    cid = use.answers.card
    if st.cards[cid].zone != "play":
        return []
    return [primitives.icon(cid, use.chosen, "phase")]


def _lost_this_phase(st: GameState, use: Use) -> str | None:
    """ "an opponent who has won a challenge against you this phase"."""
    chosen_opponent(st, use)  # the choice names an opponent ([R-TARGET-1])
    if st.phase != "challenges" or not st.players[use.seat].lost:
        return "no opponent has won a challenge against you this phase"
    return None


def _scheme_draws(st: GameState, use: Use) -> list[Prim]:
    """Draw 2 cards (4 if the losing opponent has no cards in hand)."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    return effects.draw(2 if st.players[loser].hand else 4)(st, use)


def _shield_alone(st: GameState, inst: CardInst) -> bool:
    """No Lord or Lady with printed cost 4 or higher other than the attached character."""
    cards = st.cards
    return not any(
        cid != inst.host
        and cards[cid].card.type == "character"
        and has_any_trait(st, cid, ("Lord", "Lady"))
        and (cards[cid].card.cost or 0) >= 4
        for cid in st.players[inst.controller].in_play
    )


def _two_more_challenges(st: GameState, use: Use) -> list[Prim]:
    seat = SEATS[use.seat]
    return [
        primitives.lasting("challenges", "phase", seat=seat, amount=1, name=t)
        for t in ("military", "intrigue")
    ]


def _intrigue_challenge(st: GameState, inst: CardInst) -> bool:
    """ "During [intrigue] challenges" (also while one is being declared: its stealth)."""
    ch = st.challenge
    return st.declaring == "intrigue" or (ch is not None and ch.type == "intrigue")


register(
    # Golden Tooth: kneel to gain 1 gold (3 if an opponent has an empty hand)
    Script(
        "05017",
        abilities=(
            Ability(
                "action",
                "kneel Golden Tooth to gain 1 gold (3 if an opponent has no cards in hand)",
                _golden_tooth_gold,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Mountains of the Moon: a Clansman entering play gains an icon of your choice
    Script(
        "05018",
        abilities=(
            Ability(
                "reaction",
                "after a Clansman character enters play, it gains a challenge icon of your "
                "choice until the end of the phase",
                _icon_of_choice,
                trigger=_clansman_entered,
                choices=TYPES,
            ),
        ),
    ),
    # Shield of Lannisport: +2 STR and renown while you have no other big Lord or Lady
    Script(
        "05020",
        constants=(
            constants.on_attached("str", value=2, when=_shield_alone),
            constants.on_attached("keyword", "renown", when=_shield_alone),
        ),
    ),
    # Valyrian Steel Dagger: during [intrigue] challenges, +2 STR and stealth
    Script(
        "05021",
        constants=(
            constants.on_attached("str", value=2, when=_intrigue_challenge),
            constants.on_attached("keyword", "stealth", when=_intrigue_challenge),
        ),
    ),
    # A Lannister Always Pays His Debts: an additional [military] and [intrigue] challenge
    Script(
        "05022",
        abilities=(
            Ability(
                "action",
                "choose an opponent who has won a challenge against you this phase: "
                "an additional military and intrigue challenge",
                _two_more_challenges,
                phase="challenges",
                condition=_lost_this_phase,
                choices=OPPONENT_CHOICES,
                limit=Limit(1, "phase", by_title=True),
            ),
        ),
    ),
    # Insidious Scheme: after claim of an [intrigue] win by 5 or more STR, draw 2 (or 4)
    Script(
        "05023",
        abilities=(
            Ability(
                "reaction",
                "after claim is applied for an intrigue challenge you won by 5 or more STR, "
                "draw 2 cards (4 if the loser's hand is empty)",
                _scheme_draws,
                trigger=_big_intrigue_claim,
            ),
        ),
    ),
    # Lions of the Rock: after the challenges phase begins, gain 3 gold
    Script(
        "05046",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, gain 3 gold",
                effects.gain_gold(3),
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
)
