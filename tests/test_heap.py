"""A serving worker freezes what lives as long as it does, so that its full collections walk
the streams' objects and not the whole process (``referee.heap``)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.server

SCRIPT = textwrap.dedent(
    """
    import gc, sys
    from referee.app import create_app
    from referee.heap import settle

    app = create_app({"DATABASE_URL": "sqlite:///" + sys.argv[1], "SECRET_KEY": "x"})
    before = len(gc.get_objects())
    frozen = settle(app)
    after = len(gc.get_objects())
    compiled = app.jinja_env.cache is not None and len(app.jinja_env.cache) > 0
    print(before, frozen, after, compiled, app in gc.get_objects())
    """
)


def test_start_up_objects_are_frozen_out_of_the_collectors_walks(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "r.db")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    before, frozen, after = (int(n) for n in out[:3])
    assert before > 10_000 and frozen > before * 0.9  # the app, its modules, the catalogues
    assert after < before / 20  # what a collection still walks
    assert out[3] == "True"  # the templates are compiled before the first phone asks
    assert out[4] == "False"  # the app itself is no longer walked
