"""A person's record across tables: the tables they played (a tournament's tables know who
sat where; at any other table, the seats a phone said were its person's), their wins, the
game's own numbers, and their ratings per game and rule set with why each moved; and the
leaderboard of a game.

Everything is read from the tables' logs and the tournaments' logs each time it is asked:
a correction or a dispute's resolution at a table changes the ratings after it.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session, select

from ..games import GAMES, Game
from ..games.base import Text
from ..games.house_rules import differences, house_rules_text, preset_of
from ..problems import NotFound
from ..store import repo
from ..store.tournaments import Person, TournamentEvent
from ..tables import TableService, TableView
from ..tournaments.identity import merges, resolve, seatings
from ..tournaments.state import ROUND, RoundTable
from .linking import linked_tables
from .ratings import Match, Rating, rate, sides_by_rank, sides_by_score, sides_by_seat
from .seats import people_at, shares
from .statistics import table_statistics


@dataclass(frozen=True)
class Played:
    """A finished table a person played: where, when, with whom, how it went."""

    table_id: str
    game: str
    ruleset: str
    at: datetime
    seat: int
    place: int
    won: bool


@dataclass
class Record:
    """A person's games and ratings."""

    person: str
    name: str
    played: list[Played] = field(default_factory=list)
    ratings: list[Rating] = field(default_factory=list)
    #: Each rated (game, rule set) in words: a preset's name, or the house rules' line.
    ruleset_names: dict[tuple[str, str], Text] = field(default_factory=dict)

    def ruleset_name(self, rating: Rating) -> Text:
        return self.ruleset_names.get((rating.game, rating.ruleset), Text(it="", en=""))

    def per_game(self) -> dict[str, tuple[int, int]]:
        """Game → (tables played, tables won)."""
        out: dict[str, tuple[int, int]] = {}
        for p in self.played:
            n, w = out.get(p.game, (0, 0))
            out[p.game] = (n + 1, w + int(p.won))
        return out


def ruleset_of(game: Game[Any, Any], options: dict[str, Any]) -> str:
    """The rule set a table plays, as ratings keep them apart: a named preset, the standard
    rules, or the house rules' own fingerprint."""
    preset = preset_of(game, options)
    if preset is not None and not differences(game, options, preset.options):
        return preset.id
    if not differences(game, options):
        return "standard"
    digest = hashlib.sha256(json.dumps(options, sort_keys=True).encode()).hexdigest()
    return f"house-{digest[:8]}"


def ruleset_name(game: Game[Any, Any], ruleset: str, options: BaseModel) -> Text:
    for preset in game.presets:
        if preset.id == ruleset:
            return preset.name
    return house_rules_text(game, options)


@dataclass(frozen=True)
class Seated:
    """A tournament table and the person at each of its seats."""

    table_id: str
    people: tuple[str, ...]
    #: Who sat at each seat from when (substitutes), merged people as the kept ones.
    seats: RoundTable | None = None


def seated_tables(s: Session) -> list[Seated]:
    """Every tournament table with its people, from the tournaments' logs."""
    rows = s.exec(select(TournamentEvent.payload).where(TournamentEvent.type == ROUND)).all()
    out: dict[str, Seated] = {}
    for payload in rows:
        for table in payload.get("tables", []):
            out[table["table_id"]] = Seated(table["table_id"], tuple(table["people"]))
    return _with_seats(s, out)


def _with_seats(s: Session, tables: dict[str, Seated]) -> list[Seated]:
    """The tables with who sat where as the tournaments' logs fold it (merges, substitutes)."""
    folded = seatings(s)
    return [
        Seated(t.table_id, folded[t.table_id].people, folded[t.table_id])
        if t.table_id in folded
        else t
        for t in tables.values()
    ]


def _merged_followed(s: Session, tables: list[Seated]) -> list[Seated]:
    """The tables with each person merged into another named as the kept one."""
    everywhere = merges(s)
    if not everywhere:
        return tables
    return [
        Seated(t.table_id, tuple(everywhere.get(p, p) for p in t.people), t.seats) for t in tables
    ]


