"""Cards whose text gives or takes away Traits and faction affiliations (``trait`` and
``faction`` contributions, read by ``engine.game.rules.traits``), from several packs: Crown of Gold
(02034), Old Nan (03010), Sworn to the Watch (07022), I Am No One (08082), Queen of the Seven
Kingdoms (09020), Faceless Man (09040), Your King Commands It (09048) and Fleet Captain
(12022). They sit together (not in their pack modules) because they are the first users of
that capability. Each script quotes at most a short phrase.

Old Nan (03010) names in ``targets`` the plot card being revealed (two are revealed together
in the plot phase) and in ``choice`` the Trait it gains, ``Summer`` or ``Winter``.
"""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Target, Use
from engine.game.cardtext.registry import register
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
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.logformat import primitives
from engine.game.rules.traits import ALL, has_any_trait
from engine.game.state.effects import Contribution, Happening
from engine.game.state.model import CardInst, GameState, RuleError, icons, iter_in_play

NIGHTS_WATCH = "thenightswatch"
# Sworn to the Watch: "While attached character has: a [military] icon, it gains Ranger ..."
_SWORN_TRAITS = (("military", "Ranger"), ("intrigue", "Steward"), ("power", "Builder"))


def _sworn(st: GameState, inst: CardInst) -> list[Contribution]:
    """The [thenightswatch] affiliation, and a Trait for each icon the host has now."""
    if inst.host is None:
        return []
    has = icons(st, inst.host)
    gained = [Contribution("faction", inst.host, 1, NIGHTS_WATCH, inst.id)]
    return gained + [
        Contribution("trait", inst.host, 1, trait, inst.id)
        for icon, trait in _SWORN_TRAITS
        if icon in has
    ]


def _fleet_captain_str(st: GameState, inst: CardInst) -> list[Contribution]:
    """+1 STR, "+3 STR instead if you control 3 or more Warship locations"."""
    if inst.host is None:
        return []
    warships = card_test(type="location", controller="you", traits=("Warship",))
    amount = 3 if len(in_play_matching(st, warships, inst.controller, inst.id)) >= 3 else 1
    return [Contribution("str", inst.host, amount, "", inst.id)]


def _no_power_unless_royal(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Each non-King, non-Queen character cannot gain power" (Traits as card text leaves
    them: a Crown of Gold makes a King)."""
    return [
        Contribution("cannot", card.id, 1, "gain_power", inst.id)
        for card in iter_in_play(st)
        if card.card.type == "character" and not has_any_trait(st, card.id, ("King", "Queen"))
    ]


def _participating(st: GameState, cid: str | None) -> bool:
    ch = st.challenge
    return ch is not None and cid is not None and cid in (*ch.attackers, *ch.defenders)


def _queen_cost(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "Stand attached character and remove it from the challenge": it must be kneeling and
    participating, so that both change the game ([R-COST-2])."""
    host = st.cards[use.source].host
    if host is None or not _participating(st, host) or not st.cards[host].kneeling:
        raise RuleError(
            "R-ABIL-8", f"{use.source}'s character must be kneeling and participating to pay"
        )
    use.extra["host"] = host
    return [primitives.stand(host), primitives.remove_from_challenge(host)]


def _another_participant(st: GameState, use: Use, cid: str) -> bool:
    """ "choose a participating character" (the attached one left the challenge as a cost)."""
    return _participating(st, cid) and cid != use.extra.get("host", st.cards[use.source].host)


