"""How an event's status and structure read on a page ([T-STRUCT-1..3]), shared by the
public and the organizer pages."""

from __future__ import annotations

from typing import Any

from engine.tournament.points import TournamentError
from engine.tournament.structures import StructurePreset, structure_for
from tournaments.models import Tournament

STATUS_LABELS: dict[str, str] = {
    Tournament.Status.REGISTRATION: "Registration open",
    Tournament.Status.SWISS: "Swiss rounds",
    Tournament.Status.ELIMINATION: "Elimination (top cut)",
    Tournament.Status.COMPLETED: "Completed",
}


def structure_words(structure: dict[str, Any] | None) -> str:
    if not structure:
        return "Set when round 1 is paired, from the number of players"
    rounds = structure.get("swiss_rounds", 0)
    return f"{rounds} Swiss rounds, {cut_words(structure.get('cut'))}"


def cut_words(cut: dict[str, Any] | None) -> str:
    if not cut:
        return "no cut"
    if cut.get("kind") == "top":
        return f"then a top {cut['size']} cut"
    return f"then everyone with {cut['min_wins']}+ wins into a bracket of {cut['bracket_size']}"


def structure_preview(
    preset: str, players: int | None, swiss_rounds: int | None, cut_size: str | None
) -> dict[str, Any]:
    """What the chosen structure gives for ``players`` ([T-STRUCT-1..3]), or why it cannot."""
    if preset == "custom":
        if swiss_rounds is None:
            return {"ok": False, "text": "Enter the number of Swiss rounds."}
        cut = {"kind": "top", "size": int(cut_size)} if cut_size else None
        return {"ok": True, "text": structure_words({"swiss_rounds": swiss_rounds, "cut": cut})}
    if not players:
        return {"ok": False, "text": "Enter the expected number of players for a preview."}
    try:
        structure = structure_for(players, StructurePreset(preset)).to_dict()
    except (TournamentError, ValueError) as error:
        return {"ok": False, "text": getattr(error, "message", str(error))}
    return {"ok": True, "text": f"With {players} players: {structure_words(structure)}."}
