"""The embedded default's password hasher: PBKDF2, cheaper, for the local demo only.

Django's PBKDF2 (1,000,000 iterations in 5.2) costs about 0.4 s of CPU per sign-up and per
log-in. On ``make run`` a door rush of four players at once then waits 1.6-2 s each on two
cores: the dev server is threaded, so the wait is the hashing itself. The embedded default
(DEBUG and no ``DJANGO_SECRET_KEY``, agot_site/settings.py) is a local demo with a fixed,
public secret key: its passwords need no such protection. Production keeps Django's
hashers untouched.

The hashes stay standard ``pbkdf2_sha256`` with their iteration count inside, so a demo
database opened in production still logs everyone in; Django then re-hashes each password
at the full cost on its next log-in (``must_update``: the iterations differ).
"""

from __future__ import annotations

from django.contrib.auth.hashers import PBKDF2PasswordHasher

DEMO_ITERATIONS = 10_000


class DemoPBKDF2PasswordHasher(PBKDF2PasswordHasher):
    """PBKDF2-SHA256 at 1/100 of Django's iterations: a few milliseconds a password."""

    iterations = DEMO_ITERATIONS
