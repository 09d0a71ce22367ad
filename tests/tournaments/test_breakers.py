"""Points per placing by the organiser's scheme and tie-breakers in the organiser's order,
on small tournaments whose tables are played through the API: each row says its points,
how they were made and each breaker's value; a drawn lot replays; a tie blocks only what
depends on it; a league's final waits for its rounds and its ties."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.tournaments import ranking
from referee.tournaments.scoring import Scoring, fixed_points
from referee.tournaments.standings import TableResult
from tests.conftest import ApiTable
from tests.record import test_tournament_file
from tests.tournaments.test_api import PLAYERS, Tour

#: A Tamalo hand per place wanted (lowest total best; 100 ends the table).
HAND = {1: 10, 2: 20, 3: 30, 4: 100}


def finish(client: FlaskClient, table: dict[str, Any], hands: Mapping[str, int]) -> ApiTable:
    """A phone at the table's first seat logs one hand: each person's points by name;
    someone reaches 100, so the table is finished."""
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    r = t.hand(None, [hands[s["name"]] for s in table["seats"]], seat=0)
    assert r.status_code == 201, r.get_json()
    assert t.state()["finished"]
    return t


def by_name(standings: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["name"]: r for r in standings["rows"]}


def values(row: dict[str, Any]) -> list[tuple[str, int]]:
    return [(v["name"], v["value"]) for v in row["values"]]


def recompute(client: FlaskClient, tour: Tour, how: Scoring, **extra: Any) -> list[tuple]:
    """The standings again, from each table's own API state (totals and ranks)."""
    body = tour.get()
    rounds = []
    for rnd in body["rounds"]:
        if rnd["stage"] == "final":
            continue
        tables = []
        for x in rnd["tables"]:
            state = client.get(f"/api/v1/tables/{x['table_id']}").get_json()
            ranks = {s["seat"]: s["rank"] for s in state["standings"]}
            tables.append(
                TableResult(
                    x["table_id"],
                    x["number"],
                    tuple(s["person"] for s in x["seats"]),
                    tuple(state["totals"]),
                    tuple(ranks[i] for i in range(len(x["seats"]))),
                    state["finished"],
                )
            )
        rounds.append(ranking.RoundResults(rnd["number"], tuple(tables), rnd["bye"]))
    names = {p["person"]: p["name"] for p in body["people"]}
    lines = ranking.standings(rounds, list(names), how, names, **extra)
    return [(names[x.person], x.place, list(x.values.items())) for x in lines]


def shown(standings: dict[str, Any]) -> list[tuple]:
    return [(r["name"], r["place"], values(r)) for r in standings["rows"]]


# -- the schemes ---------------------------------------------------------------------------


def test_a_fixed_list_is_fitted_to_smaller_tables() -> None:
    points = (3, 2, 1, 0)
    assert [fixed_points(points, p, 4) for p in (1, 2, 3, 4)] == [3, 2, 1, 0]
    assert [fixed_points(points, p, 3) for p in (1, 2, 3)] == [3, 2, 0]  # 1.5 rounds up
    assert [fixed_points(points, p, 2) for p in (1, 2)] == [3, 0]
    assert fixed_points((5, 3, 0), 2, 5) == 4  # between 5 and 3

    from fractions import Fraction

    def reference(points: tuple[int, ...], place: int, size: int) -> int:
        at = Fraction((place - 1) * (len(points) - 1), size - 1)
        low = min(int(at), len(points) - 1)
        high = min(low + 1, len(points) - 1)
        value = points[low] + (points[high] - points[low]) * (at - low)
        return int(value + Fraction(1, 2))

    for points in [(10, 7, 5, 3, 2, 1, 0), (3, 3, 1), (100, 0), (9, 8, 8, 2, 0, 0)]:
        for size in range(2, len(points) + 1):
            for place in range(1, size + 1):
                assert fixed_points(points, place, size) == reference(points, place, size)


