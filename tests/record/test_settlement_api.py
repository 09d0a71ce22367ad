"""Who pays whom at the end of a table, in the API and on the table's page: per point as the
game counts, per placing, in the reader's language; a stake that is not an amount is refused."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.record.test_table_file import sample_table


def settle(client: FlaskClient, table: ApiTable, lang: str = "en", **query: str):  # noqa: ANN201
    return client.get(
        f"/api/v1/tables/{table.id}/settlement",
        query_string=query,
        headers={"Accept-Language": lang},
    )


def test_a_tamalo_evening_settled_per_point_pays_each_the_difference(client: FlaskClient) -> None:
    table = sample_table(client, "tamalo")
    totals = table.state()["totals"]
    body = settle(client, table, stake="0,10").get_json()
    assert body["per"] == "point" and body["stake_cents"] == 10
    n, whole = len(totals), sum(totals)
    assert [net["cents"] for net in body["nets"]] == [(whole - n * t) * 10 for t in totals]
    paid = [0] * n
    for payment in body["payments"]:
        paid[payment["payer"]] -= payment["cents"]
        paid[payment["payee"]] += payment["cents"]
        assert payment["text"].startswith(body["nets"][payment["payer"]]["name"] + " pays ")
    assert paid == [net["cents"] for net in body["nets"]]
    assert len(body["payments"]) <= n - 1


def test_a_tarocco_game_is_settled_on_its_own_zero_sum_totals(client: FlaskClient) -> None:
    table = sample_table(client, "tarocco")
    totals = table.state()["totals"]
    body = settle(client, table, "it", stake="1").get_json()
    assert [net["cents"] for net in body["nets"]] == [t * 100 for t in totals]
    assert all(" paga " in p["text"] and "€" in p["text"] for p in body["payments"])


def test_per_placing_the_last_pays_the_first(client: FlaskClient) -> None:
    table = sample_table(client, "ecarte")
    body = settle(client, table, stake="2.50", per="placing").get_json()
    winner = table.state()["winners"][0]
    assert body["nets"][winner]["cents"] == 250
    assert body["payments"] == [
        {"payer": 1 - winner, "payee": winner, "cents": 250, "text": body["payments"][0]["text"]}
    ]
    assert "€2.50" in body["payments"][0]["text"]


def test_a_stake_that_is_not_an_amount_is_refused_in_the_readers_language(
    client: FlaskClient,
) -> None:
    table = sample_table(client, "tamalo")
    for bad in ("-1", "abc", "1000", "0.105", "1.5.0"):
        response = settle(client, table, "it", stake=bad)
        assert response.status_code == 422, bad
        assert "La posta è un importo" in response.get_json()["detail"]
    assert settle(client, table, stake="1", per="hour").status_code == 422


def test_the_stake_agreed_at_creation_settles_the_table_and_its_rematch(
    client: FlaskClient,
) -> None:
    response = client.post(
        "/api/v1/tables",
        json={
            "game": "ecarte",
            "players": ["Anna", "Bruno"],
            "stake": {"amount": "1,50", "per": "placing"},
        },
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    assert table.state()["stake"] == {"cents": 150, "per": "placing"}
    refused = client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": ["A", "B"], "stake": {"amount": "999", "per": "x"}},
    )
    assert refused.status_code == 422
    # Nothing asked: the table's own stake.
    for _ in range(5):
        table.move({"type": "hand", "tricks": [3, 2], "king": None, "revokes": [0, 0]})
    assert table.state()["finished"]
    settled = client.get(f"/api/v1/tables/{table.id}/settlement").get_json()
    assert settled["per"] == "placing" and settled["stake_cents"] == 150
    assert settled["payments"][0]["cents"] == 150
    # Every phone's finished table says it in money.
    page = client.get(f"/t/{table.id}", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert settled["payments"][0]["text"] in page and "€1.50" in page


def test_a_table_without_a_stake_asks_for_one(client: FlaskClient) -> None:
    table = sample_table(client, "tamalo")
    response = client.get(
        f"/api/v1/tables/{table.id}/settlement", headers={"Accept-Language": "en"}
    )
    assert response.status_code == 422
    assert response.get_json()["detail"] == "This table agreed no stake: type one."
