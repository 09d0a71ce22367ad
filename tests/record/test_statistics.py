"""A table's statistics equal a recount of its log: for every game's sample, played through
the API, the hands each player played and won, the game's own numbers (calls won, closes,
solos, voles, times Efele) and the game won are counted again here from the moves logged;
a voided hand counts nothing and a corrected one counts as corrected; the record fold shows
them in Italian and English."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.games import GAMES
from referee.record.statistics import best_seats
from tests.conftest import ApiTable, make_table
from tests.record.test_table_file import GAME_IDS, sample_table
from tests.web.conftest import Phone, hand

pytestmark = pytest.mark.storage

PLATFORM = ("void", "correct", "host", "seat", "sit", "rematch")


def statistics(client: FlaskClient, table_id: str, lang: str = "en") -> dict[str, Any]:
    response = client.get(
        f"/api/v1/tables/{table_id}/statistics", headers={"Accept-Language": lang}
    )
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def in_force(client: FlaskClient, table_id: str) -> list[dict[str, Any]]:
    """The table's game moves that stand, oldest first, as the API's log shows them."""
    events = client.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"]
    return [e for e in events if e["type"] not in PLATFORM and e["status"] != "voided"]


def ends_hand(game_id: str, event: Mapping[str, Any]) -> bool:
    spec = GAMES[game_id].move_spec(event["type"])
    assert spec is not None
    return event["hand"] is not None and (spec.ends_hand or spec.may_end_hand)


def recount(game_id: str, moves: list[Mapping[str, Any]], events: list[dict[str, Any]]) -> dict:
    """Each seat's numbers counted from the moves logged (the sample's, undos taken back) and
    the scores the log gave each hand: a count of its own, not the statistics' reader."""
    assert [m["type"] for m in moves] == [e["type"] for e in events]
    seats = len(GAMES[game_id].sample.players)  # type: ignore[union-attr]
    money = GAMES[game_id].money
    played, won = [0] * seats, [0] * seats
    tallies: list[dict[str, int]] = [
        dict.fromkeys(GAMES[game_id].tallies.ids, 0) for _ in range(seats)
    ]
    soloist: int | None = None
    tricks: list[int] = []
    claimed: list[int] = []
    for move, event in zip(moves, events, strict=True):
        if game_id == "tarocco" and move["type"] == "call" and move["call"] == "solo":
            soloist = move["seat"]
        if game_id == "ecarte" and move["type"] == "trick":
            # the trick's winner, as its line names it
            tricks.append(next(line["seat"] for line in event["lines"] if line["seat"] is not None))
        if game_id == "efele" and move["type"] == "claim":
            claimed.append(move["seat"])
        if not ends_hand(game_id, event):
            continue
        scores = event["hand"]["scores"]
        who = list(range(len(scores)))
        if game_id == "scala40":  # the closer and those who paid their cards; not those out
            who = [
                i
                for i, entry in enumerate(move["hands"])
                if entry is not None or i == move["closer"]
            ]
        for s in who:
            played[s] += 1
        mine = {s: scores[s] for s in who}
        if len(set(mine.values())) > 1:
            best = min(mine.values()) if money == "low" else max(mine.values())
            for s in who:
                won[s] += mine[s] == best
        if game_id == "tamalo" and move.get("caller") is not None:
            # by the default readings a penalised call scores 15 or more, a call won 5 or less
            c = move["caller"]
            tallies[c]["calls_won" if scores[c] <= 5 else "calls_lost"] += 1
        if game_id == "scala40":
            tallies[move["closer"]]["closes"] += 1
            tallies[move["closer"]]["in_mano"] += bool(move["in_mano"])
        if game_id == "tarocco":
            if move["type"] == "hand" and move["contract"] == "solo":
                soloist = move["soloist"]
            if soloist is not None and scores[soloist] != 0:
                tallies[soloist]["solos_made" if scores[soloist] > 0 else "solos_lost"] += 1
            soloist = None
        if game_id == "ecarte":
            counts = move["tricks"] if move["type"] == "hand" else [tricks.count(s) for s in (0, 1)]
            for s in (0, 1):
                tallies[s]["voles"] += counts[s] == 5
            tricks = []
        if game_id == "efele":
            out = move["exit_order"] if move["type"] == "game" else claimed
            (last,) = [s for s in range(seats) if s not in out]
            tallies[last]["efele"] += 1
            claimed = []
    return {"played": played, "won": won, "tallies": tallies}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_statistics_of_every_game_equal_a_recount_of_its_log(
    client: FlaskClient, game_id: str
) -> None:
    game = GAMES[game_id]
    assert game.sample is not None
    table = sample_table(client, game_id)
    stats = statistics(client, table.id)
    events = in_force(client, table.id)
    counted = recount(game_id, game.sample.kept_moves(), events)
    seats = stats["seats"]
    assert [s["name"] for s in seats] == list(game.sample.players)
    assert stats["hands"] == sum(ends_hand(game_id, e) for e in events) > 0
    assert [s["hands_played"] for s in seats] == counted["played"]
    assert [s["hands_won"] for s in seats] == counted["won"]
    assert [s["tallies"] for s in seats] == counted["tallies"]
    winners = table.state()["winners"]
    assert [s["games_won"] for s in seats] == [int(i in winners) for i in range(len(seats))]
    assert [t["id"] for t in stats["tallies"]] == list(game.tallies.ids)
    # The game's own numbers are not all zero: each sample shows at least one.
    assert any(v for s in seats for v in s["tallies"].values())


