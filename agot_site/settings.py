"""Settings for both run modes, chosen by the environment.

* **Embedded default** (nothing set): SQLite in the project folder, Celery tasks run
  in-process, DEBUG on, demo-friendly. Needs no service at all.
* **Production** (DEBUG off): ``DJANGO_SECRET_KEY`` set (DEBUG then defaults to off) and
  ``AGOT_CHECKPOINT_KEY``, both real keys (settings refuse to start without them, even with
  ``DEBUG=0`` asked for directly), ``DATABASE_URL`` (PostgreSQL), ``REDIS_URL`` (Celery
  broker, results and cache), ``ALLOWED_HOSTS``. ``python manage.py check --deploy`` passes
  with these.

Every variable is listed in README.md ("Configuration").
"""

from __future__ import annotations

import hashlib
import os
import sys
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.conf import global_settings

BASE_DIR = Path(__file__).resolve().parent.parent


def env_flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    return default if value is None else value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# The embedded default's key: published with the source, so never accepted with DEBUG off.
EMBEDDED_SECRET_KEY = "embedded-default-insecure-key-not-for-production-use-0123456789"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
# Production is DEBUG off: a key set turns DEBUG off by default, DEBUG=0 asks for it directly.
DEBUG = env_flag("DEBUG", default=not SECRET_KEY)
PRODUCTION = not DEBUG
GENERATE_KEY = 'python -c "import secrets; print(secrets.token_urlsafe(50))"'


def secret_key_problem(key: str) -> str | None:
    """Why a production key is too weak (Django's own deploy-check criteria), or None."""
    if not key:
        return "is not set"
    if len(key) < 50 or len(set(key)) < 5:
        return "must be at least 50 characters with at least 5 different ones"
    if key.startswith("django-insecure-"):
        return "is a generated development key (django-insecure-...)"
    if key == EMBEDDED_SECRET_KEY:
        return "is the embedded default's key, published with the source"
    return None


def refuse_weak_key(name: str, key: str) -> None:
    """Refuse to start rather than sign with a guessable key (issue 24 item 10, issue 43 item
    3): a message saying how to set it and an exit status, no traceback."""
    if problem := secret_key_problem(key):
        sys.exit(
            f"{name} {problem}: production (DEBUG off) needs its own key. Generate one with\n"
            f"    {GENERATE_KEY}\n"
            f'and set it in the environment ({name}=...); see docs/operations.md, "Keys".'
        )


if PRODUCTION:
    refuse_weak_key("DJANGO_SECRET_KEY", SECRET_KEY)
elif not SECRET_KEY:
    # The embedded default is a local, single-user demo (DEBUG on): a fixed key is harmless
    # there and keeps sessions valid across restarts.
    SECRET_KEY = EMBEDDED_SECRET_KEY
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "" if PRODUCTION else "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "django_htmx",
    "axes",
    "tournaments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "tournaments.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes asks: turns a locked-out login into its 429 response.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "agot_site.urls"
WSGI_APPLICATION = "agot_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database: PostgreSQL from DATABASE_URL, else the embedded SQLite file. ---
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{os.environ.get('AGOT_SQLITE_PATH', BASE_DIR / 'db.sqlite3')}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # SQLite serialises writers; a generous timeout turns lock contention into waiting.
    # IMMEDIATE transactions take the write lock up front, so two writers queue instead of
    # failing to upgrade a read lock ("database is locked") half-way through.
    DATABASES["default"].setdefault("OPTIONS", {}).update(timeout=20, transaction_mode="IMMEDIATE")
