"""The dispute panel live and in the reader's language: the votes in words, the log's titles,
the warning under a button that changes a house rule, and every ruling's outcome with the
totals it leaves, on the panel, in the log and in the other phones' news.

Anna calls with 3 and ties Bruno (3); Carla has 10. Strict (the default): a caller tied for
the lowest takes 15, Bruno 3 < 5 scores 0 → totals 15, 0, 10. Shared: the tie is enough,
Anna 3 < 5 scores 0 → 0, 0, 10.
"""

from __future__ import annotations

from collections.abc import Iterator

from flask import Flask

from tests.conftest import sse_messages
from tests.web.conftest import Phone, hand, state
from tests.web.dom import Node, parse, partials


def _table(app: Flask, settle: str) -> tuple[str, Phone, Phone, Phone]:
    """Anna (English) hosts, Bruno reads English, Carla Italian."""
    anna = Phone(app)
    rows = ["Anna", "Bruno", "Carla"]
    data = {"game": "tamalo", "player": rows + [""] * 3, "me": "0", "settle": settle}
    created = anna.post("/tables", data)
    assert created.status_code == 303
    table_id = created.headers["Location"].removeprefix("/t/")
    bruno, carla = Phone(app, addr="192.0.2.2"), Phone(app, "it", addr="192.0.2.3")
    bruno.sit(table_id, 1)
    carla.sit(table_id, 2)
    assert anna.move(table_id, hand(0, 3, 3, 10, caller=0)).status_code == 303
    assert state(app, table_id)["totals"] == [15, 0, 10]
    return table_id, anna, bruno, carla


def _post(phone: Phone, table_id: str, what: str, data: dict[str, str]) -> None:
    response = phone.post(f"/t/{table_id}/moves/1/{what}", data)
    assert response.status_code == 303, response.get_data(as_text=True)[:800]


def _panel(phone: Phone, table_id: str) -> Node:
    return phone.page(f"/t/{table_id}/moves/1/dispute")


SHARED = {"contest": "2", "decision": "switch:caller_tie@1"}
KEEP = {"contest": "2", "decision": "keep"}


def _stream(phone: Phone, table_id: str, after: int) -> Iterator[dict[str, str]]:
    response = phone.client.get(
        f"/t/{table_id}/moves/1/dispute/stream?after={after}",
        headers={"Accept-Language": phone.lang},
        environ_base={"REMOTE_ADDR": phone.addr},
        buffered=False,
    )
    assert response.status_code == 200
    assert response.mimetype == "text/event-stream"
    return sse_messages(iter(response.response))


def test_votes_are_said_in_the_readers_words_and_a_switch_warns_before_the_tap(
    app: Flask,
) -> None:
    table_id, anna, bruno, carla = _table(app, "all")
    _post(carla, table_id, "contest", {"reason": "Anna era solo pari"})
    # Before anyone votes, the button that switches the reading says what it changes.
    it = _panel(carla, table_id)
    warning = it.one("#house-change-caller_tie-1")
    assert warning.text == (
        "Cambia la regola della casa per il resto della partita, dalla mano 1: "
        "Chi chiama ed è pari al più basso → Condiviso: la parità basta"
    )
    button = it.one("#ambiguity-caller_tie .reading[data-value=shared] button")
    assert button["aria-describedby"] == "house-change-caller_tie-1"
    assert button.text == "Voto: passare a questa lettura da questa mano"
    assert it.one("#keep").text == "Voto: tenere la mossa"
    en = _panel(anna, table_id).one("#house-change-caller_tie-1").text
    assert en == (
        "Changes the house rule for the rest of the game, from hand 1: "
        "Caller tied for the lowest → Shared: a tie is enough"
    )
    # All three seated must agree: what it takes is said before and after each vote.
    assert it.one("#contest-wanted").text == (
        "Per decidere servono 3 voti uguali su 3 giocatori seduti; finora nessuno ha votato."
    )
    _post(bruno, table_id, "settle", SHARED)
    _post(anna, table_id, "settle", KEEP)
    assert _panel(anna, table_id).one("#contest-wanted").text == (
        "It takes 3 matching votes of the 3 seated players to decide; so far the most chosen has 1."
    )
    votes_it = _panel(carla, table_id).one("#contest-votes").text
    assert votes_it == "Voti: Bruno: passare a «Condiviso: la parità basta» · Anna: tenere"
    votes_en = _panel(anna, table_id).one("#contest-votes").text
    assert votes_en == "Votes: Bruno: switch to “Shared: a tie is enough” · Anna: keep"
    # A seat that voted is told its vote, and offered no second one.
    mine = _panel(bruno, table_id)
    assert mine.one("#my-vote").text == "You voted: switch to “Shared: a tie is enough”"
    assert not mine.all("#keep") and not mine.all("#ambiguity-caller_tie form")
    # Only whoever raised the contest is offered to withdraw it.
    assert not mine.all("#withdraw") and _panel(carla, table_id).all("#withdraw")
    # The log's titles, in each reader's language.
    log_it = carla.table(table_id).all("#log .entry")
    titles_it = [n.one(".entry-head strong").text for n in log_it]
    assert titles_it[:3] == ["Voto", "Voto", "Contestazione"]
    # Each vote's line says it in the panel's words.
    said = [n.one(".line-text").text for n in log_it[:2]]
    assert said == [
        "Voto sulla mano 1: tenere.",
        "Voto sulla mano 1: passare a «Condiviso: la parità basta».",
    ]
    titles_en = [n.text for n in anna.table(table_id).all("#log .entry-head strong")]
    assert titles_en[:3] == ["Vote", "Vote", "Contest"]


