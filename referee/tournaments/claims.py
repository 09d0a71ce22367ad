"""A person checked in at the door claimed on their own phone: the organiser's screen shows
a one-time code (a QR), the phone that opens it becomes that person's.

A code needs no storage. It is a MAC, keyed by the organiser's token's hash (a secret no
player reads), of the person, the minute it was issued and the person's token as it is.
Claiming gives the phone a new token: the person's old one stops working, and the code with
it, so a code is good once. It is good for :data:`CLAIM_MINUTES` after it was issued.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session

from ..games.base import Text
from ..problems import Forbidden
from ..store import Person, Tournament
from ..tables.access import hash_token, new_token

#: How long a code is good for after it was issued.
CLAIM_MINUTES = 15
#: Characters of a code.
CODE_LENGTH = 20

CLAIM_REFUSED = Text(
    it="Questo codice non vale più: è già stato usato, è scaduto o non è di questo torneo. "
    "Chiedi all'organizzatore un codice nuovo.",
    en="This code is no longer good: it was used already, it expired, or it is not this "
    "tournament's. Ask the organiser for a new one.",
)


@dataclass(frozen=True)
class Claim:
    """A code the organiser shows: who it is for and when it was issued (minutes since the
    epoch); ``code`` is its MAC."""

    person: str
    issued: int
    code: str

    @property
    def expires(self) -> int:
        return self.issued + CLAIM_MINUTES


def minute(now: datetime) -> int:
    return int(now.timestamp() // 60)


def _mac(t: Tournament, person: Person, issued: int) -> str:
    message = f"claim|{t.id}|{person.id}|{issued}|{person.token_hash}".encode()
    return hmac.new(t.organiser_hash.encode(), message, hashlib.sha256).hexdigest()[:CODE_LENGTH]


def issue(t: Tournament, person: Person, now: datetime) -> Claim:
    """A code for ``person``, checked in at ``t`` (the organiser's step: the caller has
    checked the token and the check-in)."""
    issued = minute(now)
    return Claim(person.id, issued, _mac(t, person, issued))


def redeem(s: Session, t: Tournament, claim: Claim, now: datetime) -> str:
    """The person's new token, for the phone that brought ``claim``; a code forged, used
    already or expired: :class:`Forbidden`. The caller commits."""
    person = s.get(Person, claim.person)
    fresh = person is not None and claim.issued <= minute(now) < claim.expires
    if person is None or not fresh or len(claim.code) != CODE_LENGTH:
        raise Forbidden(CLAIM_REFUSED, field="code")
    if not secrets.compare_digest(_mac(t, person, claim.issued), claim.code):
        raise Forbidden(CLAIM_REFUSED, field="code")
    token = new_token()
    person.token_hash = hash_token(token)
    s.add(person)
    return token


__all__ = ["CLAIM_MINUTES", "CLAIM_REFUSED", "Claim", "issue", "minute", "redeem"]
