"""A live update redraws the table's people (the invite, the host's panel) when who sits
where may have changed or the game ends, not at every hand: a player who opened or closed
the invite keeps it as they left it while hands are logged."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, service, totals
from tests.web.dom import partials

pytestmark = pytest.mark.storage


@pytest.fixture
def bruno(app: Flask) -> Phone:
    return Phone(app, "it", addr="192.0.2.20")


def test_a_hand_leaves_the_invite_as_it_was_and_the_games_end_folds_it(
    app: Flask, anna: Phone, bruno: Phone
) -> None:
    # Anna hosts at seat 0, Bruno sits at 1; Carla's seat has no phone yet.
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, target=100)
    bruno.sit(table_id, 1)
    assert "open" in bruno.table(table_id).one("#invite").attrs  # a seat is waiting
    seq = service(app).view(table_id).seq

    anna.move(table_id, hand(seq, 60, 60, 2, caller=None))
    regions = partials(bruno.get(f"/t/{table_id}/live?seq={seq}").get_data(as_text=True))
    assert totals(regions["#scoreboard"]) == {"Anna": 60, "Bruno": 60, "Carla": 0}
    assert "#admin" not in regions and ".qr-slot" not in regions  # as Bruno left them

    anna.move(table_id, hand(seq + 1, 60, 60, 2, caller=None))  # Anna and Bruno pass 100
    regions = partials(bruno.get(f"/t/{table_id}/live?seq={seq + 1}").get_data(as_text=True))
    assert totals(regions["#scoreboard"]) == {"Anna": 120, "Bruno": 120, "Carla": 0}
    # The game is over: the invite is drawn again, folded (no one else is to sit down).
    assert "open" not in regions["#admin"].one("#invite").attrs
