"""Who a tournament file's tournament and people are, on whichever server imports it.

Every tournament and every person has an identity of its own, ``uid``, drawn at random
where it was first made and kept by every copy. A tournament's file (:mod:`.tournament_export`)
carries the tournament's (``tournament.uid``) and its people's (``people``: each person of
the log, by the id the log names them by, ``{"uid": ...}``); never a token.

On import (:mod:`.tournament_file`):

- A tournament whose identity is here already is refused whole (409, naming it), whether
  it was made here or imported before: importing a file again, or the file of a tournament
  that came from this server, makes no second copy. A file of before the identities (none
  in it) is recognised by its game, name and the moment it was created, to the microsecond.
- A person whose identity is here already is that person: their new games count on their
  one record (ratings, leaderboard, player page). Nothing of theirs is written: their name
  here and their phone's token stay as they are, and the import hands out no token but the
  new tournament's organiser's. A person not here is new, with the file's identity (the next
  file with them finds them) and a token nobody holds. Two people of one file who are one
  person here (merged) stay two: the second is new.

The identities are only in the file, which only the organiser downloads: a person is found
again only by a file that holds them, not by the ids every page shows. A file is therefore
worth what the tournament is: whoever holds it can enter its people in a tournament of
their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from ..games.base import Text
from ..problems import Conflict, Refused, literal
from ..store import Database, Person, Tournament, keys
from ..store.pace import Pace
from ..store.scratch import Copy
from ..store.tournaments import new_uid
from ..tables import hash_token
from ..tables.access import new_token
from ..tournaments.identity import merges
from ..tournaments.state import CHECK_IN
from .importing import write_copy

#: What an identity in a file may look like (this server draws 16 of these characters).
UID = re.compile(r"[A-Za-z0-9_-]{8,24}")
#: The most people a file may name (each checks in once, in a log of at most 4,000 entries).
PEOPLE_MAX = 4_000
#: Identities looked up at a time.
CHUNK = 500


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


class TournamentHere(Conflict):
    """The file's tournament is on this server already: nothing was written."""

    code = "tournament-exists"
    default_title = _t("Torneo già presente", "Tournament already here")


def already_here(name: str) -> Text:
    return _t(
        f"Questo torneo è già su questo server: «{literal(name)}». Il file non è stato "
        "importato di nuovo.",
        f"This tournament is already on this server: '{literal(name)}'. The file was not "
        "imported again.",
    )


BAD_IDENTITY = _t(
    "Il file è rifiutato: l'identità del torneo o di una persona non è leggibile, o due "
    "persone hanno la stessa.",
    "The file is refused: the identity of the tournament or of a person cannot be read, or "
    "two people have the same one.",
)
UNKNOWN_PERSON = _t("Nomina una persona che non si è iscritta.", "It names someone not checked in.")
RACED_TITLE = _t("Importato nello stesso momento", "Imported at the same moment")
RACED = _t(
    "Nello stesso momento un altro file con le stesse persone è stato importato: importa "
    "di nuovo questo file.",
    "Another file with the same people was imported at the same moment: import this file again.",
)


def _uid(value: Any, where: str) -> str:
    if not isinstance(value, str) or UID.fullmatch(value) is None:
        raise Refused(BAD_IDENTITY, field=where)
    return value


def file_identities(document: Mapping[str, Any]) -> tuple[str | None, dict[str, str]]:
    """The tournament's identity and each person's (their id in the file → identity) as
    the file gives them: absent in a file of before them; unreadable, or one identity for
    two people, :class:`Refused`."""
    head = document.get("tournament")
    raw = head.get("uid") if isinstance(head, Mapping) else None
    tournament = None if raw is None else _uid(raw, "tournament")
    listed = document.get("people")
    if listed is None:
        return tournament, {}
    if not isinstance(listed, Mapping) or len(listed) > PEOPLE_MAX:
        raise Refused(BAD_IDENTITY, field="people")
    people: dict[str, str] = {}
    for old, entry in listed.items():
        if not isinstance(old, str) or not isinstance(entry, Mapping):
            raise Refused(BAD_IDENTITY, field="people")
        people[old] = _uid(entry.get("uid"), "people")
    if len(set(people.values())) != len(people):
        raise Refused(BAD_IDENTITY, field="people")
    return tournament, people


def _utc(when: datetime) -> datetime:
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


