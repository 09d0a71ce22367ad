"""``referee serve`` and ``referee demo``."""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
from typing import Any

from .settings import data_dir, default_database_url, env_int
from .store import Database, normalise_url


def lan_address() -> str:
    """The address other devices on this network reach us at (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def public_url(host: str, port: int) -> str:
    configured = os.environ.get("REFEREE_PUBLIC_URL")
    if configured:
        return configured.rstrip("/")
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    return f"http://{shown}:{port}"


def serve(args: argparse.Namespace) -> int:
    from gunicorn.app.base import BaseApplication

    from .qr import qr_terminal

    url = args.db or default_database_url()
    # Migrate in a child process: the master must not import a database driver before the
    # gevent workers patch the standard library, or psycopg would block whole workers.
    subprocess.run([sys.executable, "-m", "referee", "migrate", "--db", url], check=True)
    is_sqlite = normalise_url(url).get_backend_name() == "sqlite"
    workers = args.workers
    if is_sqlite and workers > 1:
        print(
            "SQLite serves from one worker; use PostgreSQL (DATABASE_URL) for more.",
            file=sys.stderr,
        )
        workers = 1
    address = public_url(args.host, args.port)
    connections = room_for_streams(env_int("REFEREE_MAX_STREAMS", 2000))
    config = {
        "DATABASE_URL": str(normalise_url(url).render_as_string(hide_password=False)),
        "PUBLIC_URL": os.environ.get("REFEREE_PUBLIC_URL") or None,
        "AUTO_MIGRATE": False,
    }

    class Server(BaseApplication):  # type: ignore[misc]
        def load_config(self) -> None:
            settings = {
                "bind": f"{args.host}:{args.port}",
                "workers": workers,
                "worker_class": "referee.worker.Worker",  # gevent; limits as problem+json
                "worker_connections": connections,
                "timeout": 60,
                "graceful_timeout": 5,
                "keepalive": 5,
                "accesslog": "-" if args.access_log else None,
                "errorlog": "-",
                "loglevel": "warning",
            }
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self) -> Any:
            from .app import create_app

            return create_app(config)

    backend = "SQLite" if is_sqlite else "PostgreSQL"
    print(f"Referee is serving on {args.host}:{args.port} ({backend}).")
    print(f"Open this on a phone on the same network:\n\n    {address}\n")
    if not args.no_qr:
        print(qr_terminal(address))
    sys.stdout.flush()
    Server().run()
    return 0


#: Connections a worker keeps for everything but streams (pages, moves, /healthz): a server
#: holding all the streams it may still answers those.
OTHER_CONNECTIONS = 1000


def room_for_streams(max_streams: int) -> int:
    """A worker's connection limit for ``max_streams`` streams plus :data:`OTHER_CONNECTIONS`,
    with the process's open-file limit raised to match where the system allows."""
    import resource  # Unix only, as gunicorn is: `referee demo` and `migrate` run anywhere

    connections = max_streams + OTHER_CONNECTIONS
    wanted = connections + 256  # the database, the log, the listening socket, ...
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
        if raised < wanted:
            print(
                f"The system allows {raised} open files per process, fewer than the"
                f" {wanted} that REFEREE_MAX_STREAMS={max_streams} needs: raise it"
                " (ulimit -n) or lower REFEREE_MAX_STREAMS.",
                file=sys.stderr,
            )
    return connections


def migrate(args: argparse.Namespace) -> int:
    """Bring the database to the newest schema."""
    db = Database(args.db or default_database_url())
    db.migrate()
    db.dispose()
    return 0


def demo(args: argparse.Namespace) -> int:
    """A finished sample table of each game (or of the one asked for) to look at."""
    from .demo import make_demo, sampled_games
    from .games import GAMES

    url = args.db or default_database_url()
    base = public_url("0.0.0.0", args.port)
    for game_id in [args.game] if args.game else sampled_games():
        table_id = make_demo(url, game_id)
        name = GAMES[game_id].name.en
        print(f"A finished {name} table is ready: {base}/t/{table_id}")
    print("Start the server with 'referee serve' to look at them.")
    return 0


def _sampled_games() -> list[str]:
    from .demo import sampled_games

    return sampled_games()


def _env_port() -> int:
    raw = os.environ.get("REFEREE_PORT") or "8000"
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise SystemExit(f"REFEREE_PORT is a port number (1-65535), not {raw!r}")
    return int(raw)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="referee", description="Table-side referee and scorekeeper."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("serve", help="serve the app (gunicorn + gevent)")
    run.add_argument(
        "--host",
        default=os.environ.get("REFEREE_HOST") or "0.0.0.0",
        help="interface to bind (default: $REFEREE_HOST, else all)",
    )
    run.add_argument("--port", type=int, default=_env_port(), help="default: $REFEREE_PORT or 8000")
    run.add_argument(
        "--db", help=f"database URL (default: $DATABASE_URL or SQLite in {data_dir()})"
    )
    run.add_argument("--workers", type=int, default=int(os.environ.get("REFEREE_WORKERS", "1")))
    run.add_argument("--access-log", action="store_true", help="log every request")
    run.add_argument("--no-qr", action="store_true", help="do not print the QR code")
    run.set_defaults(func=serve)
    schema = sub.add_parser("migrate", help="create or upgrade the database schema")
    schema.add_argument("--db", help="database URL")
    schema.set_defaults(func=migrate)
    sample = sub.add_parser("demo", help="create a finished sample table")
    sample.add_argument("--db", help="database URL")
    sample.add_argument("--port", type=int, default=_env_port())
    sample.add_argument(
        "--game", choices=_sampled_games(), help="only this game (default: every game)"
    )
    sample.set_defaults(func=demo)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
