"""Alembic environment: the engine comes from the application, never from a config file."""

from __future__ import annotations

from alembic import context

from referee.store import models

target_metadata = models.metadata


def run_migrations_online() -> None:
    engine = context.config.attributes["engine"]
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()
        connection.commit()


if context.is_offline_mode():  # pragma: no cover - we always migrate a live database
    raise SystemExit("offline migrations are not supported")
run_migrations_online()
