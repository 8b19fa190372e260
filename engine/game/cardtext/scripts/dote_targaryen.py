"""Dragons of the East (DotE), House Targaryen (15001-15024). Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules import checks as rules
from engine.game.rules.traits import has_any_trait, has_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength


def _dothraki_attackers(st: GameState, seat: int, attackers: tuple[str, ...]) -> int:
    cards = st.cards
    return sum(
        1 for cid in attackers if cards[cid].controller == seat and has_trait(st, cid, "Dothraki")
    )


def _won_military_with_2_dothraki(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a [military] challenge in which you control 2 or more attacking
    Dothraki characters"."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("type") == "military"
        and _dothraki_attackers(st, use.seat, h.get("attackers", ())) >= 2
    )


def _loser_faction_power_to_yours(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    loser = st.players[use.answers.get("loser")]
    if not loser.power:
        return []
    return [primitives.move_power(1, from_seat=loser.key, to_seat=SEATS[use.seat])]  # fmt: skip


def _random_discard_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the losing opponent's hand" (a chance outcome)."""
    assert use.answers is not None
    hand = st.players[use.answers.get("loser")].hand
    if not hand:
        return []
    return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]


def _costly_card_in_your_piles(st: GameState, use: Use, cid: str) -> bool:
    """ "a card with printed cost 6 or higher in your discard or dead pile"."""
    inst = st.cards[cid]
    return (
        inst.owner == use.seat and inst.zone in ("discard", "dead") and (inst.card.cost or 0) >= 6
    )


def _no_gold(st: GameState, use: Use) -> str | None:
    gold = st.players[use.seat].gold
    return None if gold == 0 else f"you have {gold} gold in your gold pool"


def _horselord(st: GameState, inst: CardInst) -> int:
    """+1 STR for each other attacking Dothraki character you control (while attacking)."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return 0
    others = tuple(c for c in rules.attacking(st, ch) if c != inst.id)
    return _dothraki_attackers(st, inst.controller, others)


def _weapon_attached(st: GameState, inst: CardInst) -> bool:
    return any(has_trait(st, a, "Weapon") for a in inst.attachments)


def _attachment_entered(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "entered_play" and st.cards[str(h.card)].card.type == "attachment"


def _during_military(st: GameState, inst: CardInst) -> bool:
    ch = st.challenge
    return ch is not None and ch.type == "military"


def _drogon_burns(st: GameState, use: Use) -> list[Prim]:
    """Kill each character the defending player controls with STR 1 or lower."""
    assert use.answers is not None
    defender = use.answers.get("defender")
    return [
        primitives.kill(cid)
        for cid in st.players[defender].in_play
        if st.cards[cid].card.type == "character" and strength(st, cid) <= 1
    ]


def _stormborn_or_dragon(st: GameState, cid: str) -> bool:
    return has_any_trait(st, cid, ("Dragon", "Stormborn"))


def _viserion(st: GameState, inst: CardInst) -> list[Contribution]:
    """While Viserion attacks, each participating non-Dragon, non-Stormborn character -2 STR."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return []
    return [
        Contribution("str", cid, -2, "", inst.id)
        for cid in (*rules.attacking(st, ch), *ch.defenders)
        if not _stormborn_or_dragon(st, cid)
    ]


def _rhaegal_stands(st: GameState, use: Use) -> list[Prim]:
    """Stand another character you control; then, if it is a Dragon or Stormborn, Rhaegal."""
    found: list[Prim] = [primitives.stand(cid) for cid in use.targets]
    if any(_stormborn_or_dragon(st, cid) for cid in use.targets) and st.cards[use.source].kneeling:
        found.append(primitives.stand(use.source))
    return found


def _khaleesi(st: GameState, use: Use) -> list[Prim]:
    """Either stand the attached character, or raise your claim by 1 for the challenge."""
    if use.choice == "stand":
        return effects.on_attached("stand")(st, use)
    return [primitives.plot_modifier(SEATS[use.seat], "claim", 1, "challenge")]  # fmt: skip


def _incinerate(st: GameState, use: Use) -> list[Prim]:
    """-2 STR until the end of the challenge for each card discarded (the costs)."""
    discarded = [p for p in use.costs if p["op"] == "discard"]
    return [primitives.strength(cid, -2 * len(discarded), "challenge") for cid in use.targets]


