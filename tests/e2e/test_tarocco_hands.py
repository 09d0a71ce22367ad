"""Tarocco Siciliano in Chromium at 360 px, two phones at a time (one in Italian, one in
English): the seed's four worked auctions tapped call by call to the outcome the seed gives
(the second deal, the hand abandoned, the offer settled), a solo hand, and hands in pairs
with King-call rules a and f, where the declarer taps his 15 cards, is told which King (or
Queen) he must call and why, by its key, and a wrong one is marked as not allowed (rules
a–e each through the test client, in ``tests/web/test_tarocco_pages.py``).

The table is set up through the JSON API; only the step under test is tapped. A phone taps
once it shows the call before (a tap on a form being redrawn is lost)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.games.king_calls import KING_CALLS, fifteen

from .tarocco_phones import (
    ANNA,
    BRUNO,
    CARLA,
    DARIO,
    TableMaker,
    heard,
    last_entry,
    tap_call,
    tap_cards,
    to_king_call,
    to_second_deal,
    totals_are,
)
from .tarocco_phones import tarocco as tarocco  # the fixture
from .test_table import no_sideways_scroll

pytestmark = pytest.mark.e2e

ZERO_TOTALS = {"en": "The totals add up to zero: ", "it": "I totali fanno zero: "}
SECOND_DEAL = {
    "en": "the offers no longer count; second deal",
    "it": "le offerte non contano più; seconda distribuzione",
}

# -- the seed's four auctions --------------------------------------------------------------------
#
# The seed numbers its speakers "1° gioc." to "4° gioc." in the order they speak, which is
# free: here Bruno, Carla, Dario and Anna (the dealer) speak in that order. Each example:
# the calls, the options, then what both phones show at the end: the totals, the dealer of
# the next hand (None: the hand goes on to the second deal), and the lines of the last call.

Said = tuple[int, str, int | None]

EXAMPLES: dict[str, dict[str, Any]] = {
    # OFFRO VADO VADO TENGO: the auction ends with the duty to play, the second deal.
    "1-offro-vado-vado-tengo": {
        "calls": [(BRUNO, "offro", 5), (CARLA, "vado", None), (DARIO, "vado", None)]
        + [(ANNA, "tengo", None)],
        "totals": [0, 0, 0, 0],
        "dealer": None,
        "lines": {"en": [SECOND_DEAL["en"]], "it": [SECOND_DEAL["it"]]},
    },
    # VADO VADO VADO VADO: the hand is abandoned, the next dealer deals...
    "2-all-vado": {
        "calls": [(s, "vado", None) for s in (BRUNO, CARLA, DARIO, ANNA)],
        "totals": [0, 0, 0, 0],
        "dealer": "Bruno",
        "lines": {
            "en": ["Everyone said vado: the hand is abandoned, no points."],
            "it": ["Tutti hanno detto vado: la smazzata va a monte, senza punti."],
        },
    },
    # ... or under V2 the same dealer deals again.
    "2-all-vado-v2": {
        "options": {"v2": True},
        "calls": [(s, "vado", None) for s in (BRUNO, CARLA, DARIO, ANNA)],
        "totals": [0, 0, 0, 0],
        "dealer": "Anna",
        "lines": {
            "en": ["Hand abandoned: the same dealer, Anna, deals again."],
            "it": ["Smazzata a monte: ridistribuisce lo stesso mazziere, Anna."],
        },
    },
    # ... and likewise when offers were made and nobody said piglio.
    "2-offers-nobody-takes": {
        "calls": [(BRUNO, "offro", 3), (CARLA, "offro", 6), (DARIO, "vado", None)]
        + [(ANNA, "vado", None)],
        "totals": [0, 0, 0, 0],
        "dealer": "Bruno",
        "lines": {"en": ["no points"], "it": ["senza punti"]},
    },
    # VADO OFFRO 8 PIGLIO, then the fourth decides: vado settles the offer...
    "3-fourth-says-vado": {
        "calls": [(BRUNO, "vado", None), (CARLA, "offro", 8), (DARIO, "piglio", None)]
        + [(ANNA, "vado", None)],
        "totals": [0, 0, -8, 8],
        "dealer": "Bruno",
        "lines": {
            "en": [
                "Carla offered 8 and was taken: −8.",
                "Dario said piglio: +8.",
                "The hand sums to zero: 0 + 0 − 8 + 8 = 0.",
            ],
            "it": [
                "Carla aveva offerto 8 ed è stato pigliato: −8.",
                "Dario ha detto piglio: +8.",
                "La smazzata fa zero: 0 + 0 − 8 + 8 = 0.",
            ],
        },
    },
    # ... tengo plays the hand: the second deal, the offer forgotten.
    "3-fourth-says-tengo": {
        "calls": [(BRUNO, "vado", None), (CARLA, "offro", 8), (DARIO, "piglio", None)]
        + [(ANNA, "tengo", None)],
        "totals": [0, 0, 0, 0],
        "dealer": None,
        "lines": {"en": [SECOND_DEAL["en"]], "it": [SECOND_DEAL["it"]]},
    },
    # VADO VADO OFFRO 4 PIGLIO: the hand ends, −4 and +4 to the third and the fourth.
    "4-vado-vado-offro-4-piglio": {
        "calls": [(BRUNO, "vado", None), (CARLA, "vado", None), (DARIO, "offro", 4)]
        + [(ANNA, "piglio", None)],
        "totals": [4, 0, 0, -4],
        "dealer": "Bruno",
        "lines": {
            "en": [
                "Anna said piglio: +4.",
                "Dario offered 4 and was taken: −4.",
                "The hand sums to zero: 4 + 0 + 0 − 4 = 0.",
            ],
            "it": [
                "Anna ha detto piglio: +4.",
                "Dario aveva offerto 4 ed è stato pigliato: −4.",
                "La smazzata fa zero: 4 + 0 + 0 − 4 = 0.",
            ],
        },
    },
}


def offer(page: Page, seat: int, points: int) -> None:
    """Type the points beside "Offro", then tap it."""
    page.locator(f"#form-call input[name='points-{seat}']").fill(str(points))
    tap_call(page, seat, "offro")


@pytest.mark.parametrize("example", list(EXAMPLES))
def test_the_seeds_auctions_end_as_the_seed_says(tarocco: TableMaker, example: str) -> None:
    told = EXAMPLES[example]
    table = tarocco({ANNA: "it", BRUNO: "en"}, **told.get("options", {}))
    phones = [table.phones[ANNA], table.phones[BRUNO]]
    before: Said | None = None
    for i, (seat, word, points) in enumerate(told["calls"]):
        page = phones[i % 2]  # one phone, then the other, as the words are spoken
        if before is not None:
            heard(page, before[0], before[1])
        if word == "offro":
            assert points is not None
            offer(page, seat, points)
        else:
            tap_call(page, seat, word)
        before = (seat, word, points)
    for lang, page in (("it", table.phones[ANNA]), ("en", table.phones[BRUNO])):
        totals_are(page, told["totals"])
        entry = last_entry(page)
        for line in told["lines"][lang]:
            expect(entry).to_contain_text(line)
        status = page.locator(".in-hand-state")
        if told["dealer"] is None:
            # the second deal: solo or passo, Bruno (the dealer's right) first
            expect(page.locator("#form-call .speaker")).to_have_count(1)
            expect(page.locator("#form-call button[value='1:solo']")).to_be_visible()
        else:
            word = "Mazziere" if lang == "it" else "Dealer"
            expect(status).to_contain_text(f"{word}: {told['dealer']}")
            expect(page.locator("#form-call .speaker")).to_have_count(4)  # a new auction
            terms = " + ".join(str(t) for t in told["totals"]).replace("+ -", "− ")
            expect(status.locator(".zero-sum")).to_have_text(f"{ZERO_TOTALS[lang]}{terms} = 0")
        no_sideways_scroll(page)


# -- a solo hand ---------------------------------------------------------------------------------


SOLO = {
    "en": {
        "stake": "at 60 card points: 3 × (60 − 55) = 15; the others 49 − 54 = −5 each "
        "Anna −5 · Bruno +15 · Carla −5 · Dario −5",
        "lines": [
            "Bruno plays solo and makes 65 card points: 3 × (65 − 55) = 30.",
            "Anna, opponent: the three make 109 − 65 = 44, so 44 − 54 = −10.",
            "The hand sums to zero: −10 + 30 − 10 − 10 = 0.",
        ],
        "tag": "Solo: Bruno",
    },
    "it": {
        "stake": "con 60 punti di carte: 3 × (60 − 55) = 15; gli altri 49 − 54 = −5 ciascuno "
        "Anna −5 · Bruno +15 · Carla −5 · Dario −5",
        "lines": [
            "Bruno gioca solo e fa 65 punti di carte: 3 × (65 − 55) = 30.",
            "La smazzata fa zero: −10 + 30 − 10 − 10 = 0.",
        ],
        "tag": "Solo: Bruno",
    },
}


@pytest.mark.parametrize("lang, other", [("en", "it"), ("it", "en")])
def test_a_solo_hand_scores_three_times_the_points_over_55(
    tarocco: TableMaker, lang: str, other: str
) -> None:
    table = tarocco({BRUNO: lang, CARLA: other}, moves=to_second_deal())
    bruno, carla = table.phones[BRUNO], table.phones[CARLA]
    expect(bruno.locator("#stakes li").nth(2)).to_have_text(SOLO[lang]["stake"])
    tap_call(bruno, BRUNO, "solo")
    expect(carla.locator(".in-hand-state")).to_contain_text("Solo: Bruno")
    # Carla counts Bruno's pile: 65 with the monte and the last trick.
    end = carla.locator("#form-end")
    end.locator("input[name='total-0']").fill("65")
    expect(carla.locator("#preview")).to_contain_text(SOLO[other]["lines"][-1])
    end.locator("button[type=submit]").click()
    for page, said in ((bruno, SOLO[lang]), (carla, SOLO[other])):
        totals_are(page, [-10, 30, -10, -10])
        entry = page.locator("li.entry.type-end")
        for line in said["lines"]:
            expect(entry).to_contain_text(line)
        no_sideways_scroll(page)


# -- the King call, rule by rule -----------------------------------------------------------------


def call_the_king(table: Any, verdict: dict[str, Any]) -> None:
    """Bruno taps his 15 cards and reads which card he must call: its key comes first,
    marked, with the reason and the rule beside it; a wrong one is marked as not allowed
    (held, for one in his hand) and a tap on it does nothing; then he taps the right one."""
    bruno = table.phones[BRUNO]
    form = bruno.locator("#form-king")
    expect(form).to_be_visible()
    tap_cards(bruno, form, verdict["hand"])
    preview = bruno.locator("#preview")
    expect(preview).to_contain_text(verdict["says"])
    must = form.locator(".king-keys button[name=card]").first
    expect(must).to_have_attribute("value", verdict["must"])
    expect(must).to_have_attribute("data-mark", "must")
    why = form.locator("#king-why")
    expect(why).to_contain_text(verdict["says"])
    expect(why.locator(f"a.rule[href='/rules/{verdict['rule']}']")).to_have_count(1)
    no_sideways_scroll(bruno)
    wrong = form.locator(f"button[name=card][value='{verdict['wrong']}']")
    mark = "held" if verdict["wrong"] in verdict["hand"] else "not_allowed"
    expect(wrong).to_have_attribute("data-mark", mark)
    expect(wrong).to_have_attribute("aria-disabled", "true")
    wrong.click(force=True)
    bruno.wait_for_timeout(300)
    expect(bruno.locator("#errors-king p.error")).to_have_count(0)
    expect(form.locator(".chips .chip")).to_have_count(15)  # nothing sent, nothing lost
    must.click()
    expect(form).to_have_count(0)


def test_the_king_call_in_a_scored_hand_in_pairs(tarocco: TableMaker) -> None:
    """Rule a in the browser; rules a–e, each with its words, its refusal and its link, are
    checked through the test client (``tests/web/test_tarocco_pages.py``)."""
    verdict = KING_CALLS["a"]
    lang = verdict["lang"]
    other = "en" if lang == "it" else "it"
    table = tarocco({BRUNO: lang, CARLA: other}, moves=to_king_call(BRUNO))
    call_the_king(table, verdict)
    carla = table.phones[CARLA]
    hidden = "Compagno: nascosto" if other == "it" else "Partner: hidden"
    expect(carla.locator(".in-hand-state .partner")).to_have_text(hidden)
    # Dario holds the called card; Bruno and Dario make 60 with the last trick.
    table.move(type="partner", seat=DARIO)
    table.move(type="end", piles=[{"points": 60}, None], last_trick=0)
    zero = "La smazzata fa zero" if other == "it" else "The hand sums to zero"
    for page in table.phones.values():
        totals_are(page, [-6, 6, -6, 6])
    expect(carla.locator("li.entry.type-end")).to_contain_text(f"{zero}: −6 + 6 − 6 + 6 = 0.")


def test_f_the_called_queen_in_the_dealers_discard_makes_the_dealer_an_open_partner(
    tarocco: TableMaker,
) -> None:
    """Bruno holds four Kings and three Queens: he must call the fourth, the Regina Coppe
    (rule e); Anna, the dealer, discarded it to the monte: she says so and becomes his open
    partner (rule f)."""
    table = tarocco({BRUNO: "en", ANNA: "it"}, moves=to_king_call(BRUNO))
    verdict = {
        "hand": fifteen("KS", "KC", "KB", "KO", "QS", "QB", "QO"),
        "must": "QC",
        "wrong": "KS",  # a King he holds: the call names a card not held
        "rule": "TAR-CALL-e",
        "says": "The Regina Coppe must be called. Holds all four Kings and three Queens",
    }
    call_the_king(table, verdict)
    anna = table.phones[ANNA]
    anna.locator("#form-partner button[name=holder][value='monte:0']").click()
    expect(anna.locator(".in-hand-state .partner")).to_have_text("Compagno: Anna")
    entry = anna.locator("li.entry.type-partner")
    expect(entry.locator("a.rule[href='/rules/TAR-CALL-f']")).to_have_count(1)
    # Anna and Bruno are the dealer's pair: 49 makes −6 each, the others +6.
    table.move(type="end", piles=[{"points": 49}, None], last_trick=1)
    for page in table.phones.values():
        totals_are(page, [-6, -6, 6, 6])
    expect(anna.locator("li.entry.type-end")).to_contain_text(
        "La smazzata fa zero: −6 − 6 + 6 + 6 = 0."
    )


# -- the tricks card by card ---------------------------------------------------------------------


def test_tricks_card_by_card_the_referee_names_winners_and_refuses_illegal_leads(
    tarocco: TableMaker,
) -> None:
    """Bruno called the Re Oro; four tricks are logged (Dario played the Re Oro: the
    partner). Dario's phone (Italian) taps trick 5: a Fuggitivo led is refused, then a Coppe
    lead (the Re Oro's holder leads Oro first), each by the button with its rule; the Oro
    lead is saved. The other tricks go in; Anna's phone (English) taps the last one and the
    hand is counted from the tricks: the scores are the engine's for the same moves."""
    from tests.games.tarocco_table import TRICKS_AFTER_RE_ORO
    from tests.games.tarocco_table import Table as EngineTable

    setup = (*to_king_call(BRUNO), {"type": "king_call", "seat": BRUNO, "card": "KO"})
    tricks = [{"type": "trick", "cards": cards} for cards in TRICKS_AFTER_RE_ORO]
    table = tarocco({DARIO: "it", ANNA: "en"}, moves=(*setup, *tricks[:4]))
    dario, anna = table.phones[DARIO], table.phones[ANNA]
    expect(dario.locator(".in-hand-state .partner")).to_have_text("Compagno: Dario")
    form = dario.locator("#form-trick")
    expect(form.locator(".hand legend")).to_contain_text("Presa 5: apre Dario")
    expect(form.locator("ol.tricks li")).to_have_count(4)
    no_sideways_scroll(dario)

    def tap_trick(page: Page, cards: list[str]) -> None:
        trick_form = page.locator("#form-trick")
        for _ in range(4):
            if trick_form.locator(".chips .chip").count() == 0:
                break
            trick_form.locator(".picker [data-undo]").click()
        tap_cards(page, trick_form, cards)

    for cards, rule in (
        (["FU", "QO", "NO", "JO"], "TAR-PLAY"),
        (["5C", "QO", "NO", "JO"], "TAR-LEAD"),
    ):
        tap_trick(dario, cards)
        form.locator("button[type=submit]").click()
        refusal = dario.locator("#errors-trick p.error")
        expect(refusal.locator(f"a.rule[href='/rules/{rule}']")).to_have_count(1)
    tap_trick(dario, TRICKS_AFTER_RE_ORO[4])
    expect(dario.locator("#preview-trick")).to_contain_text("la prende Dario")
    form.locator("button[type=submit]").click()
    expect(anna.locator("#form-trick .hand legend")).to_contain_text("Trick 6: Dario leads")

    for move in tricks[5:14]:
        table.move(**move)
    legend = anna.locator("#form-trick .hand legend")
    expect(legend).to_contain_text("Trick 15: Dario leads")
    tap_cards(anna, anna.locator("#form-trick"), TRICKS_AFTER_RE_ORO[14])
    expect(anna.locator("#preview-trick")).to_contain_text(
        "Trick 15 (Giove, Giustizia, Costanza, Imperatore), led by Dario: Dario takes it."
    )
    anna.locator("#form-trick button[type=submit]").click()
    end = anna.locator("#form-end")
    expect(end.locator(".from-tricks")).to_be_visible()
    expect(end.locator("input[name='total-0']")).to_have_count(0)  # nothing typed twice

    engine = EngineTable.sit()
    for move in (*setup, *tricks, {"type": "end"}):
        engine.move(move)
    points = engine.state.totals
    terms = " ".join(f"{'−' if p < 0 else '+'} {abs(p)}" for p in points).removeprefix("+ ")
    terms = terms.replace("− ", "−", 1) if terms.startswith("−") else terms
    expect(anna.locator("#preview")).to_contain_text(f"The hand sums to zero: {terms} = 0.")
    end.locator("button[type=submit]").click()
    for page in (anna, dario):
        totals_are(page, points)
    expect(dario.locator("li.entry.type-end")).to_contain_text("+ 5 dell'ultima presa = 82")
    no_sideways_scroll(anna)
