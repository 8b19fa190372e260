"""Secrets of Dorne, the other factions and neutral cards (10025-10049). Each script quotes at
most a phrase of its card.

The Wars To Come (10045) is deckbuilding only (engine.game.data.legality.agendas reads it; the
coverage command recognises its two sentences)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core_martell import CHALLENGE_TYPES, _gain_chosen_icon
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 3 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 3 else "3 or more plots in your used pile"


def _pillaged_location_or_attachment(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character you control discards a location or attachment using pillage"."""
    if h.kind != "pillaged" or h.seat != use.seat:
        return False
    return any(st.cards[cid].card.type in ("location", "attachment") for cid in h.get("cards", ()))


def _fewer_cards_in_the_defenders_hand(st: GameState, inst: CardInst) -> bool:
    """ "against an opponent with fewer cards in his or her hand than you": the defending
    player (attackers kneel as the challenge is declared: in a joust, the one opponent)."""
    mine = len(st.players[inst.controller].hand)
    ch = st.challenge
    if ch is not None and ch.attacker == inst.controller:
        return len(st.players[ch.defender].hand) < mine
    others = [p for p in st.players if p.index != inst.controller and not p.eliminated]
    return len(others) == 1 and len(others[0].hand) < mine


def _is_direwolf(st: GameState, cid: str) -> bool:
    return has_trait(st, cid, "Direwolf")


def _won_with_a_direwolf_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "you control an attacking Direwolf character or an attacking character with a
    Direwolf attachment"."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    for cid in h.get("attackers", ()):
        inst = st.cards[cid]
        if inst.zone != "play" or inst.controller != use.seat:
            continue
        if _is_direwolf(st, cid) or any(_is_direwolf(st, a) for a in inst.attachments):
            return True
    return False


def _won_by_5_attached_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge by 5 or more STR in which attached character is
    attacking"."""
    host = st.cards[use.source].host
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and h.get("margin", 0) >= 5
        and host in h.get("attackers", ())
    )


def _small_non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location with printed cost 3 or lower"."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "location"
        and not card.keywords.limited
        and (card.cost or 0) <= 3
    )


def _gains_three_icons(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(cid, icon, "phase") for cid in use.targets for icon in CHALLENGE_TYPES]


def _first_of_each_type_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """Reduce the first character you marshal this round by 3, the first location by 2, the
    first attachment by 1 (``Player.marshaled``: this round's marshaled cards)."""
    seat = inst.controller
    done = {st.cards[cid].card.type for cid in st.players[seat].marshaled}
    return [
        Contribution("cost", seat, -amount, kind, inst.id)
        for kind, amount in (("character", 3), ("location", 2), ("attachment", 1))
        if kind not in done
    ]


def _attachments_on_others_characters(st: GameState, use: Use) -> list[Prim]:
    """ "Each player sacrifices each attachment that is attached to a character he or she
    does not control": the attachment's controller sacrifices it."""
    found: list[Prim] = []
    for p in st.players:
        for cid in p.in_play:
            host = st.cards[cid]
            if host.card.type != "character":
                continue
            for att in host.attachments:
                owner = st.cards[att].controller
                if owner != host.controller:
                    found.append(primitives.sacrifice(att, seat=SEATS[owner]))
    return found


def _self_discarded_from_hand_or_deck(st: GameState, use: Use, h: Happening) -> bool:
    """ "When Missandei is discarded from your hand or deck"."""
    return (
        h.kind == "placed_in_discard"
        and h.card == use.source
        and h.get("origin") in ("hand", "deck")
    )


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


