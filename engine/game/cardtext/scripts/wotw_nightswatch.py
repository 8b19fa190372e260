"""Wolves of the North, The Night's Watch (07001-07021, 07046). Each script quotes at most a
phrase of its card.

Keywords (Stealth, No attachments except <i>Weapon</i>, Limited, +1 Reserve) are the
framework's; the scripts carry the rest."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
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
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.abilities import kneel_to_reduce
from engine.game.cardtext.vocab.cards import card_search
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, cannot_stand

NW = "thenightswatch"
# Jon Snow's "either: ... or ...", named in ``choice``
JON_MODES = ("attacking_wildlings", "defending_nightswatch")


def _jon_stands(st: GameState, use: Use) -> list[Prim]:
    """ "either: stand each attacking Wildling character, or stand each defending [nw]
    character" (``choice``: which)."""
    ch = st.challenge
    assert ch is not None
    if use.choice == "attacking_wildlings":
        chosen = [c for c in ch.attackers if has_trait(st, c, "Wildling")]
    else:
        chosen = [c for c in ch.defenders if of_faction(st, c, NW)]
    return [
        primitives.stand(cid)
        for cid in chosen
        if st.cards[cid].kneeling and not cannot_stand(st, cid)
    ]


def _steward_insight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During [intrigue] challenges, each Steward character you control gains insight"."""
    ch = st.challenge
    if ch is None or ch.type != "intrigue":
        return []
    spec = card_test(type="character", controller="you", traits=("Steward",))
    return [
        Contribution("keyword", cid, 1, "insight", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


def _in_losers_discard(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-unique character in the losing opponent's discard pile"."""
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return (
        inst.zone == "discard"
        and inst.owner == loser
        and inst.card.type == "character"
        and not inst.card.unique
    )


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


def _self_bypassed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Cotter Pyke bypasses a character using stealth"."""
    return h.kind == "bypassed" and h.get("by") == use.source


def _winter_revealed(st: GameState, use: Use) -> str | None:
    for p in st.players:
        if p.revealed is not None and has_trait(st, p.revealed, "Winter"):
            return None
    return "there is no Winter plot card revealed"


def _denys_defending(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and inst.id in ch.defenders


def _samwell_blanks(st: GameState, inst: CardInst) -> list[Contribution]:
    """While he participates, each other participating non-Steward character is blank."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("blank", cid, 0, "", inst.id)
        for cid in ch.attackers + ch.defenders
        if cid != inst.id and not has_trait(st, cid, "Steward")
    ]


def _grenn_target(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", faction=NW, attacking=True, other=True)
    return spec(st, use.seat, use.source, cid)


def _grenn_moves_power(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from the losing opponent's faction card to another attacking [nw]
    character. (Up to 2 power instead if that character is standing.)" (``choice``: "2"
    for two; the power there limits it)."""
    assert use.answers is not None
    target = use.targets[0]
    wanted = 2 if use.choice == "2" else 1
    if wanted == 2 and st.cards[target].kneeling:
        raise RuleError("R-TARGET-1", f"{target} is kneeling: only 1 power moves to it")
    loser = st.players[use.answers.get("loser")]
    amount = min(wanted, loser.power)
    if not amount:
        return []
    return [primitives.move_power(amount, to=target, from_seat=loser.key)]


def _attached_to_self(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you attach an attachment to Seasoned Woodsman" (it enters play on him)."""
    return (
        h.kind == "entered_play"
        and h.card is not None
        and h.seat == use.seat
        and st.cards[h.card].host == use.source
    )


def _gold_or_card(st: GameState, use: Use) -> list[Prim]:
    """ "either: gain 1 gold, or draw 1 card" (``choice``: "gold" or "draw")."""
    if use.choice == "gold":
        return effects.gain_gold(1)(st, use)
    return effects.draw(1)(st, use)


def _builders_str(st: GameState, use: Use) -> list[Prim]:
    """+X STR until the end of the challenge, X the Builder characters you control."""
    spec = card_test(type="character", controller="you", traits=("Builder",))
    amount = len(in_play_matching(st, spec, use.seat, use.source))
    return [primitives.strength(cid, amount, "challenge")
            for cid in use.targets]  # fmt: skip


def _nw_defenders_do_not_kneel(st: GameState, inst: CardInst) -> list[Contribution]:
    spec = card_test(type="character", controller="you", faction=NW)
    return [
        Contribution("no_kneel", cid, 1, "defender", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


_STANDING_STEWARD = card_test(type="character", controller="you", traits=("Steward",),
                              kneeling=False)  # fmt: skip
_STANDING_BUILDER = card_test(type="character", controller="you", traits=("Builder",),
                              kneeling=False)  # fmt: skip


register(
    # Jon Snow: after a win he takes part in, stand each attacking Wildling or each
    # defending [nw] character (Limit once per phase; Stealth: framework)
    Script(
        "07001",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in: stand Wildlings or defenders",
                _jon_stands,
                trigger=on.won_challenge(self_participating=True),
                choices=JON_MODES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Bowen Marsh: Stewards gain insight during [intrigue] challenges (+1 Reserve: framework)
    Script("07002", constants=(constants.constant("keyword", _steward_insight),)),
    # Old Bear Mormont: after a win he takes part in, put a non-unique character from the
    # losing opponent's discard pile into play under your control
    Script(
        "07003",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he participates in: take a character from discard",
                _put_under_your_control,
                trigger=on.won_challenge(self_participating=True),
                targets=(
                    Target(
                        _in_losers_discard,
                        what="a non-unique character in the losing opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Cotter Pyke: after he bypasses with stealth, with a Winter plot revealed, a [nw]
    # character gains stealth this phase
    Script(
        "07004",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a character using stealth: a NW character gains stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                trigger=_self_bypassed,
                condition=_winter_revealed,
                targets=(choose(card_test(type="character", faction=NW), "a NW character"),),
            ),
        ),
    ),
    # Ser Denys Mallister: renown while defending
    Script(
        "07007",
        constants=(constants.on_self("keyword", "renown", when=_denys_defending),),
    ),
    # Ser Jaremy Rykker: each other Ranger you control gains a [power] icon
    Script(
        "07008",
        constants=(
            constants.on_each(
                "icon",
                card_test(type="character", controller="you", traits=("Ranger",), other=True),
                "power",
            ),
        ),
    ),
    # Castle Black Mason: kneel 2 Builders to search the top 10 cards for a location or
    # attachment (Limit twice per round)
    Script(
        "07009",
        abilities=(
            Ability(
                "action",
                "kneel 2 Builders: search the top 10 cards for a location or attachment",
                effects.found_to_hand_and_shuffle,
                costs=(
                    costs.choose_and("kneel", _STANDING_BUILDER, "2 standing Builders", count=2),
                ),
                targets=(card_search(("location", "attachment"), 10),),
                limit=Limit(2, "round"),
            ),
        ),
    ),
    # Grenn: after a win he attacks in, move power from the loser's faction card to another
    # attacking [nw] character
    Script(
        "07010",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: move power to another NW attacker",
                _grenn_moves_power,
                trigger=on.won_challenge(self_attacking=True),
                targets=(Target(_grenn_target, what="another attacking NW character"),),
                choices=("1", "2"),
            ),
        ),
    ),
    # Pyp: after a win he attacks in, another attacking [nw] character gains insight
    Script(
        "07011",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: another NW attacker gains insight",
                effects.on_targets("keyword", keyword="insight", until="phase"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(Target(_grenn_target, what="another attacking NW character"),),
            ),
        ),
    ),
    # Samwell Tarly: while he participates, other non-Steward participants are blank
    Script("07012", constants=(constants.constant("blank", _samwell_blanks),)),
    # Seasoned Woodsman: after you attach an attachment to it, gain 1 gold or draw 1 card
    Script(
        "07015",
        abilities=(
            Ability(
                "reaction",
                "after you attach an attachment to it: gain 1 gold or draw 1 card",
                _gold_or_card,
                trigger=_attached_to_self,
                choices=("gold", "draw"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Builder at the Wall: kneel to reduce the next [nw] attachment or location by 1
    Script(
        "07016",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the next NW attachment or location by 1",
                f"attachment/location:{NW}",
            ),
        ),
    ),
    # The New Gift: kneel a Steward to gain 1 gold (marshaling) or draw 1 card (challenges)
    Script(
        "07017",
        abilities=(
            Ability(
                "action",
                "kneel a Steward: gain 1 gold",
                effects.gain_gold(1),
                phase="marshaling",
                costs=(costs.choose_and("kneel", _STANDING_STEWARD, "a standing Steward"),),
                limit=Limit(2, "phase"),
            ),
            Ability(
                "action",
                "kneel a Steward: draw 1 card",
                effects.draw(1),
                phase="challenges",
                costs=(costs.choose_and("kneel", _STANDING_STEWARD, "a standing Steward"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Abandoned Stronghold: kneel it; a defending character gets +X STR, X your Builders
    Script(
        "07018",
        abilities=(
            Ability(
                "action",
                "kneel it: a defending character gets +1 STR per Builder you control",
                _builders_str,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
    # Ghost: when attached character would be killed, return Ghost to your hand to save it
    Script(
        "07021",
        abilities=(
            Ability(
                "interrupt",
                "return Ghost to your hand to save attached character",
                effects.on_attached("save"),
                costs=(costs.return_self_to_hand(),),
                would=("killed",),
            ),
        ),
    ),
    # The Fire That Burns: your [nw] characters do not kneel when declared as defenders
    Script("07046", constants=(constants.constant("no_kneel", _nw_defenders_do_not_kneel),)),
)
