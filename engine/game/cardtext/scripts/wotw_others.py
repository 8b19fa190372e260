"""Wolves of the North, the other factions and neutral cards (07027-07049). Each script quotes
at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod_martell import _fewer_than_2_icons_participating
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
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength


def _hand_size_penalty(st: GameState, inst: CardInst) -> int:
    """ "-1 STR for each card in your hand"."""
    return -len(st.players[inst.controller].hand)


def _str_5_or_higher(st: GameState, inst: CardInst) -> bool:
    return strength(st, inst.id) >= 5


def _plaza_target(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with printed cost X or lower", X 3 higher than the discarded card's."""
    discarded = [p["card"] for p in use.costs if p.get("op") == "discard"]
    if not discarded or discarded[0] not in st.cards:
        return False
    limit = (st.cards[discarded[0]].card.cost or 0) + 3
    spec = card_test(type="character", kneeling=True)
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= limit


def _wildling_entered_yours(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a Wildling character enters play under your control"."""
    if h.kind != "entered_play" or h.seat != use.seat or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("Wildling")


def _reveal_top_character_in_or_draw(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is a character, put it into play. If it is a
    non-character card, draw it and gain 2 gold": the log names the revealed card (a
    ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    if use.offering and player.deck:  # the engine offers it: the top card, stated
        use.extra["chance"] = True
        revealed = [player.deck[-1]]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)) or not set(revealed) <= set(player.deck):
        raise RuleError(
            "R-EFFECT-1", "the text reveals the top card of your deck: name it in the effects"
        )
    if not revealed:
        return []
    top = revealed[0]
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if st.cards[top].card.type == "character":
        try:
            return [*found, effects.entering(st, top, use.seat)]
        except RuleError:  # it cannot enter play (a unique copy in the dead pile): it stays
            return found
    return [*found, primitives.draw(player.key, revealed),
            primitives.gain_gold(player.key, 2)]  # fmt: skip


register(
    # Salt Wife: sacrifice her; a character cannot be declared as a defender this phase
    Script(
        "07027",
        abilities=(
            Ability(
                "action",
                "sacrifice her: a character cannot be declared as a defender this phase",
                effects.lasting("cannot", until="phase", target="targets", name="defend"),
                phase="challenges",
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Southron Messenger: entering play during a challenge, return a participant with fewer
    # than 2 challenge icons to its owner's hand (Ambush: framework)
    Script(
        "07031",
        abilities=(
            Ability(
                "reaction",
                "after it enters play during a challenge: return a participant to hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(during="challenge"),
                targets=(
                    Target(
                        _fewer_than_2_icons_participating,
                        what="a participating character with fewer than 2 challenge icons",
                    ),
                ),
            ),
        ),
    ),
    # Jeyne Poole: sacrifice her to return a Lady from your discard pile to your hand
    Script(
        "07033",
        abilities=(
            Ability(
                "action",
                "sacrifice her: return a Lady character from your discard pile to your hand",
                effects.on_targets("move", to="hand"),
                phase="marshaling",
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", traits=("Lady",), zone="discard"
                        ),
                        "a Lady character in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Dothraki Honor Guard: -1 STR for each card in your hand (No attachments: framework)
    Script("07035", constants=(constants.on_self("str", value=_hand_size_penalty),)),
    # Plaza of Pride: kneel it and discard a card to stand a character of printed cost up
    # to 3 higher than the discarded card's
    Script(
        "07036",
        abilities=(
            Ability(
                "action",
                "kneel it and discard a card: stand a character of printed cost X or lower",
                effects.on_targets("stand"),
                costs=(
                    costs.kneel_self(),
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                targets=(
                    Target(_plaza_target, what="a kneeling character with printed cost X or lower"),
                ),
            ),
        ),
    ),
    # Ser Jon Fossoway: renown while his STR is 5 or higher
    Script(
        "07037",
        constants=(constants.on_self("keyword", "renown", when=_str_5_or_higher),),
    ),
    # The Honeywine: after you win by 5 or more STR as the attacker, it gains 1 power
    Script(
        "07038",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more STR as the attacking player: it gains 1 power",
                effects.gain_power_self(1),
                trigger=on.won_challenge(attacking=True, margin=5),
            ),
        ),
    ),
    # Dalla: after a Wildling character enters play under your control, draw 1 card
    Script(
        "07040",
        abilities=(
            Ability(
                "reaction",
                "after a Wildling character enters play under your control: draw 1 card",
                effects.draw(1),
                trigger=_wildling_entered_yours,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Weirwood Bow: kneel it; a defending character gets -2 STR until the end of the
    # challenge (restriction: framework)
    Script(
        "07043",
        abilities=(
            Ability(
                "action",
                "kneel it: a defending character gets -2 STR",
                effects.on_targets("strength", amount=-2, until="challenge"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
    # Retaliation: if you win initiative, you must choose an opponent as the first player
    Script("07047", constants=(constants.for_controller("cannot", "first_player"),)),
    # Called Into Service: reveal the top card; a character enters play, any other card is
    # drawn with 2 gold
    Script(
        "07049",
        abilities=(
            Ability(
                "when_revealed",
                "reveal the top card: a character enters play, else draw it and gain 2 gold",
                _reveal_top_character_in_or_draw,
            ),
        ),
    ),
)
