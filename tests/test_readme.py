"""The README's shell blocks, run as a user pastes them, against a live server.

Every ``sh`` block of the README is either run here or named in ``NOT_RUN`` with the reason,
so a new block cannot go untested. Where a block needs a value from an earlier answer
(``$ID``, ``$TOKEN``), the test carries it over as the README's sentence before the block
says ("Keep the answer's `id` as `$ID`…"). A ``# → 201 {…}`` comment under a call is checked:
the status, and every key it shows with its value (``…`` for "any value").
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import venv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from .serving import Served, serving

pytestmark = pytest.mark.server

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()

BLOCK = re.compile(r"```sh\n(.*?)```", re.S)
ANSWER = re.compile(r"^# → (\d{3})(?: (.*))?$", re.M)
CARRY = re.compile(r"`(\w+)` as `\$(\w+)`")

SERVE = "pip install -c requirements/test.txt . && referee serve"
DEMO = "referee demo"
FAST_LOOP = 'python -m pytest -n 2 -m "not e2e and not postgres"'
LOCK = "bash .ci/lock"
CADDY = (
    "caddy run &      # first run: `caddy trust` installs its root certificate on this machine\n"
    "REFEREE_PUBLIC_URL=https://referee.lan REFEREE_PROXIES=1 referee serve --host 127.0.0.1"
)
SCALE_OUT = (
    "# on each machine (trust the proxy's X-Forwarded-* headers; do not expose the port itself)\n"
    "SECRET_KEY=… REFEREE_PUBLIC_URL=https://referee.example.org REFEREE_PROXIES=1 \\\n"
    "  referee serve --db postgresql+psycopg://referee@db.internal/referee --workers 2"
)
NOT_RUN = {
    "bash .ci/run": "it is the test run that runs this file",
    CADDY: "it needs Caddy and a name on a LAN; tests/web/test_headers.py covers the proxy",
    SCALE_OUT: "it needs several machines and a database server; tests/web/test_scale_out.py"
    " runs two servers on one database",
}


def blocks() -> list[str]:
    return [block.strip() for block in BLOCK.findall(README)]


def api_blocks() -> list[str]:
    return [block for block in blocks() if block.startswith("curl ")]


def test_every_block_is_run_by_a_test() -> None:
    known = {SERVE, DEMO, FAST_LOOP, LOCK, *NOT_RUN}
    others = [block for block in blocks() if block not in known and block not in api_blocks()]
    assert not others, f"README blocks no test runs: {others}"
    assert len(api_blocks()) >= 3


# -- the JSON API example -------------------------------------------------------------------


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("readme")) as served:
        yield served


def run_block(block: str, served: Served, env: dict[str, str]) -> tuple[int, Any]:
    """Run a block with bash, as pasted, against ``served``; the status and JSON answer."""
    script = block.replace("localhost:8000", served.url.removeprefix("http://"))
    # curl -s prints the body only: a wrapper adds the status on a line of its own.
    wrapper = "curl() { command curl -w '\\n%{http_code}' \"$@\"; }\n"
    done = subprocess.run(
        ["bash", "-c", wrapper + script],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    body, _, status = done.stdout.rstrip("\n").rpartition("\n")
    return int(status), json.loads(body)


def shown_pairs(comment: str) -> list[tuple[str, Any]]:
    """``"key": value`` pairs of an answer comment; ``…`` values stand for any value."""
    pairs = []
    for match in re.finditer(r'"(\w+)": (…|\[…\]|\{…\}|\[[^\[\]…]*\]|"[^"]*"|[\w.-]+)', comment):
        key, raw = match.groups()
        pairs.append((key, ... if "…" in raw else json.loads(raw)))
    return pairs


def find_key(data: Any, key: str) -> list[Any]:
    """Every value of ``key`` anywhere in ``data``, outermost first."""
    found: list[Any] = []
    if isinstance(data, dict):
        if key in data:
            found.append(data[key])
        for value in data.values():
            found.extend(find_key(value, key))
    elif isinstance(data, list):
        for value in data:
            found.extend(find_key(value, key))
    return found


def carried(after_block: str) -> dict[str, str]:
    """The README's sentence after a block: which answer fields the next blocks use as what."""
    text = README.split(after_block, 1)[1].split("```sh", 1)[0]
    return dict(CARRY.findall(text))


def test_the_api_example_works_as_written(live: Served) -> None:
    env: dict[str, str] = {}
    answers: list[Any] = []
    for block in api_blocks():
        status, answer = run_block(block, live, env)
        shown = ANSWER.search(block)
        assert shown is not None, f"the block shows no answer: {block}"
        assert status == int(shown.group(1)), f"{block}\n→ {status} {answer}"
        for key, value in shown_pairs(shown.group(2) or ""):
            values = find_key(answer, key)
            assert values, f"the answer has no {key!r}: {answer}"
            if value is not ...:
                assert value in values, f"{key}: {values} is not {value!r} as the README shows"
        for field, variable in carried(block).items():
            env[variable] = str(answer[field])
        answers.append(answer)
    # What the README tells in words: Anna's call with 3 was the lowest and scores 0,
    # Carla's red king counts 0, the jack 11 and the queen 12.
    table = next(answer for answer in reversed(answers) if "totals" in answer)
    assert [seat["name"] for seat in table["seats"]] == ["Anna", "Bruno", "Carla"]
    assert table["hands"][0]["scores"] == [0, 14, 23]
    assert env.keys() == {"ID", "TOKEN"}
    # The referee's check: Q♥ K♥ A♥ a sequence worth 31 (the ace high after the king),
    # 7♣ 7♦ and a jolly a set of sevens worth 21: together 52, an opening.
    # The statistics: Anna's call won, her hand the best of the hand.
    stats = next(answer for answer in answers if "games_won" in str(answer))
    anna = stats["seats"][0]
    assert anna["tallies"] == {"calls_won": 1, "calls_lost": 0} and anna["hands_won"] == 1
    melds = next(answer for answer in answers if "valid_opening" in answer)
    assert [(m["kind"], m["value"]) for m in melds["melds"]] == [("sequence", 31), ("set", 21)]


