"""Every page at 360×780, in Italian and in English, as a phone shows it with every fold
open: no text is cut and nothing runs past the screen's edge (except inside a region meant
to scroll sideways), no primary action is smaller than 44×44 px, axe-core finds no WCAG
2.1 AA violation (on the Italian pages: see :func:`faults`), and no page shows the app's own
words in the other language.

The tables are each game's sample (``Game.sample``, what ``referee demo`` plays): new, half
way and finished, logged through the API and opened on a phone seated at the first seat;
the host's own screen of a new table; the rules, the referee's checks, a dispute, and a
tournament's pages and hall.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import axe_playwright_python
import httpx
import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Browser, Page

from referee.games import GAMES
from referee.games.base.sample import Undo

from .conftest import settle
from .test_table import sit

pytestmark = pytest.mark.e2e

AXE = Path(axe_playwright_python.__file__).with_name("axe.min.js").read_text()
CATALOGUE = Path(__file__).parents[2] / "referee/translations/it/LC_MESSAGES/messages.po"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

#: What a phone's screen shows wrong: text cut inside its box, a box past the screen's
#: edge (outside the regions that scroll sideways), a primary action under 44×44 px.
LAYOUT = """() => {
  const found = [];
  const width = document.documentElement.clientWidth;
  const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    (e.classList.length ? '.' + [...e.classList].join('.') : '') + ' "' +
    (e.innerText || e.value || '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
  const sideways = e => e.closest('.scroll-x, .chart-wrap');
  for (const e of document.querySelectorAll('body *')) {
    if (!e.getClientRects().length || e.closest('.sr-only, svg, [hidden]')) continue;
    const style = getComputedStyle(e);
    if (style.visibility === 'hidden' || style.position === 'fixed' || sideways(e)) continue;
    const box = e.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) continue;  // read aloud only (visually hidden)
    if (box.right > width + 1 || box.left < -1) found.push('past the edge: ' + name(e));
    const scrolls = ['auto', 'scroll'].includes(style.overflowX);
    if (!e.matches('input, select, textarea') && !scrolls && e.clientWidth > 0
        && e.scrollWidth > e.clientWidth + 1) found.push('cut: ' + name(e));
  }
  for (const e of document.querySelectorAll('.btn-primary, button[type=submit]')) {
    if (!e.getClientRects().length || e.closest('[hidden]')) continue;
    const box = e.getBoundingClientRect();
    if (box.width < 44 || box.height < 44)
      found.push(`small target ${Math.round(box.width)}×${Math.round(box.height)}: ` + name(e));
  }
  return [...new Set(found)];
}"""

#: Every fold open, nothing moving (a notice fading in is read at its final colours), and
#: two frames for the layout to settle.
STILL = """async () => {
  document.querySelectorAll('details').forEach(d => { d.open = true; });
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after ' +
    '{ transition: none !important; animation: none !important; }';
  document.head.append(still);
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""

AXE_RUN = """async tags => {
  const result = await axe.run(document, {
    runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return result.violations.map(v => v.id + ' (' + v.impact + '): ' +
    v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' [' +
      (n.any[0] ? n.any[0].message : n.failureSummary).slice(0, 160) + ']').join(' | ') +
    (v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''));
}"""


def _fragments(text: str) -> Iterator[str]:
    """A message's literal runs long enough to tell a language by (placeholders cut out)."""
    for part in re.split(r"%\(\w+\)[sd]|%[sd]|\{\w*\}", text):
        part = part.strip(" .,:;·—-()'\"?!")
        if len(part) >= 12 and " " in part:
            yield part


@cache
def other_language(lang: str) -> frozenset[str]:
    """The app's own words a page in ``lang`` must not show: on an Italian page the English
    of every message the catalogue translates, on an English page its Italian (each run
    that is not also in the other language's text)."""
    runs: set[str] = set()
    with CATALOGUE.open("rb") as po:
        for message in read_po(po):
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            said = message.string if isinstance(message.string, tuple) else (message.string,)
            shown, other = (said, ids) if lang == "it" else (ids, said)
            for text in other:
                runs.update(r for r in _fragments(text) if not any(r in s for s in shown))
    return frozenset(runs)


def faults(page: Page, lang: str) -> list[str]:
    """What is wrong with the page as shown, every fold open. axe-core reads the Italian
    pages only: its rules look at colours, names and roles, which the language does not
    change (the layout, which the words do change, is read in both)."""
    page.evaluate(STILL)
    found = page.evaluate(LAYOUT)
    if lang == "it":
        page.evaluate(AXE)
        found += page.evaluate(AXE_RUN, WCAG)
    text = page.evaluate("document.body.innerText")
    found += [f"{lang} page says: {run!r}" for run in sorted(other_language(lang)) if run in text]
    return [f"{page.url.split('/', 3)[-1]}: {fault}" for fault in found]


class Api:
    """The server's JSON API, as a script would use it."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.client = httpx.Client(base_url=base, timeout=30)

    def table(self, game: str, upto: int | None) -> dict[str, Any]:
        """A table of the game's sample, its moves logged up to ``upto`` (all: None)."""
        sample = GAMES[game].sample
        assert sample is not None
        made = self.client.post(
            "/api/v1/tables",
            json={"game": game, "players": list(sample.players), "options": sample.options},
        ).json()
        auth = {"Authorization": f"Bearer {made['host_token']}"}
        seq = 0
        for step in list(sample.moves)[:upto]:
            if isinstance(step, Undo):
                url = f"/api/v1/tables/{made['id']}/moves/{seq}/void"
                body: dict[str, Any] = {"expected_seq": seq, "reason": step.reason.en}
            else:
                url = f"/api/v1/tables/{made['id']}/moves"
                body = {**step, "expected_seq": seq}
            answer = self.client.post(url, json=body, headers=auth)
            assert answer.status_code == 201, answer.text
            seq = answer.json()["seq"]
        return {**made, "players": sample.players}


@pytest.fixture(scope="module")
def api(server: dict[str, Any]) -> Iterator[Api]:
    api = Api(server["url"])
    yield api
    api.client.close()


@pytest.fixture
def look(browser: Browser) -> Iterator[Callable[[str], Page]]:
    """``look("it")``: a phone at 360×780 in that language (the pages' own scripts run)."""
    contexts = []

    def open_phone(lang: str) -> Page:
        context = browser.new_context(
            viewport={"width": 360, "height": 780},
            is_mobile=True,
            has_touch=True,
            locale="it-IT" if lang == "it" else "en-GB",
            service_workers="block",
            bypass_csp=True,  # the test's own style and axe-core, never the pages'
        )
        contexts.append(context)
        return context.new_page()

    yield open_phone
    for context in contexts:
        for page in context.pages:
            settle(page)
        context.close()


LANGS = ["it", "en"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_games_tables_fit_and_pass_axe(api: Api, look, game: str, lang: str) -> None:
    sample = GAMES[game].sample
    assert sample is not None
    found: list[str] = []
    for stage, upto in (("new", 0), ("half way", len(sample.moves) // 2), ("finished", None)):
        table = api.table(game, upto)
        phone = look(lang)
        sit(phone, table["join_url"], table["players"][0])
        found += [f"{stage}: {fault}" for fault in faults(phone, lang)]
        if stage == "half way":
            phone.goto(f"{api.base}/t/{table['id']}/check")
            found += [f"{stage}: {fault}" for fault in faults(phone, lang)]
    assert not found, "\n".join(found)


def tournament_urls(api: Api) -> list[str]:
    """A Tamalo tournament of eight with its first round drawn: its page, its standings,
    the hall (through the organiser's link: with the QR codes) and the creation form."""
    made = api.client.post("/api/v1/tournaments", json={"game": "tamalo", "name": "Circolo"})
    body = made.json()
    for name in ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina", "Ivo"):
        checked = api.client.post(f"/api/v1/tournaments/{body['id']}/check-in", json={"name": name})
        assert checked.status_code == 201, checked.text
    drawn = api.client.post(
        f"/api/v1/tournaments/{body['id']}/rounds",
        json={"seed": 7},
        headers={"Authorization": f"Bearer {body['organiser_token']}"},
    )
    assert drawn.status_code == 201, drawn.text
    page = f"/tournaments/{body['id']}"
    return [page, f"{page}/standings", body["hall_url"], "/tournaments/new"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_houses_pages_fit_and_pass_axe(api: Api, look, lang: str) -> None:
    """The home page and its form for each game, the host's own screen of a new table, its
    QR page, score sheet and settlement, the rules, the referee's checks, a dispute, the
    ratings and a tournament's pages."""
    phone = look(lang)
    found: list[str] = []

    def visit(url: str) -> None:
        phone.goto(url if url.startswith("http") else api.base + url)
        found.extend(faults(phone, lang))

    visit("/")
    for game in sorted(GAMES):
        phone.locator("#game").select_option(game)
        phone.wait_for_load_state("networkidle")
        found.extend(f"form of {game}: {fault}" for fault in faults(phone, lang))
    # The host's screen: a new table made on this phone.
    phone.goto(api.base + "/")
    names = phone.locator("input[name=player]")
    for i, name in enumerate(("Anna", "Bruno", "Carla")):
        names.nth(i).fill(name)
    phone.locator("input[name=me][value='0']").check()
    phone.locator("#create-form button.btn-primary").click()
    phone.wait_for_url("**/t/*")
    found.extend(f"host: {fault}" for fault in faults(phone, lang))
    table = phone.url.removeprefix(api.base)
    for url in (f"{table}/qr", "/rules", "/rules/game/tarocco", "/rules/TAM-END"):
        visit(url)
    finished = api.table("tamalo", None)
    for url in (f"/t/{finished['id']}/sheet", f"/t/{finished['id']}/settlement"):
        visit(url)
    for game in sorted(GAMES):
        visit(f"/games/{game}/check")
    visit("/games/tamalo/ratings")
    # A dispute: the host of a table half way contests its first move.
    half = api.table("scala40", 2)
    contested = api.client.post(
        f"/api/v1/tables/{half['id']}/moves/1/contest",
        json={"reason": "Carla had a jolly"},
        headers={"Authorization": f"Bearer {half['host_token']}"},
    )
    assert contested.status_code == 201, contested.text
    visit(f"/t/{half['id']}/moves/1/dispute")
    for url in tournament_urls(api):
        visit(url)
    assert not found, "\n".join(found)
