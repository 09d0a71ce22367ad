"""A finished sample table: four friends, a few hands of Tamalo, one undo, one correction."""

from __future__ import annotations

from .games.base import Text
from .live import InProcessBus
from .store import Database
from .tables import TableService, Void, commands

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
#: The sample's reason for its undo: written here, so each reader gets it in their language.
WRONG_HAND = Text(it="mano sbagliata", en="typed the wrong hand")

HANDS: list[tuple[int | None, list[list[str] | int]]] = [
    (1, [["7H", "9C"], ["AS", "2D"], ["KS", "QH"], ["5C", "6D", "JH"]]),
    (3, [["10S", "8D"], ["KC", "4H"], ["9H", "9S", "3C"], ["AH", "KD"]]),
    (0, [["2S", "KH"], ["JC", "QS"], ["6H", "7C"], ["3D", "4S"]]),
    (2, [["QC", "JD"], ["8H", "8S"], ["AC", "3H"], ["10H", "7S", "5D"]]),
    (1, [["KS", "9D"], ["4D"], ["JS", "10C"], ["6S", "QD"]]),
    (3, [["5S", "5H", "8C"], ["QH", "KC"], ["2H", "6C"], ["AD", "2C", "KH"]]),
    (0, [["3S"], ["10D", "JH", "9C"], ["QS", "KS"], ["7D", "8S"]]),
]


def make_demo(url: str) -> str:
    db = Database(url)
    db.migrate()
    service = TableService(db, InProcessBus())
    created = service.create_table(commands.new_table("tamalo", PLAYERS, {}, host_seat=0))
    table_id = created.table_id
    host = service.require_actor(table_id, created.host_token)
    seq = 0

    def log(move: dict[str, object]) -> int:
        return service.execute(host, commands.log_move(table_id, move, seq)).seq

    for number, (caller, hands) in enumerate(HANDS):
        if number == 2:
            # A hand entered by mistake, then undone: the log keeps both.
            seq = log({"type": "hand", "caller": caller, "hands": [0, 0, 0, 0]})
            undo = Void(table_id=table_id, seq=seq, reason=WRONG_HAND, expected_seq=seq)
            seq = service.execute(host, undo).seq
        if caller is not None:
            seq = log({"type": "tamalo", "seat": caller})
        seq = log({"type": "hand", "caller": caller, "hands": hands})
        if service.view(table_id).outcome is not None:
            break
    db.dispose()
    return created.table_id
