"""WotW, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
    triggers,
)
from engine.game.cardtext.vocab.conditions import plot_with_trait_revealed
from engine.game.logformat import primitives
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_trait, revealed_with_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons, plot_value

_WILDLING_TO_STAND = card_test(
    type="character", attacking=True, kneeling=True, traits=("Wildling",)
)


def _opponents_reserve_higher(st: GameState, inst: CardInst) -> bool:
    """Crow Killers: "against an opponent whose reserve value is higher than yours" (the
    defending player as attackers kneel at the declaration; in a joust, the one opponent)."""
    mine = plot_value(st, inst.controller, "reserve")
    ch = st.challenge
    if ch is not None and ch.attacker == inst.controller:
        return plot_value(st, ch.defender, "reserve") > mine
    others = [p for p in st.players if p.index != inst.controller and not p.eliminated]
    return len(others) == 1 and plot_value(st, others[0].index, "reserve") > mine


def _attacks_alone_in_a_challenge(st: GameState, inst: CardInst) -> bool:
    """Rattleshirt "is attacking alone" in the challenge initiated (its defenders are what the
    text restricts; ``constants.attacking_alone`` also answers while attackers are declared,
    which would change a ``cannot`` answer inside the declaration's check)."""
    ch = st.challenge
    return (
        ch is not None and ch.attacker == inst.controller and rules.attacking(st, ch) == [inst.id]
    )


def _stand_wildlings(st: GameState, use: Use) -> list[Prim]:
    """The Frozen Shore: stand "1 attacking Wildling character for each Winter plot card
    revealed" (as many as there are, when fewer: [R-TARGET-3])."""
    winters = revealed_with_trait(st, "Winter")
    able = len(in_play_matching(st, _WILDLING_TO_STAND, use.seat, use.source))
    due = min(winters, able)
    if len(use.targets) != due:
        raise RuleError(
            "R-TARGET-3", f"choose {due} attacking Wildling character(s) (Winter plots: {winters})"
        )
    return [primitives.stand(cid) for cid in use.targets]


@answering("entered_play")
def _character_without_intrigue_entered(st: GameState, use: Use, h: Happening) -> bool:
    """Whisper Campaign: "After a character without an [intrigue] icon enters play"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and "intrigue" not in icons(st, h.card)
    )


def _kneel_the_entered(st: GameState, use: Use) -> list[Prim]:
    """ "kneel it" (nothing when it entered play knelt, [R-ABIL-7])."""
    h = use.answers
    cid = h.card if h is not None else None
    if cid is None or st.cards[cid].zone != "play" or st.cards[cid].kneeling:
        return []
    return [primitives.kneel(cid)]


@answering("challenge_won")
def _knight_alone_won(st: GameState, use: Use, h: Happening) -> bool:
    """Name Day Tourney: "you win a challenge in which a Knight character you control is
    attacking or defending alone": the only character on the winner's side is a Knight."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    side = tuple(h.get("attackers" if h.get("attacker") == use.seat else "defenders", ()))
    return (
        len(side) == 1
        and st.cards[side[0]].zone == "play"
        and st.cards[side[0]].controller == use.seat
        and has_trait(st, side[0], "Knight")
    )


def _neutral_in_your_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and inst.card.faction == "neutral"
    )


def _giant_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "The Last of the Giants": the character enters play, gains intimidate until the end
    of the phase and, if still in play then, is killed (an ``at_end`` kill: no save can be
    logged, "cannot be saved")."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.keyword(cid, "intimidate", "phase"))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="kill"))
    return found


@answering("killed")
def _opponents_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    """The White Shadows: "After a character an opponent controls is killed" (its controller
    as it left play; still in the dead pile)."""
    if h.kind != "killed" or h.card is None or h.seat is None or h.seat == use.seat:
        return False
    inst = st.cards[h.card]
    return inst.card.type == "character" and inst.zone == "dead"


def _shadow_into_play(st: GameState, use: Use) -> list[Prim]:
    """ "put it into play under your control": its printed text box blank while it is in play
    (a lasting ``blank`` on it, gone as it leaves play, [R-LASTING-5], [R-BLANK-1]) and, if
    still in play at the end of the phase, placed in its owner's dead pile (``at_end`` named
    ``to_dead_pile``: no kill, no save can be logged, "cannot be saved")."""
    h = use.answers
    if h is None or h.card is None:
        return []
    cid = h.card
    return [
        effects.entering(st, cid, use.seat),
        primitives.lasting("blank", "phase", card=cid),
        primitives.lasting("at_end", "phase", card=cid, name="to_dead_pile"),
    ]


register(
    # The White Shadows: an opponent's character killed comes back under your control,
    # blank, until the end of the phase
    Script(
        "07050",
        abilities=(
            Ability(
                "reaction",
                "after a character an opponent controls is killed, put it into play under "
                "your control (blank; to its owner's dead pile at the end of the phase)",
                _shadow_into_play,
                trigger=_opponents_character_killed,
            ),
        ),
    ),
    # Frozen Expanse: "Each character with STR 2 or lower cannot stand"
    Script(
        "07052",
        constants=(constants.on_each("cannot", card_test(type="character", max_str=2), "stand"),),
    ),
    # Rattleshirt: while he attacks alone, no character without attachments may defend
    Script(
        "07039",
        constants=(
            constants.on_each(
                "cannot",
                card_test(type="character", without_attachments=True),
                "defend",
                when=_attacks_alone_in_a_challenge,
            ),
        ),
    ),
    # Crow Killers: no kneel attacking an opponent with a higher reserve value
    Script(
        "07041",
        constants=(constants.on_self("no_kneel", "attacker", when=_opponents_reserve_higher),),
    ),
    # The Frozen Shore: after you win a challenge, kneel it to stand attacking Wildlings
    Script(
        "07042",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge, kneel The Frozen Shore to stand 1 attacking "
                "Wildling character for each Winter plot card revealed",
                _stand_wildlings,
                trigger=triggers.won_challenge(),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(_WILDLING_TO_STAND, "a kneeling attacking Wildling character", 1, 8),
                ),
                condition=plot_with_trait_revealed("Winter"),
            ),
        ),
    ),
    # Scaling the Wall: won with an attacking Wildling: a losing opponent's non-limited
    # location returns to its owner's hand
    Script(
        "07044",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with an attacking Wildling, return a non-limited "
                "location of the losing opponent to its owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=triggers.won_with_attacking("Wildling"),
                targets=(triggers.losers_location(),),
            ),
        ),
    ),
    # Whisper Campaign: forced, a character without an [intrigue] icon entering play kneels
    Script(
        "07048",
        abilities=(
            Ability(
                "forced",
                "after a character without an intrigue icon enters play, kneel it",
                _kneel_the_entered,
                trigger=_character_without_intrigue_entered,
            ),
        ),
    ),
    # Name Day Tourney: a Knight won alone: a Lord or Lady you control gains 1 power
    Script(
        "07051",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with a Knight attacking or defending alone, a Lord "
                "or Lady character you control gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=_knight_alone_won,
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("Lord", "Lady")),
                        "a Lord or Lady character you control",
                    ),
                ),
            ),
        ),
    ),
    # "The Last of the Giants": a neutral character from hand into play, intimidate this
    # phase, killed at its end
    Script(
        "07045",
        abilities=(
            Ability(
                "action",
                "put a neutral character into play from your hand: intimidate, killed at the "
                "end of the phase",
                _giant_into_play,
                targets=(Target(_neutral_in_your_hand, what="a neutral character in your hand"),),
            ),
        ),
    ),
)
