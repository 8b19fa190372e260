"""Jaqen H'ghar (04077, TIMC, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, effects, triggers
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

VALAR_MORGHULIS = "valar_morghulis"


_UNIQUE_CHARACTER = card_test(type="character", unique=True)


def _tied_token(use: Use) -> str:
    """The Valar Morghulis token kind of this Jaqen H'ghar: tied to him, so that the tokens
    are discarded from play as he leaves it (``zones.leave_play``: kind ``<name>@<card>``)."""
    return f"{VALAR_MORGHULIS}@{use.source}"


def _place_tokens(st: GameState, use: Use) -> list[Prim]:
    """ "place a Valar Morghulis token on up to 3 different unique characters"."""
    token = _tied_token(use)
    return [primitives.token(cid, token, 1) for cid in use.targets]


def _has_valar_morghulis(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with a Valar Morghulis token" (any Jaqen's: the text names the token)."""
    if st.cards[cid].zone != "play" or st.cards[cid].card.type != "character":
        return False
    held = st.tokens.get(cid, {})
    return any(k.partition("@")[0] == VALAR_MORGHULIS and n > 0 for k, n in held.items())


_WON = triggers.won_challenge(attacking=True, self_attacking=True)


@answering("challenge_won")
def _won_attacking_alone(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which Jaqen H'ghar is attacking alone"."""
    return _WON(st, use, h) and tuple(h.get("attackers", ())) == (use.source,)


register(
    # Jaqen H'ghar: after he enters play, a Valar Morghulis token on "up to 3 different
    # unique characters" (discarded as he leaves play); after you win a challenge he attacks
    # alone in, kill a character with such a token
    Script(
        "04077",
        abilities=(
            Ability(
                "reaction",
                "after Jaqen H'ghar enters play, place a Valar Morghulis token on up to 3 "
                "unique characters",
                _place_tokens,
                trigger=triggers.entered_play(),
                targets=(
                    Target(
                        lambda st, use, cid: _UNIQUE_CHARACTER(st, use.seat, use.source, cid),
                        0,
                        3,
                        "up to 3 different unique characters",
                    ),
                ),
            ),
            Ability(
                "reaction",
                "after you win a challenge in which Jaqen H'ghar is attacking alone, kill a "
                "character with a Valar Morghulis token",
                effects.on_targets("kill"),
                trigger=_won_attacking_alone,
                targets=(
                    Target(_has_valar_morghulis, 1, 1, "a character with a Valar Morghulis token"),
                ),
            ),
        ),
    ),
)
