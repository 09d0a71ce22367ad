"""An evening of each game, at 360 px: once its last hand is logged, the table's page says who
pays whom at the stake agreed when the table was created, and its chart draws one line per
player, on the page and on the score sheet.

Each game's sample (a short finished game, with its undos) is logged through the JSON API;
the phone then opens the table as a player would after the last hand."""

from __future__ import annotations

import json
import urllib.request
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.games import GAMES
from referee.games.base.sample import Undo

pytestmark = pytest.mark.e2e

SVG = "{http://www.w3.org/2000/svg}"
SAY = {
    "it": {"pays": "Chi paga chi", "square": "Pari: nessuno paga."},
    "en": {"pays": "Who pays whom", "square": "All square: nobody pays."},
}
#: One evening per game; the page's language alternates so that both are seen.
EVENINGS = [
    ("tamalo", "it"),
    ("scala40", "en"),
    ("tarocco", "it"),
    ("ecarte", "en"),
    ("efele", "it"),
]


def call(url: str, body: dict[str, Any] | None = None, **headers: str) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        url, data, {"Content-Type": "application/json", **headers}, method="POST" if data else "GET"
    )
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - our server
        raw = response.read()
        kind = response.headers.get("Content-Type", "")
    return json.loads(raw) if "json" in kind else raw.decode()


def play_sample(base: str, game_id: str, per: str) -> tuple[str, list[str]]:
    """A finished table of the game's sample at 0.10 a point (or a placing); its id, names."""
    sample = GAMES[game_id].sample
    assert sample is not None
    created = call(
        f"{base}/api/v1/tables",
        {
            "game": game_id,
            "players": list(sample.players),
            "options": dict(sample.options),
            "host_seat": 0,
            "stake": {"amount": "0,10", "per": per},
        },
    )
    table, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
    seq = 0
    for step in sample.moves:
        if isinstance(step, Undo):
            seq = call(
                f"{base}/api/v1/tables/{table}/moves/{seq}/void",
                {"expected_seq": seq, "reason": step.reason.en},
                **auth,
            )["seq"]
        else:
            seq = call(
                f"{base}/api/v1/tables/{table}/moves", {**step, "expected_seq": seq}, **auth
            )["seq"]
    return table, list(sample.players)


@pytest.mark.parametrize(("game_id", "lang"), EVENINGS)
def test_an_evening_ends_with_its_settlement_and_its_chart(
    server, phone, shoot, game_id: str, lang: str
) -> None:
    base = server["url"]
    per = "point" if GAMES[game_id].money else "placing"
    table, players = play_sample(base, game_id, per)
    state = call(f"{base}/api/v1/tables/{table}")
    assert state["finished"] and state["outcome"], state
    settled = call(f"{base}/api/v1/tables/{table}/settlement", **{"Accept-Language": lang})
    assert settled["per"] == per and settled["stake_cents"] == 10
    # The payments settle every player's net, in at most one payment fewer than players.
    nets = [0] * len(players)
    for pay in settled["payments"]:
        nets[pay["payer"]] -= pay["cents"]
        nets[pay["payee"]] += pay["cents"]
    assert nets == [net["cents"] for net in settled["nets"]]
    assert sum(nets) == 0 and len(settled["payments"]) <= len(players) - 1
    # Who pays is who finished below: nobody placed first pays.
    ranks = {row["seat"]: row["rank"] for row in state["standings"]}
    assert all(ranks[pay["payer"]] > 1 for pay in settled["payments"])

    page = phone(lang)
    page.goto(f"{base}/t/{table}")
    box = page.locator(".settlement.agreed")
    expect(box.locator("h3")).to_have_text(SAY[lang]["pays"])
    if settled["payments"]:
        expect(box.locator(".payments li")).to_have_text(
            [pay["text"] for pay in settled["payments"]]
        )
    else:
        expect(box).to_contain_text(SAY[lang]["square"])
    box.scroll_into_view_if_needed()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shoot(page, "settled", screen=True)

    # The chart: valid SVG, one line per player, named; drawn on the score sheet as well.
    chart = ET.fromstring(call(f"{base}/t/{table}/chart.svg"))
    lines = chart.iter(f"{SVG}polyline")
    assert sorted(line.get("data-player") for line in lines) == sorted(players)
    page.goto(f"{base}/t/{table}/sheet")
    drawn = page.locator("figure.chart-wrap svg polyline.series")
    expect(drawn).to_have_count(len(players))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shoot(page, "sheet")
