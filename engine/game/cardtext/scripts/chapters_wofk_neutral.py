"""Chapter packs (TAK, SAT), neutral cards: Valar Dohaeris (08020), Mya Stone (08117) and You
Win Or You Die (08120). Each script quotes at most a short phrase of its card. Mya Stone's
interrupt is logged while the claim waits to be applied ([F-4.2.4]), before any ``claim``."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_MOST = 10  # "a total printed cost of 10 or lower"


def _own_character(st: GameState, use: Use, cid: str) -> bool:
    """ "Each player chooses any number of characters he or she controls": each chosen
    character is in play (the controller's choice is checked as a whole by the effect)."""
    inst = st.cards[cid]
    return inst.zone == "play" and inst.card.type == "character"


def _valar_dohaeris(st: GameState, use: Use) -> list[Prim]:
    """Each player keeps characters of total printed cost 10 or lower; every character not
    chosen goes to the bottom of its owner's deck (cannot be saved: nothing is logged
    between)."""
    kept = set(use.targets)
    found: list[Prim] = []
    for player in st.players:
        mine = [c for c in player.in_play if st.cards[c].card.type == "character"]
        total = sum(st.cards[c].card.cost or 0 for c in mine if c in kept)
        if total > _MOST:
            raise RuleError(
                "R-TARGET-1",
                f"{player.key} chooses characters of total printed cost {total}; at most {_MOST}",
            )
        for cid in mine:
            if cid not in kept:
                found.append(primitives.shuffle_into_deck(cid))
                found.append(primitives.move(cid, "deck", bottom=True))
    return found


def _claim_about_to_apply(st: GameState, use: Use) -> str | None:
    """ "When claim is applied for a [military] or [intrigue] challenge in which you are the
    defending player"."""
    ch = st.challenge
    if (
        ch is None
        or st.step != "F-4.2.4"
        or ch.claim_done
        or ch.type == "power"
        or ch.defender != use.seat
    ):
        return "only as military or intrigue claim is applied against you"
    return None


register(
    # Valar Dohaeris: keep characters of total printed cost 10 or lower; the others to the
    # bottom of their owners' decks
    Script(
        "08020",
        abilities=(
            Ability(
                "when_revealed",
                "each player keeps characters of total printed cost 10 or lower; the others "
                "go to the bottom of the deck",
                _valar_dohaeris,
                targets=(Target(_own_character, 0, 99, "characters each player keeps"),),
            ),
        ),
    ),
    # Mya Stone: kneel her to apply [power] claim instead
    Script(
        "08117",
        abilities=(
            Ability(
                "interrupt",
                "when military or intrigue claim is applied against you, kneel Mya Stone to "
                "apply power claim instead",
                lambda st, use: [primitives.claim_as_power()],
                costs=(costs.kneel_self(),),
                condition=_claim_about_to_apply,
            ),
        ),
    ),
    # You Win Or You Die: "Draw 2 cards."
    Script("08120", abilities=(Ability("when_revealed", "draw 2 cards", effects.draw(2)),)),
)
