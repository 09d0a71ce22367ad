"""The "What is at stake" panel of the table page, for every game that declares stakes: the
choices open and each outcome's score per player, as the engine computes them (the numbers
are checked against the moves in tests/games/test_stakes.py), in the reader's language."""

from __future__ import annotations

import pytest
from flask import Flask

from referee.games import GAMES
from tests.web.conftest import Phone, state

PLAYERS = {
    "tamalo": ["Anna", "Bruno", "Carla"],
    "scala40": ["Anna", "Bruno", "Carla"],
    "ecarte": ["Anna", "Bruno"],
}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_table_shows_what_is_at_stake_as_the_engine_says(
    app: Flask, anna: Phone, game_id: str, lang: str
) -> None:
    names = PLAYERS[game_id]
    table_id = anna.create(names, me=0, game=game_id)
    if game_id == "tamalo":  # from the second hand on (the empty table shows its entry)
        hand = {"type": "hand", "box": "hand", "expected_seq": "0", "caller": ""}
        hand.update({f"total-{s}": str(t) for s, t in enumerate((3, 12, 7))})
        assert anna.move(table_id, hand).status_code == 303
    reader = Phone(app, lang, addr="192.0.2.41")
    page = reader.table(table_id)
    game = GAMES[game_id]
    view = app.extensions["referee"].view(table_id)
    stakes = game.stakes(view.state, view.options)
    assert stakes, f"{game_id}: nothing at stake on a new table"
    panel = page.one("#stakes")
    choices = panel.all(".stake-choice")
    assert [c.one(".stake-title strong").text for c in choices] == [
        s.text.render(lang, names) for s in stakes
    ]
    for choice, stake in zip(choices, stakes, strict=True):
        assert choice["data-seat"] == str(stake.seat)
        shown = [li.one(".stake-scores").text for li in choice.all("li")]
        expected = [
            " · ".join(
                f"{names[s]} {'+' if p > 0 else ''}{p}".replace("-", "−")
                for s, p in enumerate(outcome.scores)
            )
            for outcome in stake.outcomes
        ]
        assert shown == expected
    assert state(app, table_id)["at_stake"][0]["text"] == stakes[0].text.render("en", names)
