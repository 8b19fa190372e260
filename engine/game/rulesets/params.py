"""The rulesets a match log may name, as a small table of parameters the shared code consults.

The framework (setup, the round, challenges, the end checks) is written once; where two games
differ, the code looks the difference up here by ``GameState.ruleset`` instead of branching
on the ruleset's name. Each parameter cites the rule that sets it. ``rule`` translates a
Second Edition rule id into the ruleset's own id, so an error names the rule of the game the
log records ([H-...] ids for ``hbo-2p``, rules/hbo.md).

>>> ruleset("hbo-2p").setup_gold, ruleset("agot2-joust").setup_gold
(5, 8)
>>> ruleset("hbo-2p").rule("S-8-1"), ruleset("agot2-joust").rule("S-8-1")
('H-SETUP-6-GOLD', 'S-8-1')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

JOUST = "agot2-joust"
HBO = "hbo-2p"

_EMPTY: Mapping[str, str] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The parameters in which a ruleset differs from Second Edition joust."""

    name: str
    setup_gold: int = 8  # [S-8-1]; HBO [H-SETUP-6-GOLD]
    setup_types: frozenset[str] = frozenset({"character", "location", "attachment"})  # [S-8-3]
    setup_duplicates: bool = True  # extra unique copies placed as duplicates ([S-8-5])
    setup_first_player: bool = True  # a first player is chosen at setup ([S-2], [H-SETUP-NOFP])
    setup_in_player_order: bool = True  # mulligan and placement in player order ([R-ORDER-1])
    draw_count: int = 2  # [F-2.2]; HBO [H-DRAW-1]
    reserve: bool = True  # discard down to reserve at taxation ([F-7.3]; HBO [H-TAX-3])
    deck_out_eliminates: bool = True  # [R-ELIM-1]; HBO [H-DRAW-2]
    # Keywords the game knows; the others are plain words on a card ([H-KW-1]).
    keywords: frozenset[str] = frozenset(
        {"ambush", "insight", "intimidate", "limited", "pillage", "renown", "stealth", "terminal"}
    )
    renown_optional: bool = True  # may be declined; HBO: never ([H-KW-RENOWN-1])
    first_player_wins_ties: bool = False  # both at 15: [R-WIN-3] choice; [H-WIN-3] first wins
    challenge_min_strength: int = 1  # the winner needs >= 1 STR ([F-4.2.2-2]); HBO none
    attachments_leave_to: str = "hand"  # [R-LEAVE-3]; HBO: discarded ([H-TYPE-ATT-2])
    duplicate_saves_from: frozenset[str] = frozenset({"kill", "discard", "return_to_hand"})
    duplicate_types: frozenset[str] = frozenset(
        {"character", "location", "attachment"}
    )  # [R-DUP-1]; HBO characters only ([H-DUP-9])
    phase_headed_actions: bool = False  # "Dominance:" actions only in that phase ([H-ACT-3])
    plot_dominance_bonus: bool = False  # "If you win dominance ... gain N additional power"
    delayed_event_effects: bool = False  # an event's rest resolves later in the challenge
    # a mandatory "When you play X, you must ..." passive resolves next ([H-PASSIVE-2..4])
    mandatory_passives: bool = False
    # plot headings that must resolve at [F-1.3.III]; HBO writes "When revealed" ([H-PLOT-6])
    when_revealed: tuple[str, ...] = ("When Revealed",)
    rule_ids: Mapping[str, str] = field(default_factory=lambda: _EMPTY)

    def rule(self, rule_id: str) -> str:
        """This ruleset's id for a Second Edition rule id (the same id when it has none)."""
        return self.rule_ids.get(rule_id, rule_id)


