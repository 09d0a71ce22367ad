"""A creation form sent after its game was changed but before the new game's option fields
came (a slow phone, a quick tap): the fields drawn for the other game are not read as the
new game's. The new game takes its defaults, as its fields would have shown them, instead of
a refusal about a field the organiser never saw (Tamalo's target of 100 read as Ecarté's
"Match to", 1–99)."""

from __future__ import annotations

from flask import Flask

from referee.store.tournaments import Tournament
from tests.web.conftest import SAME_ORIGIN

STALE = {"options-game": "tamalo", "opt-target": "100"}


def test_a_table_takes_the_new_games_defaults(app: Flask) -> None:
    client = app.test_client()
    form = {"game": "ecarte", "player": ["Anna", "Bruno", "", "", "", ""], "me": "0"}
    made = client.post("/tables", data={**form, **STALE}, headers=SAME_ORIGIN)
    assert made.status_code == 303, made.get_data(as_text=True)[:500]
    table_id = made.headers["Location"].rsplit("/", 1)[-1]
    options = app.extensions["referee"].view(table_id).options
    assert options.target == 5  # Ecarté's own: a match to 5
    # The game's own fields are read as they are: 100 is refused, with the field's words.
    own = {"options-game": "ecarte", "opt-target": "100"}
    refused = client.post("/tables", data={**form, **own}, headers=SAME_ORIGIN)
    assert refused.status_code == 422
    assert "Match to" in refused.get_data(as_text=True)


def test_a_tournament_takes_the_new_games_defaults(app: Flask) -> None:
    client = app.test_client()
    form = {"game": "ecarte", "name": "Ecarté al circolo", **STALE}
    opened = client.post("/tournaments/new", data=form, headers=SAME_ORIGIN)
    assert opened.status_code == 302, opened.get_data(as_text=True)[:500]
    tid = opened.headers["Location"].rsplit("/", 1)[-1]
    service = app.extensions["referee"]
    with service.db.session() as s:
        stored = s.get(Tournament, tid)
        assert stored is not None and stored.game == "ecarte"
        assert stored.options["target"] == 5  # every table plays Ecarté's own: a match to 5
    # Its own fields are read: 100 is refused, with the field's words, on the form again.
    own = {**form, "options-game": "ecarte"}
    refused = client.post("/tournaments/new", data=own, headers=SAME_ORIGIN)
    assert refused.status_code == 422 and "Match to" in refused.get_data(as_text=True)