def _no_one(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, that character loses all faction affiliations and
    Traits, gains insight and stealth, and does not kneel when declared as an attacker"."""
    found: list[Prim] = []
    for cid in use.targets:
        found += [
            primitives.lasting("faction", "phase", card=cid, name=ALL, amount=-1),
            primitives.lasting("trait", "phase", card=cid, name=ALL, amount=-1),
            primitives.keyword(cid, "insight", "phase"),
            primitives.keyword(cid, "stealth", "phase"),
            primitives.lasting("no_kneel", "phase", card=cid, name="attacker"),
        ]
    return found


# The keywords a character in play can use; a gained ambush, bestow, shadow, limited or
# terminal changes nothing once it is in play. "No attachments" is read by attach_rules.
_IN_PLAY_KEYWORDS = ("assault", "insight", "intimidate", "pillage", "renown", "stealth")


def _faceless(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, Faceless Man gains each of that character's printed
    challenge icons, keywords, faction affiliations, and Traits"."""
    if not use.targets:
        return []
    printed = st.cards[use.targets[0]].card
    me = use.source
    found: list[Prim] = [primitives.icon(me, icon, "phase") for icon in sorted(printed.icons)]
    kws = printed.keywords
    named = [k for k in _IN_PLAY_KEYWORDS if getattr(kws, k)]
    found += [primitives.keyword(me, k, "phase") for k in named]
    if kws.no_attachments:
        found.append(primitives.keyword(me, "no_attachments", "phase"))
    if printed.faction != "neutral":  # neutral is the absence of an affiliation
        found.append(
            primitives.lasting("faction", "phase", card=me, name=printed.faction, amount=1)
        )
    found += [
        primitives.lasting("trait", "phase", card=me, name=trait, amount=1)
        for trait in printed.traits
    ]
    return found


def _a_plot_revealed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a plot card is revealed" (the one the log names in ``targets``, when two were
    revealed together)."""
    return h.kind == "plot_revealed" and (not use.targets or h.card in use.targets)


def _revealed_now(st: GameState, use: Use, cid: str) -> bool:
    return any(h.kind == "plot_revealed" and h.card == cid for h in st.happened)


def _plot_gains_season(st: GameState, use: Use) -> list[Prim]:
    """ "that plot card gain[s] the Summer or Winter trait until the end of the round"."""
    plot = use.answers.card if use.answers is not None else None
    if plot is None:
        return []
    return [primitives.lasting("trait", "round", card=plot, amount=1, name=use.choice)]  # fmt: skip


register(
    # Crown of Gold: terminal (framework); King trait, -4 STR, killed at 0 STR while attached
    Script(
        "02034",
        constants=(
            constants.on_attached("trait", "King"),
            constants.on_attached("str", value=-4),
            constants.on_attached("kill_at_zero"),
        ),
    ),
    # Old Nan: kneel her as a plot card is revealed: it gains Summer or Winter this round
    Script(
        "03010",
        abilities=(
            Ability(
                "interrupt",
                "when a plot card is revealed, kneel her: it gains Summer or Winter",
                _plot_gains_season,
                trigger=_a_plot_revealed,
                costs=(costs.kneel_self(),),
                targets=(Target(_revealed_now, 1, 1, "the plot card being revealed"),),
                choices=("Summer", "Winter"),
            ),
        ),
    ),
    # Sworn to the Watch: the [thenightswatch] affiliation; Ranger / Steward / Builder by icon
    Script("07022", constants=(constants.on_host("faction trait", _sworn),)),
    # Queen of the Seven Kingdoms: Lady only (framework); the Queen trait; the action swaps
    # the attached character out of the challenge with another participant
    Script(
        "09020",
        constants=(constants.on_attached("trait", "Queen"),),
        abilities=(
            Ability(
                "action",
                "stand and remove attached: stand and remove a participating character",
                effects.stand_and_remove,
                costs=(
                    Cost(_queen_cost, "stand attached character, remove it from the challenge"),
                ),
                targets=(Target(_another_participant, 1, 1, "a participating character"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # I Am No One: a character you control, printed cost 3 or lower, becomes no one
    Script(
        "08082",
        abilities=(
            Ability(
                "action",
                "a character of printed cost 3 or lower loses affiliations and Traits",
                _no_one,
                targets=(
                    choose(
                        card_test(type="character", controller="you", max_printed_cost=3),
                        "a character you control with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Faceless Man: Ambush (4) is the framework's; takes on a dead character's printed
    # icons, keywords, affiliation and Traits for the phase
    Script(
        "09040",
        abilities=(
            Ability(
                "action",
                "gain a dead character's printed icons, keywords, affiliation, Traits",
                _faceless,
                phase="challenges",
                targets=(
                    choose(card_test(type="character", zone="dead"), "a character in a dead pile"),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
    # Your King Commands It: non-King, non-Queen characters cannot gain power
    Script(
        "09048",
        constants=(constants.constant("cannot", _no_power_unless_royal, names="gain_power"),),
    ),
    # Fleet Captain: the Captain trait; +1 STR (+3 with 3 Warship locations)
    Script(
        "12022",
        constants=(
            constants.on_attached("trait", "Captain"),
            constants.constant("str", _fleet_captain_str),
        ),
    ),
)
