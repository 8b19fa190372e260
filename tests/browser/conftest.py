"""Browser tests: Debian's Chromium driven by Playwright for Python, against ``live_server``.

* The browser is ``/usr/bin/chromium`` (``apt-get install chromium``); no browser is ever
  downloaded. Without it (or without Playwright) the tests skip, unless
  ``AGOT_REQUIRE_SERVICES=1`` (CI), where that is a failure.
* Each ``browser`` call starts its own Chromium with a fresh profile, so two users (an
  organizer at a laptop, a player on a phone) have separate sessions.
* Screenshots of key pages go to ``test-artifacts/screenshots/`` (git-ignored).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

# Playwright's sync API runs an event loop in this thread; the test's own ORM calls (set-up
# and checks) are still plain synchronous code, so Django may allow them.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("AGOT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _unavailable(why: str) -> None:
    if os.environ.get("AGOT_REQUIRE_SERVICES") == "1":
        pytest.fail(f"browser tests need {why}")
    pytest.skip(f"browser tests need {why}")


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("Playwright (pip install playwright)")
    if not Path(CHROMIUM).exists():
        _unavailable(f"Chromium at {CHROMIUM} (apt-get install chromium)")
    with sync_playwright() as runner:
        yield runner


@pytest.fixture
def browser(playwright: Any) -> Iterator[Callable[..., Any]]:
    """``browser(viewport=PHONE)`` -> a new page in its own Chromium with a fresh profile."""
    contexts, folders = [], []

    def open_page(viewport: dict[str, int] = DESKTOP, **options: Any) -> Any:
        folder = tempfile.mkdtemp(prefix="agot-chromium-")
        context = playwright.chromium.launch_persistent_context(
            folder,
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport=viewport,
            **options,
        )
        context.set_default_timeout(10_000)
        contexts.append(context)
        folders.append(folder)
        page = context.pages[0] if context.pages else context.new_page()
        page.on("pageerror", lambda error: pytest.fail(f"JavaScript error: {error}"))
        return page

    yield open_page
    for context in contexts:
        context.close()
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def screenshot() -> Callable[[Any, str], Path]:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(page: Any, name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


UNLABELLED_FIELDS = """() => [...document.querySelectorAll(
    'input:not([type=hidden]), select, textarea')]
  .filter(el => el.labels.length === 0 && !el.getAttribute('aria-label'))
  .map(el => el.name || el.id)"""
HEADINGS = "() => [...document.querySelectorAll('h1')].map(h => h.textContent.trim())"


def check_basics(page: Any) -> None:
    """Accessibility basics on the current page: every field has a label, one h1, a language."""
    assert page.evaluate(UNLABELLED_FIELDS) == [], page.url
    assert len(page.evaluate(HEADINGS)) == 1, page.url
    assert page.evaluate("() => document.documentElement.lang") == "en"