def tamalo_table(client: FlaskClient) -> ApiTable:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    return table


def test_a_voided_hand_counts_nothing_and_a_corrected_one_counts_as_corrected(
    client: FlaskClient,
) -> None:
    table = tamalo_table(client)
    # Anna calls with 3 and is the lowest: a call won.
    assert table.hand(0, [["3H"], ["9C"], ["10D"]]).status_code == 201
    # Bruno calls with 4 against Carla's 4: a tie, lost under the strict reading.
    assert table.hand(1, [["8S"], ["4C"], ["4D"]]).status_code == 201
    tied = table.seq
    # A hand entered by mistake (Carla "called" with 20), then voided.
    assert table.hand(2, [["2S"], ["3S"], ["KC", "7C"]]).status_code == 201
    assert table.void(table.seq).status_code == 201
    stats = statistics(client, table.id)
    by_seat = [s["tallies"] for s in stats["seats"]]
    assert stats["hands"] == 2
    assert by_seat == [
        {"calls_won": 1, "calls_lost": 0},
        {"calls_won": 0, "calls_lost": 1},
        {"calls_won": 0, "calls_lost": 0},
    ]
    assert [s["hands_played"] for s in stats["seats"]] == [2, 2, 2]
    # Hand 1: Anna 0, Bruno 9, Carla 10 → Anna; hand 2: 8, 15, 0 → Carla.
    assert [s["hands_won"] for s in stats["seats"]] == [1, 0, 1]

    # The tied hand was Carla's call, not Bruno's, with her 4 against his 5: corrected.
    response = client.post(
        f"/api/v1/tables/{table.id}/moves/{tied}/correct",
        json={
            "expected_seq": table.seq,
            "move": {"type": "hand", "caller": 2, "hands": [["8S"], ["5C"], ["4D"]]},
            "reason": "Carla called",
        },
        headers=table.auth(),
    )
    assert response.status_code == 201, response.get_json()
    table.seq = response.get_json()["seq"]
    stats = statistics(client, table.id)
    assert [s["tallies"] for s in stats["seats"]] == [
        {"calls_won": 1, "calls_lost": 0},
        {"calls_won": 0, "calls_lost": 0},
        {"calls_won": 1, "calls_lost": 0},
    ]
    # Hand 2 now: Anna 8, Bruno 5, Carla 0 → Carla.
    assert [s["hands_won"] for s in stats["seats"]] == [1, 0, 1]
    assert stats["hands"] == 2


def test_statistics_of_a_table_that_does_not_exist_are_a_404(client: FlaskClient) -> None:
    response = client.get("/api/v1/tables/nosuchtable/statistics")
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"


def test_the_labels_are_in_the_readers_language(client: FlaskClient) -> None:
    table = sample_table(client, "scala40")
    italian = statistics(client, table.id, "it")
    english = statistics(client, table.id, "en")
    assert [t["label"] for t in english["tallies"]] == ["Went out", "In mano"]
    assert [t["label"] for t in italian["tallies"]] == ["Chiusure", "In mano"]
    assert "turno" in italian["tallies"][1]["description"]
    assert english["best"] == "low"


def test_the_record_fold_shows_the_statistics_in_italian_and_english(app: Flask) -> None:
    for lang, heading, calls in (
        ("en", "Statistics", "Calls won"),
        ("it", "Statistiche", "Tamalo vinti"),
    ):
        phone = Phone(app, lang=lang, addr=f"192.0.2.{20 + len(lang)}")
        table_id = phone.create()
        assert phone.move(table_id, hand(0, "3H", "9C", "10D", caller=0)).status_code == 303
        assert phone.move(table_id, hand(1, "8S", "4C", "4D", caller=1)).status_code == 303
        fold = phone.page(f"/t/{table_id}/fold/record")
        box = fold.one("#statistics")
        assert heading in box.text
        header = [th.text for th in box.all("thead th")]
        assert calls in header
        rows = {r.one("th").text: [td.text for td in r.all("td")] for r in box.all("tbody tr")}
        # hands, best, calls won, calls lost, game won
        assert rows == {
            "Anna": ["2", "1", "1", "0", "0"],
            "Bruno": ["2", "0", "0", "1", "0"],
            "Carla": ["2", "1", "0", "0", "0"],
        }


def test_the_catalogue_lists_each_games_tallies_as_the_statistics_count_them(
    client: FlaskClient,
) -> None:
    games = client.get("/api/v1/games", headers={"Accept-Language": "it"}).get_json()["games"]
    listed = {g["id"]: [t["id"] for t in g["tallies"]] for g in games}
    assert listed == {game_id: list(game.tallies.ids) for game_id, game in GAMES.items()}
    tamalo = next(g for g in games if g["id"] == "tamalo")
    assert tamalo["tallies"][0]["label"] == "Tamalo vinti"
    assert "TAM-CALLER-NL" in tamalo["tallies"][0]["rules"]


def test_a_hand_is_won_by_the_score_the_game_ranks_first_not_by_how_it_pays() -> None:
    """Which score wins a hand is the game's ``better`` (how it ranks), whatever its money."""
    assert best_seats({0: 3, 1: 5, 2: 3}, "lower") == [0, 2]
    assert best_seats({0: 3, 1: 5, 2: 3}, "higher") == [1]
    assert best_seats({0: 4, 1: 4}, "higher") == []
