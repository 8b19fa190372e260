"""Journey to Oldtown (chapter pack, 08021-08040): every faction. Each script quotes at most a
phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod_others import _pillaged_location_or_attachment
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
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, strength

CARD_TYPES = ("character", "location", "attachment", "event")


def _reveal_top_named_type(st: GameState, use: Use) -> list[Prim]:
    """ "name a cardtype. Then, reveal the top card of your deck. If the revealed card has
    that cardtype, draw it and gain 1 power for your faction" (the revealed card: a chance
    outcome the log states as ``reveal``)."""
    player = st.players[use.seat]
    if use.offering and player.deck:  # the engine offers it: the top card, stated
        use.extra["chance"] = True
        revealed = [player.deck[-1]]
    else:
        revealed = [cid for p in use.outcome("reveal") for cid in p.get("cards", [])]
    if len(revealed) != min(1, len(player.deck)) or not set(revealed) <= set(player.deck):
        raise RuleError("R-EFFECT-1", "the text reveals the top card of your deck: name it")
    if not revealed:
        return []
    found: list[Prim] = [primitives.reveal(player.key, revealed)]
    if st.cards[revealed[0]].card.type != use.choice:
        return found
    return [*found, primitives.draw(player.key, revealed),
            primitives.gain_power(1, seat=player.key)]  # fmt: skip


def _a_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "killed"


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


def _asha_gains_renown(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Asha Greyjoy, she gains renown"."""
    return [
        Contribution("keyword", cid, 1, "renown", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Asha Greyjoy"
    ]


def _minus_3_and_killed_at_0(st: GameState, use: Use) -> list[Prim]:
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.strength(cid, -3, "phase"),
            primitives.lasting("kill_at_zero", "phase", card=cid),
        )
    ]


def _lower_str_than_hers(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with a lower STR than hers" (her STR as she is returned: the cost)."""
    spec = card_test(type="character")
    if not spec(st, use.seat, use.source, cid) or cid == use.source:
        return False
    hers: int = use.extra.setdefault("her_str", strength(st, use.source))
    return strength(st, cid) < hers


def _opponents_gold_up(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Increase the gold value on each opponent's revealed plot card by 1"."""
    return [
        Contribution("plot", p.index, 1, "income", inst.id)
        for p in st.players
        if p.index != inst.controller and not p.eliminated
    ]


def _ban_mark(st: GameState, tris: str) -> str:
    """The token marking a card Tris Botley removed, naming this Tris and when he entered
    play (a Tris that re-enters play is a new card, [R-LASTING-5])."""
    entered = st.cards[tris].entered
    return f"banned_by:{tris}:{entered[1] if entered else 0}"


def _remove_and_ban(st: GameState, use: Use) -> list[Prim]:
    """ "remove it from the game. Until Tris Botley leaves play, that player cannot marshal
    or play any copy of that card" (the removed card carries a mark his constant reads)."""
    mark = _ban_mark(st, use.source)
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.move(cid, "removed"),
            primitives.token(cid, mark, 1),
        )
    ]


def _tris_bans(st: GameState, inst: CardInst) -> list[Contribution]:
    mark = _ban_mark(st, inst.id)
    return [
        Contribution("cannot", p.index, 1, f"title:{st.cards[cid].card.name}", inst.id)
        for p in st.players
        for cid in p.removed
        if st.tokens.get(cid, {}).get(mark)
    ]


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 5 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 5 else "5 or more plots in your used pile"


_TARGARYEN_IN_HAND = card_test(controller="you", faction="targaryen", zone="hand", other=True)
_DISCARD_1_POWER_FROM_HIM = Cost(
    lambda st, use, paid: [primitives.discard_power(1, card=use.source)],
    "discard 1 power from him",
)
_THOROS_SAVES = card_test(type="character", controller="you", loyal=False, other=True)


