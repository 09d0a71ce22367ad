"""A table with a long log stays cheap to read: its JSON embeds the latest hands only, and
its log comes a page at a time, each page linking the next."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from bench.import_cost import table_file
from referee.web.api.routes import LOG_PAGE, LOG_PAGE_MAX, TABLE_HANDS_MAX

HANDS = 260


@pytest.fixture
def long_table(client: FlaskClient) -> str:
    response = client.post("/api/v1/imports", json=table_file(HANDS))
    assert response.status_code == 201, response.get_json()
    return str(response.get_json()["id"])


def pages(client: FlaskClient, url: str) -> list[dict[str, Any]]:
    found = []
    while url:
        response = client.get(url)
        assert response.status_code == 200
        found.append(response.get_json())
        url = found[-1]["next"]
    return found


def test_the_log_comes_a_page_at_a_time_and_every_event_once(
    client: FlaskClient, long_table: str
) -> None:
    read = pages(client, f"/api/v1/tables/{long_table}/moves?limit=100")
    assert [len(p["events"]) for p in read] == [100, 100, HANDS - 200]
    seqs = [e["seq"] for p in read for e in p["events"]]
    assert seqs == list(range(1, HANDS + 1))
    assert read[-1]["next"] is None and {p["seq"] for p in read} == {HANDS}


def test_a_page_is_bounded_unless_asked_and_never_past_the_cap(
    client: FlaskClient, long_table: str
) -> None:
    first = client.get(f"/api/v1/tables/{long_table}/moves").get_json()
    assert len(first["events"]) == min(LOG_PAGE, HANDS)
    assert first["next"].endswith(f"after={LOG_PAGE}&limit={LOG_PAGE}")
    after = client.get(f"/api/v1/tables/{long_table}/moves?after={HANDS - 5}").get_json()
    assert [e["seq"] for e in after["events"]] == list(range(HANDS - 4, HANDS + 1))
    assert after["next"] is None


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("limit", ["0", str(LOG_PAGE_MAX + 1), "-1", "many"])
def test_a_limit_out_of_range_is_refused_in_the_readers_language(
    client: FlaskClient, long_table: str, limit: str, lang: str
) -> None:
    response = client.get(
        f"/api/v1/tables/{long_table}/moves?limit={limit}", headers={"Accept-Language": lang}
    )
    assert response.status_code == 422
    assert response.content_type == "application/problem+json"
    problem = response.get_json()
    assert problem["field"] == "limit"
    words = "è un intero da 1 a" if lang == "it" else "is an integer from 1 to"
    assert f"{words} {LOG_PAGE_MAX}" in problem["detail"]


def test_the_table_embeds_its_latest_hands_and_says_how_many_it_leaves_out(
    client: FlaskClient, long_table: str
) -> None:
    table = client.get(f"/api/v1/tables/{long_table}").get_json()
    log = [e for p in pages(client, table["log_url"]) for e in p["events"]]
    in_force = [e["seq"] for e in log if e["hand"] is not None and e["status"] != "voided"]
    assert [h["seq"] for h in table["hands"]] == in_force[-TABLE_HANDS_MAX:]
    assert table["hands_left_out"] == len(in_force) - TABLE_HANDS_MAX > 0
    assert table["seq"] == HANDS and len(table["totals"]) == len(table["seats"])
