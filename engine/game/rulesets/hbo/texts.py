"""The few HBO card texts the framework reads itself (like "+N Income." lines for both
games): a plot's extra power for winning dominance ([H-CARD-ILLYRIO]), the heading that
makes an ability an action, a response or a passive ([H-ACT-1], [H-RESP-1], [H-PASSIVE-1]),
the condition of an event's rest ([H-CHAL-ORDER-EX]), a mandatory "When you play"
passive ([H-PASSIVE-2], [H-EX-VARYS]) and the trigger a Response names ([H-RESP-1])."""

from __future__ import annotations

import re

from engine.game.state.model import GameState

_DOMINANCE_BONUS_RE = re.compile(
    r"If you win dominance this round, gain (\d+) additional power", re.IGNORECASE
)
# "Dominance: Kneel Maester Luwin to draw 2 cards." -> the phase of the steps where the
# action may be taken; "Any phase:" has no limit.
_PHASE_HEADING_RE = re.compile(
    r"^(?:<b>)?(Plot|Draw|Marshaling|Challenges|Dominance|Standing|Taxation|Any phase)"
    r"(?:</b>)?:",
    re.MULTILINE,
)
# "Response:" (PL Odpowiedz) or "Reaction:" (BG Реакция) heads a response ([H-RESP-1]).
_RESPONSE_HEADING_RE = re.compile(r"^(?:<b>)?(?:Response|Reaction)(?:</b>)?:", re.MULTILINE)
# Lines that are not ability text: keywords ([H-ANAT-7]) and the income coin ([H-ANAT-9]).
_NOT_ABILITY_RE = re.compile(r"^(?:(?:Limited|Renown|Stealth)\.\s*)+$|^\+\d+ Income\.$")
# "If you win the challenge, draw 2 cards": who the rest of an event needs to have won.
_EVENT_CONDITION_RE = re.compile(r"If you (win|lose) (?:the|this) challenge", re.IGNORECASE)
# "When you play Varys, you must discard 1 <i>Ally</i> character of your choice from play."
_MUST_ON_PLAY_RE = re.compile(r"^When you play [^,]+, you must\b", re.MULTILINE)
_MUST_DISCARD_RE = re.compile(
    r"you must discard (\d+) (?:<i>)?([\w ]+?)(?:</i>)? character", re.IGNORECASE
)

# The triggers a Response's text names in a form the engine recognises ([H-RESP-1]: "each
# response's text says when it can be used"); any other wording is accepted unchecked.
_RESPONSE_TEXT_RE = re.compile(
    r"^(?:<b>)?(?:Response|Reaction)(?:</b>)?:(?:</b>)?\s*(.*)$", re.MULTILINE | re.IGNORECASE
)
_AFTER_PLAY_RE = re.compile(r"^(?:After|When) you play (.+?),", re.IGNORECASE)
_AFTER_ENTERS_RE = re.compile(r"^After (.+?) enters play,", re.IGNORECASE)
_AFTER_DECLARED_RE = re.compile(
    r"^After (.+?) is declared as an? (attacker|defender),", re.IGNORECASE
)
_AFTER_KILLED_RE = re.compile(r"^After a character you control is killed,", re.IGNORECASE)
_AFTER_CHALLENGE_RE = re.compile(
    r"^After you (win|lose) an? (?:(military|intrigue|power) )?challenge,", re.IGNORECASE
)
_SAVE_RE = re.compile(r"^Save an? (unique )?character from being killed", re.IGNORECASE)


def response_trigger(text: str, name: str) -> tuple[str, str] | None:
    """The trigger of a card's Response as (kind, detail), or None when its wording is not
    one the engine recognises ([H-RESP-1]). Kinds: ``played`` ("After you play Eddard
    Stark", [H-CARD-EDDARD]), ``entered`` ("After X enters play", the BG wording),
    ``attacker``/``defender`` ("After Stark Escort is declared as a defender"),
    ``killed`` ("After a character you control is killed", [H-CARD-JON]), ``won``/``lost``
    with the challenge type or "" ("After you lose a challenge", [H-CARD-ALAPHD]) and
    ``save`` with "unique" or "" ("Save a unique character from being killed",
    [H-CARD-NOTTODAY], [H-SAVE-2]). A "played"/"entered"/"declared" trigger names the card
    itself; one naming another card is not recognised."""
    found = _RESPONSE_TEXT_RE.search(text)
    if found is None:
        return None
    body = found.group(1)
    own = name.lower()
    for kind, regex in (("played", _AFTER_PLAY_RE), ("entered", _AFTER_ENTERS_RE)):
        m = regex.match(body)
        if m:
            return (kind, "") if m.group(1).lower() == own else None
    m = _AFTER_DECLARED_RE.match(body)
    if m:
        return (m.group(2).lower(), "") if m.group(1).lower() == own else None
    if _AFTER_KILLED_RE.match(body):
        return ("killed", "")
    m = _AFTER_CHALLENGE_RE.match(body)
    if m:
        return ("won" if m.group(1).lower() == "win" else "lost", (m.group(2) or "").lower())
    m = _SAVE_RE.match(body)
    if m:
        return ("save", "unique" if m.group(1) else "")
    return None


def plot_dominance_bonus(st: GameState, winner: int) -> int:
    """Extra power the dominance winner's revealed plot gives ("If you win dominance this
    round, gain 3 additional power", Illyrio's Gift: 1 + 3 = 4, [H-EX-ILLYRIO])."""
    plot = st.players[winner].revealed
    if plot is None:
        return 0
    found = _DOMINANCE_BONUS_RE.search(st.cards[plot].card.text)
    return int(found.group(1)) if found else 0


def action_phases(text: str) -> set[str]:
    """The phases named by the action headings of a card text (lower case, "marshaling",
    "dominance" ...); "any phase" when one is unrestricted; empty when there is none."""
    return {m.group(1).lower() for m in _PHASE_HEADING_RE.finditer(text)}


def response_headed(text: str) -> bool:
    """The text has a "Response:" (or BG "Reaction:") ability ([H-RESP-1])."""
    return _RESPONSE_HEADING_RE.search(text) is not None


def has_passive(text: str) -> bool:
    """The text has a passive ability: a line of ability text with neither a phase nor a
    response heading ([H-PASSIVE-1]); keyword and income lines are not abilities."""
    return any(
        line.strip()
        and not _PHASE_HEADING_RE.match(line)
        and not _RESPONSE_HEADING_RE.match(line)
        and not _NOT_ABILITY_RE.match(line.strip())
        for line in text.splitlines()
    )


def has_ability(text: str) -> bool:
    """The text has an action, a response or a passive (not only keywords and income)."""
    return bool(action_phases(text)) or response_headed(text) or has_passive(text)


def event_condition(text: str) -> str | None:
    """ "win" or "lose" when an event's rest needs its player to win or lose the challenge
    ("If you win the challenge, draw 2 cards", [H-CARD-DEVIOUS]); None when it says nothing."""
    found = _EVENT_CONDITION_RE.search(text)
    return found.group(1).lower() if found else None


def must_on_play(text: str) -> bool:
    """A passive that playing the card triggers and that must be applied at once ("When you
    play Varys, you must ...", [H-PASSIVE-2], [H-PASSIVE-4])."""
    return _MUST_ON_PLAY_RE.search(text) is not None


def must_discard(text: str) -> tuple[int, str] | None:
    """(count, trait) of "you must discard 1 <i>Ally</i> character" ([H-CARD-VARYS])."""
    found = _MUST_DISCARD_RE.search(text)
    return (int(found.group(1)), found.group(2)) if found else None
