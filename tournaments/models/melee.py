"""Read models of melee events ([T-MELEE-1]): a round's tables and who sits at each.

Projections like the others in ``projections.py``: rebuilt from the events, never the source
of truth. A melee bye stays a one-player ``Match`` (as a joust bye), so byes, pairings pages
and the public games feed need nothing new.
"""

from __future__ import annotations

from django.db import models

from .projections import Registration, Round, Tournament


class MeleeTable(models.Model):
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="melee_tables"
    )
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="melee_tables")
    key = models.CharField(max_length=30)  # e.g. "r2-t5"
    number = models.PositiveIntegerField()
    repeats = models.JSONField(default=list)  # pairs seated here who met before [T-SWISS-4]
    places = models.JSONField(null=True)  # the settled places, by player id
    end_reason = models.CharField(max_length=20, null=True)
    proposed = models.JSONField(null=True)  # the places reported and awaiting confirmation
    proposed_end_reason = models.CharField(max_length=20, null=True)
    confirmed = models.JSONField(default=list)  # player ids who agree with ``proposed``

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "key"], name="melee_table_key_unique")
        ]

    def __str__(self) -> str:
        return self.key


class MeleeSeat(models.Model):
    table = models.ForeignKey(MeleeTable, on_delete=models.CASCADE, related_name="seats")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveIntegerField()  # 1.. in the seating order (standings order)
    place = models.PositiveIntegerField(null=True)

    class Meta:
        ordering = ["table", "seat"]
        constraints = [models.UniqueConstraint(fields=["table", "seat"], name="melee_seat_unique")]
