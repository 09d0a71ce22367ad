"""Logging from the table page: the hand form, the in-hand moves, refusals, the live preview."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, htmx_regions, lines, state, totals
from tests.web.dom import parse

#: Hand 1 at Anna, Bruno and Carla's table: Anna calls with 7, Bruno holds 2, Carla 11.
HAND_1 = hand(0, "3H,4C", "2S", "KR,J", caller=0)

LINES = {
    "en": [
        (
            "22",
            "Anna called Tamalo with 7 (3♥ + 4♣), not the lowest: 15 + 7 = 22.",
            "TAM-CALLER-GT5",
        ),
        ("0", "Bruno: 2♠, 2 points, under 5 counts 0.", "TAM-VAL TAM-LT5"),
        ("11", "Carla: K red (0) + J (11) = 11.", "TAM-VAL"),
    ],
    "it": [
        (
            "22",
            "Anna ha chiamato Tamalo con 7 (3♥ + 4♣) ma non ha il totale più basso: 15 + 7 = 22.",
            "TAM-CALLER-GT5",
        ),
        ("0", "Bruno: 2♠, 2 punti, meno di 5 vale 0.", "TAM-VAL TAM-LT5"),
        ("11", "Carla: K rosso (0) + J (11) = 11.", "TAM-VAL"),
    ],
}


def logged(app: Flask, table_id: str) -> int:
    return state(app, table_id)["seq"]


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna's table (Anna, Bruno, Carla), Anna's phone seated at seat 0 as host."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0)


# -- the end-of-hand form -----------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hand_posted_from_the_form_scores_and_explains(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang)
    phone.sit(table_id, 1)
    response = phone.move(table_id, HAND_1)
    assert response.status_code == 303
    assert response.headers["Location"] == f"/t/{table_id}?done=1"

    page = phone.table(table_id)
    assert totals(page) == {"Bruno": 0, "Carla": 11, "Anna": 22}
    assert [r.one(".rank").text for r in page.all("table.totals tbody tr")] == ["1", "2", "3"]
    entry = page.one("#log li#e1")
    assert "status-active" in entry.classes
    assert not entry.has(".seq")  # hands, not move numbers
    assert entry.one("strong").text == {"en": "Hand 1", "it": "Mano 1"}[lang]
    assert {"en": "by Bruno", "it": "da Bruno"}[lang] in entry.one(".entry-head .muted").text
    assert lines(entry) == LINES[lang]
    assert entry.all("a.rule")[0]["href"] == "/rules/TAM-CALLER-GT5"
    grid = page.one("table.grid tbody tr")
    assert grid.text == "1 22 +22 0 +0 11 +11"  # totals after the hand, and its points
    assert page.one("#form-hand .hand-seq")["value"] == "1"
    save = {"en": "Save hand 2", "it": "Salva la mano 2"}[lang]
    assert page.one("#form-hand button[type=submit]").text == save
    assert state(app, table_id)["totals"] == [22, 0, 11]


def test_totals_and_empty_hands_from_the_form(app: Flask, table_id: str, anna: Phone) -> None:
    anna.move(table_id, hand(0, "3H,4C", "", 14, caller=0))
    entry = anna.table(table_id).one("#e1")
    assert lines(entry) == [
        (
            "22",
            "Anna called Tamalo with 7 (3♥ + 4♣), not the lowest: 15 + 7 = 22.",
            "TAM-CALLER-GT5",
        ),
        ("0", "Bruno: no cards, 0, under 5 counts 0.", "TAM-VAL TAM-LT5"),
        ("14", "Carla: 14 (typed total).", "TAM-VAL"),
    ]


def test_a_hand_posted_with_htmx_answers_with_the_regions(
    app: Flask, table_id: str, anna: Phone
) -> None:
    response = anna.move(table_id, HAND_1, htmx=True)
    assert response.status_code == 200
    regions = htmx_regions(response)
    assert {"#scoreboard", "#status", "#log", "#entry-area", ".live-seq"} <= set(regions)

    assert totals(regions["#scoreboard"]) == {"Bruno": 0, "Carla": 11, "Anna": 22}
    assert regions["#scoreboard"].one("tr.you .total").text == "22"
    log = regions["#log"]
    assert log["hx-swap"] != "innerHTML"  # the new entry is added; older ones stay
    assert [li["id"] for li in log.all("li.entry")] == ["e1"]
    assert lines(log.one("#e1")) == LINES["en"]
    assert "1" not in regions["#live-meta"].text  # no move numbers in the players' way
    assert regions["#status"].one(".prompt").text.startswith("Hand 2:")
    form = regions["#entry-area"].one("#form-hand")
    assert form.one(".hand-seq")["value"] == "1"
    assert form.value("cards-0") == ""  # a fresh form for hand 2
    assert regions[".live-seq"].one("input")["value"] == "1"
    assert regions["#log-empty"]["hx-swap"] == "delete"
    assert state(app, table_id)["totals"] == [22, 0, 11]


def test_a_double_tap_on_save_logs_the_hand_once(app: Flask, table_id: str, anna: Phone) -> None:
    assert anna.table(table_id).has("#form-hand input[name=idempotency_key]")
    tapped = {**HAND_1, "idempotency_key": "a-key-the-page-made"}  # one key per form
    assert anna.move(table_id, tapped).status_code == 303
    assert anna.move(table_id, tapped).status_code == 303  # the same answer, not a 409
    again = anna.move(table_id, tapped, htmx=True)
    assert again.status_code == 200
    assert totals(htmx_regions(again)["#scoreboard"]) == {"Bruno": 0, "Carla": 11, "Anna": 22}
    assert logged(app, table_id) == 1


def test_a_finished_game_shows_the_winner_and_no_form(app: Flask) -> None:
    phone = Phone(app)
    table_id = phone.create(["Anna", "Bruno"], target=30)
    phone.move(table_id, hand(0, 20, 4))
    phone.move(table_id, hand(1, 12, 6))
    page = phone.table(table_id)
    assert page.one("#status .winners").text == "Bruno"  # said once, then the score
    assert page.one("#status .outcome").text == "wins with 6 points"
    assert totals(page) == {"Bruno": 6, "Anna": 32}
    assert "winner" in page.one("tr[data-seat='1']").classes
    assert not page.has("#form-hand")
    assert phone.page("/").one("ul.recent .muted").text.startswith("finished · opened ")


# -- during the hand ----------------------------------------------------------------------


def test_in_hand_moves_from_the_page(app: Flask, table_id: str, anna: Phone) -> None:
    def inhand(seq: int, **fields: str) -> dict[str, str]:
        return {"box": "inhand", "expected_seq": str(seq), **fields}

    assert anna.move(table_id, inhand(0, type="tamalo", seat="1")).status_code == 303
    page = anna.table(table_id)
    assert page.one("#status .tag-call").text == "Tamalo: Bruno"
    assert page.one("#form-hand").value("caller") == "1"  # the caller is ticked already
    assert lines(page.one("#e1"))[0][1].startswith("Bruno calls Tamalo: one last round")

    response = anna.move(table_id, inhand(1, type="penalty", seat="2", cause="relook"), htmx=True)
    assert lines(htmx_regions(response)["#log"].one("#e2")) == [
        ("", "Carla draws a penalty card: looked again without a power.", "TAM-PENALTY")
    ]

    response = anna.move(table_id, inhand(2, type="discard", seat="0", card="7"), htmx=True)
    regions = htmx_regions(response)
    assert "On the discards: 7 (Anna)" in regions["#status"].text
    assert regions["#entry-area"].one(".pile-onto")["value"] == "0"

    response = anna.move(table_id, inhand(3, type="match", seat="2", card="7", onto="0"))
    assert response.status_code == 303
    page = anna.table(table_id)
    assert lines(page.one("#e4")) == [("", "Carla matches 7 onto Anna's 7.", "TAM-MATCH")]
    assert "On the discards: 7 (Carla)" in page.one("#status").text
    events = app.test_client().get(f"/api/v1/tables/{table_id}/moves").get_json()["events"]
    assert [e["type"] for e in events] == ["tamalo", "penalty", "discard", "match"]


@pytest.mark.parametrize(
    ("lang", "message", "title"),
    [
        ("en", "Bruno already called Tamalo this hand.", "The call: Tamalo!"),
        ("it", "Bruno ha già chiamato Tamalo in questa mano.", "La chiamata: Tamalo!"),
    ],
)
def test_a_second_call_is_refused_in_the_in_hand_box(
    app: Flask, table_id: str, lang: str, message: str, title: str
) -> None:
    """The refusal stands where the finger is, and cites the rule by its title."""
    phone = Phone(app, lang)
    phone.sit(table_id, 2)
    phone.move(table_id, {"type": "tamalo", "seat": "1", "box": "inhand", "expected_seq": "0"})
    response = phone.move(
        table_id, {"type": "tamalo", "seat": "2", "box": "inhand", "expected_seq": "1"}, htmx=True
    )
    assert response.status_code == 422
    regions = htmx_regions(response)
    assert list(regions) == ["#errors-inhand"]
    assert regions["#errors-inhand"].text == f"{message} {title}"
    assert regions["#errors-inhand"].one("a.rule")["href"] == "/rules/TAM-CALL"
    assert logged(app, table_id) == 1


def test_in_hand_form_needs_a_name_and_a_card(app: Flask, table_id: str, anna: Phone) -> None:
    no_seat = anna.move(table_id, {"type": "penalty", "box": "inhand", "expected_seq": "0"}, True)
    assert htmx_regions(no_seat)["#errors-inhand"].text == "Choose who: tap a name."
    no_card = anna.move(
        table_id, {"type": "discard", "seat": "0", "box": "inhand", "expected_seq": "0"}, True
    )
    assert htmx_regions(no_card)["#errors-inhand"].text == "Choose the card."
    assert logged(app, table_id) == 0


def test_the_in_hand_form_keeps_the_player_chosen_last(
    app: Flask, table_id: str, anna: Phone
) -> None:
    """A run of in-hand entries for one player needs one tap on the name, not one each."""
    penalty = {"type": "penalty", "seat": "2", "cause": "relook", "box": "inhand"}
    response = anna.move(table_id, {**penalty, "expected_seq": "0"}, htmx=True)
    fold = htmx_regions(response)["#entry-area"].one("#in-hand")
    assert "open" in fold.attrs
    assert fold.one("#form-inhand").value("seat") == "2"  # not Anna's own seat, 0
    saved = anna.move(table_id, {**hand(1, 3, 4, 5), "box": "hand"}, htmx=True)
    assert "open" not in htmx_regions(saved)["#entry-area"].one("#in-hand").attrs
    assert logged(app, table_id) == 2


def test_a_late_joiner_between_hands(app: Flask, table_id: str, anna: Phone) -> None:
    anna.move(table_id, HAND_1)
    assert anna.page(f"/t/{table_id}/fold/in-hand").has("#form-join")  # in the folded panel
    response = anna.move(
        table_id, {"type": "join", "box": "join", "name": "Elena", "expected_seq": "1"}, True
    )
    assert response.status_code == 200
    regions = htmx_regions(response)
    assert totals(regions["#scoreboard"]) == {"Bruno": 0, "Carla": 11, "Anna": 22, "Elena": 22}
    assert lines(regions["#log"].one("#e2"))[0][2] == "TAM-JOIN TAM-AMB-7"
    assert regions["#entry-area"].has("#form-hand input[name=cards-3]")  # a fourth hand
    assert [s["name"] for s in state(app, table_id)["seats"]] == ["Anna", "Bruno", "Carla", "Elena"]


def test_nobody_joins_in_the_middle_of_a_hand(app: Flask, table_id: str, anna: Phone) -> None:
    anna.move(table_id, {"type": "tamalo", "seat": "1", "box": "inhand", "expected_seq": "0"})
    assert not anna.table(table_id).has("#form-join")
    response = anna.move(
        table_id, {"type": "join", "box": "join", "name": "Elena", "expected_seq": "1"}, True
    )
    assert response.status_code == 422
    assert htmx_regions(response)["#errors-join"].text == (
        "Players join between hands: finish this hand first. Joining a game in progress"
    )
    assert len(state(app, table_id)["seats"]) == 3


# -- refusals -----------------------------------------------------------------------------

#: A refusal cites its rule by the rule's title, linking to the rule's page.
TITLES = {"TAM-DECK": {"en": "The deck", "it": "Il mazzo"}}

REFUSALS = {
    "a seat without cards": (
        hand(0, "3H,4C", "2S", None, caller=0),
        {
            "en": "Carla's cards are missing: tap them, or type the total.",
            "it": "Mancano le carte di Carla: toccale, o scrivi il totale.",
        },
        None,
    ),
    "the same card twice": (
        hand(0, "AH,AH", "2S", 5, caller=0),
        {
            "en": "A♥ appears 2 times: the deck has one.",
            "it": "A♥ compare 2 volte: nel mazzo ce n'è una.",
        },
        "TAM-DECK",
    ),
    "a negative total": (
        hand(0, "3H", -4, 5, caller=0),
        {
            "en": "Bruno's total must be a whole number from 0 up.",
            "it": "Il totale di Bruno deve essere un numero intero da 0 in su.",
        },
        None,
    ),
}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("case", list(REFUSALS))
def test_a_refused_hand_with_htmx_goes_to_the_forms_error_box(
    app: Flask, table_id: str, case: str, lang: str
) -> None:
    data, messages, rule = REFUSALS[case]
    phone = Phone(app, lang)
    phone.sit(table_id, 1)
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    regions = htmx_regions(response)
    assert list(regions) == ["#errors-hand"]  # the form keeps what was typed
    box = regions["#errors-hand"]
    shown = f"{messages[lang]} {TITLES[rule][lang]}" if rule else messages[lang]
    assert box.one("p.error").text == shown
    if rule:
        assert box.one("a.rule")["href"] == f"/rules/{rule}"
    else:
        assert not box.has("a.rule")
    assert logged(app, table_id) == 0


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("case", list(REFUSALS))
def test_a_refused_hand_without_htmx_redraws_the_page_with_the_typed_values(
    app: Flask, table_id: str, case: str, lang: str
) -> None:
    data, messages, rule = REFUSALS[case]
    phone = Phone(app, lang)
    phone.sit(table_id, 1)
    response = phone.move(table_id, data)
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    assert page.one("html")["lang"] == lang
    box = page.one("#form-hand #errors-hand")
    assert box.text == (f"{messages[lang]} {TITLES[rule][lang]}" if rule else messages[lang])
    if rule:
        assert box.one("a.rule")["href"] == f"/rules/{rule}"
    form = page.one("#form-hand")
    for i in range(3):
        for field in (f"cards-{i}", f"total-{i}"):
            assert form.value(field) == data.get(field, ""), field
    assert form.value("caller") == "0"
    assert page.one(".topbar .who").text == {"en": "You: Bruno", "it": "Sei Bruno"}[lang]
    assert logged(app, table_id) == 0
    assert not page.has("#log li.entry")


def test_a_refused_empty_hand_keeps_its_tick(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.move(table_id, hand(0, "", "AH,AH", 3))
    assert response.status_code == 422
    form = parse(response.get_data(as_text=True)).one("#form-hand")
    assert form.value("empty-0") == "1"
    assert form.one("input[name=caller][value='']").get("checked") is not None  # "Nobody"


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        (
            "en",
            "Anna saved hand 1 first, and it differs from yours:",
        ),
        (
            "it",
            "Anna ha salvato prima la mano 1, ed è diversa dalla tua:",
        ),
    ],
)
def test_a_stale_hand_with_htmx_says_so_and_the_next_press_saves(
    app: Flask, table_id: str, anna: Phone, lang: str, message: str
) -> None:
    bruno = Phone(app, lang)
    bruno.sit(table_id, 1)
    assert bruno.table(table_id).one("#form-hand .hand-seq")["value"] == "0"
    anna.move(table_id, hand(0, 10, 10, 10))  # Anna's phone saves first

    mine = {**hand(0, "3H,4C", "2S", "KR,J", caller=0), "idempotency_key": "brunos-form"}
    response = bruno.move(table_id, mine, htmx=True)
    assert response.status_code == 409
    regions = htmx_regions(response)
    assert regions["#errors-hand"].one("p.error").text.startswith(message)
    # The entry is drawn again for hand 2, as typed, and waits for a deliberate tap.
    form = regions["#entry-area"].one("#form-hand")
    assert form.value("cards-0") == "3H,4C"
    assert form.one("input[name=caller][value='0']").get("checked") is not None
    assert form.one("h2").text.startswith({"en": "Hand 2", "it": "Mano 2"}[lang])
    button = form.one(".clash-choices button.btn-ghost")
    assert (
        button.text
        == {
            "en": "It is a new hand: Save it as hand 2",
            "it": "È una mano nuova: Salva come mano 2",
        }[lang]
    )
    assert button.get("disabled") is not None and button["data-hold"]
    seq = form.one("input.hand-seq")
    assert seq["value"] == "1"
    assert regions[".live-seq"].one("input")["value"] == "1"
    assert state(app, table_id)["totals"] == [10, 10, 10]

    again = bruno.move(table_id, {**mine, "expected_seq": seq["value"]}, htmx=True)
    assert again.status_code == 200
    assert state(app, table_id)["totals"] == [32, 10, 21]
    assert logged(app, table_id) == 2


def test_a_stale_hand_without_htmx_redraws_the_form_at_the_new_move(
    app: Flask, table_id: str, anna: Phone
) -> None:
    anna.move(table_id, hand(0, 10, 10, 10))
    response = anna.move(table_id, HAND_1)  # still expected_seq 0
    assert response.status_code == 409
    page = parse(response.get_data(as_text=True))
    assert page.one("#errors-hand").text.startswith("Meanwhile another phone logged something")
    form = page.one("#form-hand")
    assert form.one(".hand-seq")["value"] == "1"  # pressing again submits against move 1
    assert form.value("cards-0") == "3H,4C"
    assert page.has("#log li#e1")  # the move that got there first is in view
    assert logged(app, table_id) == 1


# -- the live preview ---------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "heading"), [("en", "If you save now:"), ("it", "Se salvi ora:")])
def test_the_preview_shows_what_saving_would_log(
    app: Flask, table_id: str, lang: str, heading: str
) -> None:
    phone = Phone(app, lang)
    phone.sit(table_id, 2)
    response = phone.post(f"/t/{table_id}/preview", HAND_1, htmx=True)
    assert response.status_code == 200
    preview = parse(response.get_data(as_text=True))
    assert preview.one(".preview-box p").text == heading
    assert lines(preview.one(".preview-box")) == LINES[lang]
    assert logged(app, table_id) == 0


def test_an_incomplete_preview_says_what_is_missing(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.post(f"/t/{table_id}/preview", hand(0, "3H", None, None), htmx=True)
    assert response.status_code == 200
    hint = parse(response.get_data(as_text=True)).one("p.hint")
    assert hint.text == "Bruno's cards are missing: tap them, or type the total."
    no_caller = hand(0, "3H", 4, 5)
    del no_caller["caller"]
    response = anna.post(f"/t/{table_id}/preview", no_caller, htmx=True)
    hint = parse(response.get_data(as_text=True)).one("p.hint")
    assert hint.text == "Who called Tamalo? Tap their name, or “Nobody”."
    assert logged(app, table_id) == 0


def test_an_illegal_preview_shows_the_refusal(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.post(f"/t/{table_id}/preview", hand(0, "AH,AH", 2, 3), htmx=True)
    preview = parse(response.get_data(as_text=True))
    assert preview.one("p.error").text == "A♥ appears 2 times: the deck has one. The deck"
    assert preview.one("a.rule")["href"] == "/rules/TAM-DECK"
    assert logged(app, table_id) == 0


def test_no_preview_for_someone_not_seated(app: Flask, table_id: str) -> None:
    response = Phone(app).post(f"/t/{table_id}/preview", HAND_1, htmx=True)
    assert response.status_code == 200
    assert response.get_data(as_text=True).strip() == ""


@pytest.mark.parametrize(
    ("lang", "says", "titles"),
    [
        (
            "en",
            "Anna called Tamalo with 3 (3♥) and is the lowest: under 5 counts 0.",
            ["Card values", "Under 5 counts 0"],
        ),
        (
            "it",
            "Anna ha chiamato Tamalo con 3 (3♥) e ha il totale più basso: meno di 5 vale 0.",
            ["Valore delle carte", "Meno di 5 vale 0"],
        ),
    ],
)
def test_the_lowest_caller_is_not_tagged_as_not_the_lowest(
    app: Flask, table_id: str, lang: str, says: str, titles: list[str]
) -> None:
    """Issue 23, point 5: in the preview and in the log, the line's tags are the rules that
    made its number, never "Caller not the lowest" under "is the lowest"."""
    phone = Phone(app, lang)
    phone.sit(table_id, 1)
    lowest = hand(0, "3H", "9S", "6D", caller=0)
    preview = parse(phone.post(f"/t/{table_id}/preview", lowest, htmx=True).get_data(as_text=True))
    phone.move(table_id, lowest)
    entry = phone.table(table_id).one("#e1")
    for shown in (preview.one(".preview-box"), entry):
        first = shown.all("ul.lines li")[0]
        assert lines(shown)[0] == ("0", says, "TAM-VAL TAM-LT5")
        assert [a.text for a in first.all("a.rule")] == titles
