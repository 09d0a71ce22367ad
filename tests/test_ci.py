"""The test run as CI runs it: the README's command, the locked versions, nothing skipped.

``bash .ci/run`` is what the README gives and what CI calls; it installs
``requirements/test.txt`` (the lock ``bash .ci/lock`` writes) and runs pytest. These tests
hold the three together: every declared dependency is pinned in the lock within its range,
this very run has the locked versions installed, and a skipped test fails a CI run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import LONG_TIMEOUT

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements" / "test.txt"


def locked() -> dict[str, tuple[str, Requirement]]:
    """The lock's pins: name → (version, the pin with its marker)."""
    pins: dict[str, tuple[str, Requirement]] = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith((" ", "#", "-")):
            continue
        pin = Requirement(line)
        (spec,) = pin.specifier
        assert spec.operator == "==", f"not an exact pin: {line}"
        pins[canonicalize_name(pin.name)] = (spec.version, pin)
    return pins


def declared() -> list[Requirement]:
    """What pyproject.toml and requirements/build.in ask for."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lines = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    build = (ROOT / "requirements" / "build.in").read_text(encoding="utf-8").splitlines()
    lines += [line for line in build if line.strip() and not line.startswith("#")]
    return [Requirement(line) for line in lines]


def test_the_readme_tests_with_the_ci_script_and_the_script_with_the_lock() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_it = readme.split("## Test it", 1)[1]
    assert re.match(r"\s*```sh\nbash \.ci/run\n```", test_it), "the README's test command"
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"-m pip install [^\n]*-r requirements/test\.txt", script)
    assert re.search(r"--no-deps --no-build-isolation -e \.", script)  # nothing unlocked
    # All of it, as is, on two workers, the slowest listed.
    assert re.search(r'^"\$PYTHON" -m pytest -n 2 [^\n]*--durations=30$', script, re.MULTILINE)


def test_every_declared_dependency_is_pinned_within_its_range() -> None:
    pins = locked()
    wrong = []
    for requirement in declared():
        name = canonicalize_name(requirement.name)
        if name not in pins:
            wrong.append(f"{requirement} is not in the lock")
        elif not requirement.specifier.contains(pins[name][0], prereleases=True):
            wrong.append(f"{requirement} is locked at {pins[name][0]}")
    assert not wrong, "run `bash .ci/lock`: " + "; ".join(wrong)


def test_this_run_has_the_locked_versions() -> None:
    """What is installed here is what the lock says (for this platform's markers): the
    suite's verdict is about those versions, not about whatever was newest."""
    environment = default_environment()
    differ = []
    for name, (pinned, pin) in locked().items():
        if pin.marker is not None and not pin.marker.evaluate(environment):
            continue
        try:
            installed = version(name)
        except PackageNotFoundError:
            differ.append(f"{name} is not installed")
            continue
        if installed != pinned:
            differ.append(f"{name} {installed}, locked {pinned}")
    assert not differ, "install requirements/test.txt: " + "; ".join(differ)


@pytest.mark.timeout(LONG_TIMEOUT)  # two runs of pytest
def test_a_skipped_test_fails_a_ci_run(tmp_path: Path) -> None:
    (tmp_path / "test_skips.py").write_text(
        "import pytest\n\n\ndef test_later():\n    pytest.skip('not today')\n",
        encoding="utf-8",
    )

    def run(ci: bool) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k != "CI"}
        if ci:
            env["CI"] = "true"
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-p",
                "tests.conftest",
                "-p",
                "no:cacheprovider",
                "--rootdir",
                str(tmp_path),
                "-c",
                os.devnull,
                str(tmp_path),
            ],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            check=False,
        )

    outside = run(ci=False)
    assert outside.returncode == 0 and "1 skipped" in outside.stdout, outside.stdout
    inside = run(ci=True)
    assert inside.returncode == 1, inside.stdout
    assert "skipped in CI, which counts as a failure" in inside.stdout
