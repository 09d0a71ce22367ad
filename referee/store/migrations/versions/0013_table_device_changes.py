"""How many times a table's devices changed: a write checks its bearer against it.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(
            sa.Column("device_changes", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("device_changes")
