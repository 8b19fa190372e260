"""The parts of the game state: the rule error an event raises, a card instance with its
modifiers, a player's areas and counts, and the challenge in progress. ``GameState`` (in
``engine.game.state.model``) holds them; the values that follow from them are computed there."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.game.data.cards import Card


class RuleError(Exception):
    """An event that breaks a rule: ``rule`` is the id from rules/agot2.md (or LOG-...)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"[{rule}] {message}")
        self.rule = rule
        self.message = message


class ValueDisagreement(RuleError):
    """The log states a value (a STR, a cost, a gold or power total, a winner) that the replay
    works out differently. ``values`` names what was compared ("STR", "gold" ...): a card
    the engine does not read could change it, and the verdict then cannot decide
    (``engine.game.play.unread``) instead of calling the log illegal."""

    def __init__(self, rule: str, message: str, values: tuple[str, ...]) -> None:
        super().__init__(rule, message)
        self.values = values


@dataclass(slots=True)
class Mod:
    """A lasting modifier on a card: STR (add/set/double/halve), an icon or a keyword."""

    kind: str  # "strength" | "icon" | "keyword"
    mode: str  # strength: add/set/double/halve; icon/keyword: gain/lose
    value: int
    name: str  # icon or keyword name
    until: str  # challenge | phase | round | game
    order: int


@dataclass(slots=True)
class CardInst:
    """One physical card of the game, by its deterministic instance id (``A:01045#2``)."""

    id: str
    card: Card
    owner: int
    controller: int
    zone: str  # deck hand play dupe discard dead plot_deck plot used agenda removed shadows
    kneeling: bool = False
    power: int = 0
    host: str | None = None
    attachments: list[str] = field(default_factory=list)
    dupes: list[str] = field(default_factory=list)
    # cards attached facedown by card text (Dothraki Handmaiden), zone "facedown": in play with
    # no attributes ([R-FACEDOWN-1]), so no text, trait, type or STR of theirs reads them
    facedown: list[str] = field(default_factory=list)
    mods: list[Mod] = field(default_factory=list)
    # The card's printed constant values, read from its text once (``new_game``), not on
    # every derived-value computation: "+N Income/Initiative/Reserve/Claim." by plot value
    # (shared, never changed) and an attachment's "Attached character gets +N STR.".
    plot_bonus: dict[str, int] = field(default_factory=dict)
    attached_str: int = 0
    # how, in which round and in which phase it last entered play (rules.zones.enter_play)
    entered: tuple[str, int, str] | None = None


def new_card(
    id: str, card: Card, owner: int, zone: str, plot_bonus: dict[str, int], attached_str: int
) -> CardInst:
    """A card as ``new_game`` puts it in its deck, every field set here: the ``__init__`` that
    ``dataclass`` writes runs interpreted even in the compiled engine (engine.native), at
    about 800 ns a card, the costliest part of a replay's setup. (A hand-written ``__init__``
    would make the compiled class's ``__new__`` want its arguments, which ``fork`` does not
    give.)"""
    inst: CardInst = CardInst.__new__(CardInst)
    inst.id, inst.card, inst.owner, inst.controller, inst.zone = id, card, owner, owner, zone
    inst.kneeling, inst.power, inst.host, inst.entered = False, 0, None, None
    inst.attachments, inst.dupes, inst.facedown, inst.mods = [], [], [], []
    inst.plot_bonus, inst.attached_str = plot_bonus, attached_str
    return inst


@dataclass(slots=True)
class Player:
    """One seat: faction card, gold pool, the out-of-play areas and the round's trackers."""

    index: int
    key: str
    name: str
    faction: str
    agenda: str | None
    power: int = 0  # power on the faction card
    faction_kneeling: bool = False
    gold: int = 0
    deck: list[str] = field(default_factory=list)
    deck_known: bool = False  # True after a shuffle that recorded the order
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # removed from the game ([R-RFG-1])
    shadows: list[str] = field(default_factory=list)  # facedown, out of play (the shadow keyword)
    under_agenda: list[str] = field(default_factory=list)  # facedown under it (The Conclave)
    plot_deck: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    revealed: str | None = None
    chosen_plot: str | None = None
    in_play: list[str] = field(default_factory=list)  # characters and locations
    limited_used: bool = False
    limited_count: int = 0  # limited cards marshaled or played this round ([R-KW-LIMITED-1])
    challenges: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # the types of the challenges lost this round
    lost_defending: int = 0  # challenges lost as the defending player this round (card text)
    # card text caps how many characters stand at [F-6.2] and more kneel: how many the
    # player stands, chosen with a ``stand`` event (None: no choice pending)
    stand_limit: int | None = None
    stood_characters: int = 0  # characters stood this standing phase (for that cap)
    drawn_this_phase: int = 0  # cards drawn this phase ("if you have not yet drawn any cards")
    challenges_won: list[str] = field(default_factory=list)  # their types, this round
    marshaled: list[str] = field(default_factory=list)  # this round, duplicates excepted
    killed: list[str] = field(default_factory=list)  # killed under its control this round
    killed_this_phase: list[str] = field(default_factory=list)  # under its control ("Craster")
    # the characters under its control that participated in a challenge this phase
    # ([R-PART-1]: declared, or made to participate; "has not participated ...": Defiance)
    participated_this_phase: list[str] = field(default_factory=list)
    mulligan: bool | None = None
    setup_done: bool = False
    pending_draw: int = 0
    shuffle_ok: bool = True
    eliminated: bool = False
    reserve_done: bool = False
    plot_mods: list[tuple[str, int, str]] = field(default_factory=list)
    # melee only ([R-TITLE-*]): the title borne this round (card code), and the opponents
    # whose rival title has already paid this player a rivals bonus this round ([R-RIVALS-2])
    title: str | None = None
    rivals_paid: set[int] = field(default_factory=set)
    # melee only: the opponent each challenge of ``challenges`` was initiated against (Hand of
    # the King's additional challenge is "against a different opponent")
    challenged: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Challenge:
    """The challenge in progress ([F-4.2] .. [F-4.2.6])."""

    attacker: int
    defender: int
    type: str
    attackers: list[str]
    stealth: dict[str, str]
    defenders: list[str] = field(default_factory=list)
    defenders_declared: bool = False
    resolved: bool = False
    winner: int | None = None
    attacker_str: int = 0
    defender_str: int = 0
    unopposed: bool = False
    claim: int = 0
    claim_moved: int = 0
    claim_done: bool = True
    keyword_order: list[str] = field(default_factory=list)
    keywords_used: set[tuple[str, str]] = field(default_factory=set)
    # Events played during this challenge: the rest of their effect may resolve later in it
    # (HBO [H-CHAL-ORDER-EX]: "if you win this challenge, draw 2 cards").
    played_events: list[str] = field(default_factory=list)
    seq: int = 0  # the event that initiated it (a redirect must follow at once, [R-REDIRECT-1])
    initiated_against: int | None = None  # set when redirected ([R-REDIRECT-4])
    # melee, Master of Whispers: the opponents the claim resolves against (None: not chosen,
    # the defender), and those of them who still owe their claim cards
    claim_against: list[int] | None = None
    claim_owed: list[int] = field(default_factory=list)
    # "Instead of the normal claim effects" (Mirri Maz Duur): the claim's effects were replaced
    claim_replaced: bool = False
    # "apply [military] claim instead" (Trial by Combat): the claim type applied, when card
    # text changed it (empty: the challenge's own type)
    claim_kind: str = ""
