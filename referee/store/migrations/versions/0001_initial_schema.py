"""Initial schema: tables, seats, participants, the append-only event log, snapshots.

Revision ID: 0001
Revises:
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

# The event log is append-only: the database itself refuses UPDATE and DELETE.
SQLITE_TRIGGERS = [
    """CREATE TRIGGER event_no_update BEFORE UPDATE ON event
       BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END""",
    """CREATE TRIGGER event_no_delete BEFORE DELETE ON event
       BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END""",
]
POSTGRES_TRIGGERS = [
    """CREATE FUNCTION event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the event log is append-only'; END $$""",
    """CREATE TRIGGER event_no_update BEFORE UPDATE OR DELETE ON event
       FOR EACH ROW EXECUTE FUNCTION event_append_only()""",
]


def upgrade() -> None:
    op.create_table(
        "attempt",
        sa.Column("key", AutoString(length=64), nullable=False),
        sa.Column("window", sa.Integer(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("key", "window", name=op.f("pk_attempt")),
    )
    op.create_index("ix_attempt_window", "attempt", ["window"])
    op.create_table(
        "game_table",
        sa.Column("id", AutoString(length=24), nullable=False),
        sa.Column("game", AutoString(length=32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("join_secret", AutoString(length=64), nullable=False),
        sa.Column("room_code", AutoString(length=12), nullable=False),
        sa.Column("head_seq", sa.Integer(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_table")),
        sa.UniqueConstraint("join_secret", name=op.f("uq_game_table_join_secret")),
        sa.UniqueConstraint("room_code", name=op.f("uq_game_table_room_code")),
    )
    op.create_table(
        "seat",
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", AutoString(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_table.id"], name=op.f("fk_seat_table_id_game_table")
        ),
        sa.PrimaryKeyConstraint("table_id", "number", name=op.f("pk_seat")),
    )
    op.create_table(
        "participant",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("token_hash", AutoString(length=64), nullable=False),
        sa.Column("role", AutoString(length=16), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("revoked", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_table.id"], name=op.f("fk_participant_table_id_game_table")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_participant")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_participant_token_hash")),
    )
    op.create_index(op.f("ix_participant_table_id"), "participant", ["table_id"])
    op.create_table(
        "event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", AutoString(length=32), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("author_seat", sa.Integer(), nullable=True),
        sa.Column("author_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["author_id"], ["participant.id"], name=op.f("fk_event_author_id_participant")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_table.id"], name=op.f("fk_event_table_id_game_table")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_event")),
        sa.UniqueConstraint("table_id", "seq", name="uq_event_table_seq"),
    )
    op.create_table(
        "snapshot",
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("effect", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_table.id"], name=op.f("fk_snapshot_table_id_game_table")
        ),
        sa.PrimaryKeyConstraint("table_id", "seq", name=op.f("pk_snapshot")),
    )
    op.create_table(
        "idempotent_response",
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("key", AutoString(length=128), nullable=False),
        sa.Column("fingerprint", AutoString(length=64), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("body", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_table.id"],
            name=op.f("fk_idempotent_response_table_id_game_table"),
        ),
        sa.PrimaryKeyConstraint("table_id", "key", name=op.f("pk_idempotent_response")),
    )
    triggers = SQLITE_TRIGGERS if op.get_bind().dialect.name == "sqlite" else POSTGRES_TRIGGERS
    for statement in triggers:
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS event_no_update")
        op.execute("DROP TRIGGER IF EXISTS event_no_delete")
    else:
        op.execute("DROP TRIGGER IF EXISTS event_no_update ON event")
        op.execute("DROP FUNCTION IF EXISTS event_append_only()")
    op.drop_table("idempotent_response")
    op.drop_table("snapshot")
    op.drop_table("event")
    op.drop_index(op.f("ix_participant_table_id"), table_name="participant")
    op.drop_table("participant")
    op.drop_table("seat")
    op.drop_table("game_table")
    op.drop_index("ix_attempt_window", table_name="attempt")
    op.drop_table("attempt")
