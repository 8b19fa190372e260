"""The Houses of Thorns, House Tyrell cards of the standalone decks (09001-09024). Each script
quotes at most a phrase of its card."""

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
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength

TYRELL = "tyrell"
_KNIGHTS = card_test(type="character", traits=("Knight",), controller="you", other=True)
_LADIES = card_test(type="character", traits=("Lady",), controller="you")
_ANOTHER = choose(card_test(type="character", other=True), "another character", 0, 1)


def _alone(st: GameState, cid: str) -> bool:
    """Attacking or defending alone."""
    ch = st.challenge
    return ch is not None and [cid] in (ch.attackers, ch.defenders)


def _attacking(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and inst.id in st.challenge.attackers


def _defenders_count(st: GameState, inst: CardInst) -> int:
    return len(st.challenge.defenders) if st.challenge is not None else 0


def _named(st: GameState, seat: int, name: str) -> list[str]:
    return [c for c in st.players[seat].in_play if st.cards[c].card.name == name]


# --- Brienne of Tarth ---------------------------------------------------------------------


def _brienne_str_6(st: GameState, use: Use) -> str | None:
    return None if strength(st, use.source) >= 6 else "her STR is lower than 6"


def _brienne(st: GameState, use: Use) -> list[Prim]:
    """6+: she gains 1 power; 10+: another character +3 STR until the end of the phase; 15+:
    stand her and draw 1 card (the chosen character is the target)."""
    value = strength(st, use.source)
    if value >= 10 and not use.targets:
        raise RuleError("R-TARGET-3", "her STR is 10 or higher: choose another character")
    if value < 10 and use.targets:
        raise RuleError("R-TARGET-1", "her STR is lower than 10: no character is chosen")
    found: list[Prim] = [primitives.gain_power(1, card=use.source)]
    found += [primitives.strength(c, 3, "phase") for c in use.targets]
    if value >= 15:
        if st.cards[use.source].kneeling:
            found.append(primitives.stand(use.source))
        found += effects.draw(1)(st, use)
    return found


# --- the others ---------------------------------------------------------------------------


def _draw_per_lady(st: GameState, use: Use) -> list[Prim]:
    """ "Draw 1 card for each Lady character you control"."""
    return effects.draw(len(in_play_matching(st, _LADIES, use.seat, use.source)))(st, use)


def _declared_attacker(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _defending_players_standing(st: GameState, use: Use, cid: str) -> bool:
    inst, ch = st.cards[cid], st.challenge
    return (
        ch is not None
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == ch.defender
        and not inst.kneeling
    )


def _kneel_and_defend(st: GameState, use: Use) -> list[Prim]:
    """ "Choose and kneel a character controlled by the defending player. That character is
    participating in the challenge as a defender"."""
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.kneel(cid),
            primitives.participate(cid, "defender"),
        )
    ]


def _garth(st: GameState, inst: CardInst) -> list[Contribution]:
    """Another [tyrell] Lord: a [military] icon and renown; a [tyrell] Lady: an [intrigue]
    icon and +2 STR."""
    cards = st.cards
    mine = [c for c in st.players[inst.controller].in_play if c != inst.id]
    tyrell = [c for c in mine if cards[c].card.type == "character" and of_faction(st, c, TYRELL)]
    found = []
    if any(has_trait(st, c, "Lord") for c in tyrell):
        found += [
            Contribution("icon", inst.id, 1, "military", inst.id),
            Contribution("keyword", inst.id, 1, "renown", inst.id),
        ]
    if any(has_trait(st, c, "Lady") for c in tyrell):
        found += [
            Contribution("icon", inst.id, 1, "intrigue", inst.id),
            Contribution("str", inst.id, 2, "", inst.id),
        ]
    return found


def _two_other_knights(st: GameState, inst: CardInst) -> bool:
    return len(in_play_matching(st, _KNIGHTS, inst.controller, inst.id)) >= 2


def _jousting_knight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Does not contribute its STR to a challenge unless it is attacking or defending
    alone"."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders or _alone(st, inst.id):
        return []
    return [Contribution("no_str", inst.id, 0, "", inst.id)]


