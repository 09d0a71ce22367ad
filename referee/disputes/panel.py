"""The dispute panel of a move: the rules that applied, the option in force for each ambiguity
that touched its hand, and what the hand and the totals would be under each other reading.

A reader of the log: the other readings come from the hand's alternatives (what the engine
computed for each other value of an ambiguity option), and the totals under each from a
replay of the rest of the game, from that hand on, under the other value (as a resolution
switching the option would leave them). Nothing is written.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session

from ..games.base import BadMove, HandResult, IllegalMove, Text
from ..games.house_rules import value_label
from ..games.rulebook import RULES, Rule
from ..store import repo
from ..tables import LogEntry, TableReads
from ..tables.eventlog import CORRECT, DISPUTE_TYPES, PLATFORM_TYPES, Effect
from ..tables.reads import TableContext
from ..tables.replay import hands_before
from ..tables.switches import OptionsByHand
from . import words as w
from .contests import (
    Contest,
    Decision,
    contested_hand,
    contests_of,
    hand_start,
    needed,
    seated_count,
    vote_words,
)


@dataclass
class Reading:
    """One reading of an ambiguity: its value, what the hand and the totals would be."""

    value: Any
    label: Text
    in_force: bool
    hand: tuple[int, ...] | None
    totals: tuple[int, ...] | None
    text: Text | None = None
    #: Why the rest of the game cannot be replayed under it (a later move it makes illegal).
    broken: Text | None = None


@dataclass
class Ambiguity:
    option: str
    label: Text
    description: Text
    rules: tuple[str, ...]
    readings: list[Reading] = field(default_factory=list)


@dataclass
class Panel:
    entry: LogEntry
    hand: HandResult | None
    totals: tuple[int, ...]
    rules: list[Rule]
    ambiguities: list[Ambiguity]
    contests: list[Contest]

    #: The resolution of each settled contest of the move, by the contest's seq: its lines
    #: say what it decided and the totals it left.
    outcomes: dict[int, LogEntry] = field(default_factory=dict)
    #: The game's options, to name a vote's reading.
    option_specs: tuple[Any, ...] = ()
    #: How the table settles a contest (host, majority, all), and how many seats are held.
    settle: str = "host"
    seated: int = 0

    @property
    def open_contest(self) -> Contest | None:
        return next((c for c in self.contests if c.open), None)

    @property
    def settled(self) -> list[Contest]:
        """The move's contests withdrawn or resolved, the latest first."""
        return [c for c in reversed(self.contests) if not c.open]

    @property
    def votes_wanted(self) -> Text | None:
        """How many matching votes settle the open contest, and the most one decision has
        so far; None where the host decides or nothing is contested."""
        held = self.open_contest
        if held is None or self.settle == "host":
            return None
        most = max(held.tally().values(), default=0)
        return w.votes_wanted(needed(self.settle, self.seated), self.seated, most)

    def vote_words(self, decision: Decision) -> Text:
        """A vote in a word or two, in the players' languages: keep, replace, switch to …."""
        return vote_words(self.option_specs, decision)


def panel(reads: TableReads, seq: int) -> Panel | None:
    """The panel of move ``seq``; None if the table has no such game move."""
    entry = reads.entry(seq)
    if entry is None or entry.type in PLATFORM_TYPES:
        return None
    s, context = reads.session, reads.context
    number = contested_hand(s, context, seq)
    hand = entry.hand
    if hand is None and number is not None:
        hand = next((e.hand for e in reads.hands if e.hand and e.hand.number == number), None)
    totals = tuple(reads.view.totals)
    rule_ids: list[str] = []
    for line in entry.lines:
        rule_ids += [r for r in line.rules if r not in rule_ids]
    for alternative in hand.alternatives if hand is not None else ():
        rule_ids += [r for r in alternative.rules if r not in rule_ids]
    ambiguities = _ambiguities(s, context, hand, totals) if hand is not None else []
    for ambiguity in ambiguities:
        rule_ids += [r for r in ambiguity.rules if r not in rule_ids]
    contests = [c for c in contests_of(s, context.id).values() if c.target == seq]
    outcomes = {
        c.seq: found
        for c in contests
        if c.resolution is not None and (found := reads.entry(int(c.resolution["seq"]))) is not None
    }
    return Panel(
        entry=entry,
        hand=hand,
        totals=totals,
        rules=[RULES[r] for r in rule_ids if r in RULES],
        ambiguities=ambiguities,
        contests=contests,
        outcomes=outcomes,
        option_specs=tuple(context.game.option_specs),
        settle=context.table.settle,
        seated=seated_count(s, context),
    )