def _discard_from_hand(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "discard 1 or more cards from your hand" (any number, at least 1)."""
    chosen = [p for p in paid if p["op"] == "discard"]
    hand = st.players[use.seat].hand
    if not chosen or any(p.get("card") not in hand for p in chosen):
        raise RuleError("R-COST-2", "the cost is to discard 1 or more cards from your hand")
    return chosen


register(
    # Blue Graces: remove it from the game: a cost 6+ card from your discard or dead pile
    # is shuffled into your deck
    Script(
        "15013",
        abilities=(
            Ability(
                "action",
                "remove from the game: shuffle a cost 6 or higher card into your deck",
                effects.on_targets("shuffle_into_deck"),
                phase="challenges",
                costs=(costs.remove_self_from_game(),),
                targets=(
                    Target(
                        _costly_card_in_your_piles,
                        what="a card with printed cost 6 or higher in your discard or dead pile",
                    ),
                ),
            ),
        ),
    ),
    # Brown Ben Plumm: when the challenges phase ends with no gold in your pool, sacrifice him
    Script(
        "15016",
        abilities=(
            Ability(
                "forced",
                "when the challenges phase ends with no gold in your pool, sacrifice him",
                effects.on_self("sacrifice"),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_gold,
            ),
        ),
    ),
    # Jhogo: after a [military] win with 2+ attacking Dothraki, 1 faction power moves to you
    Script(
        "15007",
        abilities=(
            Ability(
                "reaction",
                "after a military win with 2 attacking Dothraki, take 1 faction power",
                _loser_faction_power_to_yours,
                trigger=_won_military_with_2_dothraki,
            ),
        ),
    ),
    # Rakharo: same trigger: a card at random from the losing opponent's hand is discarded
    Script(
        "15009",
        abilities=(
            Ability(
                "reaction",
                "after a military win with 2 attacking Dothraki, a random discard",
                _random_discard_from_loser,
                trigger=_won_military_with_2_dothraki,
            ),
        ),
    ),
    # Horselord: +1 STR per other attacking Dothraki you control, while attacking
    Script("15015", constants=(constants.on_self("str", value=_horselord),)),
    # Barsena Blackhair: "No attachments except Weapon" (a keyword); +3 STR with a Weapon
    Script("15011", constants=(constants.on_self("str", value=3, when=_weapon_attached),)),
    # Captain Groleo: after an attachment enters play, gain 1 gold (once per phase)
    Script(
        "15012",
        abilities=(
            Ability(
                "reaction",
                "after an attachment enters play, gain 1 gold",
                effects.gain_gold(1),
                trigger=_attachment_entered,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # The Titan's Bastard: kneel it: a Mercenary character from your discard pile to hand
    Script(
        "15010",
        abilities=(
            Ability(
                "action",
                "kneel: return a Mercenary character from your discard pile to your hand",
                effects.on_targets("move", to="hand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="you",
                            traits=("Mercenary",),
                            zone="discard",
                        ),
                        "a Mercenary character in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Pit Fighter's Blade: attached character gains renown during [military] challenges
    Script("15021", constants=(constants.on_attached("keyword", "renown", when=_during_military),)),
    # Drogon: Stormborn characters you control gain renown; after a win he attacks in, the
    # defender's characters with STR 1 or lower are killed
    Script(
        "15002",
        constants=(
            constants.on_each(
                "keyword",
                card_test(type="character", controller="you", traits=("Stormborn",)),
                "renown",
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a win Drogon attacks in, kill the defender's STR 1 or lower characters",
                _drogon_burns,
                trigger=on.won_challenge(self_attacking=True),
            ),
        ),
    ),
    # Viserion: Stormborn characters you control gain stealth; while he attacks, the other
    # participants that are neither Dragon nor Stormborn get -2 STR
    Script(
        "15004",
        constants=(
            constants.on_each(
                "keyword",
                card_test(type="character", controller="you", traits=("Stormborn",)),
                "stealth",
            ),
            constants.constant("str", _viserion),
        ),
    ),
    # Rhaegal: after a win he attacks in, stand another character you control; a Dragon or
    # Stormborn one stands Rhaegal too (once per phase)
    Script(
        "15003",
        abilities=(
            Ability(
                "reaction",
                "after a win Rhaegal attacks in, stand another character you control",
                _rhaegal_stands,
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    choose(
                        card_test(type="character", controller="you", kneeling=True, other=True),
                        "another kneeling character you control",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Khaleesi: after a win attached took part in, kneel it: stand attached, or claim +1
    Script(
        "15019",
        abilities=(
            Ability(
                "reaction",
                "after a win attached participates in, stand it or raise claim by 1",
                _khaleesi,
                trigger=on.won_challenge(attached_participating=True),
                costs=(costs.kneel_self(),),
                choices=("stand", "claim"),
            ),
        ),
    ),
    # Incinerate: a participating character gets -2 STR per card discarded from your hand
    Script(
        "15024",
        abilities=(
            Ability(
                "action",
                "discard cards from hand: a participating character gets -2 STR for each",
                _incinerate,
                costs=(Cost(_discard_from_hand, "discard 1 or more cards from your hand"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True), "a participating character"
                    ),
                ),
            ),
        ),
    ),
)