def _won_defending_with_self(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which Areo Hotah is defending"."""
    return (
        h.kind == "challenge_won"
        and h.get("winner") == use.seat
        and use.source in h.get("defenders", ())
    )


def _cheaper_ambush_per_used_plot(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to ambush Areo Hotah by 1 for each plot in your used pile" (from
    his owner's hand)."""
    used = len(st.players[inst.owner].used)
    return [Contribution("ambush_cost", inst.id, used, "", inst.id)] if used else []


register(
    # Areo Hotah (SoD): his ambush costs 1 less per used plot; after a win he defends in,
    # return him to your hand to raise your claim by 1 this phase (Ambush (6): framework)
    Script(
        "10006",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_per_used_plot, zones=("hand",)),
        ),
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he defends in: return him, +1 claim this phase",
                effects.raise_claim(until="phase"),
                trigger=_won_defending_with_self,
                costs=(costs.return_self_to_hand(),),
            ),
        ),
    ),
    # Ser Cortnay Penrose: after you win a [power] challenge he participates in, stand him
    Script(
        "10025",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge he participates in: stand him",
                effects.on_self("stand"),
                trigger=on.won_challenge("power", self_participating=True),
            ),
        ),
    ),
    # Fleet From Pyke: after your character pillages a location or attachment, it gains a
    # challenge icon of your choice this phase (No attachments, Pillage: framework)
    Script(
        "10027",
        abilities=(
            Ability(
                "reaction",
                "after pillage discards a location or attachment: an icon of your choice",
                _gain_chosen_icon,
                trigger=_pillaged_location_or_attachment,
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
    # Myrcella Baratheon: does not kneel attacking an opponent with fewer cards in hand
    Script(
        "10029",
        constants=(
            constants.on_self("no_kneel", "attacker", when=_fewer_cards_in_the_defenders_hand),
        ),
    ),
    # Greatjon Umber: after a [military] win he attacks in, with fewer than 3 used plots,
    # stand him (Intimidate: framework)
    Script(
        "10033",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge he attacks in: stand him",
                effects.on_self("stand"),
                trigger=on.won_challenge("military", self_attacking=True),
                condition=_few_used_plots,
            ),
        ),
    ),
    # Taste For Flesh: after a win with an attacking Direwolf, kill a defending character
    Script(
        "10034",
        abilities=(
            Ability(
                "reaction",
                "after you win with an attacking Direwolf: kill a defending character",
                effects.on_targets("kill"),
                trigger=_won_with_a_direwolf_attacking,
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
    # Missandei: discarded from your hand or deck, she is put into play instead (logged
    # right after the discard, from the discard pile, like the Core replacements)
    Script(
        "10035",
        abilities=(
            Ability(
                "interrupt",
                "when she is discarded from your hand or deck: put her into play instead",
                _put_self_into_play,
                trigger=_self_discarded_from_hand_or_deck,
                from_zones=("discard",),
            ),
        ),
    ),
    # Beacon of the South: after a win by 5 or more STR with attached character attacking,
    # it gains 1 power ([tyrell] character only: framework)
    Script(
        "10038",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more STR with attached character attacking: 1 power",
                effects.on_attached("gain_power", amount=1),
                trigger=_won_by_5_attached_attacking,
            ),
        ),
    ),
    # Jade Sea Dromond: kneel and sacrifice it to discard a non-limited location with
    # printed cost 3 or lower (Limited, +1 Income: framework)
    Script(
        "10042",
        abilities=(
            Ability(
                "action",
                "kneel and sacrifice it: discard a non-limited location of cost 3 or lower",
                effects.on_targets("discard"),
                phase="dominance",
                costs=(costs.kneel_self(), costs.sacrifice_self()),
                targets=(
                    Target(
                        _small_non_limited_location,
                        what="a non-limited location with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
    # "Off To Gulltown": a character gains a [military], an [intrigue] and a [power] icon
    # this phase; draw 1 card
    Script(
        "10044",
        abilities=(
            Ability(
                "action",
                "a character gains the three icons this phase; draw 1 card",
                effects.both(_gains_three_icons, effects.draw(1)),
                phase="challenges",
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
    # Peace and Prosperity: the first character, location and attachment you marshal this
    # round cost 3, 2 and 1 less
    Script("10047", constants=(constants.constant("cost", _first_of_each_type_cheaper),)),
    # Beyond Reproach: each attachment on a character its controller does not control is
    # sacrificed
    Script(
        "10049",
        abilities=(
            Ability(
                "when_revealed",
                "each player sacrifices each attachment on a character he does not control",
                _attachments_on_others_characters,
            ),
        ),
    ),
)
