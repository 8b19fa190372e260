"""Setup ([S-2]..[S-10]) and the plot phase ([F-1.2], [F-1.3.I], [F-1.3.II])."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.game.framework import flow
from engine.game.logformat.events import (
    Draw,
    FirstPlayer,
    Initiative,
    Mulligan,
    Plot,
    Setup,
    Shuffle,
)
from engine.game.logformat.log import SEATS
from engine.game.moves.plots import check_choosable
from engine.game.play.handlers.base import (
    in_order,
    own_cards,
    seat_of,
)
from engine.game.rules import attach as attach_rules
from engine.game.rules.contests import INITIATIVE_COMPARED
from engine.game.rules.zones import draw, enter_play, place, take_out
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import GameState, RuleError, ValueDisagreement, plot_value

# --- setup ----------------------------------------------------------------------------------


def check_first_player(st: GameState, ev: FirstPlayer) -> None:
    if st.step == "S-2" and not ruleset(st.ruleset).setup_first_player:
        raise RuleError(
            "H-SETUP-NOFP",
            "no first player is chosen at setup; the initiative winner chooses one each round",
        )
    if st.step == "F-1.3.II" and st.first_chosen:
        raise RuleError("F-1.3.II", "the first player has already been chosen this round")
    chooser = st.initiative
    if st.step == "F-1.3.II" and chooser is not None and seat_of(st, ev) == chooser:
        _check_may_choose_self(st, chooser)


def _check_may_choose_self(st: GameState, chooser: int) -> None:
    """Card text (Retaliation): "you must choose an opponent to be the first player"."""
    if effects.applies(st, "cannot", chooser, "first_player"):
        raise RuleError(
            "R-CANNOT-1", f"card text: {SEATS[chooser]} must choose an opponent as first player"
        )


def apply_first_player(st: GameState, ev: FirstPlayer) -> None:
    st.first = seat_of(st, ev)
    st.first_chosen = st.step == "F-1.3.II"
    if st.first_chosen:  # "After you become the first player" (Cersei's Wheelhouse)
        effects.happen(st, "became_first_player", st.first, None)


def check_shuffle(st: GameState, ev: Shuffle) -> None:
    player = st.players[seat_of(st, ev)]
    if ev.order is not None and sorted(ev.order) != sorted(player.deck):
        raise RuleError("S-6", f"the recorded order is not exactly {player.key}'s draw deck")


def apply_shuffle(st: GameState, ev: Shuffle) -> None:
    player = st.players[seat_of(st, ev)]
    if ev.order is not None:  # listed top first; the end of the list is the top of the deck
        player.deck, player.deck_known = list(reversed(ev.order)), True
    else:
        player.deck_known = False


def check_draw(st: GameState, ev: Draw) -> None:
    player = st.players[seat_of(st, ev)]
    due = min(player.pending_draw, len(player.deck))
    if len(ev.cards) != due:
        rule = flow.draw_rule(st.step)
        raise RuleError(rule, f"{player.key} must draw {due} card(s), not {len(ev.cards)}")


def apply_draw(st: GameState, ev: Draw) -> None:
    seat = seat_of(st, ev)
    draw(st, seat, ev.cards, flow.draw_rule(st.step))
    st.players[seat].pending_draw = 0


def check_mulligan(st: GameState, ev: Mulligan) -> None:
    seat = seat_of(st, ev)
    if st.players[seat].mulligan is not None:
        raise RuleError("R-MULLIGAN-2", "a player may mulligan only once")
    _setup_order(st, seat, lambda i: st.players[i].mulligan is not None, "R-MULLIGAN-3")


def apply_mulligan(st: GameState, ev: Mulligan) -> None:
    player = st.players[seat_of(st, ev)]
    player.mulligan = ev.mulligan
    if ev.mulligan:  # [R-MULLIGAN-1] the hand is shuffled back, 7 new cards drawn
        for cid in list(player.hand):
            take_out(st, cid)
            place(st, cid, "deck")
        player.deck_known, player.pending_draw, player.shuffle_ok = False, 7, True


def check_setup(st: GameState, ev: Setup) -> None:
    seat = seat_of(st, ev)
    rs = ruleset(st.ruleset)  # HBO: 5 gold, characters and locations, no duplicates
    _setup_order(st, seat, lambda i: st.players[i].setup_done, "S-8")
    cards, attach = ev.cards, ev.attach
    own_cards(st, seat, cards, "hand", "S-8")
    cost, limited, seen = 0, 0, set()
    for cid in cards:
        card = st.cards[cid].card
        if card.type not in rs.setup_types:
            kinds = "characters, locations and attachments"
            if "attachment" not in rs.setup_types:
                kinds = "characters and locations"
            raise RuleError(
                "S-8-3", f"{card.name} is a {card.type}; only {kinds} are placed at setup"
            )
        if card.unique and card.name in seen:
            if rs.setup_duplicates:
                continue  # an extra copy of a unique card is a free duplicate ([S-8-5])
            raise RuleError("S-8-5", f"a second copy of unique {card.name} cannot be placed")
        seen.add(card.name)
        cost += card.cost or 0
        limited += card.keywords.limited
    cap = rs.setup_gold
    if cost > cap:
        raise RuleError("S-8-1", f"setup cards cost {cost} gold in total; the cap is {cap}")
    if limited > 1:
        raise RuleError("S-8-2", "at most one limited card may be placed at setup")
    duplicates = _revealed_as_duplicates(st, cards)
    for cid in cards:
        if st.cards[cid].card.type == "attachment":
            host = attach.get(cid)
            if host is None or host not in cards or st.cards[host].card.type == "attachment":
                raise RuleError("S-8-4", f"attachment {cid} needs a host among your setup cards")
            if host in duplicates:  # a duplicate is a blank card, no legal host ([R-DUP-5])
                raise RuleError(
                    "S-8-4",
                    f"attachment {cid} cannot attach to {host}: an extra copy of a unique card "
                    "is revealed as a duplicate ([S-8-5]), not a card that takes attachments",
                )
            attach_rules.check_host(st, seat, cid, host, "S-8-4", in_play=False)
    for cid in attach:
        if cid not in cards or st.cards[cid].card.type != "attachment":
            raise RuleError("S-8-4", f"{cid} is not an attachment placed at setup")


def _setup_order(st: GameState, seat: int, done: Callable[[int], bool], rule: str) -> None:
    """Setup choices in player order ([R-ORDER-1]); simultaneous in the HBO edition, where
    no first player exists yet ([H-SETUP-NOFP], [H-GAP-4]): each player once."""
    if ruleset(st.ruleset).setup_in_player_order:
        in_order(st, seat, done, rule)
    elif done(seat):
        raise RuleError(rule, f"{SEATS[seat]} has already done this")


def _reveal_order(st: GameState, cards: Sequence[str]) -> list[str]:
    """Setup cards are revealed in the logged order, attachments after the others."""
    return sorted(cards, key=lambda c: st.cards[c].card.type == "attachment")


def _revealed_as_duplicates(st: GameState, cards: Sequence[str]) -> set[str]:
    """The setup cards that enter play as duplicates at [S-9]: each copy of a unique title
    after the first one revealed ([S-8-5], [R-DUP-1]; nothing is in play before setup)."""
    titles: set[str] = set()
    duplicates: set[str] = set()
    for cid in _reveal_order(st, cards):
        card = st.cards[cid].card
        if card.unique:
            if card.name in titles:
                duplicates.add(cid)
            titles.add(card.name)
    return duplicates


def apply_setup(st: GameState, ev: Setup) -> None:
    """Setup cards are revealed standing ([S-9], [S-9-3]); attachments after the others."""
    seat = seat_of(st, ev)
    attach = ev.attach
    for cid in _reveal_order(st, ev.cards):
        enter_play(st, cid, seat, attach.get(cid), how="setup")
    st.players[seat].setup_done = True


# --- plot phase -----------------------------------------------------------------------------


def check_plot(st: GameState, ev: Plot) -> None:
    seat = seat_of(st, ev)
    player = st.players[seat]
    if player.chosen_plot is not None:
        raise RuleError("F-1.2", f"{player.key} has already chosen a plot this round")
    inst = st.card(ev.card)
    if inst.owner != seat or inst.zone != "plot_deck":
        where = "used pile" if inst.zone == "used" else inst.zone
        raise RuleError("R-PLOT-9", f"{ev.card} is not in {player.key}'s plot deck ({where})")
    check_choosable(st, player, ev.card)  # card text may set plots aside ([R-PLOT-9])


def apply_plot(st: GameState, ev: Plot) -> None:
    st.players[seat_of(st, ev)].chosen_plot = ev.card


def check_initiative(st: GameState, ev: Initiative) -> None:
    seat = seat_of(st, ev)
    if st.initiative_random:
        if ev.tiebreak not in (None, "random"):
            raise RuleError("F-1.3.I-2", "tied on initiative and power: the tie-break is random")
        if seat not in st.initiative_tied:
            raise RuleError("F-1.3.I-2", f"{ev.seat} is not among the tied players")
        return
    if st.initiative != seat:
        raise ValueDisagreement(
            _initiative_rule(st),
            f"{SEATS[st.initiative or 0]} wins initiative, not {ev.seat}"
            " (highest initiative, then fewest power)",
            ("initiative", "power"),
        )


def _initiative_rule(st: GameState) -> str:
    """[F-1.3.I]; a tie on initiative decided by power is cited as its own rule where the
    ruleset has one (HBO [H-INIT-2]); Second Edition logs keep citing [F-1.3.I]."""
    values = {plot_value(st, i, "initiative") for i in range(len(st.players))}
    by_power = len(values) == 1 and "F-1.3.I-1" in ruleset(st.ruleset).rule_ids
    return "F-1.3.I-1" if by_power else "F-1.3.I"


def apply_initiative(st: GameState, ev: Initiative) -> None:
    st.initiative, st.initiative_random = seat_of(st, ev), False
    # the winner is stated: the comparison's interrupt window is over ([R-INTERRUPT-5])
    st.happened = [h for h in st.happened if h.kind != INITIATIVE_COMPARED]


def fits_shuffle(st: GameState, ev: Shuffle) -> bool:
    """A shuffle fits while its seat may still shuffle: setup ([S-6]), until the mulligans."""
    return st.players[seat_of(st, ev)].shuffle_ok
