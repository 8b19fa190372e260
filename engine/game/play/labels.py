"""A short human text for each offered option (``Decision.labels``): what a tracker's button
says ("Marshal Ser Jaime Lannister (5 gold)", "Pass", "Challenge: military")."""

from __future__ import annotations

from collections.abc import Callable

from engine.game.cardtext.registry import script_for
from engine.game.play.options import Choice
from engine.game.state.model import GameState, plot_value


def label(st: GameState, choice: Choice) -> str:
    """A short text for a button: "Marshal Eddard Stark (7 gold)", "Pass", "Military
    challenge" ... (card names from the card data)."""
    build = _LABELS.get(choice.type)
    return build(st, choice) if build is not None else choice.type.replace("_", " ").capitalize()


def name_of(st: GameState, cid: str | None) -> str:
    """The card name of an instance id (the id itself when the state does not know it)."""
    inst = st.cards.get(cid) if cid is not None else None
    return inst.card.name if inst is not None else str(cid)


def _seat_name(st: GameState, key: str | None) -> str:
    player = next((p for p in st.players if p.key == key), None)
    return f"{key} ({player.name})" if player is not None and player.name != key else str(key)


def _count(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def _picks(choice: Choice) -> str:
    lo, hi = choice.pick_min, choice.pick_max
    return str(lo) if lo == hi else f"{lo}-{hi}"


def _first_player(st: GameState, c: Choice) -> str:
    return f"First player: {_seat_name(st, c.seat)}"


def _draw(st: GameState, c: Choice) -> str:
    return f"{c.seat} draws {_count(c.pick_max, 'card')} (as drawn)"


def _mulligan(st: GameState, c: Choice) -> str:
    return f"{c.seat}: mulligan" if c.fields["mulligan"] else f"{c.seat}: keep hand"


def _setup(st: GameState, c: Choice) -> str:
    return f"{c.seat}: place setup cards"


def _plot(st: GameState, c: Choice) -> str:
    return f"{c.seat}: plot {name_of(st, c.fields['card'])}"


def _initiative(st: GameState, c: Choice) -> str:
    how = " (random tie-break)" if c.fields.get("tiebreak") else ""
    return f"Initiative: {c.seat}{how}"


def _ability(st: GameState, c: Choice) -> str:
    if c.fields.get("kind") == "when_revealed":
        return f"Resolve When Revealed: {name_of(st, c.fields['source'])}"
    source = c.fields.get("source")
    script = None if source not in st.cards else script_for(st.cards[source].card.code)
    if script is None:
        return f"Ability of {name_of(st, source)}"
    kind = c.fields.get("kind", "")
    index = c.fields.get("ability") or next(
        (i for i, a in enumerate(script.abilities, start=1) if a.kind == kind), 1
    )
    ability = script.abilities[index - 1]
    targets = ", ".join(name_of(st, t) for t in c.fields.get("targets", []))
    chosen = f" [{targets}]" if targets else ""
    choice = f" ({c.fields['choice']})" if "choice" in c.fields else ""
    return f"{name_of(st, source)}: {kind.replace('_', ' ')}, {ability.label}{chosen}{choice}"


def _marshal(st: GameState, c: Choice) -> str:
    onto = c.fields.get("attach_to")
    where = f" onto {name_of(st, onto)}" if onto else ""
    cost = c.fields.get("cost")
    printed = st.cards[c.fields["card"]].card.cost or 0
    price = " (duplicate)" if cost == 0 and printed > 0 else f" ({cost} gold)"
    return f"Marshal {name_of(st, c.fields['card'])}{where}{price}"


def _ambush(st: GameState, c: Choice) -> str:
    onto = c.fields.get("attach_to")
    where = f" onto {name_of(st, onto)}" if onto else ""
    return f"{c.seat}: ambush {name_of(st, c.fields['card'])}{where}"


def _pass(st: GameState, c: Choice) -> str:
    step = c.fields.get("at", st.step)
    what = {"F-AW-3": " (done marshaling)", "F-AW-4.1": " (no more challenges)"}.get(step, "")
    return f"Pass{what}"


def _challenge(st: GameState, c: Choice) -> str:
    against = f" against {_seat_name(st, c.fields['opponent'])}" if "opponent" in c.fields else ""
    return f"{c.fields['challenge'].capitalize()} challenge{against}"


def _title_pool(st: GameState, c: Choice) -> str:
    return f"Titles removed at random: {_count(c.pick_max, 'title')} (as observed)"


def _title(st: GameState, c: Choice) -> str:
    return f"{c.seat} chooses the title {_title_name(st, c.fields['title'])}"


def _redirect(st: GameState, c: Choice) -> str:
    return f"{c.seat} redirects the challenge to {_seat_name(st, c.fields['opponent'])}"


def _claim_opponents(st: GameState, c: Choice) -> str:
    return f"{c.seat}: resolve the intrigue claim against {_picks(c)} opponent(s) of your choice"


def _title_name(st: GameState, code: str) -> str:
    title = st.titles.get(code)
    return str(title.name) if title is not None else code


def _defenders(st: GameState, c: Choice) -> str:
    return f"{c.seat}: declare defenders (0-{c.pick_max})"


def _result(st: GameState, c: Choice) -> str:
    f = c.fields
    who = f"{f['winner']} wins" if "winner" in f else "no winner"
    how = ", unopposed" if f.get("unopposed") else ""
    return f"Result: {who} ({f['attacker_str']} vs {f['defender_str']}{how})"


def _claim(st: GameState, c: Choice) -> str:
    if c.pick_field is None:
        return f"Claim: {_count(c.fields.get('amount', 0), 'power')} from {c.seat}"
    ch = st.challenge
    if ch is not None and ch.type == "intrigue":
        return f"{c.seat} discards {_count(c.pick_max, 'card')} at random (as observed)"
    return f"{c.seat}: choose {_picks(c)} character(s) to kill"


def _keyword(st: GameState, c: Choice) -> str:
    f = c.fields
    text = f"{f['keyword'].capitalize()}: {name_of(st, f['card'])}"
    if "target" in f:
        return f"{text} kneels {name_of(st, f['target'])}"
    if f.get("use") is False:
        return f"{text} (not used)"
    cards = f.get("cards")
    if cards:
        verb = "draws" if f["keyword"] == "insight" else "discards"
        return f"{text} {verb} {name_of(st, cards[0])}"
    return text


def _dominance(st: GameState, c: Choice) -> str:
    return f"Dominance: {c.fields.get('winner', 'nobody (tie)')}"


def _reserve(st: GameState, c: Choice) -> str:
    index = next(p.index for p in st.players if p.key == c.seat)
    reserve = plot_value(st, index, "reserve")
    return f"{c.seat}: discard {_count(c.pick_max, 'card')} down to reserve {reserve}"


def _stand(st: GameState, c: Choice) -> str:
    return f"{c.seat}: stand {_count(c.pick_max, 'character')} (card text caps it)"


def _checkpoint(st: GameState, c: Choice) -> str:
    return f"Checkpoint (end of round {c.fields.get('round')})"


def _choose_winner(st: GameState, c: Choice) -> str:
    return f"{c.seat} chooses the winner: {c.fields['winner']}"


def _game_over(st: GameState, c: Choice) -> str:
    winner = c.fields.get("winner")
    reason = c.fields.get("reason")
    return f"Game over: {winner} wins ({reason})" if winner else f"Game over ({reason})"


def _shuffle(st: GameState, c: Choice) -> str:
    return f"{c.seat} shuffles the deck"


def _concede(st: GameState, c: Choice) -> str:
    return f"{c.seat} concedes"


def _time_called(st: GameState, c: Choice) -> str:
    return "Time called"


_LABELS: dict[str, Callable[[GameState, Choice], str]] = {
    "first_player": _first_player,
    "draw": _draw,
    "mulligan": _mulligan,
    "setup": _setup,
    "plot": _plot,
    "initiative": _initiative,
    "ability": _ability,
    "marshal": _marshal,
    "ambush": _ambush,
    "pass": _pass,
    "challenge": _challenge,
    "title_pool": _title_pool,
    "title": _title,
    "redirect": _redirect,
    "claim_opponents": _claim_opponents,
    "defenders": _defenders,
    "challenge_result": _result,
    "claim": _claim,
    "keyword": _keyword,
    "dominance": _dominance,
    "reserve": _reserve,
    "stand": _stand,
    "checkpoint": _checkpoint,
    "choose_winner": _choose_winner,
    "game_over": _game_over,
    "shuffle": _shuffle,
    "concede": _concede,
    "time_called": _time_called,
}
