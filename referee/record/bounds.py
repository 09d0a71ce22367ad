"""What an import may cost the server: the size of each kind of file, and how many imports
one client address may start in a window of time.

A file is replayed through the engines entry by entry, in one transaction that holds the
database's writer: its size and its entries are bounded far above any real file, and a
client address past its imports of the window is told when to come back (429 with
``Retry-After``) before its file is read. The window and its counts are the room codes'
(``tables.joining``): one count per client and window, in the database, so every server
process counts the same.
"""

from __future__ import annotations

import hashlib
import time

from ..games.base import Text
from ..problems import TooLarge, TooManyRequests
from ..store import Database, repo
from ..tables.joining import CODE_WINDOW_SECONDS

#: The largest table file an import reads: a long evening's file is a few hundred KiB
#: (about 1 KiB a Tamalo hand, 2 KiB a Scala 40 hand with five players, as exported).
TABLE_FILE_MAX_BYTES = 2 * 1024 * 1024
#: The largest tournament file (every table's file inside it): a league's season of a few
#: hundred tables of a few dozen hands each is a few MiB.
TOURNAMENT_FILE_MAX_BYTES = 16 * 1024 * 1024
#: How many imports one client address may start in a window (``IMPORTS_PER_CLIENT``).
IMPORTS_PER_CLIENT = 10
IMPORT_WINDOW_SECONDS = CODE_WINDOW_SECONDS


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):g} MiB"


def table_file_too_large(most: int = TABLE_FILE_MAX_BYTES) -> Text:
    return Text(
        it=f"Il file è rifiutato: un file di tavolo qui non supera {_mib(most)} "
        "(quello di una lunga serata è di poche centinaia di KiB).",
        en=f"The file is refused: a table file here is at most {_mib(most)} "
        "(a long evening's is a few hundred KiB).",
    )


def tournament_file_too_large(most: int = TOURNAMENT_FILE_MAX_BYTES) -> Text:
    return Text(
        it=f"Il file è rifiutato: un file di torneo qui non supera {_mib(most)} "
        "(quello di una stagione di campionato è di pochi MiB).",
        en=f"The file is refused: a tournament file here is at most {_mib(most)} "
        "(a league season's is a few MiB).",
    )


def too_many_imports(seconds: int) -> Text:
    minutes = max(1, round(seconds / 60))
    return Text(
        it=f"Troppe importazioni da questo indirizzo: riprova fra {minutes} minuti.",
        en=f"Too many imports from this address: try again in {minutes} minutes.",
    )


def check_size(length: int | None, most: int, words: Text) -> None:
    """:class:`TooLarge` if a body of ``length`` bytes (as its request says) is over ``most``."""
    if length is not None and length > most:
        raise TooLarge(words, field="file")


def count_import(db: Database, client: str, allowed: int) -> None:
    """One more import by ``client`` in this window; past ``allowed`` of them,
    :class:`TooManyRequests` with the seconds until the next window."""
    now = time.time()
    window = int(now // IMPORT_WINDOW_SECONDS)
    key = hashlib.sha256(f"import {client}".encode()).hexdigest()[:32]
    with db.writing() as s:
        attempt = repo.count_attempt(s, key, window)
        s.commit()
    if attempt > allowed:
        wait = int((window + 1) * IMPORT_WINDOW_SECONDS - now) + 1
        raise TooManyRequests(too_many_imports(wait), extra={"retry_after": wait})


__all__ = [
    "IMPORTS_PER_CLIENT",
    "TABLE_FILE_MAX_BYTES",
    "TOURNAMENT_FILE_MAX_BYTES",
    "check_size",
    "count_import",
    "table_file_too_large",
    "tournament_file_too_large",
]
