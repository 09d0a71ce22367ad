"""Tarocco Siciliano's screen as testers at 360 px read it, in Italian and in English: an offer
taken is gone from every phone; the King call's keys say which King the hand must call (the
reason with it), which one the caller holds and which the rules do not allow; the hand starts
from the cards shown with venti; the suits are named in the page's language."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, state
from tests.web.dom import Node, parse

PLAYERS = ["Alice", "Bob", "Carla", "Dario"]
ALICE, BOB, CARLA, DARIO = range(4)
#: Bob's 15 cards: one King (Re Coppe); of the suits whose King he lacks, Spade has 3 cards,
#: Bastoni 2, Oro 1: the shortest not void is Oro, so the Re Oro (TAR-CALL-b).
HAND = "T20,T19,T14,T9,T3,T0,KC,7C,6C,QS,9S,8S,NB,10B,5O"
#: What Bob shows with venti: Giove 10 + Palla 5 + Re Coppe 5 = 20.
SHOWN = "T20,T19,KC"


def call(seq: int, seat: int, word: str, **extra: str) -> dict[str, str]:
    return {
        "type": "call",
        "box": "call",
        "expected_seq": str(seq),
        "say": f"{seat}:{word}",
        **extra,
    }


def piglio_buttons(page: Node, seat: int) -> list[str]:
    return [
        b.text
        for b in page.all(f"#form-call .speaker[data-seat='{seat}'] button")
        if b["value"].startswith(f"{seat}:piglio")
    ]


def to_king_call(alice: Phone, table_id: str, shown: str = "") -> int:
    """Carla says tengo, nobody goes solo, Bob says venti (showing ``shown``), nobody answers
    quindici: the King call is Bob's. The seq after it."""
    seq = 0
    for seat, word in ((ALICE, "vado"), (BOB, "vado"), (CARLA, "tengo"), (DARIO, "vado")):
        assert alice.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    for seat in (BOB, CARLA, DARIO, ALICE):
        assert alice.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    venti = call(seq, BOB, "venti", **({"cards-0": shown} if shown else {}))
    assert alice.move(table_id, venti).status_code == 303
    seq += 1
    for seat in (CARLA, DARIO, ALICE):
        assert alice.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    return seq


@pytest.fixture
def alice(app: Flask) -> Phone:
    return Phone(app)


@pytest.fixture
def table_id(alice: Phone) -> str:
    """Alice, Bob, Carla and Dario's Tarocco, Alice dealing."""
    return alice.create(PLAYERS, me=ALICE, game="tarocco")


def test_an_offer_taken_is_gone_from_every_phone(app: Flask, table_id: str, alice: Phone) -> None:
    # Alice offers 4, Bob offers 3: Dario may take either.
    assert alice.move(table_id, call(0, ALICE, "offro", **{"points-0": "4"})).status_code == 303
    assert alice.move(table_id, call(1, BOB, "offro", **{"points-1": "3"})).status_code == 303
    bob = Phone(app, "en", addr="192.0.2.31")
    bob.sit(table_id, BOB)
    dario = Phone(app, "it", addr="192.0.2.32")
    dario.sit(table_id, DARIO)
    assert piglio_buttons(dario.table(table_id), DARIO) == [
        "Piglio (i 4 di Alice)",
        "Piglio (i 3 di Bob)",
    ]
    # Carla takes Alice's: an offer goes to one player only (TAR-AMB-1).
    assert alice.move(table_id, call(2, CARLA, "piglio:0")).status_code == 303

    # Every other phone, on its next update and when it loads the page, offers Bob's alone.
    update = htmx_regions(dario.get(f"/t/{table_id}/live?seq=2"))["#entry-area"]
    assert piglio_buttons(update, DARIO) == ["Piglio (i 3 di Bob)"]
    update = htmx_regions(alice.get(f"/t/{table_id}/live?seq=2"))["#entry-area"]
    assert piglio_buttons(update, DARIO) == ["Piglio (Bob's 3)"]
    assert piglio_buttons(dario.table(table_id), DARIO) == ["Piglio (i 3 di Bob)"]
    # Tapped anyway (a page drawn before the update), the taken offer is refused by its rule.
    refused = bob.move(table_id, call(3, DARIO, "piglio:0"), htmx=True)
    assert refused.status_code == 422
    error = htmx_regions(refused)["#errors-call"].one("p.error")
    assert error.text.startswith("Carla has already taken Alice's offer")
    assert error.one("a.rule")["href"] == "/rules/TAR-AMB-1"


def test_a_table_where_offers_are_shared_keeps_a_taken_offer(app: Flask, alice: Phone) -> None:
    table_id = alice.create(PLAYERS, me=ALICE, game="tarocco", offers="shared")
    assert alice.move(table_id, call(0, ALICE, "offro", **{"points-0": "4"})).status_code == 303
    assert alice.move(table_id, call(1, CARLA, "piglio:0")).status_code == 303
    assert piglio_buttons(alice.table(table_id), DARIO) == ["Piglio (Alice's 4)"]
    assert alice.move(table_id, call(2, DARIO, "piglio:0")).status_code == 303
    assert state(app, table_id)["seq"] == 3


