"""Browser tests: the real server (``referee serve``: gunicorn + gevent) and Debian's Chromium.

One browser context per phone, 360 px wide, each with its own cookies and language.
Screenshots land in ``test-artifacts/e2e/``: on a developer's machine, or in CI with
``REFEREE_SCREENSHOTS=1``. In CI, where nobody looks at them, they are not taken, and the
phones draw one device pixel per CSS pixel: a page's layout in CSS pixels (what every check
reads) is the same, and Chromium paints a quarter of the pixels.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page
from playwright.sync_api import Error as PlaywrightError

from ..serving import serving

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
CHROMIUM = os.environ.get("REFEREE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
#: Whether screenshots are taken (see the module's docstring).
SCREENSHOTS = os.environ.get("REFEREE_SCREENSHOTS", "0" if os.environ.get("CI") else "1") == "1"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is needed at {CHROMIUM}: apt-get install chromium (or bash .ci/run)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """``referee serve`` in a subprocess, as a user runs it, on SQLite.

    Every phone of every browser test comes from 127.0.0.1, and a closed phone's stream
    holds its place until its next keep-alive finds it gone (up to 15 s): the cap of streams
    per address, meant for one client hoarding them, is raised so that the phones of the
    tests before do not count against the next test's."""
    folder = tmp_path_factory.mktemp("serve")
    with serving(folder, env={"REFEREE_STREAMS_PER_CLIENT": "1000"}) as served:
        yield {"url": served.url, "log": served.log, "db": folder / "referee.db"}


Phone = Callable[..., Page]


#: Console errors a page may log without a fault of ours: the browser's own line for an
#: answer whose status says "no" (a refusal is a 422 by design, a full server a 503 or 429),
#: and a request or a stream that a test's network cut off on purpose.
EXPECTED_CONSOLE = (
    "Failed to load resource: the server responded with a status of",
    "net::ERR_",
    "htmx:error: Failed to fetch",
)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Keep the call's report on the test, so that its phones know whether it failed."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.when == "call":
        item.failed_call = report.failed  # type: ignore[attr-defined]


def _said_on_failure(name: str, pages: list[Page]) -> None:
    """What each phone of a failed test showed: its address and its text, printed (the
    report shows it under the failure) and kept in the artefacts."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    lines = []
    for n, page in enumerate(pages):
        if page.is_closed():
            continue
        with contextlib.suppress(PlaywrightError):
            text = page.locator("body").inner_text(timeout=2_000)
            lines.append(f"-- phone {n}: {page.url}\n{text[:1500]}")
    said = "\n".join(lines)
    (ARTIFACTS / f"{name.replace('/', '_')}-failed.txt").write_text(said)
    print(said)


@pytest.fixture
def phone(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Phone]:
    """``phone("it")`` opens a new phone: its own context, cookies and language.

    A page's script error or console error (a Content-Security-Policy violation, say) fails
    the test that opened the phone, whatever it was checking.
    """
    contexts: list[BrowserContext] = []
    pages: list[Page] = []
    console: list[str] = []

    def open_phone(lang: str = "en", *, worker: bool = False) -> Page:
        # The service worker only where a test is about it (``worker=True``): a worker
        # writing the page's offline copy while the test closes its phone can leave
        # Chromium's context close waiting for ever.
        context = browser.new_context(
            viewport={"width": 360, "height": 780},
            device_scale_factor=2 if SCREENSHOTS else 1,
            is_mobile=True,
            has_touch=True,
            locale="it-IT" if lang == "it" else "en-GB",
            service_workers="allow" if worker else "block",
        )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.errors = errors  # type: ignore[attr-defined]
        page.on("console", lambda message: _console_error(message, console))
        pages.append(page)
        return page

    yield open_phone
    if getattr(request.node, "failed_call", False):
        _said_on_failure(request.node.name, pages)
    for page in pages:
        settle(page)
    for context in contexts:
        context.close()
    thrown = [error for page in pages for error in page.errors]  # type: ignore[attr-defined]
    assert not console and not thrown, f"console errors: {console}; script errors: {thrown}"


def settle(page: Page) -> None:
    """Leave ``page`` on a blank page before its context closes: a close that races a
    navigation's commit (a live update reloading a page as the test ends, a form's answer
    arriving) is acknowledged by Chromium without the page closing, and the close then
    waits for ever (microsoft/playwright#42366). Blank, no navigation is under way."""
    for _ in range(3):
        if page.is_closed():
            return
        try:
            page.goto("about:blank", timeout=5_000)
            return
        except PlaywrightError:  # interrupted by the page's own navigation: let it end
            with contextlib.suppress(PlaywrightError):
                page.wait_for_load_state(timeout=5_000)


def _console_error(message: ConsoleMessage, found: list[str]) -> None:
    if message.type != "error" or any(seen in message.text for seen in EXPECTED_CONSOLE):
        return
    found.append(f"{message.text} ({message.location.get('url', '')})")


@pytest.fixture
def shoot(request: pytest.FixtureRequest) -> Callable[..., None]:
    """Keep a screenshot of a phone as a test artefact: the whole page, or (``screen=True``)
    the screen as the user sees it now (where :data:`SCREENSHOTS` says so)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = request.node.name.replace("/", "_")

    def take(page: Page, label: str, *, screen: bool = False) -> None:
        if not SCREENSHOTS:
            return
        page.screenshot(path=str(ARTIFACTS / f"{name}-{label}.png"), full_page=not screen)

    return take
