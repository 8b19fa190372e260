"""The Content-Security-Policy blocks nothing the pages need (issue 24, item 10): each demo
user walks the pages linked from the home page in Chromium, and not one script, style,
image or request is refused by the policy; the pages' own scripts still work (the viewer
steps with the keyboard, htmx swaps)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlparse

import pytest
from django.core.management import call_command

from tournaments.services.demo import DEMO_LOGINS

from .test_event_flow import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WATCH = """() => {
  window.__csp = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__csp.push([e.violatedDirective, e.blockedURI || "inline", e.sourceFile,
                       e.lineNumber].join(" ")));
}"""
LINKS = """() => [...document.querySelectorAll('a[href]')].map(a => a.href)"""
SKIP = ("/accounts/logout", "/admin/", "/api/", "/static/")


def _walk(page: Any, base: str, limit: int) -> list[str]:
    """Visit the pages linked from the home page (same site, GET), breadth first; return
    every policy violation seen."""
    host = urlparse(base).netloc
    seen: set[str] = set()
    queue, violations = [f"{base}/"], []
    while queue and len(seen) < limit:
        url = queue.pop(0).split("#")[0]
        parsed = urlparse(url)
        downloads = parsed.path.endswith((".csv", ".json", ".txt"))
        if url in seen or parsed.netloc != host or parsed.path.startswith(SKIP) or downloads:
            continue
        seen.add(url)
        page.goto(url)
        page.wait_for_load_state("networkidle")
        violations += [f"{url}: {v}" for v in page.evaluate("() => window.__csp || []")]
        queue += page.evaluate(LINKS)
    assert len(seen) >= 5, seen
    return violations


def test_the_pages_break_no_rule_of_the_content_security_policy(
    live_server: Any, browser: Any
) -> None:
    call_command("load_demo")
    base = live_server.url
    for login in DEMO_LOGINS:
        page = browser()
        console: list[str] = []
        page.on(
            "console",
            lambda message, sink=console: (
                sink.append(message.text) if "Content Security Policy" in message.text else None
            ),
        )
        page.add_init_script(f"({WATCH})()")
        log_in(page, base, login.username, login.password)
        response = page.goto(f"{base}/")
        assert "script-src 'self'" in response.headers["content-security-policy"]
        violations = _walk(page, base, limit=25)
        assert violations == [] and console == [], (login.username, violations, console)