def test_the_api_example_fails_loudly_when_it_stops_working(live: Served) -> None:
    """The checker itself: the old example (a joker at a table without jokers) is caught."""
    create, move = api_blocks()[:2]
    status, answer = run_block(create, live, {})
    env = {variable: str(answer[field]) for field, variable in carried(create).items()}
    broken = move.replace('"QH"]', '"JK"]')
    assert broken != move
    status, answer = run_block(broken, live, env)
    assert status == 422 and answer["rule"] == "TAM-JOKE"


# -- the commands ---------------------------------------------------------------------------


def test_demo_prints_a_finished_table_that_serve_shows(tmp_path: Path) -> None:
    env = {**os.environ, "REFEREE_DATA_DIR": str(tmp_path), "SECRET_KEY": "tests"}
    env.pop("DATABASE_URL", None)
    bin_dir = Path(sys.executable).parent
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    done = subprocess.run(
        ["bash", "-c", DEMO], env=env, capture_output=True, text=True, timeout=60, check=True
    )
    path = "/t/" + done.stdout.split("/t/", 1)[1].split()[0]
    with serving(tmp_path) as served:
        page = httpx.get(served.url + path, headers={"Accept-Language": "en"}).text
    assert "Anna" in page and "Dario" in page
    assert "wins with" in page  # the game is over and says who won


@pytest.mark.e2e
def test_install_and_serve_as_the_readme_says(tmp_path: Path) -> None:
    """``pip install -c requirements/test.txt .`` into a new environment, then ``referee
    serve``: the versions are the locked ones, and the wheel carries
    its templates, static files and migrations. The environment sees the packages this test
    run installed, so pip finds the dependencies satisfied and downloads nothing but what
    building needs."""
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=True)
    env = {
        "PATH": f"{env_dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        "VIRTUAL_ENV": str(env_dir),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    }
    data = tmp_path / "data"
    data.mkdir()
    command = f"cd {ROOT} && {SERVE}"
    with serving(data, command, env, startup_seconds=240) as served:
        home = httpx.get(served.url + "/", headers={"Accept-Language": "it"})
        css = re.search(r'href="(/static/[^"]+\.css[^"]*)"', home.text)
        assert css is not None
        stylesheet = httpx.get(served.url + css.group(1))
        installed = subprocess.run(
            [str(env_dir / "bin" / "python"), "-c", "import referee; print(referee.__file__)"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    assert "Crea il tavolo" in home.text
    assert stylesheet.status_code == 200 and "font" in stylesheet.text
    assert str(env_dir) in installed, "referee was not installed into the new environment"


#: Where the fast loop's selection is read: a browser module, a module run on both databases,
#: and an engine's (collecting the whole suite on two workers would take half a minute).
SAMPLED = ("tests/e2e/test_table.py", "tests/test_storage.py", "tests/games/test_cards.py")


def test_the_fast_loop_leaves_out_the_browser_and_postgresql() -> None:
    """The README's fast loop, run with ``--collect-only`` (running it here would run this
    suite inside itself) on a module of each kind: it selects every test but the browser and
    PostgreSQL ones."""
    addopts = f"--collect-only -q -p no:cacheprovider {' '.join(SAMPLED)}"
    env = {**os.environ, "PYTEST_ADDOPTS": addopts}
    done = subprocess.run(
        ["bash", "-c", FAST_LOOP.replace("python ", f"{sys.executable} ", 1)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    assert not [i for i in ids if i.startswith("tests/e2e/") or "[postgres" in i]
    assert any(i.startswith("tests/games/") for i in ids)
    assert any(i.startswith("tests/test_storage.py") and "[sqlite" in i for i in ids)


def test_refreshing_the_lock_pins_every_dependency(tmp_path: Path) -> None:
    """``bash .ci/lock`` resolves pyproject.toml again (here into a scratch file): every
    dependency and test extra comes out pinned to one version."""
    scratch = tmp_path / "test.txt"
    done = subprocess.run(
        ["bash", "-c", LOCK],
        cwd=ROOT,
        env={**os.environ, "LOCK_FILE": str(scratch)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    pins = dict(
        line.split(" ;")[0].split("==", 1)
        for line in scratch.read_text().splitlines()
        if "==" in line and not line.startswith("#")
    )
    for name in ("flask", "sqlmodel", "pytest", "schemathesis", "ruff", "hatchling"):
        assert name in pins, name
    assert tuple(int(part) for part in pins["pytest"].split(".")[:2]) < (9, 2)
