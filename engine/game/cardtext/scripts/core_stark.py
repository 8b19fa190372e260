"""Core Set, House Stark (01141-01159). Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    card_test,
    choose,
    constants,
    costs,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, cannot_stand, strength

_ROBB = card_test(type="character", controller="you")


def _against_you(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a challenge is initiated against you"."""
    return h.kind == "challenge_initiated" and h.get("defender") == use.seat


def _stark_character_left(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [stark] character you control is sacrificed or killed" (controlled when it
    left play: the happening's seat)."""
    if h.kind not in ("killed", "sacrificed") or h.seat != use.seat or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "stark"


def _stand_each_yours(st: GameState, use: Use) -> list[Prim]:
    """ "Stand each character you control" (the kneeling ones that can stand)."""
    spec = card_test(type="character", controller="you", kneeling=True)
    return [
        primitives.stand(cid)
        for cid in in_play_matching(st, spec, use.seat, use.source)
        if not cannot_stand(st, cid)
    ]


def _grey_wind_victim(st: GameState, use: Use, cid: str) -> bool:
    """ "A character with STR 1 or lower (STR 2 or lower instead if you control Robb Stark)"."""
    robb = any(
        st.cards[c].card.name == "Robb Stark"
        for c in in_play_matching(st, _ROBB, use.seat, use.source)
    )
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and strength(st, cid) <= (2 if robb else 1)
    )


def _losing_opponents_character(st: GameState, use: Use, cid: str) -> bool:
    """ "A character controlled by the losing opponent"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == loser


def _during_challenge(st: GameState, use: Use) -> str | None:
    return None if st.challenge is not None else "play only during a challenge"


def _catelyn(st: GameState, inst: CardInst) -> list[Contribution]:
    """While she participates, her controller's opponents cannot trigger card abilities."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("cannot", p.index, 1, "trigger", inst.id)
        for p in st.players
        if p.index != inst.controller
    ]


def _bran_gains_insight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Bran Stark, he gains insight"."""
    return [
        Contribution("keyword", cid, 1, "insight", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Bran Stark"
    ]


def _war_plot_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While a player has a War plot revealed"."""
    return any(p.revealed is not None and has_trait(st, p.revealed, "War") for p in st.players)


def _reveal_top_draw_if_stark(st: GameState, use: Use) -> list[Prim]:
    """ "Reveal the top card of your deck. If it is a [stark] card, draw it": the log names
    the revealed card (a ``reveal`` effect, a chance outcome)."""
    player = st.players[use.seat]
    revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)):
        raise RuleError(
            "R-EFFECT-1",
            "the text reveals the top card of your deck: name it in the effects (reveal)",
        )
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if of_faction(st, revealed[0], "stark"):
        found.append(primitives.draw(player.key, revealed))
    return found


def _top_card_as_duplicate(st: GameState, use: Use) -> list[Prim]:
    """ "Place the top card of your deck on her facedown as a duplicate": the log names the
    card (a ``place_duplicate`` effect, a chance outcome)."""
    placed = [p["card"] for p in use.outcome("place_duplicate")]
    if len(placed) != min(1, len(st.players[use.seat].deck)):
        raise RuleError(
            "R-EFFECT-1",
            "the text places the top card of your deck as a duplicate: name it in the effects "
            "(place_duplicate)",
        )
    return [primitives.place_duplicate(cid, use.source) for cid in placed]