def test_fixed_points_over_mixed_table_sizes_say_how_they_were_made(
    client: FlaskClient,
) -> None:
    fmt = {"kind": "rounds", "rounds": 1, "max_seats": 4, "scheme": "fixed", "points": [3, 2, 1, 0]}
    tour = Tour(client, format=fmt)
    for name in PLAYERS[:7]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 3}).get_json()
    four, three = rnd["tables"]
    assert (len(four["seats"]), len(three["seats"])) == (4, 3)
    names4 = [s["name"] for s in four["seats"]]
    names3 = [s["name"] for s in three["seats"]]
    finish(client, four, {n: HAND[i + 1] for i, n in enumerate(names4)})
    finish(client, three, {names3[0]: 10, names3[1]: 20, names3[2]: 100})
    standings = tour.get("/standings")
    rows = by_name(standings)
    assert [rows[n]["total"] for n in names4] == [3, 2, 1, 0]
    assert [rows[n]["total"] for n in names3] == [3, 2, 0]  # the last of 3 scores as the last of 4
    assert rows[names3[1]]["earned"] == [
        {"round": 1, "table": 2, "place": 2, "size": 3, "points": 2, "counted": True, "shared": 1}
    ]
    assert "Points per place: 2 (round 1, 2nd of 3)." in rows[names3[1]]["why"]
    assert standings["scoring"]["scheme"] == "fixed"
    assert standings["scoring"]["points"] == [3, 2, 1, 0]
    assert [b["name"] for b in standings["scoring"]["tie_breakers"]] == ["wins", "played"]
    # The two winners are level on points, wins and rounds played: they share first.
    assert rows[names4[0]]["place"] == rows[names3[0]]["place"] == 1
    assert rows[names4[0]]["tied_with"] == [names3[0]]
    how = Scoring("fixed", (3, 2, 1, 0), ("wins", "played"), True)
    assert shown(standings) == recompute(client, tour, how)
    it = tour.get("/standings", lang="it")
    assert "Punti per posto: 2 (turno 1, 2º su 3)." in by_name(it)[names3[1]]["why"]


def test_game_points_rank_the_totals_as_the_game_does(client: FlaskClient) -> None:
    fmt = {"kind": "rounds", "rounds": 1, "max_seats": 3, "scheme": "game"}
    tour = Tour(client, format=fmt)
    for name in PLAYERS[:5]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 1}).get_json()
    three, two = rnd["tables"]
    hands = dict(zip([s["name"] for s in three["seats"]], [40, 15, 100], strict=True))
    finish(client, three, hands)
    more = dict(zip([s["name"] for s in two["seats"]], [25, 120], strict=True))
    finish(client, two, more)
    standings = tour.get("/standings")
    totals = {**hands, **more}
    # Lowest total best: the row order is the totals' order, each row's points its total.
    assert [r["name"] for r in standings["rows"]] == sorted(totals, key=totals.get)
    assert all(r["total"] == totals[r["name"]] for r in standings["rows"])
    assert standings["scoring"]["lower_is_better"] is True
    assert standings["rows"][0]["why"].startswith("1st: game points (lowest best) 15;")
    how = Scoring("game", (), ("wins", "played"), True)
    assert shown(standings) == recompute(client, tour, how)


# -- the breakers ------------------------------------------------------------------------


def rounds_of(client: FlaskClient, tour: Tour, places: list[dict[str, int]]) -> list[Any]:
    """Rounds of one table of four, each person placed as asked (by name)."""
    out = []
    for n, wanted in enumerate(places):
        rnd = tour.post("/rounds", {"seed": n}).get_json()
        assert len(rnd["tables"]) == 1, rnd
        finish(client, rnd["tables"][0], {name: HAND[p] for name, p in wanted.items()})
        out.append(rnd)
    return out


def four(client: FlaskClient, **fmt: Any) -> Tour:
    tour = Tour(client, format={"kind": "rounds", "max_seats": 4, **fmt})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    return tour