@dataclass
class Evidence:
    """What the finished tables say: the matches to rate and each person's tables."""

    matches: list[tuple[datetime, Match]] = field(default_factory=list)
    played: dict[str, list[Played]] = field(default_factory=lambda: defaultdict(list))
    names: dict[str, str] = field(default_factory=dict)
    rulesets: dict[tuple[str, str], Text] = field(default_factory=dict)


def _finished_at(s: Session, view: TableView) -> datetime:
    """When the table's last event was logged, in UTC (SQLite hands back its times without
    their zone, a table kept in memory with it: the matches are ordered by these)."""
    event = repo.event(s, view.id, view.seq)
    at = event.created_at if event is not None else view.table.created_at
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def gather(service: TableService, game: str | None = None) -> Evidence:
    """The evidence of every finished tournament table (of ``game``, if given)."""
    evidence = Evidence()
    with service.db.session() as s:
        seated = seated_tables(s)
        seated += _merged_followed(s, casual_tables(s, seated, evidence.names))
        for person in s.exec(select(Person)).all():
            evidence.names[person.id] = person.name
        for table in seated:
            with service.read(table.table_id) as reads:
                view = reads.view
                if view.outcome is None or (game is not None and view.game.id != game):
                    continue
                _add(evidence, s, view, table.people, reads.hands, table.seats)
    evidence.matches.sort(key=lambda pair: pair[0])
    return evidence


def _add(
    evidence: Evidence,
    s: Session,
    view: TableView,
    people: tuple[str, ...],
    hands: Iterable[Any],
    seats: RoundTable | None = None,
) -> None:
    game = view.game
    options = view.options.model_dump(mode="json")
    ruleset = ruleset_of(game, options)
    evidence.rulesets[(game.id, ruleset)] = ruleset_name(game, ruleset, view.options)
    at = _finished_at(s, view)
    people = people[: len(view.totals)]
    ranks = {st.seat: st.rank for st in view.standings}
    winners = set(view.outcome.winners) if view.outcome else set()
    if seats is not None and seats.subs:
        _add_shared(evidence, view, seats, list(hands), ruleset, at, ranks, winners)
        return
    for seat, person in enumerate(people):
        evidence.played[person].append(
            Played(
                view.id, game.id, ruleset, at, seat, ranks.get(seat, len(people)), seat in winners
            )
        )
    if game.rated == "hands":
        for entry in hands:
            if entry.hand is None or len(entry.hand.scores) != len(people):
                continue
            sides = sides_by_score(people, entry.hand.scores)
            evidence.matches.append(
                (entry.created_at, Match(f"{view.id}#{entry.seq}", game.id, ruleset, sides))
            )
    else:
        sides = sides_by_rank(
            people, [ranks.get(i, len(people)) for i in range(len(people))], [1.0] * len(people)
        )
        evidence.matches.append((at, Match(view.id, game.id, ruleset, sides)))


def _add_shared(
    evidence: Evidence,
    view: TableView,
    seats: RoundTable,
    hands: list[Any],
    ruleset: str,
    at: datetime,
    ranks: dict[int, int],
    winners: set[int],
) -> None:
    """A table where a substitute took a seat: each occupant played it (the seat's win is
    the one who finished it); ratings weigh each by the share of the hands they sat, and a
    game rated by hands rates each hand with who sat at it."""
    game, size = view.game, len(view.totals)
    kept = [e for e in hands if e.hand is not None and len(e.hand.scores) == size]
    seat_shares = shares(seats, [e.seq for e in kept])
    for seat, occupants in enumerate(seat_shares):
        for k, (person, _) in enumerate(occupants):
            last = k == len(occupants) - 1
            place = ranks.get(seat, size)
            won = last and seat in winners
            evidence.played[person].append(Played(view.id, game.id, ruleset, at, seat, place, won))
    if game.rated == "hands":
        for entry in kept:
            sides = sides_by_score(people_at(seats, entry.seq), entry.hand.scores)
            evidence.matches.append(
                (entry.created_at, Match(f"{view.id}#{entry.seq}", game.id, ruleset, sides))
            )
    else:
        sides = sides_by_seat(seat_shares, [ranks.get(i, size) for i in range(size)])
        evidence.matches.append((at, Match(view.id, game.id, ruleset, sides)))