KEYS = {
    "en": {
        "must": "must be called",
        "held": "held: not allowed",
        "not": "not allowed",
        "why": "The Re Oro must be called. Must call a King not held, of the shortest suit: "
        "Swords 3, Clubs 2, Coins 1: the Re Oro.",
    },
    "it": {
        "must": "da chiamare",
        "held": "in mano: non ammesso",
        "not": "non ammesso",
        "why": "Va chiamato il Re Oro. Deve chiamare un Re che non ha, del seme più corto: "
        "Spade 3, Bastoni 2, Oro 1: il Re Oro.",
    },
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_king_to_call_is_marked_with_its_reason(
    app: Flask, table_id: str, alice: Phone, lang: str
) -> None:
    seq = to_king_call(alice, table_id)
    bob = Phone(app, lang, addr="192.0.2.33")
    bob.sit(table_id, BOB)
    form = bob.table(table_id).one("#form-king")
    # No hand yet: the eight keys, none marked, the Kings first.
    keys = form.all(".king-keys button[name=card]")
    assert [k["value"] for k in keys] == ["KS", "KC", "KB", "KO", "QS", "QC", "QB", "QO"]
    assert {k["data-mark"] for k in keys} == {"open"} and not form.has("[aria-disabled]")

    # The 15 cards tapped: the keys are drawn again, as the preview.
    fields = {
        "type": "king_call",
        "box": "king",
        "expected_seq": str(seq),
        "seat": "1",
        "options": form.value("options"),
        "venti-cards": "",
        "cards-0": HAND,
    }
    choice = parse(bob.post(f"/t/{table_id}/preview", fields).get_data(as_text=True))
    said = KEYS[lang]
    keys = choice.all(".king-keys button[name=card]")
    must = keys[0]
    assert (must["value"], must["data-mark"], must.text) == ("KO", "must", f"Re Oro {said['must']}")
    # The reason stands with the marked King, and is read with it.
    why = choice.one("#king-why")
    assert must["aria-describedby"] == "king-why"
    assert why.text.startswith(said["why"])
    assert [a["href"] for a in why.all("a.rule")] == ["/rules/TAR-CALL-b"]
    marks = {k["value"]: (k["data-mark"], k.get("aria-disabled")) for k in keys[1:]}
    assert marks["KC"] == ("held", "true")
    assert marks["KS"] == marks["KB"] == marks["QO"] == ("not_allowed", "true")
    held = next(k for k in keys if k["value"] == "KC")
    assert held.text == f"Re Coppe {said['held']}"
    assert next(k for k in keys if k["value"] == "KS").text == f"Re Spade {said['not']}"

    # A King not allowed, tapped anyway (no script), is refused by its rule; the Re Oro saved.
    refused = bob.move(table_id, {**fields, "card": "KB"}, htmx=True)
    assert refused.status_code == 422
    assert "/rules/TAR-CALL-b" in refused.get_data(as_text=True)
    assert bob.move(table_id, {**fields, "card": "KO"}).status_code == 303
    assert state(app, table_id)["seq"] == seq + 1


def test_the_hand_starts_from_the_cards_shown_with_venti(
    app: Flask, table_id: str, alice: Phone
) -> None:
    seq = to_king_call(alice, table_id, shown=SHOWN)
    bob = Phone(app, "it", addr="192.0.2.34")
    bob.sit(table_id, BOB)
    form = bob.table(table_id).one("#form-king")
    assert form.value("cards-0") == SHOWN
    # The Re Coppe he showed is his: not to be called, even before the other 12 cards.
    held = form.one(".king-keys button[value='KC']")
    assert (held["data-mark"], held.text) == ("held", "Re Coppe in mano: non ammesso")
    assert form.one(".king-keys button[value='KO']")["data-mark"] == "open"

    # Left as it was, the call is logged without a hand to check (no "15 cards" refusal).
    sent = {
        "type": "king_call",
        "box": "king",
        "expected_seq": str(seq),
        "seat": "1",
        "options": form.value("options"),
        "venti-cards": form.value("venti-cards"),
        "cards-0": form.value("cards-0"),
        "card": "KO",
    }
    assert bob.move(table_id, sent).status_code == 303
    assert "Chiamata: Re Oro" in bob.table(table_id).one(".in-hand-state").text


def test_a_hand_of_fewer_cards_than_15_is_still_refused(
    app: Flask, table_id: str, alice: Phone
) -> None:
    seq = to_king_call(alice, table_id, shown=SHOWN)
    sent = {
        "type": "king_call",
        "box": "king",
        "expected_seq": str(seq),
        "seat": "1",
        "venti-cards": SHOWN,
        "cards-0": SHOWN + ",5O",
        "card": "KO",
    }
    refused = alice.move(table_id, sent, htmx=True)
    assert refused.status_code == 422
    error = htmx_regions(refused)["#errors-king"].one("p.error")
    assert error.text.startswith("The caller's hand has 15 cards, not 4.")


@pytest.mark.parametrize(
    ("lang", "heads", "lead"),
    [
        (
            "en",
            ["Trumps", "Swords (Spade)", "Cups (Coppe)", "Clubs (Bastoni)", "Coins (Oro)"],
            "Whoever holds the Re Oro must lead a card of Coins at their first lead.",
        ),
        (
            "it",
            ["Trionfi", "Spade", "Coppe", "Bastoni", "Oro"],
            "Chi ha il Re Oro, la prima volta che apre, deve giocare una carta di Oro.",
        ),
    ],
)
def test_the_suits_are_named_in_the_pages_language(
    app: Flask, table_id: str, alice: Phone, lang: str, heads: list[str], lead: str
) -> None:
    seq = to_king_call(alice, table_id)
    reader = Phone(app, lang, addr="192.0.2.35")
    reader.sit(table_id, DARIO)
    page = reader.table(table_id)
    assert [h.text for h in page.all("#form-king .picker-head")] == heads
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "1"}
    assert alice.move(table_id, {**king, "cards-0": HAND, "card": "KO"}).status_code == 303
    entry = reader.table(table_id).all("li.entry")[0]
    assert lead in entry.text