def test_head_to_head_splits_a_tie_on_points(client: FlaskClient) -> None:
    tour = four(
        client, rounds=3, scheme="fixed", points=[2, 1, 0, 0], tie_breakers=["head_to_head", "lot"]
    )
    a, b, c, d = PLAYERS[:4]
    rounds_of(
        client,
        tour,
        [{a: 1, b: 2, c: 3, d: 4}, {a: 1, b: 2, c: 3, d: 4}, {b: 1, c: 2, d: 3, a: 4}],
    )
    standings = tour.get("/standings")
    rows = by_name(standings)
    assert rows[a]["total"] == rows[b]["total"] == 4
    assert values(rows[a]) == [("points", 4), ("head_to_head", 2), ("lot", 0)]
    assert values(rows[b]) == [("points", 4), ("head_to_head", 1), ("lot", 0)]
    assert (rows[a]["place"], rows[b]["place"]) == (1, 2)
    assert "Behind Anna on head-to-head (1 to 2)." in rows[b]["why"]
    # Every round is over: the first row says it won; the others have nothing left to say.
    assert standings["ties"] == [] and rows[a]["status"] == "winner"
    assert rows[b]["status"] == rows[c]["status"] == ""
    how = Scoring("fixed", (2, 1, 0, 0), ("head_to_head", "lot"), True)
    assert shown(standings) == recompute(client, tour, how)


@pytest.mark.parametrize(
    ("breaker", "a_value", "b_value"),
    [("wins", 2, 1), ("score", 120, 50), ("head_to_head", 2, 1)],
)
def test_each_breaker_orders_a_tie_on_points(
    client: FlaskClient, breaker: str, a_value: int, b_value: int
) -> None:
    tour = four(client, rounds=3, scheme="fixed", points=[2, 1, 0, 0], tie_breakers=[breaker])
    a, b, c, d = PLAYERS[:4]
    rounds_of(
        client,
        tour,
        [{a: 1, b: 2, c: 3, d: 4}, {a: 1, b: 2, c: 3, d: 4}, {b: 1, c: 2, d: 3, a: 4}],
    )
    rows = by_name(tour.get("/standings"))
    assert values(rows[a]) == [("points", 4), (breaker, a_value)]
    assert values(rows[b]) == [("points", 4), (breaker, b_value)]
    # Wins: more is better; a score in a lowest-total game: less is better.
    first = {"wins": a, "score": b, "head_to_head": a}[breaker]
    assert rows[first]["place"] == 1


def test_buchholz_counts_the_opponents_points(client: FlaskClient) -> None:
    tour = Tour(
        client,
        format={
            "kind": "rounds",
            "rounds": 2,
            "max_seats": 2,
            "scheme": "wins",
            "tie_breakers": ["buchholz"],
        },
    )
    for name in PLAYERS[:6]:
        tour.check_in(name)
    met: dict[str, list[str]] = {n: [] for n in PLAYERS[:6]}
    for n in range(2):
        rnd = tour.post("/rounds", {"seed": n + 10}).get_json()
        for table in rnd["tables"]:
            first, second = (s["name"] for s in table["seats"])
            met[first].append(second)
            met[second].append(first)
            finish(client, table, {first: 10, second: 100})
    rows = by_name(tour.get("/standings"))
    for name, row in rows.items():
        assert values(row) == [
            ("wins", row["total"]),
            ("buchholz", sum(rows[o]["total"] for o in met[name])),
        ]
    ordered = [(-r["total"], -r["values"][1]["value"]) for r in tour.get("/standings")["rows"]]
    assert ordered == sorted(ordered)


