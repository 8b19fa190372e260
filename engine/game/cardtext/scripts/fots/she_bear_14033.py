"""She-Bear (14033, FotS, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState


def _she_bears_card(st: GameState, use: Use, cid: str) -> bool:
    """ "a [stark] character or attachment with printed cost 3 or lower" in your hand."""
    inst = st.cards[cid]
    return (
        inst.zone == "hand"
        and inst.owner == use.seat
        and inst.card.type in ("character", "attachment")
        and inst.card.faction == "stark"
        and (inst.card.cost or 0) <= 3
    )


def _she_bear_puts_into_play(st: GameState, use: Use) -> list[Prim]:
    """Put it into play; an attachment goes on the card named in ``choice``."""
    (cid,) = use.targets
    host = use.choice if st.cards[cid].card.type == "attachment" else None
    return [effects.entering(st, cid, use.seat, host)]


register(
    # 14033 She-Bear: "After you marshal She-Bear", a cheap [stark] character or attachment
    # from your hand into play
    Script(
        "14033",
        abilities=(
            Ability(
                "reaction",
                "after you marshal She-Bear, put a Stark character or attachment with printed "
                "cost 3 or lower into play from your hand",
                _she_bear_puts_into_play,
                trigger=triggers.entered_play(how="marshal"),
                targets=(
                    Target(
                        _she_bears_card,
                        what="a Stark character or attachment with printed cost 3 or lower in "
                        "your hand",
                    ),
                ),
            ),
        ),
    ),
)
