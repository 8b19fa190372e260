"""Read models of tournaments, kept in step with the events by ``tournaments.projections``.

Every row here can be dropped and rebuilt from the event store
(``manage.py rebuild_projections``); none of it is the source of truth.
"""

from __future__ import annotations

import datetime

from django.conf import settings
from django.db import models


class Tournament(models.Model):
    class Status(models.TextChoices):
        REGISTRATION = "registration"
        SWISS = "swiss"
        ELIMINATION = "elimination"
        COMPLETED = "completed"
        DELETED = "deleted"  # by the organizer before it started (TournamentDeleted)

    name = models.CharField(max_length=200)
    organizer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="organized_tournaments"
    )
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.REGISTRATION)
    settings = models.JSONField(default=dict)
    structure = models.JSONField(null=True)
    current_stage = models.CharField(max_length=20, default="swiss")
    current_round = models.PositiveIntegerField(default=0)
    champion = models.ForeignKey(
        "Registration", null=True, on_delete=models.SET_NULL, related_name="+"
    )
    version = models.PositiveIntegerField(default=0)  # the stream version projected
    created_at = models.DateTimeField(auto_now_add=True)
    standings_version = models.PositiveIntegerField(default=0)  # stream version they reflect
    date = models.DateField(null=True)  # the day it is played (TournamentCreated), if given
    changed_at = models.DateTimeField(null=True)  # its last event or standings refresh
    completed_at = models.DateTimeField(null=True)  # when TournamentCompleted was recorded
    registration_closed = models.BooleanField(default=False)  # players may not join themselves

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["date"], name="tournament_date_idx")]

    def __str__(self) -> str:
        return self.name

    @property
    def stream_id(self) -> str:
        return f"tournament-{self.pk}"

    @property
    def tournament_date(self) -> datetime.date:
        """The day it is played; the day it was created when the organizer gave none."""
        return self.date or self.created_at.date()


class StaffRole(models.Model):
    """Judges and marshals of a tournament ([T-ROLE-1]); the organizer is on the tournament."""

    class Role(models.TextChoices):
        JUDGE = "judge"
        MARSHAL = "marshal"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="staff")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    role = models.CharField(max_length=20, choices=Role.choices)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user", "role"], name="staff_role_unique")
        ]


class Registration(models.Model):
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="registrations"
    )
    player_id = models.CharField(max_length=20)
    name = models.CharField(max_length=200)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="registrations",
    )
    status = models.CharField(max_length=20, default="active")
    faction = models.CharField(max_length=40, blank=True)
    agenda = models.CharField(max_length=200, blank=True)
    deck = models.JSONField(null=True)
    deck_legal = models.BooleanField(null=True)
    deck_errors = models.JSONField(default=list)

    class Meta:
        ordering = ["tournament", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player_id"], name="registration_player_unique"
            )
        ]

    def __str__(self) -> str:
        return self.name


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    stage = models.CharField(max_length=20)
    number = models.PositiveIntegerField()
    seed = models.CharField(max_length=200)
    algorithm_version = models.CharField(max_length=50)
    closed = models.BooleanField(default=False)
    stale = models.BooleanField(default=False)  # made from standings later corrected
    paired_from = models.JSONField(default=list)  # the standings the pairing was made from
    forced_rematches = models.PositiveIntegerField(default=0)
    published = models.BooleanField(default=True)  # a draft is seen by officials only
    started_at = models.DateTimeField(null=True)  # the organizer started the clock [T-TIME-1]
    minutes = models.PositiveIntegerField(null=True)  # with the extensions
    paused_at = models.DateTimeField(null=True)  # the clock is paused since then
    paused_seconds = models.PositiveIntegerField(default=0)  # earlier pauses: a later end

    class Meta:
        ordering = ["tournament", "-stage", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "stage", "number"], name="round_unique")
        ]

    def __str__(self) -> str:
        return f"{self.stage} round {self.number}"