def test_a_drawn_lot_settles_the_tie_for_first_and_replays(client: FlaskClient) -> None:
    tour = four(
        client, rounds=2, scheme="fixed", points=[2, 1, 0, 0], tie_breakers=["head_to_head", "lot"]
    )
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 2, c: 3, d: 4}, {b: 1, a: 2, d: 3, c: 4}])
    standings = tour.get("/standings")
    rows = by_name(standings)
    # Level on points and head-to-head, every round played: the winner depends on it.
    assert rows[a]["status"] == rows[b]["status"] == "tie-break"
    assert "tie-break required" in rows[a]["why"]
    assert standings["ties"][0]["people"] == [a, b]
    assert rows[c]["status"] == ""  # every table is over; nothing below the tie is blocked
    r = tour.post("/lots", {"seed": 11})
    assert r.status_code == 201, r.get_json()
    drawn = r.get_json()
    people = [tour.people[n] for n in PLAYERS[:4]]
    assert drawn["order"] == list(ranking.draw_lot(people, 11))  # the seed replays it
    rows = by_name(tour.get("/standings"))
    ahead = a if drawn["order"].index(tour.people[a]) < drawn["order"].index(tour.people[b]) else b
    behind = b if ahead == a else a
    assert (rows[ahead]["place"], rows[behind]["place"]) == (1, 2)
    assert values(rows[ahead])[-1] == ("lot", 1) and values(rows[behind])[-1] == ("lot", 0)
    assert rows[ahead]["status"] == "winner" and tour.get("/standings")["ties"] == []
    assert rows[behind]["status"] == ""
    # A lot with no tie left is refused; one the server draws logs its own seed.
    assert tour.post("/lots").status_code == 422
    log = tour.get()
    assert log["seq"] > 0
    how = Scoring("fixed", (2, 1, 0, 0), ("head_to_head", "lot"), True)
    lots = [ranking.Lot(11, tuple(drawn["order"]))]
    assert shown(tour.get("/standings")) == recompute(client, tour, how, lots=lots, cut=1)


def test_the_servers_own_lot_replays_from_its_logged_seed(client: FlaskClient) -> None:
    tour = four(client, rounds=1, tie_breakers=["lot"])
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 1, c: 3, d: 4}])  # a and b share first
    r = tour.post("/lots")
    assert r.status_code == 201
    drawn = r.get_json()
    assert drawn["order"] == list(ranking.draw_lot(list(tour.people.values()), drawn["seed"]))


def test_a_tie_does_not_hold_up_the_next_round(client: FlaskClient) -> None:
    tour = four(client, rounds=2)
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 1, c: 3, d: 4}])  # a and b share first
    rows = by_name(tour.get("/standings"))
    # Round 1 is over and round 2 not drawn: nobody is playing, and the tie blocks nothing.
    assert rows[a]["tied_with"] == [b] and rows[a]["status"] == ""
    assert "they share the place" in rows[a]["why"]
    assert tour.post("/rounds", {"seed": 9}).status_code == 201


# -- a league's final ------------------------------------------------------------------


def test_a_leagues_final_waits_for_its_rounds_and_its_tie_then_takes_the_first_n(
    client: FlaskClient,
) -> None:
    tour = four(client, rounds=2, final=2, tie_breakers=["extra_hand"])
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 2, c: 3, d: 4}])
    r = tour.post("/final")
    assert r.status_code == 422 and "after all 2 rounds" in r.get_json()["detail"]
    rounds_of(client, tour, [{a: 1, c: 2, b: 3, d: 4}])
    # Bruno and Carla: 67 + 33 = 100 each, level, for the second place in the final.
    standings = tour.get("/standings")
    rows = by_name(standings)
    assert rows[b]["status"] == rows[c]["status"] == "tie-break"
    # Anna is in the final whoever wins the tie; Dario cannot be.
    assert (rows[a]["status"], rows[d]["status"]) == ("qualified", "out")
    assert not standings["ready_for_final"]
    r = tour.post("/final")
    assert r.status_code == 422 and "Bruno, Carla" in r.get_json()["detail"]
    # An extra hand between people not level on everything is refused.
    ids = tour.people
    r = tour.post("/extra-hands", {"people": [ids[a], ids[b]], "reason": "x"})
    assert r.status_code == 422 and r.get_json()["field"] == "people"
    r = tour.post("/extra-hands", {"people": [ids[c], ids[b]], "reason": "Carla 5, Bruno 30"})
    assert r.status_code == 201, r.get_json()
    standings = tour.get("/standings")
    rows = by_name(standings)
    assert values(rows[c]) == [("points", 100), ("extra_hand", 1)]
    assert rows[c]["place"] == 2 and standings["ready_for_final"]
    assert [rows[n]["status"] for n in (a, c, b, d)] == ["qualified", "qualified", "out", "out"]
    final = tour.post("/final", {"seed": 2})
    assert final.status_code == 201, final.get_json()
    assert {s["name"] for s in final.get_json()["tables"][0]["seats"]} == {a, c}
    standings = tour.get("/standings")
    assert {r["name"] for r in standings["final"]} == {a, c}
    # The league's rows stand as they were: the final table does not count as a round.
    assert by_name(standings)[a]["total"] == 200
    # The final is drawn: the league's rows say who plays it, none of them "playing".
    status = {n: r["status"] for n, r in by_name(standings).items()}
    assert status == {a: "qualified", c: "qualified", b: "out", d: "out"}
    assert {r["status"] for r in standings["final"]} == {"playing"}  # the final's own table
    assert tour.post("/final").status_code == 422