_HBO_RULE_IDS = {
    "S-8": "H-SETUP-6",
    "S-8-1": "H-SETUP-6-GOLD",
    "S-8-2": "H-SETUP-6-LIMITED",
    "S-8-3": "H-SETUP-6-TYPES",
    "S-8-5": "H-SETUP-6-TYPES",
    "R-MULLIGAN-2": "H-SETUP-5-MULL",
    "S-7": "H-SETUP-5",
    "S-10": "H-SETUP-7",
    "F-2.2": "H-DRAW-1",
    "F-AW-3-3": "H-GOLD-1",
    "R-KW-LIMITED-1": "H-KW-LIMITED-1",
    "R-DEAD-3": "H-UNIQ-2",
    "R-UNIQUE-1": "H-UNIQ-4",
    "R-MARSHAL-4": "H-PLAY-2",
    "F-4.2-1": "H-CHAL-2",
    "F-4.2-4": "H-CHAL-ATK-1",
    "F-4.2-5": "H-CHAL-ATK-3",
    "F-4.2.1-1": "H-CHAL-DEF-1",
    "F-4.2.1-2": "H-KW-STEALTH-1",
    "R-KW-STEALTH-1": "H-KW-STEALTH-1",
    "R-KW-STEALTH-3": "H-KW-STEALTH-2",
    "F-4.2.2": "H-CHAL-RES-2",
    "F-4.2.2-3": "H-CHAL-UNOPP-1",
    "R-CLAIM-MIL-1": "H-CHAL-CLAIM-MIL",
    "R-CLAIM-MIL-4": "H-CHAL-CLAIM-MAX",
    "R-CLAIM-MIL-5": "H-MILHIGH-1",
    "R-CLAIM-INT-1": "H-CHAL-CLAIM-INT",
    "R-CLAIM-INT-2": "H-CHAL-CLAIM-MAX",
    "R-CLAIM-POW-2": "H-CHAL-CLAIM-POW",
    "R-DUP-2": "H-DUP-4",
    "F-5.2": "H-DOM-2",
    "R-PLOT-9": "H-PLOT-4",
    "F-1.3.I": "H-INIT-1",
    "F-1.3.I-2": "H-INIT-3",
    "F-1.3.II": "H-INIT-4",
    "R-WIN-1": "H-WIN-2",
    "F-1.2-2": "H-PLOT-1",
    "F-4.2.1": "H-CHAL-DEF-1",
    "F-4.2.4": "H-CHAL-CLAIM-1",
    "R-MULLIGAN-1": "H-SETUP-5-MULL",
    "R-MULLIGAN-3": "H-SETUP-5-MULL",
    "S-7-1": "H-SETUP-5-MULL",
    "S-2": "H-SETUP-NOFP",
    "S-6": "H-SETUP-4",
    "F-1.2": "H-PLOT-1",
    "F-1.3.I-1": "H-INIT-2",
    "R-DRAW-1": "H-DRAW-1",
    "R-COST-8": "H-GOLD-4",  # gold pays only when the pool has enough
    "R-COST-1": "H-PLAY-1",  # a card played pays its cost (an event's: its text's, H-PLAY-3)
    "R-MARSHAL-1": "H-PLAY-1",  # played from hand
    "R-MARSHAL-5": "H-TYPE-ATT-1",  # only attachments attach
    "R-PASS-1": "H-ACT-8",  # passing closes an action window
    "R-ABIL-6": "H-PLAY-4",  # an in-play card's owner uses it; out of play it does nothing
    "R-KNEEL-1": "H-PLAY-5",  # the primitives below need a card in play
    "R-STAND-1": "H-PLAY-5",
    "R-KILL-2": "H-PLAY-5",
    "R-DISCARD-2": "H-PLAY-5",
    "R-GAIN-2": "H-PLAY-5",
    "R-LASTING-1": "H-PLAY-5",
    "R-SAVE-1": "H-SAVE-2",  # a save keeps a character in play
    "R-WHENREV-1": "H-PLOT-6",
    "R-WHENREV-2": "H-PLOT-6",
    "R-EVENT-7": "H-TYPE-EVT-1",  # events are played from hand
    "R-KNEEL-2": "H-KNEEL-3",
    "R-KILL-1": "H-TYPE-CHAR-2",  # characters are killed
    "R-KW-RENOWN-1": "H-KW-RENOWN-2",  # not the winner's or not participating
    "R-KW-AMBUSH-1": "H-KW-1",
    "F-4.2-3": "H-CHAL-ATK-1",  # each attacker is one standing character, knelt once
    "R-CLAIM-1": "H-CHAL-CLAIM-1",  # the defending player suffers claim
    "F-AW-3-1": "H-PLAY-2",  # only the active player marshals, in the Marshaling phase
    "R-PASS-4": "H-CHAL-1",  # challenges only in the active player's challenge turn
    "F-4.2.5": "H-KW-RENOWN-1",  # renown: the only keyword step ([H-GAP-7])
    "R-ATTACH-3": "H-TYPE-ATT-1",
    "R-ATTACH-4": "H-TYPE-ATT-1",
    "R-WIN-2": "H-WIN-2",  # the game ends immediately
    "R-WIN-3": "H-WIN-3",
    "F-7.3": "H-TAX-3",
    "F-7.5": "H-TAX-2",  # a checkpoint closes the round at Taxation
}

RULESETS: dict[str, Ruleset] = {
    JOUST: Ruleset(JOUST),
    HBO: Ruleset(
        HBO,
        setup_gold=5,
        setup_types=frozenset({"character", "location"}),
        setup_duplicates=False,
        setup_first_player=False,
        setup_in_player_order=False,  # simultaneous, secret choices ([H-GAP-4])
        draw_count=2,
        reserve=False,
        deck_out_eliminates=False,
        keywords=frozenset({"limited", "renown", "stealth"}),
        renown_optional=False,
        first_player_wins_ties=True,
        challenge_min_strength=0,  # [H-CHAL-RES-4]: the literal reading
        attachments_leave_to="discard",
        duplicate_saves_from=frozenset({"kill"}),  # [H-DUP-5]
        duplicate_types=frozenset({"character"}),
        phase_headed_actions=True,
        plot_dominance_bonus=True,
        delayed_event_effects=True,
        mandatory_passives=True,
        when_revealed=("When Revealed", "When revealed"),
        rule_ids=MappingProxyType(_HBO_RULE_IDS),
    ),
}


def ruleset(name: str) -> Ruleset:
    """The ruleset of this name (a log header's ``ruleset``, ``GameState.ruleset``); a
    ruleset without a row of its own plays by the Second Edition parameters."""
    return RULESETS.get(name, RULESETS[JOUST])