class Match(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="matches")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="matches")
    key = models.CharField(max_length=30)
    table = models.PositiveIntegerField(null=True)
    player_a = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="+")
    player_b = models.ForeignKey(
        Registration, null=True, on_delete=models.CASCADE, related_name="+"
    )
    result = models.CharField(max_length=20, null=True)
    end_reason = models.CharField(max_length=20, null=True)
    rematch = models.BooleanField(default=False)
    explanation = models.CharField(max_length=300, blank=True)
    reports = models.JSONField(default=dict)  # by player id: the players' own reports
    first_report_at = models.DateTimeField(null=True)  # for the unconfirmed-report sweep
    extra_minutes = models.PositiveIntegerField(default=0)  # this table's extra time

    class Meta:
        ordering = ["round", "table"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "key"], name="match_key_unique")
        ]
        indexes = [models.Index(fields=["tournament", "round"])]

    def __str__(self) -> str:
        return self.key


class Standing(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="standings")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="+")
    rank = models.PositiveIntegerField()
    points = models.IntegerField()
    sos = models.CharField(max_length=60)  # exact, "n/d"
    sos_display = models.DecimalField(max_digits=12, decimal_places=4)
    esos = models.CharField(max_length=60)
    esos_display = models.DecimalField(max_digits=12, decimal_places=4)
    wins = models.PositiveIntegerField()
    modified_wins = models.PositiveIntegerField()
    losses = models.PositiveIntegerField()
    byes = models.PositiveIntegerField()
    rounds_played = models.PositiveIntegerField()
    status = models.CharField(max_length=20)

    class Meta:
        ordering = ["tournament", "rank"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "registration"], name="standing_unique")
        ]


class Dispute(models.Model):
    """A match in the judges' queue ([T-ROLE-1]), with its rulings in order."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="disputes")
    dispute_id = models.CharField(max_length=20)
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="disputes")
    reason = models.CharField(max_length=500)
    status = models.CharField(max_length=20, default="open")
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    rulings = models.JSONField(default=list)
    # How it closed without a ruling (``DisputeSettled``): {"by": ..., "how": ...}
    settled = models.JSONField(null=True, blank=True)
    opened_at = models.DateTimeField()

    class Meta:
        ordering = ["opened_at", "id"]  # the queue: oldest first
        constraints = [
            models.UniqueConstraint(fields=["tournament", "dispute_id"], name="dispute_unique")
        ]

    def __str__(self) -> str:
        return f"{self.dispute_id} ({self.match.key})"


class MatchLog(models.Model):
    """A match's log stream and its latest verification (the verdicts are events)."""

    class Status(models.TextChoices):
        PENDING = "pending"
        VALID = "valid"
        INVALID = "invalid"
        # the log and the replay disagree on a value only cards the engine does not read
        # could explain: neither legal nor illegal until a judge looks (engine.game.play.unread)
        UNDECIDED = "undecided"
        INCOMPLETE = "incomplete"
        UNVERIFIABLE = "unverifiable"  # no replay can judge it: terminal, sent to a judge

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="logs")
    match = models.OneToOneField(Match, on_delete=models.CASCADE, related_name="log")
    stream_id = models.CharField(max_length=100, unique=True)
    log_version = models.PositiveIntegerField(default=0)  # events in the log so far
    stream_version = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING)
    verdict = models.JSONField(null=True)
    verified_version = models.PositiveIntegerField(null=True)  # the log version judged
    engine_version = models.CharField(max_length=40, blank=True)
    card_data_version = models.CharField(max_length=80, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    # Uploaded whole (one upload holding its events, nothing appended since): the record of
    # the whole game, so a game not over in it contradicts a result (services.reconciliation).
    whole = models.BooleanField(default=False)

    class Meta:
        indexes = [
            models.Index(fields=["status", "updated_at"]),
            # the public feed's fingerprint reads the newest change (selectors.feed)
            models.Index(fields=["tournament", "updated_at"]),
            models.Index(fields=["updated_at"]),
        ]

    def __str__(self) -> str:
        return self.stream_id
