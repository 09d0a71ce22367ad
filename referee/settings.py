"""Where things live: the database URL, the secret key, the public URL."""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir


def data_dir() -> Path:
    """``REFEREE_DATA_DIR``, or the user's data folder (``~/.local/share/referee`` on Linux)."""
    configured = os.environ.get("REFEREE_DATA_DIR")
    return Path(configured) if configured else Path(user_data_dir("referee", appauthor=False))


def default_database_url() -> str:
    return os.environ.get("DATABASE_URL") or f"sqlite:///{data_dir() / 'referee.db'}"


def secret_key(folder: Path | None = None) -> str:
    """``SECRET_KEY`` from the environment, else one generated once and kept in the data folder."""
    configured = os.environ.get("SECRET_KEY")
    if configured:
        return configured
    folder = folder or data_dir()
    path = folder / "secret_key"
    if path.exists():
        return path.read_text().strip()
    folder.mkdir(parents=True, exist_ok=True)
    # Written whole under a name of its own, then linked into place (which fails if a key is
    # there already): of the processes that start together (a server's workers), the first
    # link wins, and every process reads that one key, complete.
    fd, written = tempfile.mkstemp(dir=folder, prefix=".secret_key-")  # readable by us alone
    try:
        with os.fdopen(fd, "w") as handle:
            handle.write(secrets.token_urlsafe(48))
        with contextlib.suppress(FileExistsError):
            os.link(written, path)
    finally:
        os.unlink(written)
    return path.read_text().strip()


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise SystemExit(f"{name} is a whole number of at least 1, not {raw!r}")
    return int(raw)


def build_config(overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    config: dict[str, Any] = {
        "DATABASE_URL": default_database_url(),
        "PUBLIC_URL": os.environ.get("REFEREE_PUBLIC_URL") or None,
        "PROXIES": int(os.environ.get("REFEREE_PROXIES") or 0),
        "SQLITE_SYNCHRONOUS": os.environ.get("REFEREE_SQLITE_SYNCHRONOUS") or "FULL",
        "AUTO_MIGRATE": True,
        "SSE_KEEPALIVE_SECONDS": 15.0,
        # Live streams, per server process: see referee/live/gate.py and the README.
        "STREAMS_PER_CLIENT": env_int("REFEREE_STREAMS_PER_CLIENT", 32),
        "STREAMS_PER_TABLE": env_int("REFEREE_STREAMS_PER_TABLE", 100),
        "STREAM_DB_SLOTS": env_int("REFEREE_STREAM_DB_SLOTS", 4),
        "STREAM_MAX_SECONDS": env_int("REFEREE_STREAM_MAX_SECONDS", 900),
        # All the streams one process holds; past it a new stream gets 503 + Retry-After.
        "MAX_STREAMS": env_int("REFEREE_MAX_STREAMS", 2000),
        # One render per update for every process on a PostgreSQL database, kept in it
        # (referee/store/renders.py); REFEREE_SHARED_RENDERS=0: each process renders its own.
        "SHARED_RENDERS": os.environ.get("REFEREE_SHARED_RENDERS", "1") != "0",
        # Imports of table and tournament files one client address may start in 5 minutes.
        "IMPORTS_PER_CLIENT": env_int("REFEREE_IMPORTS_PER_CLIENT", 10),
        "POLL_SECONDS": 20,
        # How long a write's Idempotency-Key is remembered (a retry after that logs again).
        "IDEMPOTENCY_KEEP_HOURS": float(os.environ.get("REFEREE_IDEMPOTENCY_HOURS") or 24),
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_NAME": "referee",
        "PERMANENT_SESSION_LIFETIME": 60 * 60 * 24 * 120,
        # The seat cookie is sent again when it changes (a seat taken, a table opened
        # first), not with every page: its 120 days run from the last change.
        "SESSION_REFRESH_EACH_REQUEST": False,
        "MAX_CONTENT_LENGTH": 64 * 1024,
        "LANGUAGES": ("it", "en"),
        "BABEL_DEFAULT_LOCALE": "en",
    }
    config.update(overrides or {})
    if str(config.get("PUBLIC_URL") or "").startswith("https://"):
        config.setdefault("SESSION_COOKIE_SECURE", True)
    if not config.get("SECRET_KEY"):
        config["SECRET_KEY"] = secret_key()
    return config
