"""Regenerate the melee golden logs, deliberately.

    python tests/engine/golden/melee/generate.py [--check]

Each valid log is a simulated melee (community card data, the Core Set titles) chosen by
seed for what it shows; each broken variant is that log with one melee rule broken by a
mutator of ``engine.game.simulate.melee_mutations``. ``expected.json`` holds every log's verdict
(status, winner, end reason, places, final power, rounds, state digest, and for a variant
the event and rule of its error);
``tests/engine/game/test_melee_golden.py`` replays them against it.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests/engine/golden"))

from regenerate import dump_log  # noqa: E402

from engine.game.data.cards import CardDB, load_cards  # noqa: E402
from engine.game.play.replay import replay  # noqa: E402
from engine.game.simulate import Style  # noqa: E402
from engine.game.simulate.melee import simulate_melee  # noqa: E402
from engine.game.simulate.melee_mutations import MELEE_MUTATORS  # noqa: E402

OUT = Path(__file__).resolve().parent
LONG = {"max_rounds": 60, "concede_rate": 0.0, "style": Style(attack=0.05)}
TITLES = Style(title_abilities=1.0)  # the Hand's extra challenge, Whispers' claim

# name: (seed, seats, simulator options, what the log must show)
VALID: dict[str, tuple[int, int, dict[str, Any], str]] = {
    "titles-4p": (1, 4, {}, "title_pool"),
    "redirect-5p": (2, 5, {}, "redirect"),
    "rivals-3p": (3, 3, {}, "rivals"),
    "elimination-3p": (5, 3, {"concede_rate": 3.0}, "elimination"),
    "decked-4p": (7, 4, LONG, "decked"),
    "time-6p": (4, 6, {"max_rounds": 3}, "time"),
    "hand-4p": (8, 4, {"style": TITLES}, "additional"),
    "whispers-4p": (9, 4, {"style": TITLES}, "multi_claim"),
}
# variant name: (valid log, mutator)
BROKEN: dict[str, tuple[str, str]] = {
    "titles-4p-out-of-order": ("titles-4p", "title_out_of_order"),
    "titles-4p-removed-title-chosen": ("titles-4p", "removed_title_chosen"),
    "supports-4p-challenge-supported": ("titles-4p", "challenge_supported"),
    "rivals-3p-bonus-left-out": ("rivals-3p", "rivals_bonus_unstated"),
    "redirect-5p-to-same-opponent": ("redirect-5p", "redirect_to_same"),
    "redirect-5p-second-in-round": ("redirect-5p", "second_redirect"),
    "elimination-3p-eliminated-challenged": ("elimination-3p", "eliminated_is_challenged"),
    "elimination-3p-eliminated-acts": ("elimination-3p", "eliminated_acts"),
    "decked-4p-decked-player-wins": ("decked-4p", "eliminated_player_wins"),
    "rivals-3p-bonus-twice": ("rivals-3p", "rivals_bonus_twice"),
    "hand-4p-against-same-opponent": ("hand-4p", "additional_against_same"),
    "whispers-4p-claim-from-unchosen": ("whispers-4p", "claim_from_unchosen"),
}


def shows(log: dict[str, Any], what: str, cards: CardDB) -> bool:
    """Whether a simulated log shows what its name promises."""
    kinds = {ev["type"] for ev in log["events"]}
    verdict = replay(log, cards)
    state = verdict.state
    assert state is not None
    if what == "rivals":
        return MELEE_MUTATORS["rivals_bonus_unstated"](log, cards, random.Random(0)) is not None
    if what == "elimination":
        return (
            bool(state.eliminated)
            and MELEE_MUTATORS["eliminated_is_challenged"](log, cards, random.Random(0)) is not None
        )
    if what == "decked":
        decked = any(not state.players[i].deck for group in state.eliminated for i in group)
        return decked and verdict.end_reason == "decked"
    if what in ("additional", "multi_claim"):  # a place for the variant that breaks it
        kind = "additional_against_same" if what == "additional" else "claim_from_unchosen"
        return MELEE_MUTATORS[kind](log, cards, random.Random(0)) is not None
    if what == "time":
        return verdict.end_reason == "time"
    return what in kinds


def find(name: str, cards: CardDB) -> dict[str, Any]:
    """The first seed from the planned one whose game shows what the log is for."""
    seed, seats, options, what = VALID[name]
    for attempt in range(seed, seed + 400):
        log = simulate_melee(attempt * 1000 + seats, cards, seats=seats, **options).log
        if shows(log, what, cards):
            return log
    raise RuntimeError(f"no seed shows {what} for {name}")


def expected_of(log: dict[str, Any], cards: CardDB) -> dict[str, Any]:
    verdict = replay(log, cards)
    return {
        "status": verdict.status,
        "winner": verdict.winner,
        "end_reason": verdict.end_reason,
        "places": verdict.places,
        "power": verdict.power,  # final power: a change to who plays when shows here
        "rounds": verdict.rounds,
        "digest": verdict.digest,
        "errors": [[e.seq, e.rule] for e in verdict.errors],
    }


def corpus(cards: CardDB) -> dict[str, dict[str, Any]]:
    logs = {name: find(name, cards) for name in VALID}
    for name, (base, kind) in BROKEN.items():
        mutant = MELEE_MUTATORS[kind](logs[base], cards, random.Random(len(name)))
        assert mutant is not None, name
        logs[name] = {**logs[base], "events": mutant.events}
    return logs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report changes, write nothing")
    args = parser.parse_args(argv)
    cards = load_cards()
    logs = corpus(cards)
    files = {OUT / f"{name}.json": dump_log(log) for name, log in logs.items()}
    expected = {name: expected_of(log, cards) for name, log in logs.items()}
    files[OUT / "expected.json"] = orjson.dumps(expected, option=orjson.OPT_INDENT_2) + b"\n"
    changed = [p.name for p, data in files.items() if not p.exists() or p.read_bytes() != data]
    if not args.check:
        for path, data in files.items():
            path.write_bytes(data)
    print(("would change: " if args.check else "written: ") + ", ".join(changed or ["none"]))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
