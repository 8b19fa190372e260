"""TC, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, RuleError


def _refugee_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "reduce the cost to marshal Northern Refugee by 1" while a Winter plot is revealed
    (read while it is in its owner's hand; ``own_cost`` named by the minimum, 0)."""
    if not revealed_with_trait(st, "Winter"):
        return []
    return [Contribution("own_cost", inst.id, 1, "0", inst.id)]


def _kneel_faction_then_another_challenge(st: GameState, use: Use) -> list[Prim]:
    """ "kneel your faction card. Then, you may initiate an additional challenge of that type
    this phase": the "Then" part needs the kneel to resolve ([R-THEN-1]), so an already
    kneeling faction card leaves nothing to do ([R-ABIL-7])."""
    faction = f"{SEATS[use.seat]}:faction"
    if st.players[use.seat].faction_kneeling:
        raise RuleError("R-ABIL-7", f"{faction} already kneels: the additional challenge needs it")
    assert use.answers is not None  # the challenge won
    ctype = str(use.answers.get("type"))
    return [
        primitives.kneel(faction),
        primitives.lasting("challenges", "phase", seat=SEATS[use.seat], amount=1, name=ctype),
    ]  # fmt: skip


def _tarred_heads(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the losing opponent's hand" (a chance outcome the log
    states); a character discarded is then placed in its owner's dead pile (a ``move``)."""
    assert use.answers is not None  # the challenge won
    loser = int(use.answers.get("loser"))
    hand = list(st.players[loser].hand)
    if not hand:
        raise RuleError("R-ABIL-7", f"{SEATS[loser]}'s hand is empty: nothing to discard")
    cid = effects.chance_card(use, "discard", hand, "the card discarded at random")
    found: list[Prim] = [primitives.discard(cid)]
    if st.cards[cid].card.type == "character":
        found.append(primitives.move(cid, "dead"))
    return found


def _discard_the_duplicates(st: GameState, use: Use) -> list[Prim]:
    """ "Discard each duplicate you control and each duplicate controlled by that opponent
    from play" (``choice``: the opponent; a duplicate is controlled with the card it is
    under)."""
    seats = {use.seat, chosen_opponent(st, use)}
    cards = st.cards
    return [
        primitives.discard(dupe)
        for p in st.players
        if p.index in seats
        for cid in p.in_play
        for host in (cid, *cards[cid].attachments)
        for dupe in cards[host].dupes
    ]


register(
    # Northern Refugee: costs 1 less to marshal "While there is a Winter plot card revealed"
    Script(
        "04117", constants=(Constant(frozenset({"own_cost"}), _refugee_cheaper, zones=("hand",)),)
    ),
    # Relentless Assault: after you win a challenge "by 5 or more STR as the attacking
    # player", kneel your faction card; then one more challenge of that type this phase
    Script(
        "04118",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge by 5 or more STR as the attacker, kneel your "
                "faction card: you may initiate an additional challenge of that type",
                _kneel_faction_then_another_challenge,
                trigger=triggers.won_challenge(attacking=True, margin=5),
            ),
        ),
    ),
    # Tarred Heads: after you win a [power] challenge, discard 1 card at random from the
    # loser's hand; "If that card is a character", it goes to its owner's dead pile
    Script(
        "04119",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, discard 1 card at random from the losing "
                "opponent's hand (a character goes to the dead pile)",
                _tarred_heads,
                trigger=triggers.won_challenge("power"),
            ),
        ),
    ),
    # Battle of the Blackwater: "Choose an opponent"; discard each duplicate you and that
    # player control
    Script(
        "04120",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: discard each duplicate you and he or she control",
                _discard_the_duplicates,
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
