"""The irregularities a table records in its penalty ledger, as a game declares them.

Clubs keep a ledger of what went wrong at the table (cards exposed, a wrong meld, drawing out
of turn, lateness): a game lists the usual ones on its engine (``irregularities``), each with
the rule or the article of the code it breaks; "other" is always there besides them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .text import Text

#: The code of an irregularity the game does not list: the reason says what it was.
OTHER = "other"


@dataclass(frozen=True)
class Irregularity:
    #: A short code, in plain English: ``exposed_card``.
    code: str
    label: Text
    #: The rule id, or the article of a code ("FISCA art. 12"), that it breaks.
    rule: str = ""
