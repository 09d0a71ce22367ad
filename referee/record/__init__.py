"""The record of every game: a table's log exported as a file and imported again, its
standings as CSV, its score progression as a picture, and the evening's settlement.

Everything here reads the tables' logs (never a second copy of a score); an import replays
the file's log through the same commands and engines a table's phones go through.
"""

from .export import FORMAT, VERSION, standings_csv, table_document
from .importing import import_table
from .linking import LinkSeat  # registers its planner with the tables' pipeline

__all__ = ["FORMAT", "VERSION", "LinkSeat", "import_table", "standings_csv", "table_document"]
