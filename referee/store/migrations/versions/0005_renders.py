"""Live renders shared by every server process on the database (a cache, pruned).

Revision ID: 0005
Revises: 0009
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0005"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A cache that a crash may lose: PostgreSQL keeps it out of the write-ahead log.
    unlogged = op.get_bind().dialect.name == "postgresql"
    op.create_table(
        "live_render",
        sa.Column("table_id", AutoString(length=24), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("since", sa.Integer(), nullable=False),
        sa.Column("lang", AutoString(length=8), nullable=False),
        sa.Column("kind", AutoString(length=16), nullable=False),
        sa.Column("site", AutoString(length=16), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("meta", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint(
            "table_id", "seq", "since", "lang", "kind", "site", name=op.f("pk_live_render")
        ),
        prefixes=["UNLOGGED"] if unlogged else [],
    )
    op.create_index("ix_live_render_created_at", "live_render", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_live_render_created_at", table_name="live_render")
    op.drop_table("live_render")
