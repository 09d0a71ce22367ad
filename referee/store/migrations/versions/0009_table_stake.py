"""The stake a table plays for, agreed when it is created: cents per point or per placing.

Revision ID: 0009
Revises: 0006
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.add_column(sa.Column("stake", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("game_table") as batch:
        batch.drop_column("stake")
