"""Ratings with substitutes and late joiners: a seat that changed hands rates each occupant
by the share of the hands they sat (a half-seated player moves less than a full one, in the
right direction), and a late joiner of a league is rated only for the rounds they played."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from referee.record.ratings import Match, rate, sides_by_rank, sides_by_seat
from tests.tournaments.test_api import Tour
from tests.tournaments.test_identity import log_hand, phone

MU = 25.0


def _mu(ratings: dict[Any, Any], person: str) -> float:
    return ratings[(person, "tamalo", "standard")].mu - MU


def test_a_half_seated_winner_and_loser_move_half_as_far_the_same_way() -> None:
    full = rate([Match("t", "tamalo", "standard", sides_by_rank("abc", [1, 2, 3], [1.0] * 3))])
    won = rate(
        [
            Match(
                "t",
                "tamalo",
                "standard",
                sides_by_seat([[("a", 0.5), ("x", 0.5)], [("b", 1.0)], [("c", 1.0)]], [1, 2, 3]),
            )
        ]
    )
    assert 0 < _mu(won, "a") == _mu(won, "x") < _mu(full, "a")
    assert abs(_mu(won, "a") - _mu(full, "a") / 2) < 0.01  # about half
    # The others met a seat as strong as one player: they move as before.
    assert abs(_mu(won, "c") - _mu(full, "c")) < 0.01
    lost = rate(
        [
            Match(
                "t",
                "tamalo",
                "standard",
                sides_by_seat([[("a", 0.5), ("x", 0.5)], [("b", 1.0)], [("c", 1.0)]], [3, 2, 1]),
            )
        ]
    )
    full_loss = rate([Match("t", "tamalo", "standard", sides_by_rank("abc", [3, 2, 1], [1.0] * 3))])
    assert _mu(full_loss, "a") < _mu(lost, "a") < 0
    assert "(you sat 50% of the hands)" in lost[("x", "tamalo", "standard")].history[0].text.en
    assert "(seduto per il 50% delle mani)" in lost[("a", "tamalo", "standard")].history[0].text.it


def test_the_longer_stint_moves_further() -> None:
    ratings = rate(
        [
            Match(
                "t",
                "tamalo",
                "standard",
                sides_by_seat([[("a", 0.25), ("x", 0.75)], [("b", 1.0)]], [1, 2]),
            )
        ]
    )
    assert 0 < _mu(ratings, "a") < _mu(ratings, "x")


def test_an_occupant_who_sat_no_hand_is_not_rated() -> None:
    sides = sides_by_seat([[("a", 0.0), ("x", 1.0)], [("b", 1.0)]], [1, 2])
    assert sides[0].people == ("x",) and not sides[0].shared
    assert ("a", "tamalo", "standard") not in rate([Match("t", "tamalo", "standard", sides)])


def _record(client: FlaskClient, person: str) -> dict[str, Any]:
    r = client.get(f"/api/v1/people/{person}")
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def test_a_substitutes_table_rates_each_occupant_by_the_hands_they_sat(
    client: FlaskClient,
) -> None:
    tour = Tour(client)
    for name in ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]:
        assert tour.check_in(name).status_code == 201
    one, two = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    for name in ("Gino", "Ilaria"):
        assert tour.check_in(name).status_code == 201  # late: not seated
    first, second = phone(client, one), phone(client, two)
    log_hand(first, [20, 0, 30])
    log_hand(second, [20, 0, 30])
    # Table 1: Gino takes the seat that will win; table 2: Ilaria the seat that will lose.
    sub = {"seat": 2, "person": tour.people["Gino"]}
    assert tour.post(f"/tables/{one['table_id']}/substitute", sub).status_code == 201
    sub = {"seat": 3, "person": tour.people["Ilaria"]}
    assert tour.post(f"/tables/{two['table_id']}/substitute", sub).status_code == 201
    log_hand(first, [30, 5, 100])
    log_hand(second, [30, 5, 100])

    def mu(person: str) -> float:
        (rating,) = _record(client, person)["ratings"]
        return float(rating["mu"]) - MU

    won_full = mu(two["seats"][1]["person"])
    won_before, won_after = mu(one["seats"][1]["person"]), mu(tour.people["Gino"])
    assert 0 < won_before < won_full and 0 < won_after < won_full
    lost_full = mu(one["seats"][2]["person"])
    lost_before, lost_after = mu(two["seats"][2]["person"]), mu(tour.people["Ilaria"])
    assert lost_full < lost_before < 0 and lost_full < lost_after < 0
    gino = _record(client, tour.people["Gino"])
    assert "(you sat 50% of the hands)" in gino["ratings"][0]["history"][0]["text"]
    # Both played the table; the seat's win is the one who finished it.
    assert [(g["game"], g["played"], g["won"]) for g in gino["games"]] == [("tamalo", 1, 1)]
    replaced = _record(client, one["seats"][1]["person"])
    assert [(g["played"], g["won"]) for g in replaced["games"]] == [(1, 0)]


def test_a_late_joiner_of_a_league_is_rated_only_for_the_rounds_played(
    client: FlaskClient,
) -> None:
    tour = Tour(client, format={"kind": "rounds", "rounds": 2})
    for name in ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]:
        assert tour.check_in(name).status_code == 201

    def play_round() -> list[dict[str, Any]]:
        r = tour.post("/rounds", {"seed": 3})
        assert r.status_code == 201, r.get_json()
        tables = r.get_json()["tables"]
        for table in tables:
            log_hand(phone(client, table), [0, *[100] * (len(table["seats"]) - 1)])
        return tables

    play_round()
    r = tour.check_in("Zoe")
    assert r.status_code == 201 and r.get_json()["late"]
    tables = play_round()
    assert any(s["name"] == "Zoe" for t in tables for s in t["seats"])
    zoe = _record(client, tour.people["Zoe"])
    assert [g["played"] for g in zoe["games"]] == [1]
    assert [r["matches"] for r in zoe["ratings"]] == [1]
    anna = _record(client, tour.people["Anna"])
    assert anna["ratings"][0]["matches"] == 2


def test_a_hand_is_rated_with_who_sat_at_it() -> None:
    from referee.record.ratings import sides_by_score
    from referee.record.seats import people_at, shares
    from referee.tournaments.state import RoundTable, Substitution

    # A Tarocco table: Xena takes Bruno's seat after the move at seq 5.
    table = RoundTable("t", 1, ("a", "b", "c", "d"), 0, (Substitution(1, "x", 5),))
    assert people_at(table, 4) == ("a", "b", "c", "d")
    assert people_at(table, 6) == ("a", "x", "c", "d")
    assert shares(table, [2, 4, 7, 9])[1] == [("b", 0.5), ("x", 0.5)]
    assert shares(table, [2, 4, 7, 9])[0] == [("a", 1.0)]
    hand = Match("t#7", "tarocco", "dossena", sides_by_score(people_at(table, 7), [6, 6, -6, -6]))
    ratings = rate([hand])
    assert ("b", "tarocco", "dossena") not in ratings
    assert ratings[("x", "tarocco", "dossena")].history[0].delta > 0
    assert "with a." in ratings[("x", "tarocco", "dossena")].history[0].text.en  # partners
