"""A Scala 40 table made through the API whose phones enter their own parts."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable


def scala_table(client: FlaskClient, players: list[str], **options: Any) -> ApiTable:
    """A Scala 40 table of ``players``, every one of them sitting at their own phone."""
    created = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": players, "options": options, "host_seat": 0},
    ).get_json()
    table = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    table.seq = created["seq"]
    table.tokens[0] = created["host_token"]
    for seat in range(1, len(players)):
        table.sit(seat)
    return table


def enter_part(table: ApiTable, seat: int, part: Any, by: int | None = None, **extra: Any) -> Any:
    """``by``'s phone (the seat's own unless said) enters ``seat``'s part."""
    return table.move(
        {"type": "part", "seat": seat, "part": part}, seat if by is None else by, **extra
    )