def _pavilion(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each Knight you control +1 STR while attacking or defending alone."""
    spec = card_test(type="character", traits=("Knight",), controller="you")
    return [
        Contribution("str", cid, 1, "", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
        if _alone(st, cid)
    ]


def _tourney_lance(st: GameState, inst: CardInst) -> list[Contribution]:
    """While attached character attacks alone, the defender declares at most 1 defender."""
    ch = st.challenge
    if ch is None or inst.host is None or ch.attackers != [inst.host]:
        return []
    return [Contribution("defender_cap", ch.defender, 1, "", inst.id)]


def _tyrell_entered_yours(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character enters play under your control"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    card = inst.card
    return (
        card.type == "character"
        and card.faction == TYRELL
        and inst.zone == "play"
        and inst.controller == use.seat
    )


def _willas(st: GameState, use: Use) -> list[Prim]:
    """Then, if you control Margaery Tyrell, stand her; The Knight of Flowers gains insight
    and Ser Garlan Tyrell renown until the end of the phase."""
    found: list[Prim] = []
    for cid in _named(st, use.seat, "Margaery Tyrell"):
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
    for name, keyword in (("The Knight of Flowers", "insight"), ("Ser Garlan Tyrell", "renown")):
        found += [primitives.keyword(cid, keyword, "phase") for cid in _named(st, use.seat, name)]
    return found


def _knight_attacking_alone(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or len(ch.attackers) != 1:
        return "play only during a challenge in which a Knight you control is attacking alone"
    inst = st.cards[ch.attackers[0]]
    if inst.controller != use.seat or not has_trait(st, inst.id, "Knight"):
        return "the character attacking alone is not a Knight you control"
    return None


def _you_participate(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    mine = ch is not None and any(
        st.cards[c].controller == use.seat for c in ch.attackers + ch.defenders
    )
    return None if mine and ch and not ch.resolved else "you control no participating character"


def _lowest_participant(st: GameState, use: Use, cid: str) -> bool:
    ch = st.challenge
    if ch is None or cid not in ch.attackers + ch.defenders:
        return False
    return strength(st, cid) == min(strength(st, c) for c in ch.attackers + ch.defenders)


def _stand_and_remove(st: GameState, use: Use) -> list[Prim]:
    """ "Stand that character and remove it from the challenge"."""
    found: list[Prim] = [primitives.stand(c) for c in use.targets if st.cards[c].kneeling]
    return found + [primitives.remove_from_challenge(c) for c in use.targets]


def _desmera(st: GameState, use: Use) -> list[Prim]:
    """ "Give that character +2 STR or -1 STR until the end of the phase" (``choice``)."""
    removed = use.answers.card if use.answers is not None else None
    if removed is None or st.cards[removed].zone != "play":
        return []
    amount = 2 if use.choice == "+2" else -1
    return [primitives.strength(removed, amount, "phase")]


register(
    # Desmera Redwyne: after a character is removed from a challenge, pay 1 gold: +2 or -1 STR
    Script(
        "09013",
        abilities=(
            Ability(
                "reaction",
                "after a character is removed from a challenge, pay 1 gold to give it +2 or "
                "-1 STR until the end of the phase",
                _desmera,
                trigger=on.happened("removed_from_challenge"),
                costs=(costs.pay_gold(1),),
                choices=("+2", "-1"),
            ),
        ),
    ),
    # Brienne of Tarth: after a win she participates in, by her STR (6, 10, 15)
    Script(
        "09002",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Brienne participates: by her STR, power, "
                "+3 STR to another character, stand her and draw",
                _brienne,
                trigger=on.won_challenge(self_participating=True),
                condition=_brienne_str_6,
                targets=(_ANOTHER,),
            ),
        ),
    ),
    # The Knight of Flowers: after you play an event, +2 STR until the end of the phase
    Script(
        "09007",
        abilities=(
            Ability(
                "reaction",
                "after you play an event, The Knight of Flowers gets +2 STR",
                effects.on_self("strength", amount=2, until="phase"),
                trigger=on.happened("played", yours=True),
            ),
        ),
    ),
    # "Six Maids in a Pool": draw 1 card for each Lady character you control
    Script(
        "09023",
        abilities=(Ability("action", "draw 1 card for each Lady you control", _draw_per_lady),),
    ),
    # Margaery Tyrell: +1 STR per defender while attacking; declared: kneel a defender's
    # character, now defending
    Script(
        "09006",
        constants=(constants.on_self("str", value=_defenders_count, when=_attacking),),
        abilities=(
            Ability(
                "reaction",
                "after Margaery is declared as an attacker, kneel a character of the defending "
                "player: it defends",
                _kneel_and_defend,
                trigger=_declared_attacker,
                targets=(
                    Target(
                        _defending_players_standing,
                        what="a standing character of the defending player",
                    ),
                ),
            ),
        ),
    ),
    # Garth the Gross: icons, renown and STR from the other Tyrell Lords and Ladies
    Script("09009", constants=(constants.constant("icon keyword str", _garth),)),
    # Green-Apple Knight: +1 STR per other Knight; does not kneel to attack with 2 of them
    Script(
        "09012",
        constants=(
            constants.on_self("str", value=constants.count_in_play(_KNIGHTS)),
            constants.on_self("no_kneel", "attacker", when=_two_other_knights),
        ),
    ),
    # Jousting Knight: contributes its STR only while attacking or defending alone
    Script("09016", constants=(constants.constant("no_str", _jousting_knight),)),
    # Jousting Pavilion: each Knight you control +1 STR while attacking or defending alone
    Script("09019", constants=(constants.constant("str", _pavilion),)),
    # Tourney Lance: +1 STR (framework); attacking alone, at most 1 defender
    Script("09021", constants=(constants.constant("defender_cap", _tourney_lance),)),
    # The Hightower: after a Tyrell character enters play under your control, 1 gold, 1 card
    Script(
        "09017",
        abilities=(
            Ability(
                "reaction",
                "after a Tyrell character enters play under your control, gain 1 gold and "
                "draw 1 card",
                effects.both(effects.gain_gold(1), effects.draw(1)),
                trigger=_tyrell_entered_yours,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Willas Tyrell: kneel him; then stand Margaery, insight / renown to his brothers
    Script(
        "09008",
        abilities=(
            Ability(
                "action",
                "kneel Willas Tyrell: stand Margaery, The Knight of Flowers gains insight, "
                "Ser Garlan renown",
                _willas,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
    # Ser Garlan Tyrell: a Knight attacking alone: discard a card to raise the claim by 1
    Script(
        "09003",
        abilities=(
            Ability(
                "action",
                "discard 1 card from your hand to raise the claim value by 1",
                effects.raise_claim(),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in hand"
                    ),
                ),
                condition=_knight_attacking_alone,
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
    # Maester Ballabar: kneel him to stand the lowest-STR participant and remove it
    Script(
        "09014",
        abilities=(
            Ability(
                "action",
                "kneel Maester Ballabar: stand the participating character with the lowest "
                "STR and remove it from the challenge",
                _stand_and_remove,
                costs=(costs.kneel_self(),),
                condition=_you_participate,
                targets=(Target(_lowest_participant, what="the lowest-STR participant"),),
            ),
        ),
    ),
)
