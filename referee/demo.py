"""Finished sample tables: each game's sample (``referee.games.base.sample``) logged move by
move through the table service, as phones would, undo included."""

from __future__ import annotations

from .games import GAMES
from .games.base import Undo
from .live import InProcessBus
from .store import Database
from .tables import TableService, Void, commands


def sampled_games() -> list[str]:
    """The games with a sample, in the catalogue's order."""
    return [game_id for game_id, game in GAMES.items() if game.sample is not None]


def make_demo(url: str, game_id: str = "tamalo") -> str:
    """A finished table of ``game_id``'s sample in the database at ``url``; its id."""
    sample = GAMES[game_id].sample
    if sample is None:
        raise ValueError(f"{game_id} has no sample")
    db = Database(url)
    db.migrate()
    service = TableService(db, InProcessBus())
    try:
        created = service.create_table(
            commands.new_table(game_id, list(sample.players), dict(sample.options), host_seat=0)
        )
        table_id = created.table_id
        host = service.require_actor(table_id, created.host_token)
        seq = 0
        for step in sample.moves:
            if isinstance(step, Undo):
                undo = Void(table_id=table_id, seq=seq, reason=step.reason, expected_seq=seq)
                seq = service.execute(host, undo).seq
            else:
                seq = service.execute(host, commands.log_move(table_id, dict(step), seq)).seq
        return table_id
    finally:
        service.bus.close()
        db.dispose()
