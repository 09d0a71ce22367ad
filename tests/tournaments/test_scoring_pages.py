"""The creation form offers the points per placing and the tie-breakers in order; the
standings page shows each row's values; a bad choice is said on the form."""

from __future__ import annotations

from flask import Flask
from werkzeug.datastructures import MultiDict

from tests.tournaments.test_api import PLAYERS


def test_the_form_offers_the_schemes_and_the_breakers_in_both_languages(app: Flask) -> None:
    client = app.test_client()
    page = client.get("/tournaments/new?lang=it").text
    assert "Punti per piazzamento" in page and 'value="fixed"' in page
    assert page.count('name="breaker"') == 3 and "scontri diretti" in page
    page = client.get("/tournaments/new?lang=en").text
    assert "Tie-breaker 1" in page and "drawn lot" in page and "head-to-head" in page


def test_the_organisers_choices_reach_the_format_and_the_standings(app: Flask) -> None:
    organiser = app.test_client()
    form = MultiDict(
        [
            ("game", "tamalo"),
            ("name", "Lega"),
            ("format", "rounds"),
            ("minutes", ""),
            ("scheme", "fixed"),
            ("points", "3, 2, 1, 0"),
            ("breaker", "head_to_head"),
            ("breaker", ""),
            ("breaker", "lot"),
            ("final", "4"),
        ]
    )
    r = organiser.post("/tournaments/new", data=form)
    assert r.status_code == 302, r.text
    tid = r.headers["Location"].rsplit("/", 1)[-1]
    fmt = organiser.get(f"/api/v1/tournaments/{tid}").get_json()["format"]
    assert fmt["scheme"] == "fixed" and fmt["points"] == [3, 2, 1, 0]
    assert fmt["tie_breakers"] == ["head_to_head", "lot"] and fmt["final"] == 4
    for name in PLAYERS[:4]:
        organiser.post(f"/tournaments/{tid}/check-in", data={"name": name})
    assert organiser.post(f"/tournaments/{tid}/rounds").status_code == 302
    rows = organiser.get(f"/tournaments/{tid}/standings/rows?lang=it").text
    assert "Punti: punti per posto (3, 2, 1, 0)" in rows
    assert "spareggi: scontri diretti, sorteggio" in rows
    assert rows.count('data-name="head_to_head"') == 4 and rows.count('data-name="lot"') == 4


def test_a_bad_choice_is_said_on_the_form(app: Flask) -> None:
    organiser = app.test_client()
    r = organiser.post(
        "/tournaments/new",
        data={"game": "tamalo", "name": "x", "scheme": "fixed", "points": "3, due"},
    )
    assert r.status_code == 422 and "whole numbers" in r.text
    r = organiser.post(
        "/tournaments/new",
        data={"game": "tamalo", "name": "x", "breaker": "head_to_head"},
        headers={"Accept-Language": "it"},
    )
    assert r.status_code == 422 and "non può usare «scontri diretti»" in r.text