def _during_military_challenge(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    ok = ch is not None and ch.type == "military" and not ch.resolved
    return None if ok else "play only during a military challenge"


register(
    # For the North!: a participating [stark] character +2 STR (the challenge); if you win
    # the challenge, draw 1 card
    Script(
        "01157",
        abilities=(
            Ability(
                "action",
                "a participating Stark character gets +2 STR; if you win, draw 1 card",
                effects.both(
                    effects.on_targets("strength", amount=2, until="challenge"),
                    effects.lasting("draw_if_won", until="challenge", amount=1),
                ),
                condition=_during_military_challenge,
                targets=(
                    choose(
                        card_test(type="character", faction="stark", participating=True),
                        "a participating Stark character",
                    ),
                ),
            ),
        ),
    ),
    # Arya Stark: stealth (the framework); a [military] icon while she has a duplicate;
    # after she enters play, the top card of your deck becomes her duplicate
    Script(
        "01141",
        constants=(constants.on_self("icon", "military", when=lambda st, inst: bool(inst.dupes)),),
        abilities=(
            Ability(
                "reaction",
                "after Arya Stark enters play, place the top card of your deck as a duplicate",
                _top_card_as_duplicate,
                trigger=on.entered_play(),
            ),
        ),
    ),
    # Gates of Winterfell: kneel to reveal the top card; a [stark] card is drawn
    Script(
        "01154",
        abilities=(
            Ability(
                "action",
                "kneel to reveal the top card of your deck and draw it if it is Stark",
                _reveal_top_draw_if_stark,
                phase="challenges",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Catelyn Stark: while participating, opponents cannot trigger card abilities
    Script("01143", constants=(constants.constant("cannot", _catelyn),)),
    # Sansa Stark: enters play knelt; after she stands, gain 1 power (once per round)
    Script(
        "01147",
        constants=(constants.on_self("enters_knelt"),),
        abilities=(
            Ability(
                "reaction",
                "after Sansa Stark stands, gain 1 power for your faction",
                effects.gain_power_faction(1),
                trigger=on.self_happened("stood"),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Summer: Bran gains insight; after Summer enters play, return a Stark character to hand
    Script(
        "01148",
        constants=(constants.constant("keyword", _bran_gains_insight),),
        abilities=(
            Ability(
                "reaction",
                "after Summer enters play, return a Stark character from discard/dead pile",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            faction="stark",
                            controller="you",
                            max_printed_str=2,
                            zone=("discard", "dead"),
                        ),
                        "a Stark character with printed STR 2 or lower in your discard or dead "
                        "pile",
                    ),
                ),
            ),
        ),
    ),
    # Vanguard of the North: with a War plot revealed, does not kneel to attack in [military]
    Script(
        "01151",
        constants=(constants.on_self("no_kneel", "attacker:military", when=_war_plot_revealed),),
    ),
    # The Wolfswood: Direwolf cards in your hand gain ambush at their printed cost
    Script("01155", constants=(constants.hand_cards_gain_ambush("Direwolf"),)),
    # Eddard Stark: stands when a challenge is initiated against you (renown: the framework)
    Script(
        "01144",
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated against you, stand Eddard Stark",
                effects.on_self("stand"),
                trigger=_against_you,
            ),
        ),
    ),
    # Grey Wind: kneel to kill a character with STR 1 or lower (2 with Robb Stark)
    Script(
        "01145",
        abilities=(
            Ability(
                "action",
                "kneel Grey Wind to kill a character with STR 1 or lower",
                effects.on_targets("kill"),
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(Target(_grey_wind_victim, what="a character with STR 1 or lower"),),
            ),
        ),
    ),
    # Robb Stark: after a [stark] character you control is killed, stand each of yours
    Script(
        "01146",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, stand each "
                "character you control",
                _stand_each_yours,
                trigger=_stark_character_left,
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Direwolf Pup: +1 STR per other Direwolf card you control
    Script(
        "01149",
        constants=(
            constants.on_self(
                "str",
                value=constants.count_in_play(
                    card_test(traits=("Direwolf",), controller="you", other=True)
                ),
            ),
        ),
    ),
    # Winterfell Steward: kneel to reduce the next [stark] character by 1
    Script(
        "01152",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the cost of the next Stark character by 1", "character:stark"
            ),
        ),
    ),
    # Ice: +2 STR (the framework reads it); sacrifice to kill a loser's character
    Script(
        "01153",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge with attached character, kill a character",
                effects.on_targets("kill"),
                trigger=on.won_challenge("military", attached_participating=True),
                costs=(costs.sacrifice_self(),),
                targets=(
                    Target(
                        _losing_opponents_character,
                        what="a character controlled by the losing opponent",
                    ),
                ),
            ),
        ),
    ),
    # Heart Tree Grove: kneel to reduce the next [stark] card by 1 (limited: the framework)
    Script(
        "01156",
        abilities=(
            kneel_to_reduce("kneel to reduce the cost of the next Stark card by 1", "card:stark"),
        ),
    ),
    # Like Warm Rain: lose an [intrigue] challenge as defender, kneel a Direwolf, kill
    Script(
        "01158",
        abilities=(
            Ability(
                "reaction",
                "after you lose an intrigue challenge as the defending player, kill an "
                "attacking character",
                effects.on_targets("kill"),
                trigger=on.lost_challenge("intrigue", defending=True),
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(type="character", traits=("Direwolf",), controller="you"),
                        "a Direwolf character",
                    ),
                ),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Winter Is Coming: your claim +1 until the end of the challenge
    Script(
        "01159",
        abilities=(
            Ability(
                "action",
                "until the end of the challenge, raise your claim by 1",
                effects.raise_claim(),
                condition=_during_challenge,
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
    # Bran Stark: sacrifice him to cancel the effects of an opponent's event
    Script(
        "01142",
        abilities=(
            cancel_interrupt(
                "sacrifice Bran Stark to cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
