"""The console command: demo and migrate (serve is exercised by the browser tests)."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.cli import main, public_url
from referee.demo import sampled_games
from referee.games import GAMES
from referee.live import InProcessBus
from referee.store import Database
from referee.tables import TableService


def test_demo_leaves_a_finished_table_with_an_undo_in_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["demo", "--db", url, "--port", "8000", "--game", "tamalo"]) == 0
    printed = capsys.readouterr().out
    assert printed.count("/t/") == 1 and "A finished Tamalo table" in printed
    table_id = printed.split("/t/")[1].split()[0]
    service = TableService(Database(url), InProcessBus())
    view = service.view(table_id)
    assert view.outcome is not None
    assert view.names == ["Anna", "Bruno", "Carla", "Dario"]
    assert max(view.totals) >= 100
    assert any(entry.status == "voided" for entry in service.log(table_id))
    service.db.dispose()


def test_demo_opens_a_finished_table_of_every_game_with_a_sample(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["demo", "--db", url, "--port", "8000"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "/t/" in line]
    assert len(lines) == len(sampled_games())
    service = TableService(Database(url), InProcessBus())
    for game_id, line in zip(sampled_games(), lines, strict=True):
        assert GAMES[game_id].name.en in line
        view = service.view(line.split("/t/")[1].split()[0])
        assert view.game.id == game_id and view.outcome is not None, game_id
    service.db.dispose()


def test_migrate_creates_the_schema(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    assert main(["migrate", "--db", url]) == 0
    db = Database(url)
    with db.engine.connect() as conn:
        tables = {row[0] for row in conn.exec_driver_sql("SELECT name FROM sqlite_master")}
    db.dispose()
    assert {"game_table", "event", "snapshot", "seat", "participant"} <= tables


def test_the_public_url_is_the_lan_address_unless_configured(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("REFEREE_PUBLIC_URL", raising=False)
    assert public_url("127.0.0.1", 8123) == "http://127.0.0.1:8123"
    assert public_url("0.0.0.0", 8000).endswith(":8000")
    assert not public_url("0.0.0.0", 8000).startswith("http://0.0.0.0")
    monkeypatch.setenv("REFEREE_PUBLIC_URL", "https://referee.example/")
    assert public_url("0.0.0.0", 8000) == "https://referee.example"