def test_a_ruling_that_keeps_the_entry_says_so_and_that_the_totals_stand(app: Flask) -> None:
    table_id, anna, bruno, carla = _table(app, "host")
    _post(bruno, table_id, "contest", {"reason": "Anna only tied"})
    _post(anna, table_id, "settle", {**KEEP, "reason": "rules are rules"})
    assert state(app, table_id)["totals"] == [15, 0, 10]
    it = _panel(carla, table_id).one("#outcome-2")
    assert it.one(".outcome-title").text == (
        "Risolta la contestazione della mano 1: la mossa resta (rules are rules)."
    )
    assert it.one(".outcome-totals").text == "I totali non cambiano."
    assert "Ha deciso chi ospita." in it.text
    en = _panel(bruno, table_id).one("#outcome-2")
    assert en.one(".outcome-title").text == (
        "Contest of hand 1 resolved: the entry stands (rules are rules)."
    )
    assert en.one(".outcome-totals").text == "The totals do not change."
    # Bruno's table page, at the contest: the ruling in his news, in English.
    news = partials(bruno.get(f"/t/{table_id}/live?seq=2").get_data(as_text=True))["#news"]
    assert news.one(".toast-title").text == "Hand 1: the entry stands"
    assert news.one(".toast-detail").text == "The totals do not change."
    # Settled: the panel offers a new contest, no vote.
    assert _panel(bruno, table_id).all("#contest-form")
    # The log titles the ruling and says its outcome.
    entry = carla.table(table_id).one("#e3")
    assert entry.one(".entry-head strong").text == "Decisione"
    assert [li.text for li in entry.all("ul.lines li")][-1] == "I totali non cambiano."


def test_a_ruling_that_switches_the_reading_names_the_totals_it_leaves(app: Flask) -> None:
    table_id, _anna, bruno, carla = _table(app, "majority")
    _post(carla, table_id, "contest", {"reason": "Anna era solo pari"})
    _post(bruno, table_id, "settle", SHARED)
    _post(carla, table_id, "settle", SHARED)  # two of three: the majority
    assert state(app, table_id)["totals"] == [0, 0, 10]
    it = _panel(carla, table_id).one("#outcome-2")
    assert it.one(".outcome-title").text == (
        "Risolta la contestazione della mano 1: la regola della casa cambia — "
        "Chi chiama ed è pari al più basso: Condiviso: la parità basta."
    )
    assert it.one(".outcome-totals").text == "Totali: Anna 15 → 0 · Bruno 0 · Carla 10."
    assert "Deciso col voto." in it.text
    assert "Bruno: passare a «Condiviso: la parità basta»" in it.text
    en = _panel(bruno, table_id).one("#outcome-2 .outcome-totals").text
    assert en == "Totals: Anna 15 → 0 · Bruno 0 · Carla 10."


