"""What an address may carry, checked before any view runs: a move's number (``<seq:seq>``)
is 1 to 2^31 - 1, so a number no table can reach is never sent to the database.

(PostgreSQL's ``integer`` refuses a larger one with an error and SQLite's driver cannot
even bind it: checked here, both answer the same 404.)
"""

from __future__ import annotations

from werkzeug.exceptions import HTTPException
from werkzeug.routing import BaseConverter

from ..problems import NotFound, Problem
from ..tables import messages as msg
from ..tables.commands import SEQ_MAX


class AddressProblem(HTTPException):
    """A problem found while reading the address, answered as that problem (see
    :mod:`.errors`)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.detail.en)
        self.code = problem.status
        self.problem = problem


class SeqConverter(BaseConverter):
    """A move's number in an address: digits without a leading zero (anything else matches
    no route: a plain 404); a number past the highest seq is a 404 that names it."""

    regex = r"[1-9][0-9]{0,19}"

    def to_python(self, value: str) -> int:
        seq = int(value)
        if seq > SEQ_MAX:
            raise AddressProblem(NotFound(msg.no_move(seq), field="seq"))
        return seq

    def to_url(self, value: int) -> str:
        return str(int(value))


#: The converters every blueprint may use, by name.
CONVERTERS = {"seq": SeqConverter}
