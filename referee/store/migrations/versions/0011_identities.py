"""People and tournaments carry an identity of their own across servers (a file carries it).

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-26
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

TABLES = ("person", "tournament")


def upgrade() -> None:
    # Added as a column that may be empty, then filled, then indexed: SQLite adds it without
    # rebuilding the table (which the tournaments' logs and tables refer to).
    for name in TABLES:
        with op.batch_alter_table(name) as batch:
            batch.add_column(sa.Column("uid", AutoString(length=24), nullable=True))
        _backfill(name)
        op.create_index(op.f(f"ix_{name}_uid"), name, ["uid"], unique=True)


def _backfill(name: str) -> None:
    """Each person and tournament already here: an identity of its own, drawn at random."""
    rows = sa.table(name, sa.column("id", sa.String), sa.column("uid", sa.String))
    bind = op.get_bind()
    ids = bind.execute(sa.select(rows.c.id)).scalars().all()
    if ids:
        bind.execute(
            rows.update().where(rows.c.id == sa.bindparam("row_id")),
            [{"row_id": i, "uid": secrets.token_urlsafe(12)} for i in ids],
        )


def downgrade() -> None:
    for name in reversed(TABLES):
        op.drop_index(op.f(f"ix_{name}_uid"), table_name=name)
        with op.batch_alter_table(name) as batch:
            batch.drop_column("uid")