def test_a_ruling_that_replaces_the_entry_names_the_totals_it_leaves(app: Flask) -> None:
    table_id, anna, bruno, _carla = _table(app, "host")
    _post(bruno, table_id, "contest", {"reason": "Anna had 2"})
    # Anna had 2, lower than Bruno's 3: her call holds (2 < 5 scores 0), Bruno 3 scores 0.
    fixed = {**hand(2, 2, 3, 10, caller=0), "box": "correct", "reason": "Anna had 2"}
    assert anna.post(f"/t/{table_id}/moves/1/replace", fixed).status_code == 303
    assert state(app, table_id)["totals"] == [0, 0, 10]
    outcome = _panel(bruno, table_id).one("#outcome-2")
    assert outcome.one(".outcome-title").text == (
        "Contest of hand 1 resolved: the entry is replaced (Anna had 2)."
    )
    assert outcome.one(".outcome-totals").text == "Totals: Anna 15 → 0 · Bruno 0 · Carla 10."


def test_a_withdrawn_contest_is_said_on_the_panel(app: Flask) -> None:
    table_id, _anna, bruno, carla = _table(app, "host")
    _post(bruno, table_id, "contest", {"reason": "Anna only tied"})
    _post(bruno, table_id, "withdraw", {"contest": "2"})
    said = _panel(carla, table_id).one("#outcome-2 .outcome-title").text
    assert said == "Contestazione ritirata: la mossa resta com'era."
    titles = [n.text for n in carla.table(table_id).all("#log .entry-head strong")]
    assert titles[:2] == ["Contestazione ritirata", "Contestazione"]


def test_the_panel_is_redrawn_live_with_a_vote_and_the_ruling(app: Flask) -> None:
    table_id, anna, bruno, carla = _table(app, "majority")
    _post(carla, table_id, "contest", {"reason": "Anna era solo pari"})
    assert 'hx-sse:connect="/t/' in carla.get(f"/t/{table_id}/moves/1/dispute").get_data(
        as_text=True
    )
    missing = carla.get(f"/t/{table_id}/moves/2/dispute/stream")  # the contest: no panel
    assert missing.status_code == 404
    stream = _stream(carla, table_id, after=2)
    _post(bruno, table_id, "settle", SHARED)
    message = next(stream)
    assert message["id"] == "3"
    region = partials(message["data"])["#dispute-live"]
    assert region["hx-swap"] == "innerMorph"
    assert region.one("#contest-votes").text == (
        "Voti: Bruno: passare a «Condiviso: la parità basta»"
    )
    # Carla has not voted: her buttons are still there.
    assert region.one("#keep").text == "Voto: tenere la mossa"
    _post(anna, table_id, "settle", SHARED)  # the majority: the ruling
    ruled = partials(next(stream)["data"])["#dispute-live"]
    assert ruled.one("#outcome-2 .outcome-totals").text == (
        "Totali: Anna 15 → 0 · Bruno 0 · Carla 10."
    )
    assert not ruled.all("#contest-open") and ruled.all("#contest-form")


def test_the_other_phones_news_announces_the_ruling_and_its_totals(app: Flask) -> None:
    table_id, anna, bruno, carla = _table(app, "host")
    _post(bruno, table_id, "contest", {"reason": "Anna only tied"})
    answer = carla.get(f"/t/{table_id}/live?seq=2")  # Carla's page, at the contest
    assert answer.status_code == 204
    _post(anna, table_id, "settle", SHARED)
    news = partials(carla.get(f"/t/{table_id}/live?seq=2").get_data(as_text=True))["#news"]
    assert news.one(".toast-title").text == "Mano 1: cambia la regola della casa"
    assert news.one(".toast-detail").text == "Totali: Anna 15 → 0 · Bruno 0 · Carla 10."
    page = parse(bruno.get(f"/t/{table_id}").get_data(as_text=True))
    assert page.one("#e3 .entry-head strong").text == "Ruling"
