"""Wolves of the North, House Stark: the characters (03001-03016; the other cards:
``wotn_stark_cards``). Each script quotes at most a short phrase of its card.
Not scripted: Old Nan (03010: a plot gaining a trait needs traits changed by card text),
Needle (03020: when its character is sacrificed, Needle has already left play with it, so it cannot
be sacrificed as the cost of the replacement).
"""

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
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cancels import cancel_interrupt
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength

_DIREWOLVES = card_test(traits=("Direwolf",), controller="you")
_STARK_CHARACTER = card_test(type="character", faction="stark")


def _plot_with_trait(st: GameState, trait: str) -> bool:
    return any(p.revealed is not None and has_trait(st, p.revealed, trait) for p in st.players)


# --- King Robb's Host, Eddard Stark, Wolves of the North ----------------------------------


def _robbs_host_power(st: GameState, use: Use) -> list[Prim]:
    """Move 1 power (2 with a War plot revealed) from the loser's faction card to the chosen
    attacking character (as much as the faction card holds)."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    amount = min(2 if _plot_with_trait(st, "War") else 1, st.players[loser].power)
    return [
        primitives.move_power(amount, to=cid, from_seat=SEATS[loser])
        for cid in use.targets
        if amount
    ]


def _renown_participant(st: GameState, use: Use, cid: str) -> bool:
    """ "another participating character you control" (the challenge in which the renown
    resolved: it may have just ended)."""
    if use.answers is not None:
        participants = tuple(use.answers.get("participants", ()))
    else:
        ch = st.challenge
        participants = () if ch is None else tuple(ch.attackers + ch.defenders)
    inst = st.cards[cid]
    return (
        cid != use.source
        and cid in participants
        and inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
    )


def _bypassed_by_wolves(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


def _bypassed_loses_str(st: GameState, use: Use) -> list[Prim]:
    """ "that character gets -X STR until the end of the phase", X the Direwolf cards."""
    assert use.answers is not None and use.answers.card is not None
    count = len(in_play_matching(st, _DIREWOLVES, use.seat, use.source))
    victim = use.answers.card
    if not count or st.cards[victim].zone != "play":
        return []
    return [primitives.strength(victim, -count, "phase")]


# --- Jory Cassel, Osha, Catelyn Stark, Sansa Stark, Bear Island Loyalist, Jon Snow --------


def _jory_saves(st: GameState, use: Use) -> list[Prim]:
    """Save it; then, with a Winter plot revealed, it gains 1 power."""
    found: list[Prim] = [primitives.save(cid) for cid in use.targets]
    if _plot_with_trait(st, "Winter"):
        found += [primitives.gain_power(1, card=cid) for cid in use.targets]
    return found


def _osha_participating(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or use.source not in ch.attackers + ch.defenders:
        return "Osha is not participating in a challenge"
    return None


def _osha_leaves_and_stands(st: GameState, use: Use) -> list[Prim]:
    """ "Remove Osha from the challenge. Then, stand her" (when she is kneeling)."""
    found: list[Prim] = [primitives.remove_from_challenge(use.source)]
    if st.cards[use.source].kneeling:
        found.append(primitives.stand(use.source))
    return found


def _own_power(st: GameState, inst: CardInst) -> int:
    return inst.power


def _stark_dead(st: GameState, inst: CardInst) -> int:
    cards = st.cards
    return -sum(
        1
        for cid in st.players[inst.controller].dead
        if cards[cid].card.type == "character" and cards[cid].card.faction == "stark"
    )


def _str_is_zero(st: GameState, inst: CardInst) -> bool:
    return strength(st, inst.id) == 0


def _loyalist_shield(st: GameState, inst: CardInst) -> list[Contribution]:
    """While participating, each other participating [stark] character you control gains
    "immune to opponents' events"."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("immune", cid, 1, "event", inst.id)
        for cid in ch.attackers + ch.defenders
        if cid != inst.id
        and st.cards[cid].controller == inst.controller
        and of_faction(st, cid, "stark")
    ]


