"""A tournament write's Idempotency-Key and its first answer, for its retries.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_answer",
        sa.Column("tournament_id", AutoString(length=24), nullable=False),
        sa.Column("key", AutoString(length=128), nullable=False),
        sa.Column("fingerprint", AutoString(length=64), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("body", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_tournament_answer_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("tournament_id", "key", name=op.f("pk_tournament_answer")),
    )


def downgrade() -> None:
    op.drop_table("tournament_answer")
