"""The seat names a table was created with, so the seats can be folded from the log.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(sa.Column("players", sa.JSON(), nullable=False, server_default="[]"))
    bind = op.get_bind()
    seats = sa.table(
        "seat", sa.column("table_id", sa.String), sa.column("number"), sa.column("name")
    )
    tables = sa.table("game_table", sa.column("id", sa.String), sa.column("players", sa.JSON))
    names: dict[str, list[str]] = {}
    for table_id, _number, name in bind.execute(
        sa.select(seats.c.table_id, seats.c.number, seats.c.name).order_by(
            seats.c.table_id, seats.c.number
        )
    ):
        names.setdefault(table_id, []).append(name)
    for table_id, players in names.items():
        bind.execute(tables.update().where(tables.c.id == table_id).values(players=players))


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("players")
