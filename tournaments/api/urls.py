"""URLs of the REST API, mounted at /api/v1/. Anything else under it is a JSON 404."""

from django.urls import path, re_path

from tournaments.api.views import (
    auth,
    melee,
    players,
    public,
    reports,
    rounds,
    tournaments,
    webhooks,
)
from tournaments.api.views import tracker as live
from tournaments.api.views.fallback import not_found

app_name = "api"

T = "tournaments/<int:tournament_id>/"
P = T + "players/<slug:player_id>/"
LIVE = T + "matches/<slug:key>/tracker/"

urlpatterns = [
    path("auth/token/", auth.TokenObtain.as_view(), name="token"),
    path("tournaments/", tournaments.TournamentListCreate.as_view(), name="tournaments"),
    path(T, tournaments.TournamentDetail.as_view(), name="tournament"),
    path(T + "staff/", tournaments.StaffListAssign.as_view(), name="staff"),
    path(T + "players/", players.RegistrationListCreate.as_view(), name="registrations"),
    path(T + "players/me/", players.RegistrationMe.as_view(), name="registration-me"),
    path(P, players.RegistrationDetail.as_view(), name="registration"),
    path(P + "deck/", players.DeckView.as_view(), name="deck"),
    path(P + "drop/", players.PlayerDrop.as_view(), name="drop"),
    path(P + "rejoin/", players.PlayerRejoin.as_view(), name="rejoin"),
    path(P + "disqualify/", players.PlayerDisqualify.as_view(), name="disqualify"),
    path(T + "rounds/", rounds.RoundList.as_view(), name="rounds"),
    path(T + "rounds/pair/", rounds.RoundPair.as_view(), name="round-pair"),
    path(T + "rounds/repair/", rounds.RoundRepair.as_view(), name="round-repair"),
    path(T + "rounds/close/", rounds.RoundClose.as_view(), name="round-close"),
    path(T + "pairings/", rounds.PairingList.as_view(), name="pairings"),
    path(T + "pairings/change/", rounds.PairingsChange.as_view(), name="pairings-change"),
    path(T + "matches/<slug:key>/", rounds.MatchDetail.as_view(), name="match"),
    path(T + "matches/<slug:key>/result/", rounds.ResultRecord.as_view(), name="result"),
    path(T + "matches/<slug:key>/correction/", rounds.ResultCorrect.as_view(), name="correction"),
    path(T + "matches/<slug:key>/report/", reports.ResultReport.as_view(), name="report"),
    path(T + "matches/<slug:key>/confirm/", reports.ResultConfirm.as_view(), name="confirm"),
    path(T + "matches/<slug:key>/dispute/", reports.DisputeOpen.as_view(), name="dispute-open"),
    path(T + "matches/<slug:key>/log/", reports.MatchLogView.as_view(), name="log"),
    path(T + "matches/<slug:key>/log/events/", reports.MatchLogAppend.as_view(), name="log-events"),
    path(T + "rounds/start/", reports.RoundStart.as_view(), name="round-start"),
    path(T + "disputes/", reports.DisputeList.as_view(), name="disputes"),
    path(T + "disputes/<slug:dispute_id>/take/", reports.DisputeTake.as_view(), name="take"),
    path(T + "disputes/<slug:dispute_id>/rule/", reports.DisputeRule.as_view(), name="rule"),
    path(T + "disputes/<slug:dispute_id>/review/", reports.RulingReview.as_view(), name="review"),
    path(T + "standings/", rounds.StandingList.as_view(), name="standings"),
    path(T + "cut/", rounds.CutMake.as_view(), name="cut"),
    path(T + "elimination/pair/", rounds.EliminationRoundPair.as_view(), name="elimination-pair"),
    path(T + "complete/", rounds.TournamentComplete.as_view(), name="complete"),
    # Melee tables [T-MELEE-1]
    path(T + "tables/", melee.TableList.as_view(), name="melee-tables"),
    path(T + "tables/<slug:key>/", melee.TableDetail.as_view(), name="melee-table"),
    path(T + "tables/<slug:key>/report/", melee.PlacesReport.as_view(), name="melee-report"),
    path(T + "tables/<slug:key>/confirm/", melee.PlacesConfirm.as_view(), name="melee-confirm"),
    path(T + "tables/<slug:key>/places/", melee.PlacesRecord.as_view(), name="melee-places"),
    path(T + "tables/<slug:key>/correction/", melee.PlacesCorrect.as_view(), name="melee-correct"),
    path("public/" + T + "tables/", melee.PublicTableList.as_view(), name="public-melee-tables"),
    # The live tracker (issue 12)
    path(LIVE, live.Tracker.as_view(), name="tracker"),
    path(LIVE + "entries/", live.TrackerEntry.as_view(), name="tracker-entries"),
    path(LIVE + "undo/", live.TrackerUndo.as_view(), name="tracker-undo"),
    path(LIVE + "result/confirm/", live.TrackerResultConfirm.as_view(), name="tracker-confirm"),
    # Webhooks (issue 23): the organizer's subscriptions and their deliveries
    path(T + "webhooks/", webhooks.WebhookListRegister.as_view(), name="webhooks"),
    path(T + "webhooks/<slug:hook>/", webhooks.WebhookDetail.as_view(), name="webhook"),
    path("public/games/", public.GameList.as_view(), name="public-games"),
    path("public/tournaments/", public.TournamentList.as_view(), name="public-tournaments"),
    path("public/" + T, public.TournamentDetail.as_view(), name="public-tournament"),
    path("public/" + T + "pairings/", public.PairingList.as_view(), name="public-pairings"),
    path("public/" + T + "standings/", public.StandingList.as_view(), name="public-standings"),
    # Everything else under /api/v1/ (newlines included) is a JSON 404, never an HTML page.
    re_path(r"^[\s\S]*$", not_found, name="not-found"),
]
