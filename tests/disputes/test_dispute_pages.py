"""The dispute panel from the phones' pages: contesting, settling by the host's decision, by
replacement with a corrected hand, by votes; refusals said on the panel, nothing written."""

from __future__ import annotations

from flask import Flask

from tests.web.conftest import Phone, hand, state


def _tie_table(app: Flask, settle: str = "host") -> tuple[str, Phone, Phone, Phone]:
    anna = Phone(app)
    rows = ["Anna", "Bruno", "Carla"]
    data = {"game": "tamalo", "player": rows + [""] * 3, "me": "0", "settle": settle}
    created = anna.post("/tables", data)
    assert created.status_code == 303
    table_id = created.headers["Location"].removeprefix("/t/")
    bruno, carla = Phone(app, addr="192.0.2.2"), Phone(app, "it", addr="192.0.2.3")
    bruno.sit(table_id, 1)
    carla.sit(table_id, 2)
    # Anna calls with 3 and ties Bruno: 15 under the strict reading (the default).
    assert anna.move(table_id, hand(0, 3, 3, 10, caller=0)).status_code == 303
    return table_id, anna, bruno, carla


def _contest(phone: Phone, table_id: str, reason: str = "Anna only tied") -> None:
    response = phone.post(f"/t/{table_id}/moves/1/contest", {"reason": reason})
    assert response.status_code == 303, response.get_data(as_text=True)[:500]


def test_the_host_settles_a_contest_with_a_corrected_hand(app: Flask) -> None:
    table_id, anna, bruno, _carla = _tie_table(app)
    _contest(bruno, table_id)
    # Bruno may contest, not decide, at a table where the host decides.
    assert not bruno.page(f"/t/{table_id}/moves/1/dispute").all("#replace")
    panel = anna.page(f"/t/{table_id}/moves/1/dispute")
    assert panel.one("#replace")["href"] == f"/t/{table_id}/moves/1/dispute/replace"
    form = anna.page(f"/t/{table_id}/moves/1/dispute/replace").one("#form-correct")
    assert form["action"] == f"/t/{table_id}/moves/1/replace"
    fixed = {**hand(2, 2, 3, 10, caller=0), "box": "correct", "reason": "Anna had 2"}
    response = anna.post(f"/t/{table_id}/moves/1/replace", fixed)
    assert response.status_code == 303
    assert response.headers["Location"] == f"/t/{table_id}/moves/1/dispute"
    assert state(app, table_id)["totals"] == [0, 0, 10]
    page = bruno.table(table_id)
    assert not page.all("#provisional")
    assert "status-corrected" in page.one("#e1").classes


def test_votes_from_the_panel_settle_a_contest_and_a_second_vote_is_refused(
    app: Flask,
) -> None:
    table_id, anna, bruno, carla = _tie_table(app, "majority")
    _contest(carla, table_id)
    assert "Totali provvisori" in carla.table(table_id).one("#provisional").text
    shared = {"contest": "2", "decision": "switch:caller_tie@1"}
    assert bruno.post(f"/t/{table_id}/moves/1/settle", shared).status_code == 303
    again = bruno.post(f"/t/{table_id}/moves/1/settle", shared)
    assert again.status_code == 422
    said = again.get_data(as_text=True)
    assert "This seat has already voted on this contest." in said
    assert state(app, table_id)["totals"] == [15, 0, 10]
    assert carla.post(f"/t/{table_id}/moves/1/settle", shared).status_code == 303
    assert state(app, table_id)["totals"] == [0, 0, 10]
    assert not anna.table(table_id).all("#provisional")
    rules = anna.page("/")  # the creation form offers the three ways
    assert len(rules.all("input[name=settle]")) == 3


def test_a_spectator_sees_the_panel_but_cannot_contest(app: Flask) -> None:
    table_id, _anna, _bruno, _carla = _tie_table(app)
    watcher = Phone(app, addr="192.0.2.9")
    watcher.sit(table_id, None)
    panel = watcher.page(f"/t/{table_id}/moves/1/dispute")
    assert not panel.all("#contest-form")
    refused = watcher.post(f"/t/{table_id}/moves/1/contest", {"reason": "no"})
    assert refused.status_code == 403
    assert state(app, table_id)["seq"] == 1