if DATABASES["default"]["ENGINE"].endswith("postgresql"):
    # Server-side binding lets psycopg prepare the statements it sees repeatedly (the event
    # store's append runs the same two on every command), saving planning time per call.
    DATABASES["default"].setdefault("OPTIONS", {})["server_side_binding"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Celery and cache: Redis from REDIS_URL, else in-process tasks and local memory. ---
REDIS_URL = os.environ.get("REDIS_URL", "")
CELERY_BROKER_URL = REDIS_URL or "memory://localhost/"
CELERY_RESULT_BACKEND = REDIS_URL or None
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Sending a task while the broker is away gives up quickly (the request has committed and
# the sweeps find the work in PostgreSQL), rather than holding the request for seconds.
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
}
# Periodic sweeps (one `celery -A agot_site beat` process): PostgreSQL is the source of truth,
# so whatever a lost broker or a killed worker dropped is found again and re-queued.
CELERY_BEAT_SCHEDULE = {
    "reports-overdue": {"task": "tournaments.tasks.reports_overdue_sweep", "schedule": 60.0},
    "verification": {"task": "tournaments.tasks.verification_sweep", "schedule": 60.0},
    "webhooks": {"task": "tournaments.tasks.webhooks_sweep", "schedule": 60.0},
    "standings": {"task": "tournaments.tasks.standings_sweep", "schedule": 60.0},
    # Signed checkpoint of the stream heads (tamper evidence, docs/operations.md).
    "event-store-checkpoint": {
        "task": "tournaments.tasks.event_store_checkpoint",
        "schedule": float(os.environ.get("AGOT_CHECKPOINT_SECONDS", "300")),
    },
}
# Webhook deliveries (docs/api.md "Webhooks"): per-attempt timeout, attempts in all, and the
# first retry's delay (then doubled each time: 30 s, 1, 2, 4, 8 min by default).
WEBHOOK_TIMEOUT_SECONDS = float(os.environ.get("WEBHOOK_TIMEOUT_SECONDS", "5"))
WEBHOOK_MAX_ATTEMPTS = int(os.environ.get("WEBHOOK_MAX_ATTEMPTS", "6"))
WEBHOOK_RETRY_BASE_SECONDS = float(os.environ.get("WEBHOOK_RETRY_BASE_SECONDS", "30"))
# How long a worker's claim on a delivery lasts while it POSTs (no lock is held meanwhile); a
# delivery whose worker died mid-flight is attempted again once it has passed. Longer than
# CELERY_TASK_TIME_LIMIT, which kills a stuck attempt, so a live attempt is never taken over.
WEBHOOK_LEASE_SECONDS = float(os.environ.get("WEBHOOK_LEASE_SECONDS", "150"))
# Webhooks go to public addresses only (SSRF, tournaments/services/webhook_targets.py): this
# lets them reach loopback and private networks too. For tests and closed networks only.
WEBHOOK_ALLOW_PRIVATE_TARGETS = env_flag("WEBHOOK_ALLOW_PRIVATE_TARGETS", False)
# A replay of a hostile log must not run forever: a time limit for runaway input
# (docs/design.md, "The engine").
CELERY_TASK_TIME_LIMIT = int(os.environ.get("CELERY_TASK_TIME_LIMIT", "120"))
CELERY_TASK_SOFT_TIME_LIMIT = int(os.environ.get("CELERY_TASK_SOFT_TIME_LIMIT", "100"))
# A hung Redis (it accepts connections, never answers) must not hold a request (issue 43,
# item 1): every socket to it gives up after REDIS_SOCKET_TIMEOUT seconds. A task that could
# not be sent is logged and found again by the sweeps (tournaments/queue.py); a cache call
# fails open. Workers, which wait on Redis by design, drop these (agot_site/celery.py).
REDIS_SOCKET_TIMEOUT = float(os.environ.get("REDIS_SOCKET_TIMEOUT", "0.5"))
REDIS_CLIENT_OPTIONS = {
    "socket_timeout": REDIS_SOCKET_TIMEOUT,
    "socket_connect_timeout": REDIS_SOCKET_TIMEOUT,
}
# Redis redelivers unacknowledged tasks after this long; longer than any task may run.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": int(
        os.environ.get("CELERY_VISIBILITY_TIMEOUT", CELERY_TASK_TIME_LIMIT * 3)
    ),
    **REDIS_CLIENT_OPTIONS,
}
CELERY_REDIS_SOCKET_TIMEOUT = REDIS_SOCKET_TIMEOUT
CELERY_REDIS_SOCKET_CONNECT_TIMEOUT = REDIS_SOCKET_TIMEOUT

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": REDIS_CLIENT_OPTIONS,
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# --- Failed logins (django-axes, issues 24 and 43): the web login and the API token endpoint
# both go through ``authenticate()``. After AXES_FAILURE_LIMIT failures for one account from
# one client address, that account is refused at that address with 429 for AXES_COOLOFF_TIME
# (a venue's players share one address: one mistyping player must not lock out the others).
# Two wider ceilings (tournaments/auth_backends.py): failures from one address whatever the
# account, and for one account whatever the address. Attempts are counted in the database,
# so the lockout holds across processes and without Redis.
AUTHENTICATION_BACKENDS = [
    "tournaments.auth_backends.LockoutBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# How many reverse proxies stand in front of the site (each appends to X-Forwarded-For);
# 0: clients connect directly and the header is ignored (tournaments/client_address.py).
AGOT_TRUSTED_PROXIES = int(os.environ.get("AGOT_TRUSTED_PROXIES", "0"))
AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_LOCKOUT_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]  # together: this account at this address
AGOT_LOGIN_ADDRESS_FAILURE_LIMIT = int(os.environ.get("LOGIN_ADDRESS_FAILURE_LIMIT", "100"))
AGOT_LOGIN_ACCOUNT_FAILURE_LIMIT = int(os.environ.get("LOGIN_ACCOUNT_FAILURE_LIMIT", "20"))
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "tournaments.client_address.client_address"
AXES_LOCKOUT_CALLABLE = "tournaments.web.pages.lockout.lockout_response"
AXES_VERBOSE = False