def _ambiguities(
    s: Session, context: TableContext, hand: HandResult, totals: tuple[int, ...]
) -> list[Ambiguity]:
    game, table = context.game, context.table
    by_hand = OptionsByHand(game, table.options, table.switches or [])
    in_force = by_hand.at(hand.number).model_dump(mode="json")
    found: list[Ambiguity] = []
    for alternative in hand.alternatives:
        spec = next((o for o in game.option_specs if o.key == alternative.option), None)
        if spec is None:
            continue
        held = next((a for a in found if a.option == spec.key), None)
        if held is None:
            current = in_force.get(spec.key, spec.default)
            held = Ambiguity(spec.key, spec.label, spec.description, tuple(spec.rules))
            held.readings.append(
                Reading(current, value_label(spec, current), True, hand.scores, totals)
            )
            found.append(held)
        again, broken = totals_under(s, context, hand.number, spec.key, alternative.value)
        held.readings.append(
            Reading(
                alternative.value,
                value_label(spec, alternative.value),
                False,
                alternative.scores,
                again,
                alternative.text,
                broken,
            )
        )
    return found


def totals_under(
    s: Session, context: TableContext, number: int, option: str, value: Any
) -> tuple[tuple[int, ...] | None, Text | None]:
    """The totals now had ``option`` been ``value`` from hand ``number`` on: the log in force
    replayed from that hand (nothing written); or why a later move would be refused."""
    game, table = context.game, context.table
    switches = [
        *(table.switches or []),
        {"option": option, "value": value, "from_hand": number, "seq": table.head_seq + 1},
    ]
    by_hand = OptionsByHand(game, table.options, switches)
    start = hand_start(s, context, number)
    state = game.load_state(repo.snapshot(s, context.id, start - 1).state)
    hand = hands_before(s, context, start) + 1
    rows = repo.log_rows(s, context.id, after=start - 1)
    corrections = {e.seq: e.payload["move"] for e, _ in rows if e.type == CORRECT}
    for event, stored in rows:
        if event.type in PLATFORM_TYPES:
            continue
        effect = Effect.model_validate(stored)
        if effect.status == "voided":
            continue
        move = event.payload
        if effect.status == "corrected" and effect.by in corrections:
            move = corrections[effect.by]
        try:
            applied = game.apply(state, game.parse_move(move), by_hand.at(hand), event.author_seat)
        except (IllegalMove, BadMove) as exc:
            return None, exc.text
        state = applied.state
        if applied.hand is not None:
            hand = applied.hand.number + 1
    return tuple(game.totals(state)), None


#: The open contests of the tables this process drew lately, by (table, seq): every phone's
#: update at a seq shows the same marks, read once (contests change only with events).
_CONTESTED: OrderedDict[tuple[str, int], dict[int, Contest]] = OrderedDict()
CONTESTED_KEPT = 1024


#: The latest seq at which each of those tables' contests were drawn: a move that is not a
#: contest's event leaves them as they were, so the next seq's are carried over unread.
_LATEST: dict[str, int] = {}


def contested_seqs(reads: TableReads) -> dict[int, Contest]:
    """The moves under an open contest, by their seq (for the log's marks)."""
    table_id, head = reads.table_id, reads.table.head_seq
    key = (table_id, head)
    found = _CONTESTED.get(key)
    if found is None:
        found = _carried(reads, head)
        if found is None:
            events = contests_of(reads.session, table_id)
            found = {c.target: c for c in events.values() if c.open}
        _CONTESTED[key] = found
        if head >= _LATEST.get(table_id, -1):
            _LATEST[table_id] = head
        while len(_CONTESTED) > CONTESTED_KEPT:
            gone, _ = _CONTESTED.popitem(last=False)
            if _LATEST.get(gone[0]) == gone[1]:
                del _LATEST[gone[0]]
    return found


def _carried(reads: TableReads, head: int) -> dict[int, Contest] | None:
    """The open contests drawn at an earlier seq, when the events since are all kept by this
    process and none is a contest's (contests change only with their own events)."""
    table_id = reads.table_id
    latest = _LATEST.get(table_id)
    if latest is None or latest >= head:
        return None
    earlier = _CONTESTED.get((table_id, latest))
    types = reads.kept_types(latest, head) if earlier is not None else None
    if types is None or types & DISPUTE_TYPES:
        return None
    return earlier


__all__ = ["Ambiguity", "Panel", "Reading", "contested_seqs", "panel", "totals_under"]