# -- the first round of a final format -------------------------------------------------


def test_a_tie_blocks_only_its_own_table_and_a_tie_below_the_cut_blocks_nothing(
    client: FlaskClient,
) -> None:
    fmt = {
        "kind": "final",
        "tables": 2,
        "qualify": 2,
        "scheme": "placing",
        "tie_breakers": ["extra_hand", "lot"],
    }
    tour = Tour(client, format=fmt)
    for name in PLAYERS[:7]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 4}).get_json()
    big, small = rnd["tables"]
    n4 = [s["name"] for s in big["seats"]]
    n3 = [s["name"] for s in small["seats"]]
    finish(client, small, {n3[0]: 10, n3[1]: 100, n3[2]: 100})  # a tie for 2nd: it matters
    standings = tour.get("/standings")
    assert standings["missing"] == [1] and [t["table"] for t in standings["ties"]] == [2]
    finish(client, big, {n4[0]: 10, n4[1]: 20, n4[2]: 100, n4[3]: 100})  # tie for 3rd
    standings = tour.get("/standings")
    rows = {r["name"]: r for r in standings["rows"]}
    # Table 1 is settled although table 2 waits: its tie for 3rd is below the cut.
    assert [rows[n]["status"] for n in n4] == ["qualified", "qualified", "out", "out"]
    assert [rows[n]["status"] for n in n3] == ["qualified", "tie-break", "tie-break"]
    assert values(rows[n4[1]]) == [("place", 2), ("total", 20), ("points", 67)]
    assert rows[n4[1]]["why"].endswith("Placing points: 67 (2nd of 4).")
    r = tour.post("/final")
    assert r.status_code == 422
    # A lot settles table 2's tie: the server draws it, the seed is logged.
    drawn = tour.post("/lots", {"seed": 5}).get_json()
    order = [p for p in drawn["order"] if p in {tour.people[n3[1]], tour.people[n3[2]]}]
    standings = tour.get("/standings")
    rows = {r["person"]: r for r in standings["rows"]}
    assert rows[order[0]]["status"] == "qualified" and rows[order[1]]["status"] == "out"
    assert "seed 5" in rows[order[0]]["why"]
    assert standings["ready_for_final"]
    final = tour.post("/final", {"seed": 1})
    assert final.status_code == 201, final.get_json()
    seated = {s["person"] for s in final.get_json()["tables"][0]["seats"]}
    assert seated == {tour.people[n4[0]], tour.people[n4[1]], tour.people[n3[0]], order[0]}