register(
    # Oldtown: kneel it, name a cardtype, reveal the top card: that type is drawn with 1 power
    Script(
        "08024",
        abilities=(
            Ability(
                "action",
                "kneel it, name a cardtype: a revealed card of that type is drawn, 1 power",
                _reveal_top_named_type,
                costs=(costs.kneel_self(),),
                choices=CARD_TYPES,
            ),
        ),
    ),
    # Stannis's Wrath: choose and kneel a character without a [power] icon
    Script(
        "08028",
        abilities=(
            Ability(
                "action",
                "kneel a character without a power icon",
                effects.on_targets("kneel"),
                targets=(
                    choose(
                        card_test(type="character", kneeling=False, without_icon="power"),
                        "a standing character without a power icon",
                    ),
                ),
            ),
        ),
    ),
    # Black Ears: after a character is killed, pay 2 gold to put it into play from your hand
    Script(
        "08029",
        abilities=(
            Ability(
                "reaction",
                "after a character is killed: pay 2 gold, put it into play from your hand",
                _put_self_into_play,
                trigger=_a_character_killed,
                costs=(costs.pay_gold(2),),
                from_zones=("hand",),
            ),
        ),
    ),
    # Tris Botley: remove a card in an opponent's discard pile from the game; while he stays
    # in play, that player cannot marshal or play a copy (Limit once per round; Pillage:
    # framework)
    Script(
        "08031",
        constants=(constants.constant("cannot", _tris_bans),),
        abilities=(
            Ability(
                "action",
                "remove a card in an opponent's discard pile from the game: its copies banned",
                _remove_and_ban,
                targets=(
                    choose(
                        card_test(controller="opponent", zone="discard"),
                        "a card in an opponent's discard pile",
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
    # Black Wind: Asha Greyjoy gains renown; after your pillage discards a location or
    # attachment, draw 1 card (Limit twice per phase)
    Script(
        "08032",
        constants=(constants.constant("keyword", _asha_gains_renown),),
        abilities=(
            Ability(
                "reaction",
                "after pillage discards a location or attachment: draw 1 card",
                effects.draw(1),
                trigger=_pillaged_location_or_attachment,
                limit=Limit(2, "phase"),
            ),
        ),
    ),
    # Consuming Flames: discard another [targaryen] card; a participant gets -3 STR this
    # phase and is killed if its STR is 0
    Script(
        "08034",
        abilities=(
            Ability(
                "action",
                "discard a Targaryen card: a participant gets -3 STR, killed at 0 STR",
                _minus_3_and_killed_at_0,
                phase="challenges",
                costs=(costs.choose_and("discard", _TARGARYEN_IN_HAND, "another Targaryen card"),),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
    # Arianne Martell: return her to your hand to return a character with lower STR to its
    # owner's hand (Insight: framework)
    Script(
        "08035",
        abilities=(
            Ability(
                "action",
                "return her to hand: return a character with a lower STR to its owner's hand",
                effects.on_targets("return_to_hand"),
                phase="challenges",
                costs=(costs.return_self_to_hand(),),
                targets=(Target(_lower_str_than_hers, what="a character with a lower STR"),),
            ),
        ),
    ),
    # Change of Plans: after you lose a challenge, with fewer than 5 used plots, move a plot
    # from your plot deck to the bottom of your used pile
    Script(
        "08036",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge: a plot from your plot deck to your used pile",
                effects.on_targets("move", to="used", bottom=True),
                trigger=on.lost_challenge(),
                condition=_few_used_plots,
                targets=(
                    choose(
                        card_test(type="plot", controller="you", zone="plot_deck"),
                        "a card in your plot deck",
                    ),
                ),
            ),
        ),
    ),
    # Thoros of Myr: when another non-loyal character you control would be killed, kneel him
    # and discard 1 power from him to save it (Renown: framework)
    Script(
        "08037",
        abilities=(
            Ability(
                "interrupt",
                "kneel him and discard 1 power from him: save a non-loyal character",
                effects.on_targets("save"),
                costs=(
                    costs.kneel_self(),
                    _DISCARD_1_POWER_FROM_HIM,
                ),
                targets=(choose(_THOROS_SAVES, "another non-loyal character you control"),),
                would=("killed",),
            ),
        ),
    ),
    # Gates of the Moon: each opponent's revealed plot has 1 more gold (Limited, Income:
    # framework)
    Script("08038", constants=(constants.constant("plot", _opponents_gold_up, names="income"),)),
    # Sailing the Summer Sea: an additional [power] challenge; no [military] or [intrigue]
    Script(
        "08040",
        constants=(
            constants.for_controller("challenges", "power"),
            constants.for_controller("cannot", "initiate:military"),
            constants.for_controller("cannot", "initiate:intrigue"),
        ),
    ),
)
