"""Tournaments: the people who play, the tournaments, and each tournament's append-only log.

Revision ID: 0006
Revises: 0004
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0006"
down_revision = "0004"
branch_labels = None
depends_on = None

SQLITE_TRIGGERS = [
    """CREATE TRIGGER tournament_event_no_update BEFORE UPDATE ON tournament_event
       BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END""",
    """CREATE TRIGGER tournament_event_no_delete BEFORE DELETE ON tournament_event
       BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END""",
]
POSTGRES_TRIGGERS = [
    """CREATE FUNCTION tournament_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the tournament log is append-only'; END $$""",
    """CREATE TRIGGER tournament_event_no_update BEFORE UPDATE OR DELETE ON tournament_event
       FOR EACH ROW EXECUTE FUNCTION tournament_event_append_only()""",
]


def _when() -> sa.Column[object]:
    return sa.Column("created_at", sa.DateTime(timezone=True), nullable=False)


def upgrade() -> None:
    op.create_table(
        "person",
        sa.Column("id", AutoString(length=24), nullable=False),
        sa.Column("name", AutoString(length=64), nullable=False),
        sa.Column("token_hash", AutoString(length=64), nullable=False),
        _when(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_person")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_person_token_hash")),
    )
    op.create_table(
        "tournament",
        sa.Column("id", AutoString(length=24), nullable=False),
        sa.Column("game", AutoString(length=32), nullable=False),
        sa.Column("name", AutoString(length=64), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("format", sa.JSON(), nullable=False),
        sa.Column("organiser_hash", AutoString(length=64), nullable=False),
        sa.Column("head_seq", sa.Integer(), nullable=False),
        _when(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament")),
        sa.UniqueConstraint("organiser_hash", name=op.f("uq_tournament_organiser_hash")),
    )
    op.create_table(
        "tournament_event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", AutoString(length=24), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", AutoString(length=32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        _when(),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_tournament_event_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_event")),
        sa.UniqueConstraint("tournament_id", "seq", name="uq_tournament_event_tournament_seq"),
    )
    triggers = SQLITE_TRIGGERS if op.get_bind().dialect.name == "sqlite" else POSTGRES_TRIGGERS
    for statement in triggers:
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS tournament_event_no_update")
        op.execute("DROP TRIGGER IF EXISTS tournament_event_no_delete")
    else:
        op.execute("DROP TRIGGER IF EXISTS tournament_event_no_update ON tournament_event")
        op.execute("DROP FUNCTION IF EXISTS tournament_event_append_only()")
    op.drop_table("tournament_event")
    op.drop_table("tournament")
    op.drop_table("person")