# -- bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "fmt", "words"),
    [
        ("tamalo", {"kind": "rounds", "scheme": "fixed"}, "needs its list"),
        ("tamalo", {"kind": "rounds", "points": [3, 1]}, "only with the fixed scheme"),
        (
            "tamalo",
            {"kind": "rounds", "max_seats": 4, "scheme": "fixed", "points": [4, 3, 2, 1, 0]},
            "a table has at most 4",
        ),
        ("tamalo", {"kind": "rounds", "scheme": "fixed", "points": [1, 3]}, "more than the place"),
        ("tamalo", {"kind": "final", "tie_breakers": ["head_to_head"]}, "cannot use"),
        ("tamalo", {"kind": "rounds", "tie_breakers": ["lot", "lot"]}, "named twice"),
        ("ecarte", {"kind": "swiss", "tie_breakers": ["wins"]}, "already are"),
        ("tarocco", {"kind": "rounds", "final": 5}, "seats 4 to 4"),
    ],
)
def test_impossible_scoring_is_refused_and_nothing_is_written(
    client: FlaskClient, game: str, fmt: dict[str, Any], words: str
) -> None:
    r = client.post("/api/v1/tournaments", json={"game": game, "name": "x", "format": fmt})
    body = r.get_json()
    assert r.status_code == 422 and body["type"].endswith("/refused"), body
    assert body["field"] == "format" and words in body["detail"]
    assert "id" not in body


@pytest.mark.parametrize(
    "fmt",
    [
        {"kind": "rounds", "scheme": "golf"},
        {"kind": "rounds", "tie_breakers": ["coin"]},
        {"kind": "rounds", "scheme": "fixed", "points": [-1]},
    ],
)
def test_unknown_names_are_invalid(client: FlaskClient, fmt: dict[str, Any]) -> None:
    r = client.post("/api/v1/tournaments", json={"game": "tamalo", "name": "x", "format": fmt})
    assert r.status_code == 422 and r.get_json()["type"].endswith("/invalid")


def test_steps_the_format_has_no_breaker_for_are_refused(client: FlaskClient) -> None:
    tour = four(client, rounds=1)
    r = tour.post("/lots")
    assert r.status_code == 422 and "no “drawn lot”" in r.get_json()["detail"]
    ids = list(tour.people.values())
    r = tour.post("/extra-hands", {"people": ids[:2], "reason": "x"})
    assert r.status_code == 422 and "no “extra hand”" in r.get_json()["detail"]
    r = tour.post("/final")
    assert r.status_code == 422 and "no final" in r.get_json()["detail"]


def test_the_organiser_decides_a_tie_over_rounds_with_its_reason(client: FlaskClient) -> None:
    tour = four(client, rounds=1)
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 1, c: 3, d: 4}])  # a and b share first: the winner
    standings = tour.get("/standings")
    assert standings["ties"][0]["people"] == [a, b]
    ids = tour.people
    r = tour.post("/tie-breaks", {"table_id": "", "order": [ids[a], ids[c]], "reason": "x"})
    assert r.status_code == 422 and r.get_json()["field"] == "order"
    r = tour.post("/tie-breaks", {"table_id": "", "order": [ids[b], ids[a]], "reason": "coin"})
    assert r.status_code == 201, r.get_json()
    rows = by_name(tour.get("/standings"))
    assert (rows[b]["place"], rows[a]["place"]) == (1, 2)
    assert values(rows[b])[-1] == ("tie-break", 1) and values(rows[a])[-1] == ("tie-break", 2)
    assert "Behind Bruno on the organiser's decision (2 to 1)." in rows[a]["why"]
    assert tour.get("/standings")["ties"] == []


def test_the_organisers_page_settles_a_tie_for_first_by_lot(client: FlaskClient) -> None:
    tour = four(client, rounds=1, tie_breakers=["lot"])
    client.set_cookie(f"org_{tour.id}", tour.token)
    page = client.get(f"/tournaments/{tour.id}?lang=it").text
    assert f"/tournaments/{tour.id}/lots" not in page  # no tie anything depends on yet
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 1, c: 3, d: 4}])
    page = client.get(f"/tournaments/{tour.id}?lang=it").text
    assert f"/tournaments/{tour.id}/lots" in page and "Sorteggia" in page
    assert client.post(f"/tournaments/{tour.id}/lots").status_code == 302
    rows = tour.get("/standings")["rows"]
    assert [r["place"] for r in rows] == [1, 2, 3, 4]
    assert [r["values"][-1]["name"] for r in rows] == ["lot"] * 4
    assert {r["name"] for r in rows[:2]} == {a, b}


