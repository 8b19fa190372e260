"""Wolves of the North, the other factions' cards in the standalone decks: Even Handed Justice
(03026), His Viper Eyes (03032), The Shadow Tower (03034) and Dragon Sight (03036). Each
script quotes at most a short phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _standing_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and not inst.kneeling
        and not st.players[inst.controller].eliminated
    )


def _one_per_player(st: GameState, use: Use) -> list[Prim]:
    """ "Choose a standing character controlled by each player. Kneel each"."""
    owners = sorted(st.cards[cid].controller for cid in use.targets)
    able = sorted(
        p.index
        for p in st.players
        if any(_standing_character(st, use, c) for c in p.in_play) and not p.eliminated
    )
    if owners != able:
        raise RuleError("R-TARGET-1", "choose one standing character of each player (if able)")
    return [primitives.kneel(cid) for cid in use.targets]


def _winners_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the winning opponent's hand (looked at, then chosen)."""
    inst = st.cards[cid]
    winner = use.answers.get("winner") if use.answers is not None else None
    return inst.zone == "hand" and inst.owner == winner


def _losers_character(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    loser = use.answers.get("loser") if use.answers is not None else None
    return inst.zone == "play" and inst.card.type == "character" and inst.controller == loser


def _dragon_sight(st: GameState, use: Use) -> list[Prim]:
    """Each participating non-Dragon character gets -1 STR until the end of the challenge
    (not those immune to the user's events, [R-IMMUNE-1])."""
    ch = st.challenge
    assert ch is not None
    return [
        primitives.strength(cid, -1, "challenge")
        for cid in ch.attackers + ch.defenders
        if not has_trait(st, cid, "Dragon") and not immune_to(st, cid, use.seat, use.source)
    ]


register(
    # Even Handed Justice: kneel a standing character of each player
    Script(
        "03026",
        abilities=(
            Ability(
                "action",
                "kneel a standing character controlled by each player",
                _one_per_player,
                targets=(Target(_standing_character, 1, 6, "a standing character of each player"),),
            ),
        ),
    ),
    # His Viper Eyes: lose a [military] or [power] challenge defending: discard from the
    # winner's hand
    Script(
        "03032",
        abilities=(
            Ability(
                "reaction",
                "after you lose a military or power challenge as the defending player, "
                "discard 1 card from the winning opponent's hand",
                effects.on_targets("discard"),
                trigger=on.lost_challenge(("military", "power"), defending=True),
                targets=(Target(_winners_hand, what="a card in the winning opponent's hand"),),
            ),
        ),
    ),
    # The Shadow Tower: win defending; a loser's character cannot attack this phase
    Script(
        "03034",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the defending player, kneel it: a character "
                "of the loser cannot be declared as an attacker this phase",
                effects.lasting("cannot", until="phase", target="targets", name="attack"),
                trigger=on.won_challenge(attacking=False),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_losers_character, what="a character controlled by the losing opponent"),
                ),
            ),
        ),
    ),
    # Dragon Sight: each participating non-Dragon character -1 STR for the challenge
    Script(
        "03036",
        abilities=(
            Ability(
                "action",
                "each participating non-Dragon character gets -1 STR",
                _dragon_sight,
                condition=during_challenge,
            ),
        ),
    ),
)