def _power_from_your_character(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    chosen = [p for p in paid if p["op"] == "discard_power" and "card" in p][:1]
    spec = card_test(type="character", controller="you")
    if (
        len(chosen) != 1
        or chosen[0].get("amount") != 1
        or not spec(st, use.seat, use.source, chosen[0]["card"])
    ):
        raise RuleError("R-COST-2", "discard 1 power from a character you control (costs)")
    return chosen


def _search_ability(st: GameState, use: Use, cid: str) -> bool:
    """A card whose triggered ability with the word "search" is about to initiate (the
    cancelled ability follows, [R-CANCEL-1]): in play, a revealed plot, or an event in
    hand."""
    inst = st.cards.get(cid)
    return (
        inst is not None
        and cid != use.source
        and inst.zone in ("play", "plot", "hand")
        and "search" in inst.card.text.lower()
    )


def _sacrifice_stark_character() -> Cost:
    return costs.choose_and(
        "sacrifice",
        card_test(type="character", faction="stark", controller="you"),
        "a Stark character you control",
    )


register(
    # King Robb's Host: after a [military] win, move power from the loser to an attacker
    Script(
        "03001",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge in which it participates, move 1 power "
                "from the losing opponent's faction card to an attacking character",
                _robbs_host_power,
                trigger=on.won_challenge("military", self_participating=True),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
    # Catelyn Stark: +1 STR per power; gains 1 power after a [stark] character leaves
    Script(
        "03002",
        constants=(constants.on_self("str", value=_own_power),),
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, gain 1 power",
                effects.gain_power_self(1),
                trigger=card_left(("killed", "sacrificed"), _STARK_CHARACTER),
                limit=Limit(2, "round"),
            ),
        ),
    ),
    # Eddard Stark: after he gains power using renown, another participant gains 1 power
    Script(
        "03003",
        abilities=(
            Ability(
                "reaction",
                "after Eddard Stark gains power using renown, another participating character "
                "you control gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.self_happened("gained_power", how="renown"),
                targets=(Target(_renown_participant, what="another participating character"),),
            ),
        ),
    ),
    # The Blackfish: with 4+ power, House Tully attackers do not kneel; a draw after a win
    Script(
        "03004",
        constants=(
            constants.on_each(
                "no_kneel",
                card_test(type="character", controller="you", traits=("House Tully",)),
                "attacker",
                when=lambda st, inst: inst.power >= 4,
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge as the attacking player, draw 1 card",
                effects.draw(1),
                trigger=on.won_challenge("military", attacking=True),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Jon Snow: sacrifice a [stark] character to stand a unique [stark] character
    Script(
        "03005",
        abilities=(
            Ability(
                "action",
                "sacrifice a Stark character to stand a unique Stark character",
                effects.on_targets("stand"),
                costs=(_sacrifice_stark_character(),),
                targets=(
                    choose(
                        card_test(type="character", faction="stark", unique=True, kneeling=True),
                        "a kneeling unique Stark character",
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Wolves of the North: the character bypassed by stealth gets -X STR
    Script(
        "03006",
        abilities=(
            Ability(
                "reaction",
                "after it bypasses a character using stealth, that character gets -X STR",
                _bypassed_loses_str,
                trigger=_bypassed_by_wolves,
            ),
        ),
    ),
    # Arya Stark: after a [stark] character you control is killed, sacrifice her to kill
    Script(
        "03007",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is killed, sacrifice Arya Stark to kill "
                "a character with STR 3 or lower",
                effects.on_targets("kill"),
                trigger=card_left(("killed",), _STARK_CHARACTER),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(type="character", max_str=3), "a character with STR 3 or lower"
                    ),
                ),
            ),
        ),
    ),
    # Jory Cassel: sacrifice him to save a unique [stark] character you control
    Script(
        "03008",
        abilities=(
            Ability(
                "interrupt",
                "when a unique Stark character you control would be killed, sacrifice Jory "
                "Cassel to save it",
                _jory_saves,
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="stark", unique=True, controller="you"),
                        "a unique Stark character you control",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
    # Riverrun Minstrel: after it enters play, a House Tully character gains 1 power
    Script(
        "03009",
        abilities=(
            Ability(
                "reaction",
                "after Riverrun Minstrel enters play, a House Tully character gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(type="character", traits=("House Tully",)),
                        "a House Tully character",
                    ),
                ),
            ),
        ),
    ),
    # House Tully Septon: discard 1 power from your character: next Tully/Seven costs 2 less
    Script(
        "03015",
        abilities=(
            Ability(
                "action",
                "discard 1 power from a character you control to reduce the cost of the next "
                "House Tully or The Seven character by 2",
                effects.reduce_next_cost(2, "character_trait:House Tully;The Seven"),
                phase="marshaling",
                costs=(
                    Cost(
                        _power_from_your_character, "discard 1 power from a character you control"
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Rickon Stark: sacrifice him to cancel the effects of a "search" ability
    Script(
        "03016",
        abilities=(
            cancel_interrupt(
                "when a triggered ability with the word search would initiate, sacrifice "
                "Rickon Stark to cancel its effects",
                Target(_search_ability, what="a card whose search ability initiates"),
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
    # Osha: leave the challenge, then stand (once per phase)
    Script(
        "03011",
        abilities=(
            Ability(
                "action",
                "remove Osha from the challenge, then stand her",
                _osha_leaves_and_stands,
                phase="challenges",
                condition=_osha_participating,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Bear Island Loyalist: other participating [stark] characters immune to events
    Script("03012", constants=(constants.constant("immune", _loyalist_shield),)),
    # Sansa Stark: -1 STR per [stark] character in your dead pile; insight at STR 0
    Script(
        "03013",
        constants=(
            constants.on_self("str", value=_stark_dead),
            constants.on_self("keyword", "insight", when=_str_is_zero),
        ),
    ),
    # Shaggydog: with Rickon Stark, +2 STR and a [military] icon
    Script(
        "03014",
        constants=(
            constants.on_self("str", value=2, when=constants.controls_named("Rickon Stark")),
            constants.on_self("icon", "military", when=constants.controls_named("Rickon Stark")),
        ),
    ),
)