@pytest.mark.parametrize(
    ("game", "low"),
    [("tamalo", True), ("scala40", True), ("efele", True), ("tarocco", False), ("ecarte", False)],
)
def test_game_points_follow_each_games_own_direction(game: str, low: bool) -> None:
    from referee.tournaments.formats import RoundsFormat
    from referee.tournaments.scoring import scoring_of

    how = scoring_of(game, RoundsFormat(kind="rounds", scheme="game"))
    assert how.low_totals is low and how.points_higher is not low


def test_a_swiss_evening_with_a_fixed_list_and_the_organisers_breakers(
    client: FlaskClient,
) -> None:
    from tests.tournaments.test_api import finish_ecarte

    fmt = {
        "kind": "swiss",
        "rounds": 2,
        "scheme": "fixed",
        "points": [3, 0],
        "tie_breakers": ["head_to_head", "buchholz", "score"],
    }
    tour = Tour(client, game="ecarte", format=fmt)
    for name in PLAYERS[:5]:
        tour.check_in(name)
    for _ in range(2):
        rnd = tour.post("/rounds").get_json()
        for table in rnd["tables"]:
            finish_ecarte(client, table)
    standings = tour.get("/standings")
    assert [v["name"] for v in standings["rows"][0]["values"]] == [
        "points",
        "head_to_head",
        "buchholz",
        "score",
    ]
    # Each round: two matches won (3 each) and a bye, which scores as a match won.
    points = [r["values"][0]["value"] for r in standings["rows"]]
    assert sum(points) == 2 * 3 * 3 and all(p % 3 == 0 for p in points)
    assert "Points per place: 3 (round" in standings["rows"][0]["why"]
    how = Scoring("fixed", (3, 0), ("head_to_head", "buchholz", "score"), False)
    assert shown(standings) == recompute(client, tour, how, live_score=True, cut=1)


#: Another server, with a database of its own (the tournament file's tests' fixture).
other = test_tournament_file.other


@pytest.mark.parametrize("settle", ["lot", "extra_hand", "decision"])
def test_a_leagues_tie_breaks_come_back_in_its_file(
    client: FlaskClient, other: FlaskClient, settle: str
) -> None:
    tour = four(client, rounds=2, final=2, tie_breakers=["extra_hand", "lot"])
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 2, c: 3, d: 4}, {a: 1, c: 2, b: 3, d: 4}])
    ids = tour.people
    if settle == "lot":
        r = tour.post("/lots", {"seed": 3})
    elif settle == "extra_hand":
        r = tour.post("/extra-hands", {"people": [ids[c], ids[b]], "reason": "3 to 9"})
    else:
        r = tour.post("/tie-breaks", {"table_id": "", "order": [ids[c], ids[b]], "reason": "ok"})
    assert r.status_code == 201, r.get_json()
    assert tour.get("/standings")["ready_for_final"]
    document, imported = test_tournament_file.round_trip(tour, other)
    assert any(e["type"] in ("lot", "extra_hand", "decide") for e in document["log"])


def test_a_leagues_final_comes_back_in_its_file(client: FlaskClient, other: FlaskClient) -> None:
    tour = four(client, rounds=2, final=2, tie_breakers=["lot"])
    a, b, c, d = PLAYERS[:4]
    rounds_of(client, tour, [{a: 1, b: 2, c: 3, d: 4}, {a: 1, c: 2, b: 3, d: 4}])
    assert tour.post("/lots", {"seed": 3}).status_code == 201
    final = tour.post("/final", {"seed": 2})
    assert final.status_code == 201, final.get_json()
    document, imported = test_tournament_file.round_trip(tour, other)
    assert [e["payload"]["stage"] for e in document["log"] if e["type"] == "round"] == [
        "rounds",
        "rounds",
        "final",
    ]
    finalists = {s["name"] for s in final.get_json()["tables"][0]["seats"]}
    assert {r["name"] for r in test_tournament_file.standings(other, imported)["final"]} == (
        finalists
    )
