"""URLs of the web pages, mounted at the site root."""

from django.urls import path

from tournaments.web.pages import (
    big_screen,
    join,
    judging,
    login_lockouts,
    matchlogs,
    melee,
    organizer,
    organizer_clock,
    organizer_pairings,
    organizer_registration,
    organizer_settings,
    player,
    printing,
    public,
    rules,
    tracker,
)
from tournaments.web.pages import organizer_results as results
from tournaments.web.pages import organizer_webhooks as webhooks
from tournaments.web.pages import player_reports as reports

app_name = "web"

event = "events/<int:tournament_id>/"
manage = f"{event}manage/"
game = f"{event}me/games/<slug:match_key>/"

urlpatterns = [
    # Public
    path("", public.home, name="home"),
    path(event, public.event_detail, name="event"),
    path(f"{event}rounds/<slug:stage>/<int:number>/", public.round_detail, name="round"),
    path(f"{event}standings/", public.standings, name="standings"),
    path(f"{event}bracket/", public.bracket, name="bracket"),
    path(f"{event}screen/", big_screen.big_screen, name="screen"),
    path(f"{event}decks/<slug:player_id>/", public.deck_detail, name="deck"),
    path(f"{event}print/pairings/", printing.print_pairings, name="print_pairings"),
    path(f"{event}print/standings/", printing.print_standings, name="print_standings"),
    path(f"{event}print/slips/", printing.print_slips, name="print_slips"),
    path(f"{event}final-standings.csv", printing.final_standings_csv, name="final_standings_csv"),
    path(f"{event}standings.csv", public.standings_csv, name="standings_csv"),
    path(f"{event}pairings.csv", public.pairings_csv, name="pairings_csv"),
    path("rules/<str:rule_id>/", rules.rule_detail, name="rule"),
    # Every match: its result, its log, uploading one and the replay viewer (issue 22)
    path(f"{event}matches/<slug:match_key>/", matchlogs.match_page, name="match"),
    path(
        f"{event}matches/<slug:match_key>/log/",
        matchlogs.match_log_upload,
        name="match_log_upload",
    ),
    path(
        f"{event}matches/<slug:match_key>/log/<int:seq>/",
        matchlogs.match_log_event,
        name="match_log_event",
    ),
    # Players
    path("join/", join.join_by_code, name="join"),
    path("join/<str:code>/", join.join_event, name="join_code"),
    path(f"{event}register/", player.register_self, name="register"),
    path(f"{event}me/", player.me, name="me"),
    path(f"{event}me/deck/", player.my_deck, name="my_deck"),
    path(f"{event}me/drop/", player.my_drop, name="my_drop"),
    path(game, reports.report_review, name="report_review"),
    path(f"{game}report/", reports.report_send, name="report_send"),
    path(f"{game}confirm/", reports.report_confirm, name="report_confirm"),
    path(f"{game}review/", reports.review_request, name="review_request"),
    # Players: the live tracker (docs/web.md, "Live tracker")
    path(f"{game}tracker/", tracker.tracker_page, name="tracker"),
    *(
        path(f"{game}tracker/{part}/", getattr(tracker, f"tracker_{part}"), name=f"tracker_{part}")
        for part in (
            "start",
            "board",
            "enter",
            "ability",
            "undo",
            "end",
            "result",
            "share",
            "unshare",
        )
    ),
    # Melee events (docs/web.md, "Melee events") [T-MELEE-1]
    path(f"{event}tables/", melee.tables_page, name="melee_tables"),
    path(f"{event}tables/<int:number>/", melee.tables_page, name="melee_tables_of"),
    path(f"{event}me/table/", melee.my_table, name="melee_my_table"),
    path(f"{manage}tables/", melee.table_desk, name="melee_table_desk"),
    # Judges
    path(f"{event}judging/", judging.queue, name="judging"),
    path(f"{event}judging/<slug:dispute_id>/", judging.dispute_detail, name="dispute"),
    path(f"{event}judging/<slug:dispute_id>/take/", judging.dispute_take, name="dispute_take"),
    path(f"{event}judging/<slug:dispute_id>/rule/", judging.dispute_rule, name="dispute_rule"),
    path(
        f"{event}judging/<slug:dispute_id>/log/<int:seq>/",
        judging.dispute_event,
        name="dispute_event",
    ),
    # Organizers
    path("events/new/", organizer.event_create, name="event_create"),
    path("events/new/preview/", organizer.structure_preview, name="structure_preview"),
    path(manage, organizer.dashboard, name="manage"),
    path(f"{manage}players/", organizer.player_add, name="player_add"),
    path(f"{manage}players/<slug:player_id>/deck/", organizer.player_deck, name="player_deck"),
    path(f"{manage}players/<slug:player_id>/drop/", organizer.player_drop, name="player_drop"),
    path(
        f"{manage}players/<slug:player_id>/rejoin/", organizer.player_rejoin, name="player_rejoin"
    ),
    path(
        f"{manage}players/<slug:player_id>/disqualify/",
        organizer.player_disqualify,
        name="player_disqualify",
    ),
    path(f"{manage}pair/", organizer.round_pair, name="round_pair"),
    path(f"{manage}pair-draft/", organizer.round_pair_draft, name="round_pair_draft"),
    path(f"{manage}publish/", organizer.round_publish, name="round_publish"),
    path(f"{manage}repair/", organizer.round_repair, name="round_repair"),
    path(f"{manage}start/", organizer.round_start, name="round_start"),
    path(f"{manage}close/", organizer.round_close, name="round_close"),
    path(f"{manage}cut/", organizer.cut_make, name="cut_make"),
    path(f"{manage}elimination/", organizer.elimination_pair, name="elimination_pair"),
    path(f"{manage}complete/", organizer.complete, name="complete"),
    path(f"{manage}pairings/", organizer.pairings_edit, name="pairings_edit"),
    path(f"{manage}round/", results.results_desk, name="manage_round"),
    path(
        f"{manage}rounds/<slug:stage>/<int:number>/",
        results.results_desk,
        name="manage_round_of",
    ),
    path(f"{manage}results/<slug:match_key>/", results.result_submit, name="result_submit"),
    path(f"{manage}webhooks/", webhooks.webhook_desk, name="webhooks"),
    # Organizers: settings, staff, registration (issue 21)
    path(f"{manage}settings/", organizer_settings.settings_edit, name="event_settings"),
    path(f"{manage}pairings/swap/", organizer_pairings.pairings_swap, name="pairings_swap"),
    *(
        path(
            f"{manage}clock/{part}/",
            getattr(organizer_clock, f"clock_{part}"),
            name=f"clock_{part}",
        )
        for part in ("pause", "resume", "extend", "reset")
    ),
    path(
        f"{manage}results/<slug:match_key>/extra-time/",
        organizer_clock.table_extend,
        name="table_extend",
    ),
    path(f"{manage}delete/", organizer_settings.event_delete, name="event_delete"),
    path(f"{manage}staff/", organizer_settings.staff_page, name="staff"),
    path(f"{manage}staff/judge-me/", organizer_settings.staff_judge_me, name="staff_judge_me"),
    path(
        f"{manage}staff/logins/<int:user_id>/unlock/",
        login_lockouts.login_unlock,
        name="login_unlock",
    ),
    path(
        f"{manage}staff/<int:user_id>/<slug:role>/remove/",
        organizer_settings.staff_remove,
        name="staff_remove",
    ),
    path(
        f"{manage}registration/",
        organizer_registration.registration_desk,
        name="registration_desk",
    ),
    path(
        f"{manage}registration/close/",
        organizer_registration.registration_close,
        name="registration_close",
    ),
    path(
        f"{manage}registration/reopen/",
        organizer_registration.registration_reopen,
        name="registration_reopen",
    ),
    path(f"{manage}webhooks/<slug:hook>/remove/", webhooks.webhook_remove, name="webhook_remove"),
]