@dataclass
class Identities:
    """Who the file's tournament and people are (see the module's docstring), and the
    people the import has checked in so far (their id in the file → their id here)."""

    uid: str
    game: str
    name: str
    created_at: datetime | None
    #: Each person's identity, by their id in the file.
    people: Mapping[str, str] = field(default_factory=dict)
    #: The identities that are people here already, and who they are here.
    here: Mapping[str, str] = field(default_factory=dict)
    #: Everyone checked in so far: their id in the file → their id here.
    ids: dict[str, str] = field(default_factory=dict)
    #: The identities of the people the import makes.
    made: set[str] = field(default_factory=set)
    #: Whether the file gave the tournament's identity (else it was drawn here).
    given: bool = True

    def existing(self, s: Session) -> Tournament | None:
        """The tournament here that the file's is: the same identity; or, made at the same
        moment, the same game and name (a file of before the identities)."""
        if self.given:
            found = s.exec(select(Tournament).where(Tournament.uid == self.uid)).first()
            if found is not None:
                return found
        if self.created_at is None:
            return None
        alike = s.exec(
            select(Tournament).where(Tournament.game == self.game, Tournament.name == self.name)
        ).all()
        return next((t for t in alike if _utc(t.created_at) == self.created_at), None)

    def refuse_if_here(self, s: Session) -> None:
        """:class:`TournamentHere` naming it, if the file's tournament is here already."""
        found = self.existing(s)
        if found is not None:
            raise TournamentHere(already_here(found.name), extra={"tournament_id": found.id})

    def person(self, old: Any) -> str:
        """The id here of a person the file names by its id (checked in before)."""
        if not isinstance(old, str) or old not in self.ids:
            raise Refused(UNKNOWN_PERSON)
        return self.ids[old]

    def check_in(self, s: Session, old: str, name: str) -> str:
        """The person the file checks in as ``old``: the one here with their identity, or
        a new one (in ``s``) with it and a token nobody is given."""
        uid = self.people.get(old)
        found = self.here.get(uid) if uid is not None else None
        if found is None:
            uid = uid or new_uid()
            someone = Person(
                id=keys.new_table_id(), name=name, token_hash=hash_token(new_token()), uid=uid
            )
            s.add(someone)
            self.made.add(uid)
            found = someone.id
        self.ids[old] = found
        return found

    def _checked(self, s: Session) -> None:
        """In the writing transaction: the tournament is still not here, and nobody the
        import makes was made meanwhile by another import."""
        self.refuse_if_here(s)
        if _people_here(s, sorted(self.made)):
            raise Conflict(RACED, title=RACED_TITLE, field="people")

    def write(self, db: Database, copy: Copy, pace: Pace) -> None:
        """``copy`` written in ``db`` (:func:`.importing.write_copy`), if the tournament is
        still not here: an import of the same file at the same moment loses with 409."""
        try:
            write_copy(db, copy, pace, check=self._checked)
        except IntegrityError:
            with db.session() as s:
                self._checked(s)
            raise


def _lookup(s: Session, by: Any, wanted: Any, keys: Sequence[str]) -> dict[str, str]:
    """Each person's ``wanted`` column by their ``by`` column, for the people whose ``by``
    is one of ``keys`` (asked a few hundred at a time)."""
    out: dict[str, str] = {}
    for start in range(0, len(keys), CHUNK):
        rows = s.exec(select(by, wanted).where(col(by).in_(keys[start : start + CHUNK]))).all()
        out.update((key, value) for key, value in rows)
    return out


def _people_here(s: Session, uids: Sequence[str]) -> dict[str, str]:
    """The people here with these identities: identity → id."""
    return _lookup(s, Person.uid, Person.id, uids)


def recognise(
    db: Database, document: Mapping[str, Any], game: str, name: str, created_at: datetime | None
) -> Identities:
    """The file's identities, read (:func:`file_identities`) and looked for here: the
    tournament being here is :class:`TournamentHere`."""
    tournament, people = file_identities(document)
    ids = Identities(
        uid=tournament or new_uid(),
        game=game,
        name=name,
        created_at=created_at,
        people=people,
        given=tournament is not None,
    )
    with db.session() as s:
        ids.refuse_if_here(s)
        found = _people_here(s, list(dict.fromkeys(people.values())))
        everywhere = merges(s)
    here: dict[str, str] = {}
    taken: set[str] = set()
    for uid in people.values():  # in the file's order: the first of one person here wins
        pid = found.get(uid)
        if pid is None or everywhere.get(pid, pid) in taken:
            continue
        taken.add(everywhere.get(pid, pid))
        here[uid] = pid
    ids.here = here
    return ids


# -- export -------------------------------------------------------------------------------


def people_document(s: Session, log: Iterable[tuple[str, Mapping[str, Any]]]) -> dict[str, Any]:
    """Each person the log checks in (``log``: each entry's type and payload), by their id
    here: ``{"uid": ...}``."""
    checked = [str(p["person"]) for kind, p in log if kind == CHECK_IN and "person" in p]
    found = _lookup(s, Person.id, Person.uid, checked)
    return {pid: {"uid": found[pid]} for pid in checked if pid in found}


__all__ = [
    "BAD_IDENTITY",
    "Identities",
    "TournamentHere",
    "already_here",
    "file_identities",
    "people_document",
    "recognise",
]
