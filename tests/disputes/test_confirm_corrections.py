"""At a table in confirmation mode, an undo or a correction of a hand that counts waits for
confirmation like the hand did: the totals stand until the last confirmation, a decline
leaves the hand as it was, and the pending entry itself is withdrawn at once.

Tamalo counts the cards left in each hand; under 5 counts 0 (TAM-SCORE): a hand of Anna 9,
Luca 2, Sara 7 with nobody calling scores 9, 0, 7; corrected to Anna 6, Luca 12, Sara 3 it
scores 6, 12, 0.
"""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.disputes.test_confirm_modes import _enter, _lines, _post, _table


def _counted(client: FlaskClient, confirm_by: str = "all"):  # noqa: ANN202 - an ApiTable
    """Hand 1 (9, 0, 7) entered by Luca and confirmed: by Anna and Sara, or by the host."""
    table = _table(client, confirm_by)
    seq = _enter(table, 1, [9, 2, 7])
    for seat in (0, 2) if confirm_by == "all" else (0,):
        assert _post(table, f"pending/{seq}/confirm", seat).status_code == 201
    assert table.state()["totals"] == [9, 0, 7]
    return table


def _hand_seq(table) -> int:  # noqa: ANN001 - an ApiTable
    events = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    return next(e["seq"] for e in events if e["type"] == "hand")


def test_a_correction_of_a_counted_hand_waits_for_the_others(client: FlaskClient) -> None:
    table = _counted(client)
    target = _hand_seq(table)
    asked = _post(
        table,
        f"moves/{target}/correct",
        2,
        move={"type": "hand", "caller": None, "hands": [6, 12, 3]},
        reason="Luca had 12",
    )
    assert asked.status_code == 201, asked.get_json()
    state = table.state()
    assert state["totals"] == [9, 0, 7]  # nothing changes yet
    [waiting] = state["ledger"]["pending"]
    assert (waiting["kind"], waiting["hand"], waiting["waiting"]) == ("correct", 1, [0, 1])
    assert waiting["lines"] == [
        "Sara asks to correct hand 1: waiting for the others to confirm",
        "Reason: Luca had 12",
    ]
    # Sara asked: she is not the one to confirm it; no other move is logged meanwhile.
    assert _post(table, f"pending/{waiting['seq']}/confirm", 2).status_code == 422
    assert table.hand(None, [1, 1, 1], seat=0).status_code == 422
    assert _post(table, f"pending/{waiting['seq']}/confirm", 0).status_code == 201
    assert table.state()["totals"] == [9, 0, 7]
    assert _post(table, f"pending/{waiting['seq']}/confirm", 1).status_code == 201
    # Both confirmed: the hand is scored as corrected, 6, 12, 0.
    state = table.state()
    assert state["totals"] == [6, 12, 0] and state["ledger"]["pending"] == []
    said = _lines(table)
    assert "Anna confirms the correction of hand 1" in said
    assert "Luca confirms the correction of hand 1" in said
    assert "Luca conferma la correzione della mano 1" in _lines(table, "it")


def test_an_undo_of_a_counted_hand_waits_and_a_decline_keeps_the_hand(
    client: FlaskClient,
) -> None:
    table = _counted(client)
    target = _hand_seq(table)
    asked = _post(table, f"moves/{target}/void", 1, reason="wrong table")
    assert asked.status_code == 201, asked.get_json()
    [waiting] = table.state()["ledger"]["pending"]
    assert (waiting["kind"], waiting["waiting"]) == ("void", [0, 2])
    assert table.state()["totals"] == [9, 0, 7]
    declined = _post(table, f"pending/{waiting['seq']}/decline", 2, reason="it was right")
    assert declined.status_code == 201
    state = table.state()
    assert state["totals"] == [9, 0, 7] and state["ledger"]["pending"] == []
    assert "Sara declines the undo of hand 1: it was right" in _lines(table)
    # Asked again and confirmed for everyone by the host: the hand is gone, totals 0.
    again = _post(table, f"moves/{target}/void", 1, reason="wrong table")
    [waiting] = table.state()["ledger"]["pending"]
    assert again.status_code == 201
    everyone = _post(table, f"pending/{waiting['seq']}/confirm", 0, for_everyone=True)
    assert everyone.status_code == 201
    assert table.state()["totals"] == [0, 0, 0]
    assert "Anna (the host) confirms the undo of hand 1 for everyone" in _lines(table)


def test_a_pending_hand_is_withdrawn_at_once_and_the_host_undoes_at_once_where_the_host_confirms(
    client: FlaskClient,
) -> None:
    table = _table(client)
    seq = _enter(table, 1, [9, 2, 7])
    # Luca withdraws the hand he entered: no one is asked.
    assert _post(table, f"moves/{seq}/void", 1, reason="typo").status_code == 201
    state = table.state()
    assert state["ledger"]["pending"] == [] and state["totals"] == [0, 0, 0]
    # Where the host confirms, a player's undo waits for the host; the host's is made at once.
    hosted = _counted(client, "host")
    target = _hand_seq(hosted)
    assert _post(hosted, f"moves/{target}/void", 2, reason="no").status_code == 201
    [waiting] = hosted.state()["ledger"]["pending"]
    assert (waiting["kind"], waiting["waiting"]) == ("void", [0])
    assert _post(hosted, f"pending/{waiting['seq']}/decline", 0).status_code == 201
    assert _post(hosted, f"moves/{target}/void", 0, reason="wrong table").status_code == 201
    state = hosted.state()
    assert state["ledger"]["pending"] == [] and state["totals"] == [0, 0, 0]
