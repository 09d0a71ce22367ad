"""Contests: how a table settles them, and the options a resolution switched from a hand on.

Revision ID: 0007
Revises: 0005
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(
            sa.Column("settle", sa.String(length=16), nullable=False, server_default="host")
        )
        batch.add_column(sa.Column("switches", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("switches")
        batch.drop_column("settle")
