"""The organiser's dashboard: the next step and whether it can be taken yet (with the
reason when not), and the round's tables with their progress.

:func:`next_step` and :func:`players_needed` are pure functions of the format, the game's
table sizes, the tournament's state and what its standings say is missing; the pages show
what they decide. :func:`round_progress` reads the round's tables (their hands and results)
and hands them to the pure :func:`table_progress`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..games.base import Text
from . import messages as msg
from .closing import Closing, closing, scored_seqs
from .formats import FinalFormat, RoundRobinFormat, RoundsFormat, SwissFormat
from .hall import round_results
from .seating import CannotSplit, split_sizes
from .standings import RuleIds
from .state import Round, TournamentState

if TYPE_CHECKING:  # pragma: no cover
    from .service import TournamentService

AnyFormat = FinalFormat | SwissFormat | RoundsFormat | RoundRobinFormat
#: ``draw``: the first round; ``next_round``; ``final``: the final table; ``publish``: a
#: round drafted waits to be published; ``playing``: the last table is in play, nothing to
#: tap; ``over``: the tournament is over.
StepKind = Literal["draw", "next_round", "final", "publish", "playing", "over"]


@dataclass(frozen=True)
class NextStep:
    """What the organiser does next, and whether it can be done now."""

    kind: StepKind
    ready: bool
    #: Why it cannot be taken yet, or (playing, over) where the tournament stands.
    says: Text | None = None
    #: People checked in and in play, and how many the first round needs (draw only).
    count: int = 0
    needed: int = 0
    #: The rule the reason rests on (a game's own tournament rule), if any.
    rule: str | None = None

    @property
    def tap(self) -> bool:
        """Whether the step is a button (a draw, the final, a draft's publishing), not just
        news."""
        return self.kind in ("draw", "next_round", "final", "publish")


def players_needed(fmt: AnyFormat, low: int) -> int:
    """The fewest people in play the first round can seat: a final's tables each with the
    game's fewest seats and its qualifiers (at least the game's own minimum), the rounds'
    smallest table, two for a pairing."""
    if isinstance(fmt, FinalFormat):
        return max(fmt.min_players or 0, fmt.tables * low, fmt.qualify * fmt.tables)
    if isinstance(fmt, RoundsFormat):
        return max(low, fmt.min_seats or low)
    return 2


def checked_in(count: int, needed: int) -> Text:
    """'2 players checked in; 6 needed'."""
    if count == 1:
        return Text(
            it=f"1 giocatore registrato; ne servono {needed}",
            en=f"1 player checked in; {needed} needed",
        )
    return Text(
        it=f"{count} giocatori registrati; ne servono {needed}",
        en=f"{count} players checked in; {needed} needed",
    )


def waiting_for(tables: Sequence[int]) -> Text:
    """'Tables 1 and 3 have no result yet' (one table: the tournament's usual words)."""
    if len(tables) == 1:
        return msg.missing_results(str(tables[0]))
    head, last = ", ".join(map(str, tables[:-1])), tables[-1]
    return Text(
        it=f"Mancano ancora i risultati dei tavoli {head} e {last}.",
        en=f"Tables {head} and {last} have no result yet.",
    )


def draft_waiting(number: int) -> Text:
    """What the organiser is told while a drafted round is not published yet."""
    return Text(
        it=f"Il turno {number} è in bozza: i giocatori non lo vedono finché non lo pubblichi.",
        en=f"Round {number} is a draft: the players do not see it until you publish it.",
    )


#: No game rule to cite (a format of the app's own).
NO_RULES = RuleIds()
TIE_FIRST = Text(
    it="Prima va deciso lo spareggio qui sotto.", en="The tie below must be settled first."
)
FINAL_PLAYING = Text(
    it="Si gioca la finale: il suo risultato chiude il torneo.",
    en="The final is being played: its result ends the tournament.",
)
OVER = Text(it="Il torneo è concluso.", en="The tournament is over.")


def _seatable(
    kind: StepKind, fmt: AnyFormat, seats: tuple[int, int], count: int, rules: RuleIds
) -> NextStep:
    """A draw of everyone in play: enough of them, and a split the format allows."""
    low, high = seats
    if isinstance(fmt, RoundsFormat):
        low, high = max(low, fmt.min_seats or low), min(high, fmt.max_seats or high)
    needed = players_needed(fmt, seats[0])
    if count < needed:
        return NextStep(kind, False, checked_in(count, needed), count, needed, rules.go or None)
    if isinstance(fmt, FinalFormat | RoundsFormat):
        tables = fmt.tables if isinstance(fmt, FinalFormat) else None
        try:
            split_sizes(count, low, high, tables)
        except CannotSplit:
            why = msg.cannot_split(count, tables, low, high)
            return NextStep(kind, False, why, count, needed, rules.go or None)
    return NextStep(kind, True, None, count, needed)


def _after(
    kind: StepKind, missing: Sequence[int], ties: Sequence[int] | bool, rules: RuleIds
) -> NextStep:
    """A draw after a round: every result in, no tie waiting."""
    if missing:
        return NextStep(kind, False, waiting_for(missing))
    if ties:
        numbers = [n for n in ties if n] if not isinstance(ties, bool) else []
        return NextStep(
            kind,
            False,
            msg.tie_pending(", ".join(map(str, numbers))) if numbers else TIE_FIRST,
            rule=rules.tie or None,
        )
    return NextStep(kind, True)


def round_robin_rounds(people: int) -> int:
    """How many rounds a round robin of ``people`` takes (the circle method)."""
    return people - 1 if people % 2 == 0 else people


def next_step(
    fmt: AnyFormat,
    seats: tuple[int, int],
    state: TournamentState,
    missing: Sequence[int] = (),
    ties: Sequence[int] | bool = (),
    rules: RuleIds = NO_RULES,
    drafted: int | None = None,
) -> NextStep:
    """The organiser's next step: draw the first round, the next one or the final, publish
    the round drafted (``drafted``: its number), or nothing left to tap. ``missing``: the
    tables of the round in play still without a result; ``ties``: the tables (0: over the
    rounds) with a tie that blocks the next step; ``rules``: the game's tournament rules the
    reasons cite."""
    if drafted is not None:
        return NextStep("publish", True, draft_waiting(drafted))
    rounds = state.rounds
    if not rounds:
        return _seatable("draw", fmt, seats, len(state.active()), rules)
    final = next((r for r in rounds if r.stage == "final"), None)
    if final is not None:
        return (
            NextStep("playing", False, FINAL_PLAYING) if missing else NextStep("over", False, OVER)
        )
    if isinstance(fmt, FinalFormat):
        return _after("final", missing, ties, rules)
    if isinstance(fmt, SwissFormat):
        total = fmt.rounds
    elif isinstance(fmt, RoundRobinFormat):
        first = rounds[0]
        total = round_robin_rounds(
            sum(len(x.people) for x in first.tables) + (1 if first.bye else 0)
        )
    else:
        total = fmt.rounds
    if len(rounds) < total:
        # Ties over the rounds only block a final, never the next round.
        after = _after("next_round", missing, (), rules)
        if not after.ready or isinstance(fmt, RoundRobinFormat):
            return after  # a round robin's schedule is fixed by its first round
        return _seatable("next_round", fmt, seats, len(state.active()), rules)
    if isinstance(fmt, RoundsFormat) and fmt.final:
        return _after("final", missing, ties, rules)
    return (
        NextStep("playing", False, waiting_for(missing))
        if missing
        else NextStep("over", False, OVER)
    )


@dataclass(frozen=True)
class TableProgress:
    """One table of the round in play, as the organiser follows it."""

    number: int
    table_id: str
    #: Who sits there now, in seat order.
    players: tuple[str, ...]
    #: Hands scored and still standing.
    hands: int
    #: Its result is in (the game over, or time's rule took it).
    finished: bool
    #: Where it stands against time's rule (``open`` while time is not called).
    closing: Closing


def table_progress(
    rnd: Round,
    names: Mapping[str, str],
    hands: Mapping[str, int],
    finished: Mapping[str, bool],
    closings: Mapping[str, Closing],
) -> list[TableProgress]:
    """The round's tables by number, each with its players, hands and result."""
    return [
        TableProgress(
            x.number,
            x.table_id,
            tuple(names.get(p, p) for p in x.current),
            hands.get(x.table_id, 0),
            finished.get(x.table_id, False),
            closings.get(x.table_id, Closing("open")),
        )
        for x in sorted(rnd.tables, key=lambda x: x.number)
    ]


def round_progress(service: TournamentService, state: TournamentState) -> list[TableProgress]:
    """The tables of the round in play as their logs stand (time's rule applied)."""
    rnd = state.rounds[-1] if state.rounds else None
    if rnd is None:
        return []
    results = round_results(service, state)
    hands: dict[str, int] = {}
    closings: dict[str, Closing] = {}
    with service.db.session() as s:
        for x in rnd.tables:
            scored = scored_seqs(s, x.table_id)
            hands[x.table_id] = len(scored)
            closings[x.table_id] = closing(rnd, x.table_id, scored)
    finished = {
        x.table_id: results[x.table_id].finished for x in rnd.tables if x.table_id in results
    }
    return table_progress(rnd, state.names(), hands, finished, closings)


FORMAT = Text(it="Formato", en="Format")
ROUNDS = Text(it="Turni", en="Rounds")
CLOCK = Text(it="Orologio", en="Clock")
AT_TIME = {
    "finish_hand": Text(
        it="allo scadere si finisce la mano in corso", en="at time the hand in play is finished"
    ),
    "as_it_stands": Text(
        it="allo scadere ogni tavolo vale com'è", en="at time each table is scored as it stands"
    ),
}


def _seats(low: int, high: int) -> Text:
    if low == high:
        return Text(it=f"da {low} posti", en=f"of {low} seats")
    return Text(it=f"da {low} a {high} posti", en=f"of {low} to {high} seats")


def format_facts(
    fmt: AnyFormat, seats: tuple[int, int], state: TournamentState
) -> list[tuple[Text, Text]]:
    """The format, its rounds and its clock, each a label and its value, for the page."""
    low, high = seats
    no_clock = Text(it="nessuno", en="none")
    if isinstance(fmt, FinalFormat):
        what = Text(
            it=f"primo turno a {fmt.tables} tavoli {_seats(low, high).it}, i primi "
            f"{fmt.qualify} di ogni tavolo al tavolo finale",
            en=f"a first round at {fmt.tables} tables {_seats(low, high).en}, the first "
            f"{fmt.qualify} of each to the final table",
        )
        rounds = Text(it="2 (primo turno e finale)", en="2 (the first round and the final)")
        return [(FORMAT, what), (ROUNDS, rounds), (CLOCK, no_clock)]
    if isinstance(fmt, SwissFormat):
        what = Text(it="svizzero, a coppie", en="Swiss, in pairs")
        return [
            (FORMAT, what),
            (ROUNDS, Text(it=str(fmt.rounds), en=str(fmt.rounds))),
            (CLOCK, no_clock),
        ]
    if isinstance(fmt, RoundRobinFormat):
        what = Text(
            it="girone all'italiana: ogni coppia si incontra una volta",
            en="round robin: every pair meets once",
        )
        if state.rounds:
            first = state.rounds[0]
            n = round_robin_rounds(
                sum(len(x.people) for x in first.tables) + (1 if first.bye else 0)
            )
            rounds = Text(it=str(n), en=str(n))
        else:
            rounds = Text(
                it="uno in meno dei giocatori (tanti quanti i giocatori, se sono dispari)",
                en="one fewer than the players (as many as the players, if odd)",
            )
        return [(FORMAT, what), (ROUNDS, rounds), (CLOCK, no_clock)]
    lo, hi = max(low, fmt.min_seats or low), min(high, fmt.max_seats or high)
    seating = (
        Text(it="posti a rotazione", en="rotating seats")
        if fmt.seating == "rotating"
        else Text(it="posti sorteggiati", en="seats drawn at random")
    )
    what = Text(
        it=f"turni di tavoli {_seats(lo, hi).it}, {seating.it}",
        en=f"rounds of tables {_seats(lo, hi).en}, {seating.en}",
    )
    it, en = str(fmt.rounds), str(fmt.rounds)
    if fmt.best:
        it, en = f"{it}, contano i {fmt.best} migliori", f"{en}, the best {fmt.best} count"
    if fmt.final:
        it, en = (
            f"{it}, poi la finale dei primi {fmt.final}",
            f"{en}, then a final of the first {fmt.final}",
        )
    clock = no_clock
    if fmt.minutes:
        n = fmt.further_hands or 1
        more = (
            Text(it=f"si giocano ancora {n} mani", en=f"{n} more hands are played")
            if n > 1
            else Text(it="si gioca ancora 1 mano", en="1 more hand is played")
        )
        rule = AT_TIME.get(fmt.at_time) or Text(
            it=f"allo scadere {more.it}", en=f"at time {more.en}"
        )
        clock = Text(
            it=f"{fmt.minutes} minuti a turno; {rule.it}",
            en=f"{fmt.minutes} minutes a round; {rule.en}",
        )
    return [(FORMAT, what), (ROUNDS, Text(it=it, en=en)), (CLOCK, clock)]
