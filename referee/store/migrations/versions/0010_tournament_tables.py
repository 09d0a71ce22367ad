"""Each tournament table knows its tournament, round and number (backfilled from the rounds).

Revision ID: 0010
Revises: 0007
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0010"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_table",
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("tournament_id", AutoString(length=24), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_table.id"], name=op.f("fk_tournament_table_table_id_game_table")
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_tournament_table_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("table_id", name=op.f("pk_tournament_table")),
    )
    op.create_index(
        op.f("ix_tournament_table_tournament_id"), "tournament_table", ["tournament_id"]
    )
    _backfill()


def _backfill() -> None:
    """The tables of the rounds already in the tournaments' logs, from their ROUND events."""
    events = sa.table(
        "tournament_event",
        sa.column("tournament_id", sa.String),
        sa.column("seq", sa.Integer),
        sa.column("type", sa.String),
        sa.column("payload", sa.JSON),
    )
    links = sa.table(
        "tournament_table",
        sa.column("table_id", sa.String),
        sa.column("tournament_id", sa.String),
        sa.column("round", sa.Integer),
        sa.column("number", sa.Integer),
    )
    bind = op.get_bind()
    rows = bind.execute(
        sa.select(events.c.tournament_id, events.c.payload)
        .where(events.c.type == "round")
        .order_by(events.c.tournament_id, events.c.seq)
    ).all()
    found = [
        {
            "table_id": table["table_id"],
            "tournament_id": tournament_id,
            "round": payload["number"],
            "number": table["number"],
        }
        for tournament_id, payload in rows
        for table in payload.get("tables", [])
    ]
    if found:
        op.bulk_insert(links, found)


def downgrade() -> None:
    op.drop_index(op.f("ix_tournament_table_tournament_id"), table_name="tournament_table")
    op.drop_table("tournament_table")
