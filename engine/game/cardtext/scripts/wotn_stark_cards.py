"""Wolves of the North, House Stark: locations, attachments and events (03017-03024). Each
script quotes at most a short phrase of its card. The characters: ``wotn_stark``."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
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
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.cardtext.vocab.effects import entering
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.model import GameState, RuleError


def _no_trigger_without_winter(st: GameState, use: Use) -> list[Prim]:
    """ "each player with a non-Winter plot card revealed cannot trigger card abilities until
    the end of the challenge"."""
    return [
        primitives.lasting("cannot", "challenge", seat=p.key, name="trigger")
        for p in st.players
        if p.revealed is not None and not has_trait(st, p.revealed, "Winter")
    ]


def _gift_move(st: GameState, use: Use) -> list[Prim]:
    """Arya's Gift: the first target (an attachment on a [stark] character you control) moves
    to the second (another character you control)."""
    if len(use.targets) != 2:
        raise RuleError("R-TARGET-3", "Arya's Gift chooses an attachment, then a character")
    return [primitives.move_attachment(use.targets[0], use.targets[1])]


def _attachment_on_your_stark(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    if inst.zone != "play" or inst.host is None or inst.card.type != "attachment":
        return False
    host = st.cards[inst.host]
    return host.controller == use.seat and of_faction(st, host.id, "stark")


def _another_of_yours(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    moving = st.cards.get(use.targets[0]) if use.targets else None
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and (moving is None or moving.host != cid)
    )


def _direwolf_in_deck(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "deck" and inst.owner == use.seat and has_trait(st, inst.id, "Direwolf")


def _time_for_wolves(st: GameState, use: Use) -> list[Prim]:
    """Add the Direwolf card found to your hand, or (``choice`` "play", or the id of the
    character an attachment goes on) put it into play if its printed cost is 3 or lower;
    then shuffle."""
    found: list[Prim] = []
    for cid in use.targets:
        if use.choice in (None, "hand"):
            found.append(primitives.take_from_deck(cid))
            continue
        if (st.cards[cid].card.cost or 0) > 3:
            raise RuleError("R-EFFECT-1", f"{cid} has printed cost over 3: it goes to hand")
        host = None if use.choice == "play" else use.choice
        found.append(entering(st, cid, use.seat, host))
    return [*found, primitives.shuffle_deck(SEATS[use.seat])]


def _wolf_or_two_kneels(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "sacrifice a Direwolf card or kneel 2 [stark] characters" (whichever the log pays)."""
    if any(p["op"] == "sacrifice" for p in paid):
        wolf = card_test(traits=("Direwolf",), controller="you")
        return costs.choose_and("sacrifice", wolf, "a Direwolf card").expect(st, use, paid)
    stark = card_test(type="character", faction="stark", controller="you", kneeling=False)
    kneel = costs.choose_and("kneel", stark, "2 standing Stark characters", count=2)
    return kneel.expect(st, use, paid)


def _winter_in_used_pile(st: GameState, use: Use) -> str | None:
    used = st.players[use.seat].used
    if any(has_trait(st, cid, "Winter") for cid in used):
        return None
    return "play only if there is a Winter plot card in your used pile"


def _stark_no_dearer_in_hand(st: GameState, use: Use, cid: str) -> bool:
    """A [stark] character in your hand with printed cost equal to or lower than the one
    sacrificed or killed."""
    inst = st.cards[cid]
    left = use.answers.card if use.answers is not None else None
    most = st.cards[left].card.cost or 0 if left is not None else -1
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and of_faction(st, inst.id, "stark")
        and (inst.card.cost or 0) <= most
        and can_enter_play(st, cid, use.seat)
    )


def _into_play(st: GameState, use: Use) -> list[Prim]:
    return [entering(st, cid, use.seat) for cid in use.targets]


register(
    # Winterfell: [stark] characters +1 STR; kneel after a challenge is initiated
    Script(
        "03017",
        constants=(
            constants.on_each(
                "str", card_test(type="character", faction="stark", controller="you")
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated, kneel Winterfell: non-Winter players cannot "
                "trigger card abilities",
                _no_trigger_without_winter,
                trigger=on.happened("challenge_initiated"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Winterfell Heart Tree: sacrifice it; a [stark] card immune to opponents' plots
    Script(
        "03018",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, sacrifice it: a Stark card you control is immune to "
                "opponents' plot effects",
                effects.lasting("immune", until="phase", target="targets", name="plot"),
                trigger=on.happened("phase_began"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(faction="stark", controller="you"), "a Stark card you control"
                    ),
                ),
            ),
        ),
    ),
    # Nymeria: intimidate; pay 1 gold to attach it to a different character
    Script(
        "03019",
        constants=(constants.on_attached("keyword", "intimidate"),),
        abilities=(
            Ability(
                "action",
                "pay 1 gold to attach Nymeria to a different character",
                effects.attach_self_to_target,
                costs=(costs.pay_gold(1),),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # A Time For Wolves: search for a Direwolf card: to hand, or into play if cheap
    Script(
        "03046",
        abilities=(
            Ability(
                "when_revealed",
                "search your deck for a Direwolf card: to your hand, or into play if its "
                "printed cost is 3 or lower",
                _time_for_wolves,
                targets=(Target(_direwolf_in_deck, 0, 1, "a Direwolf card in your deck"),),
            ),
        ),
    ),
    # As Hard as Winter: a [stark] character left play: one no dearer from your hand
    Script(
        "03022",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, put a Stark "
                "character with equal or lower printed cost into play from your hand",
                _into_play,
                trigger=card_left(
                    ("killed", "sacrificed"), card_test(type="character", faction="stark")
                ),
                condition=_winter_in_used_pile,
                targets=(
                    Target(
                        _stark_no_dearer_in_hand,
                        what="a Stark character in your hand with equal or lower printed cost",
                    ),
                ),
            ),
        ),
    ),
    # The Pack Survives: cancel an opponent's event, paying a Direwolf or 2 kneels
    Script(
        "03023",
        abilities=(
            cancel_interrupt(
                "cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(
                    Cost(
                        _wolf_or_two_kneels, "sacrifice a Direwolf card or kneel 2 Stark characters"
                    ),
                ),
            ),
        ),
    ),
    # Needle: [stark] only (framework), +2 STR (printed: read); logged before the sacrifice it
    # answers, like Bodyguard: sacrificing Needle sends that character to hand instead of the
    # discard pile (a lasting ``leave_to`` named "sacrificed:hand", engine.game.state.saves)
    Script(
        "03020",
        abilities=(
            Ability(
                "interrupt",
                "when attached character is sacrificed, sacrifice Needle: it goes to hand",
                effects.on_attached(
                    "lasting", effect="leave_to", name="sacrificed:hand", until="phase"
                ),
                costs=(costs.sacrifice_self(),),
                would=("sacrificed",),
            ),
        ),
    ),
    # Frozen Solid: attached location's printed text box is blank (its restriction and
    # terminal: the framework)
    Script("03021", constants=(constants.on_attached("blank"),)),
    # Arya's Gift: move an attachment from your [stark] character to another of yours
    Script(
        "03024",
        abilities=(
            Ability(
                "action",
                "move an attachment from a Stark character you control to another character",
                _gift_move,
                targets=(
                    Target(
                        _attachment_on_your_stark,
                        what="an attachment on a Stark character you control",
                    ),
                    Target(_another_of_yours, what="another character you control"),
                ),
            ),
        ),
    ),
)
