"""A rematch's place in its evening: which game of the evening it is, who won the earlier ones.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(sa.Column("evening", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("evening")