def person_record(service: TableService, person_id: str) -> Record:
    """A person's tables and ratings; 404 for nobody. A person merged into another is the
    kept one (the record says whose it is)."""
    with service.db.session() as s:
        person_id = resolve(s, person_id)
        person = s.get(Person, person_id)
        if person is None:
            raise NotFound(
                Text(it="Nessun giocatore con questo codice.", en="No player with this id.")
            )
        name = person.name
    evidence = gather(service)
    ratings = rate((m for _, m in evidence.matches), evidence.names)
    mine = sorted(
        (r for (p, _, _), r in ratings.items() if p == person_id), key=lambda r: (r.game, r.ruleset)
    )
    return Record(
        person_id,
        name,
        sorted(evidence.played.get(person_id, []), key=lambda p: p.at),
        mine,
        evidence.rulesets,
    )


@dataclass(frozen=True)
class Leader:
    person: str
    name: str
    ruleset: str
    ruleset_name: Text
    rating: Rating


def leaderboard(service: TableService, game_id: str) -> list[Leader]:
    """A game's rated players, best first, per rule set; a clear 404 when nobody played it."""
    game = GAMES.get(game_id)
    if game is None:
        raise NotFound(Text(it="Nessun gioco con questo nome.", en="No game by that name."))
    evidence = gather(service, game_id)
    ratings = rate((m for _, m in evidence.matches), evidence.names)
    if not ratings:
        raise NotFound(
            Text(
                it=f"Nessuno ha ancora giocato una partita valida per la classifica di "
                f"{game.name.it}.",
                en=f"Nobody has played a rated game of {game.name.en} yet.",
            )
        )
    rows = [
        Leader(p, evidence.names.get(p, p), ruleset, evidence.rulesets[(g, ruleset)], r)
        for (p, g, ruleset), r in ratings.items()
        if not is_guest(p)
    ]
    return sorted(rows, key=lambda row: (row.ruleset, -row.rating.shown, row.name))


# -- casual tables: the seats phones linked to people ------------------------------------

#: A seat nobody linked to a person at a casual table: rated as a newcomer for that table
#: alone (it counts for who finished where), never listed.
GUEST = "guest:"


def is_guest(person: str) -> bool:
    return person.startswith(GUEST)


def casual_tables(s: Session, seated: list[Seated], names: dict[str, str]) -> list[Seated]:
    """The tables outside the tournaments where a phone linked a seat to its person
    (:mod:`.linking`), each with its people: a seat nobody linked is a guest of that table
    alone, named in ``names`` as the seat."""
    known = {t.table_id for t in seated}
    out: list[Seated] = []
    for table_id, links in linked_tables(s).items():
        if table_id in known:
            continue
        seats = repo.names(s, table_id)
        people = []
        for number, name in enumerate(seats):
            person = links.get(number) or f"{GUEST}{table_id}:{number}"
            if is_guest(person):
                names[person] = name
            people.append(person)
        out.append(Seated(table_id, tuple(people)))
    return out


def game_numbers(service: TableService, record: Record) -> dict[str, dict[str, int]]:
    """Per game, the person's sum of the game's own numbers (its ``tallies``) over the
    tables of their record, each read from the table's log."""
    out: dict[str, dict[str, int]] = {}
    for played in record.played:
        with service.read(played.table_id) as reads:
            stats = table_statistics(reads)
        counts = out.setdefault(played.game, dict.fromkeys((t.id for t in stats.tallies), 0))
        if played.seat < len(stats.seats):
            for tally_id, n in stats.seats[played.seat].tallies.items():
                counts[tally_id] = counts.get(tally_id, 0) + n
    return out
