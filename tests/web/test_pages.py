"""The home page, the language, creating a table through the form, the rules, the 404 page."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from sqlalchemy import func
from sqlmodel import select

from referee.games import GAMES
from referee.store.models import GameTable
from tests.web.conftest import Phone, seated, service, state
from tests.web.dom import Node, parse

HOME = {
    "en": {
        "title": "Play with real cards. Let the phone keep score.",
        "join": "Join a table",
        "create": "Create the table",
        "other": "Italiano",
        "link": "/lang/it?next=/",
    },
    "it": {
        "title": "Gioca con le carte vere. Ai punti pensa il telefono.",
        "join": "Unisciti a un tavolo",
        "create": "Crea il tavolo",
        "other": "English",
        "link": "/lang/en?next=/",
    },
}


def table_count(app: Flask) -> int:
    with service(app).db.session() as s:
        return s.exec(select(func.count()).select_from(GameTable)).one()


def lang_link(page: Node) -> Node:
    return page.one("header a.lang")


# -- home and language --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "it"])
def test_home_speaks_the_browser_language(app: Flask, lang: str) -> None:
    words = HOME[lang]
    page = Phone(app, lang).page("/")
    assert page.one("html")["lang"] == lang
    assert page.one("h1").text == words["title"]
    assert words["join"] in [h2.text for h2 in page.all("h2")]
    assert page.one("#create-form button.btn-primary").text == words["create"]
    link = lang_link(page)
    assert link.text == words["other"]
    assert link["href"] == words["link"]


def test_the_language_chosen_on_the_phone_wins_over_the_browser(app: Flask) -> None:
    phone = Phone(app, "en")
    chosen = phone.get("/lang/it?next=/")
    assert chosen.status_code == 303
    assert chosen.headers["Location"] == "/"
    page = phone.page("/")  # the browser still asks for English
    assert page.one("html")["lang"] == "it"
    assert page.one("h1").text == HOME["it"]["title"]
    assert lang_link(page).text == "English"

    back = Phone(app, "it")
    assert back.get("/lang/en?next=/rules").headers["Location"] == "/rules"
    rules = back.page("/rules")
    assert rules.one("h1").text == "Rules"
    assert lang_link(rules)["href"] == "/lang/it?next=/rules"


@pytest.mark.parametrize("target", ["//evil.example/", "https://evil.example/", "evil"])
def test_the_language_link_stays_on_this_site(app: Flask, target: str) -> None:
    response = Phone(app).get(f"/lang/it?next={target}")
    assert response.status_code == 303
    assert response.headers["Location"] == "/"


def test_an_unknown_language_changes_nothing(app: Flask) -> None:
    phone = Phone(app, "en")
    assert phone.get("/lang/fr?next=/").status_code == 303
    assert phone.page("/").one("h1").text == HOME["en"]["title"]


def test_the_language_link_after_a_refused_form_opens_a_page(app: Flask) -> None:
    """A refused POST re-renders its page; switching language there must not ask for a 405."""
    phone = Phone(app, "en")
    refused = phone.post("/tables", {"game": "tamalo", "player": ["Anna"]})
    assert refused.status_code == 422
    href = lang_link(parse(refused.get_data(as_text=True)))["href"]
    assert href == "/lang/it?next=/"
    landed = phone.client.get(href, follow_redirects=True)
    assert landed.status_code == 200
    assert parse(landed.get_data(as_text=True)).one("h1").text == HOME["it"]["title"]

    table_id = phone.create()
    refused = phone.move(table_id, {"type": "tamalo", "box": "inhand", "expected_seq": "0"})
    assert refused.status_code == 422
    href = lang_link(parse(refused.get_data(as_text=True)))["href"]
    assert href == f"/lang/en?next=/t/{table_id}"  # the phone now speaks Italian
    assert phone.client.get(href, follow_redirects=True).status_code == 200


def test_recent_tables_are_listed_on_the_phone_that_saw_them(app: Flask) -> None:
    creator, visitor, stranger = Phone(app), Phone(app), Phone(app)
    assert not creator.page("/").has("ul.recent")

    table_id = creator.create(["Anna", "Bruno", "Carla"])
    recent = creator.page("/").one("ul.recent")
    # Hands and the time it was opened, not move numbers: two tables of the same players
    # tell apart.
    assert re.fullmatch(
        r"Tamalo · Anna, Bruno, Carla not started yet · opened \d\d:\d\d", recent.text
    )
    assert recent.one("a")["href"] == f"/t/{table_id}"

    visitor.table(table_id)  # only looking, no seat
    assert visitor.page("/").one("ul.recent a")["href"] == f"/t/{table_id}"
    assert not stranger.page("/").has("ul.recent")

    second = creator.create(["Dario", "Elena"])
    links = [a["href"] for a in creator.page("/").all("ul.recent a")]
    assert links == [f"/t/{second}", f"/t/{table_id}"]  # the latest first


def test_recent_tables_in_italian_say_how_far_they_are(app: Flask) -> None:
    phone = Phone(app, "it")
    phone.create(["Anna", "Bruno"])
    said = phone.page("/").one("ul.recent").text
    assert re.fullmatch(r"Tamalo · Anna, Bruno non ancora iniziata · aperta alle \d\d:\d\d", said)


# -- creating a table ---------------------------------------------------------------------


def test_the_creator_is_host_and_sits_where_they_ticked(app: Flask) -> None:
    phone = Phone(app)
    table_id = phone.create(["Anna", "Bruno", "Carla"], me=1)
    page = phone.table(table_id)
    assert page.one(".topbar .who").text == "You: Bruno · host"
    assert page.one("tr.you td.name").text == "Bruno (you)"
    assert page.has(".host-panel")
    assert page.has("#form-hand")
    assert [s["name"] for s in state(app, table_id)["seats"]] == ["Anna", "Bruno", "Carla"]
    assert seated(app, table_id) == {1: 1}


def test_a_creator_who_does_not_play_is_a_host_without_a_seat(app: Flask) -> None:
    phone = Phone(app)
    table_id = phone.create(["Anna", "Bruno"], me=None)
    page = phone.table(table_id)
    assert page.one(".topbar .who").text == "You host the table"
    assert not page.has("tr.you")
    assert page.has("#form-hand")  # the host may still keep score
    assert seated(app, table_id) == {}


def test_me_is_the_ticked_row_even_after_an_empty_row(app: Flask) -> None:
    phone = Phone(app)
    response = phone.post(
        "/tables",
        {"game": "tamalo", "player": ["Anna", "", "Carla", "Dario", "", ""], "me": "2"},
    )
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    assert phone.table(table_id).one(".topbar .who").text == "You: Carla · host"
    assert [s["name"] for s in state(app, table_id)["seats"]] == ["Anna", "Carla", "Dario"]


def test_options_chosen_in_the_form_are_locked_in(app: Flask) -> None:
    phone = Phone(app)
    response = phone.post(
        "/tables",
        {
            "game": "tamalo",
            "player": ["Anna", "Bruno", "", "", "", ""],
            "me": "0",
            "opt-target": "150",
            "opt-cards": "6",
            "opt-caller_tie": "shared",
            "opt-jokers": "2",
            "opt-seven_power-present": "1",  # the checkbox was shown, and left unticked
        },
    )
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    options = state(app, table_id)["options"]
    assert options == {
        "target": 150,
        "end": "target",
        "hands": 10,
        "max_seats": 6,
        "cards": 6,
        "jokers": 2,
        "caller_tie": "shared",
        "compare_on": "raw",
        "caller_over5_lowest": "always",
        "caller_five": "flat",
        "final_tie": "co_winners",
        "seven_power": False,
        "matched_vergine": True,
    }
    page = phone.table(table_id)
    assert page.one("#scoreboard p.muted").text == "The game ends at 150; the lowest total wins."
    assert not page.has("dl.options-list")  # folded: loaded when opened
    rules = phone.page(f"/t/{table_id}/fold/house-rules")
    chosen = {
        dt.text: dd.text for dt, dd in zip(rules.all("dl dt"), rules.all("dl dd"), strict=True)
    }
    assert chosen["Game ends at"].startswith("150 not the default")
    assert chosen["Cards each"].startswith("6 cards not the default")
    assert chosen["The 7 has a power"].startswith("no not the default")
    assert "not the default" not in chosen["Lowest is decided on"]
    assert page.has("#form-hand button[data-card=JK]")  # jokers on the card picker


def test_a_ticked_checkbox_keeps_its_option(app: Flask) -> None:
    phone = Phone(app)
    table_id = phone.create(["Anna", "Bruno"], **{"seven_power-present": 1, "seven_power": "true"})
    assert state(app, table_id)["options"]["seven_power"] is True


FORM_ERRORS = {
    "one player": (
        ["Anna", "", ""],
        {},
        "fieldset.players p.error",
        {
            "en": "Tamalo is played by 2 to 8 players, not 1.",
            "it": "Tamalo si gioca da 2 a 8 giocatori, non 1.",
        },
    ),
    "same name twice": (
        ["Anna", "Bruno", "anna"],
        {},
        "#player-list li.error",
        {
            "en": "Two players are called 'anna': use different names.",
            "it": "Due giocatori si chiamano «anna»: usate nomi diversi.",
        },
    ),
    "a name that looks like another": (
        ["Anna", "Bruno", "Ann\u0430"],  # the last letter Cyrillic
        {},
        "#player-list li.error",
        {
            "en": "'Ann\u0430' looks like 'Anna': choose a name the table can tell apart.",
            "it": "«Ann\u0430» sembra «Anna»: scegli un nome che al tavolo si possa distinguere.",
        },
    ),
    "a name of 200 characters": (
        ["Anna", "B" * 200],
        {},
        "#player-list li.error",
        {
            "en": "Player 2: the name is longer than 30 characters.",
            "it": "Giocatore 2: il nome supera 30 caratteri.",
        },
    ),
    "a target out of range": (
        ["Anna", "Bruno"],
        {"opt-target": "5"},
        "#options p.error",
        {
            "en": "Invalid value for 'Game ends at'. (10–10000)",
            "it": "Valore non valido per «Fine partita a». (10–10000)",
        },
    ),
}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("case", list(FORM_ERRORS))
def test_form_errors_are_shown_inline_and_create_nothing(app: Flask, case: str, lang: str) -> None:
    players, options, where, messages = FORM_ERRORS[case]
    before = table_count(app)
    response = Phone(app, lang).post(
        "/tables", {"game": "tamalo", "player": players, "me": "0", **options}
    )
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    assert page.one("html")["lang"] == lang
    assert page.one(where).text == messages[lang]
    typed = [field.get("value") for field in page.all("#create-form input[name=player]")]
    assert typed[: len(players)] == players  # what was typed is still there
    assert page.one("input[name=me][value='0']").get("checked") is not None
    assert table_count(app) == before


def test_a_bad_name_marks_its_own_row(app: Flask) -> None:
    page = parse(
        Phone(app)
        .post("/tables", {"game": "tamalo", "player": ["Anna", "", "Carla", "anna"]})
        .get_data(as_text=True)
    )
    rows = page.all("#player-list li.player-row")
    assert [r.one("input[name=player]").get("aria-invalid") for r in rows[:4]] == [
        None,
        None,
        None,
        "true",
    ]


def test_a_bad_option_opens_the_options_and_keeps_the_value(app: Flask) -> None:
    response = Phone(app).post(
        "/tables", {"game": "tamalo", "player": ["A", "B"], "opt-target": "5"}
    )
    page = parse(response.get_data(as_text=True))
    assert page.one("details.options-wrap").get("open") is not None
    assert page.value("opt-target") == "5"


def test_an_unknown_game_is_refused(app: Flask) -> None:
    response = Phone(app).post("/tables", {"game": "chess", "player": ["Anna", "Bruno"]})
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    said = page.one("#create-form p.error").text
    assert said == f"Unknown game: 'chess'. Games: {', '.join(GAMES)}."


def test_the_options_of_a_game_and_an_unknown_game(app: Flask) -> None:
    phone = Phone(app, "it")
    options = parse(phone.get("/new/options?game=tamalo").get_data(as_text=True))
    assert options.one("label[for=opt-target]").text == "Fine partita a"
    assert options.value("opt-target") == "100"
    assert phone.get("/new/options?game=chess").status_code == 404


# -- rules and not found ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "heading", "title", "topic"),
    [
        ("en", "Rules", "Caller over 5", "Scoring"),
        ("it", "Regole", "Chi chiama con più di 5", "Il punteggio"),
    ],
)
def test_rules_index_lists_every_tamalo_rule_by_topic_titles_first(
    app: Flask, lang: str, heading: str, title: str, topic: str
) -> None:
    index = Phone(app, lang).page("/rules")
    assert index.one("h1").text == heading
    assert index.one("#tamalo h2 a")["href"] == "/rules/game/tamalo"
    page = Phone(app, lang).page("/rules/game/tamalo")
    link = page.one("#tamalo a[href='/rules/TAM-CALLER-GT5']")
    assert link.text == title  # the title, no id: ids stay on the rule's page
    assert topic in [h3.text for h3 in page.all("#tamalo h3")]
    assert page.has("#tamalo a[href='/rules/TAM-DECK']")
    assert "TAM-" not in page.one("#tamalo").text


@pytest.mark.parametrize(
    ("lang", "title", "option", "plain"),
    [
        ("en", "Caller over 5", "Caller over 5 who is lowest", "If you called Tamalo"),
        (
            "it",
            "Chi chiama con più di 5",
            "Chi chiama con più di 5 ed è il più basso",
            "Se hai chiamato Tamalo",
        ),
    ],
)
def test_a_rule_shows_a_plain_digest_the_italian_source_and_the_technical_digest(
    app: Flask, lang: str, title: str, option: str, plain: str
) -> None:
    page = Phone(app, lang).page("/rules/TAM-CALLER-GT5")
    assert page.one("h1").text == title
    assert page.one("p.plain").text.startswith(plain)  # in the reader's language
    assert page.one("blockquote[lang=it]").text == (
        "Se inoltre colui che ha chiamato Tamalo ha più di 5 punti, percepisce 15 punti + "
        "quelli che ha in mano, in ogni caso."
    )
    assert page.one("p[lang=en]").text == (
        "Caller: if raw > 5 → 15 + raw, whether lowest or not (TAM-AMB-3)."
    )
    assert page.one("article li strong").text == option  # the table option about it


def test_a_lowercase_rule_id_redirects_to_the_rule(app: Flask) -> None:
    response = Phone(app).get("/rules/tam-caller-gt5")
    assert response.status_code == 301
    assert response.headers["Location"] == "/rules/TAM-CALLER-GT5"


@pytest.mark.parametrize(
    ("lang", "title", "message", "home"),
    [
        ("en", "Not found", "No rule 'TAM-NOPE'.", "Home"),
        ("it", "Non trovato", "Nessuna regola «TAM-NOPE».", "Pagina iniziale"),
    ],
)
def test_an_unknown_rule_is_a_404_page(
    app: Flask, lang: str, title: str, message: str, home: str
) -> None:
    page = Phone(app, lang).page("/rules/TAM-NOPE", status=404)
    assert page.one("h1").text == title
    assert page.all("main p")[0].text == message
    assert page.one("main a.btn").text == home


@pytest.mark.parametrize(
    ("lang", "title", "message"),
    [
        ("en", "Not found", "This table does not exist (or the link is incomplete)."),
        ("it", "Non trovato", "Questo tavolo non esiste (o il link è incompleto)."),
    ],
)
def test_an_unknown_table_is_a_404_page(app: Flask, lang: str, title: str, message: str) -> None:
    response = Phone(app, lang).get("/t/no-such-table")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    page = parse(response.get_data(as_text=True))
    assert page.one("html")["lang"] == lang
    assert page.one("h1").text == title
    assert page.all("main p")[0].text == message
    assert page.one("main a.btn")["href"] == "/"


def test_the_counting_rule_speaks_to_players_not_to_developers(app: Flask) -> None:
    """Tarocco's counting: its English digest ends on what a player needs (one side's points
    are enough), not on what the app's code does."""
    digest = Phone(app, "en").page("/rules/TAR-COUNT").one("p[lang=en]").text
    assert digest.endswith("So one side's points are enough: the other side has 109 minus them.")
    assert "The app" not in digest
