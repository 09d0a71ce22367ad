"""The sample table speaks the reader's language, its undo's reason included; a reason a
user typed stays as typed in both."""

from __future__ import annotations

from flask import Flask

from referee.demo import make_demo
from tests.conftest import ApiTable
from tests.web.conftest import Phone


def void_lines(app: Flask, table_id: str, lang: str) -> list[str]:
    response = app.test_client().get(
        f"/api/v1/tables/{table_id}/moves", headers={"Accept-Language": lang}
    )
    events = response.get_json()["events"]
    return [line["text"] for e in events if e["type"] == "void" for line in e["lines"]]


def test_the_demo_undo_reason_is_in_the_reader_language(app: Flask, database_url: str) -> None:
    table_id = make_demo(database_url)
    assert void_lines(app, table_id, "it") == ["Annullato: la mano 3 (mano sbagliata)"]
    assert void_lines(app, table_id, "en") == ["Undone: hand 3 (typed the wrong hand)"]
    for lang, reason, other in (
        ("it", "mano sbagliata", "typed the wrong hand"),
        ("en", "typed the wrong hand", "mano sbagliata"),
    ):
        page = Phone(app, lang).get(f"/t/{table_id}").get_data(as_text=True)
        assert reason in page and other not in page, lang


def test_a_typed_reason_stays_as_typed(app: Flask, table: ApiTable) -> None:
    table.hand(None, [5, 6, 7, 8])
    assert table.void(1, reason="sbagliato {seat[0]}").status_code == 201
    assert void_lines(app, table.id, "en") == ["Undone: hand 1 (sbagliato {seat[0]})"]
    assert void_lines(app, table.id, "it") == ["Annullato: la mano 1 (sbagliato {seat[0]})"]