if SECRET_KEY == EMBEDDED_SECRET_KEY:
    # The embedded default only (DEBUG on, no key of its own): a cheaper PBKDF2 so a door
    # rush on `make run` is not queued behind 0.4 s of hashing per sign-up and log-in
    # (agot_site/hashers.py, measured in docs/operations.md). Production (DJANGO_SECRET_KEY
    # set) keeps Django's hashers.
    # It replaces Django's PBKDF2 (same algorithm name: one hasher per name is used).
    PASSWORD_HASHERS = [
        "agot_site.hashers.DemoPBKDF2PasswordHasher",
        *(h for h in global_settings.PASSWORD_HASHERS if not h.endswith(".PBKDF2PasswordHasher")),
    ]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"

# Password-reset mail: printed on the console in the embedded default; production names its
# backend (e.g. django.core.mail.backends.smtp.EmailBackend with EMAIL_HOST and friends).
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = os.environ.get("EMAIL_USE_TLS", "") == "1"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "tournaments@localhost")

# Request size limits: a match log of a long game is a few hundred KiB; 5 MiB is ample.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("DATA_UPLOAD_MAX_MEMORY_SIZE", 5 * 1024 * 1024))

REST_FRAMEWORK = {
    # Token first: an anonymous API call then gets 401 with "WWW-Authenticate: Token".
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": ["tournaments.api.parsers.LimitedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "tournaments.api.errors.exception_handler",
    "DEFAULT_PAGINATION_CLASS": "tournaments.api.pagination.StrictLimitOffsetPagination",
    "PAGE_SIZE": 50,
    # Counted in the default cache (Redis in production), so limits hold across processes.
    "DEFAULT_THROTTLE_RATES": {
        "result_report": os.environ.get("THROTTLE_RESULT_REPORT", "60/min"),
        "log_append": os.environ.get("THROTTLE_LOG_APPEND", "600/min"),
        "login": os.environ.get("THROTTLE_LOGIN", "20/min"),
        "public": os.environ.get("THROTTLE_PUBLIC", "600/min"),
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "AGoT tournaments API",
    "DESCRIPTION": "Tournaments, match logs, verification and judging for A Game of Thrones: "
    "The Card Game (Second Edition). See docs/api.md.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    "ENUM_NAME_OVERRIDES": {
        "TournamentStatusEnum": "tournaments.models.Tournament.Status",
        "MatchLogStatusEnum": "tournaments.models.MatchLog.Status",
    },
}

# Where the engine reads card data from (a directory in the community format).
AGOT_CARD_DATA = os.environ.get("AGOT_CARD_DATA", "")
# The rule digests pages link rule ids to (default: the shared rules/ beside the project).
AGOT_RULES_DIR = os.environ.get("AGOT_RULES_DIR", "")
# Seconds each slide of the big screen (tables, then players by name) is shown.
AGOT_SCREEN_SECONDS = int(os.environ.get("AGOT_SCREEN_SECONDS", "12"))
# A player's report the opponent has not confirmed after this long goes to the judges.
AGOT_REPORT_CONFIRM_MINUTES = int(os.environ.get("AGOT_REPORT_CONFIRM_MINUTES", "20"))
# The longest match log accepted (a long game is a few thousand events).
AGOT_MAX_LOG_EVENTS = int(os.environ.get("AGOT_MAX_LOG_EVENTS", "20000"))

# The key that signs the event store's checkpoints of stream heads (tournaments/checkpoints.py).
# It must live outside the database (and its backups), and apart from DJANGO_SECRET_KEY (one
# leaked key must not forge both sessions and checkpoints): production requires
# AGOT_CHECKPOINT_KEY; with DEBUG on it is derived from the secret key by default.
AGOT_CHECKPOINT_KEY = os.environ.get("AGOT_CHECKPOINT_KEY", "")
if PRODUCTION:
    refuse_weak_key("AGOT_CHECKPOINT_KEY", AGOT_CHECKPOINT_KEY)
    if AGOT_CHECKPOINT_KEY == SECRET_KEY:
        sys.exit(
            "AGOT_CHECKPOINT_KEY must differ from DJANGO_SECRET_KEY; generate one with\n"
            f"    {GENERATE_KEY}"
        )
elif not AGOT_CHECKPOINT_KEY:
    AGOT_CHECKPOINT_KEY = hashlib.sha256(f"agot-checkpoint:{SECRET_KEY}".encode()).hexdigest()

# --- Production hardening (checked by `manage.py check --deploy`). ---
if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_flag("SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", 60 * 60 * 24 * 365))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = env_flag("SECURE_HSTS_PRELOAD", True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # One line per task success is noise (and in-process tasks would print it on every command).
    "loggers": {"celery.app.trace": {"level": "WARNING"}},
}
