"""A person checked in at the door claims their own phone with the organiser's one-time
code, never by typing their name again: the code works once, for 15 minutes, for that
tournament only; the phone then carries the person (their seat, their table's link)."""

from __future__ import annotations

import html
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.tournaments import claims
from tests.tournaments.test_api import Tour
from tests.tournaments.test_seat_access import EIGHT

pytestmark = pytest.mark.storage

PAGE = {"Origin": "http://localhost", "Accept-Language": "it"}
REFUSED = {
    "it": "Questo codice non vale più: è già stato usato, è scaduto o non è di questo "
    "torneo. Chiedi all'organizzatore un codice nuovo.",
    "en": "This code is no longer good: it was used already, it expired, or it is not this "
    "tournament's. Ask the organiser for a new one.",
}


@pytest.fixture
def door(client: FlaskClient) -> Tour:
    """Eight people checked in by the organiser at the door."""
    tour = Tour(client)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    return tour


def code_for(tour: Tour, name: str) -> dict[str, Any]:
    r = tour.post(f"/people/{tour.people[name]}/claim-code")
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def claim(tour: Tour, code: dict[str, Any], lang: str = "en") -> Any:
    body = {k: code[k] for k in ("person", "issued", "code")}
    return tour.client.post(
        f"/api/v1/tournaments/{tour.id}/claims", json=body, headers={"Accept-Language": lang}
    )


def seat_link(tour: Tour, name: str, token: str) -> str | None:
    path = f"/api/v1/tournaments/{tour.id}/people/{tour.people[name]}/seat"
    return tour.client.get(path, headers={"Authorization": f"Bearer {token}"}).get_json()[
        "join_url"
    ]


def test_a_code_makes_a_phone_the_person_s_once(door: Tour) -> None:
    tables = door.post("/rounds", {"seed": 7}).get_json()["tables"]
    elena_table = next(t for t in tables if any(s["name"] == "Elena" for s in t["seats"]))
    code = code_for(door, "Elena")
    assert code["name"] == "Elena" and code["person"] == door.people["Elena"]
    assert code["url"] == (
        f"http://localhost/tournaments/{door.id}/claim/{code['person']}/{code['issued']}/"
        f"{code['code']}"
    )
    claimed = claim(door, code)
    assert claimed.status_code == 201, claimed.get_json()
    token = claimed.get_json()["token"]
    assert claimed.get_json()["name"] == "Elena"
    # The phone now carries Elena: it reads her table's link; the door's token does not.
    assert seat_link(door, "Elena", token) == elena_table["join_url"]
    assert seat_link(door, "Elena", door.tokens["Elena"]) is None
    # The same code again, from any phone: refused, in the reader's language.
    for lang in ("it", "en"):
        again = claim(door, code, lang)
        assert again.status_code == 403
        assert again.headers["Content-Type"].startswith("application/problem+json")
        assert again.get_json()["detail"] == REFUSED[lang]


def test_a_code_expires_is_the_tournament_s_own_and_cannot_be_forged(
    door: Tour, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = code_for(door, "Anna")
    forged = {**code, "code": "0" * claims.CODE_LENGTH}
    assert claim(door, forged).status_code == 403
    other = Tour(client)
    assert other.check_in("Zoe").status_code == 201
    elsewhere = client.post(
        f"/api/v1/tournaments/{other.id}/claims",
        json={k: code[k] for k in ("person", "issued", "code")},
    )
    assert elsewhere.status_code == 403
    # Sixteen minutes later the code is no good; a new one is.
    real = claims.minute
    monkeypatch.setattr(claims, "minute", lambda now: real(now) + claims.CLAIM_MINUTES + 1)
    assert claim(door, code).status_code == 403
    monkeypatch.setattr(claims, "minute", real)
    assert claim(door, code_for(door, "Anna")).status_code == 201


def test_only_the_organiser_asks_for_a_code(door: Tour) -> None:
    path = f"/api/v1/tournaments/{door.id}/people/{door.people['Anna']}/claim-code"
    assert door.client.post(path).status_code == 401
    player = {"Authorization": f"Bearer {door.tokens['Anna']}"}
    assert door.client.post(path, headers=player).status_code == 403
    unknown = door.post("/people/nobody/claim-code")
    assert unknown.status_code == 422


def test_the_organiser_s_screen_shows_the_code_and_the_phone_taps_once(
    door: Tour, client: FlaskClient
) -> None:
    tablet = client.application.test_client()
    tablet.set_cookie(f"org_{door.id}", door.token)
    page = tablet.get(f"/tournaments/{door.id}", headers={"Accept-Language": "it"})
    phone_link = f"/tournaments/{door.id}/people/{door.people['Elena']}/phone"
    assert phone_link in page.get_data(as_text=True)
    shown = tablet.get(phone_link, headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert "Elena: inquadra con il tuo telefono" in shown and "<svg" in shown
    assert "Vale una volta sola, per 15 minuti." in shown
    link = shown.split(f"http://localhost/tournaments/{door.id}/claim/")[1].split("<")[0]
    address = f"/tournaments/{door.id}/claim/{link}"
    # A player's phone cannot show a code; opening the link changes nothing.
    stranger = client.application.test_client()
    assert stranger.get(phone_link).status_code == 401
    phone = client.application.test_client()
    asked = phone.get(address, headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert "Sei Elena?" in asked and "Sì, sono Elena" in asked
    tapped = phone.post(address, headers=PAGE)
    assert tapped.status_code == 303
    home = phone.get(f"/tournaments/{door.id}", headers={"Accept-Language": "it"})
    assert "Elena, l'iscrizione è fatta: il tuo posto compare qui" in home.get_data(as_text=True)
    # The second tap, on another phone: refused, and that phone carries nobody.
    late = client.application.test_client()
    refused = late.post(address, headers=PAGE)
    assert refused.status_code == 403
    assert REFUSED["it"] in html.unescape(refused.get_data(as_text=True))
    assert 'class="my-seat"' not in late.get(f"/tournaments/{door.id}").get_data(as_text=True)
