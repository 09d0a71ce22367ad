"""A table's score carried over from paper: one total per seat, or none.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(sa.Column("start_totals", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("start_totals")
