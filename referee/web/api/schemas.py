"""The JSON API's request and response bodies, as pydantic models.

Requests are parsed with these models and the OpenAPI document is generated from them, so
the document cannot drift from what the server accepts and answers. The bodies that depend
on the game (a move, a correction's move, a new table) are documented per game by
``openapi.game_bodies``, and the commands check them; schemathesis holds the two together.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr, WithJsonSchema

from ...games.base import JsonInt
from ...games.base.settlement import AMOUNT_PATTERN
from ...tables.commands import REASON_MAX
from ..present.table_tournament import TableTournamentOut
from .fields import REFUSED_IN_REASON, PlayerNameText, ReasonText, Seq, hidden_class

REF = "#/components/schemas/{model}"


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


#: A seat number: a JSON integer, as JSON Schema counts them (1.0 is 1; 1.5, true, "1" are not).
SeatNumber = Annotated[JsonInt, Field(ge=0, le=63)]


class CreateTableIn(_In):
    game: StrictStr = Field(description="A game id from GET /api/v1/games.", max_length=64)
    players: Annotated[list[StrictStr], Field(max_length=64)] = Field(
        description="Names in seating order (seat 0, 1, …); each game sets its own limits."
    )
    options: dict[str, Any] = Field(
        default_factory=dict, description="Rule options; omitted = default."
    )
    host_seat: SeatNumber | None = Field(
        default=None, description="The creator's own seat, if the creator plays."
    )
    start_totals: Annotated[list[JsonInt], Field(max_length=64)] | None = Field(
        default=None,
        description="A score carried over from paper, one total per seat in seat order "
        "(in a game that keeps counts rather than points, each seat's count); the game "
        "refuses totals it cannot start from (a total at the target, or totals of a zero-sum "
        "game that do not sum to zero).",
    )
    settle: Annotated[Any, WithJsonSchema({"enum": ["host", "majority", "all"]})] = Field(
        default=None,
        description="How a contest is settled: the host decides (the default), a majority "
        "of the seated players, or all of them.",
    )
    draw_seats: StrictBool = Field(
        default=False,
        description="Let the server draw the seating order and the first dealer: the table "
        "seats the players in the drawn order (the creator's `host_seat` follows their name), "
        "and its first event, a `seating`, says what came out.",
    )
    penalties: Annotated[Any, WithJsonSchema({"enum": ["record", "warning", "points"]})] = Field(
        default=None,
        description="What a penalty of the table's ledger costs: recorded only (the default), "
        "a warning first then `penalty_points` on a repeat, or `penalty_points` each time.",
    )
    penalty_points: Annotated[
        Any, WithJsonSchema({"type": "integer", "minimum": 1, "maximum": 1000})
    ] = Field(default=None, description="The points of a penalty (10 unless given).")
    confirm: StrictBool = Field(
        default=False,
        description="Confirmation mode: a hand entered by one player waits, counting nowhere, "
        "until the other seated players (or the host) confirm it.",
    )
    confirm_by: Annotated[Any, WithJsonSchema({"enum": ["all", "any", "host"]})] = Field(
        default=None,
        description="In confirmation mode, who confirms a hand: every other seated player "
        "(`all`, the default), any one other player (`any`), or the host (`host`). The host "
        "may also confirm for everyone, explicitly (`for_everyone` on the confirmation).",
    )
    stake: StakeIn | None = Field(
        default=None, description="What the table plays for (who pays whom at the end)."
    )


class StakeIn(_In):
    amount: StrictStr = Field(
        pattern=AMOUNT_PATTERN,
        description="So much per point or per placing, as players write it: 0.10, 0,10, 2 "
        "(at most 999.99).",
    )
    per: Literal["point", "placing"] = Field(
        default="point",
        description="Per point (the game's points turned into money as the game says) or "
        "per placing (each pays one stake to each player placed above).",
    )


class StakeOut(_Out):
    cents: int
    per: Literal["point", "placing"]


class JoinIn(_In):
    secret: StrictStr = Field(max_length=128, description="The secret of the join link (QR).")
    seat: SeatNumber | None = Field(default=None, description="The seat to take; null to watch.")
    take_over: StrictBool = Field(
        default=False,
        description="Take the seat although another device holds it (that device then "
        "watches). Without it, a held seat answers 409 seat-taken. At a tournament's "
        "table it needs tournament_token: the organiser's, or the seat's own person's "
        "(else 403).",
    )
    tournament_token: StrictStr | None = Field(
        default=None,
        max_length=200,
        description="At a tournament's table, with take_over: the organiser's token or the "
        "token of the person whose seat it is.",
    )


class VoidIn(_In):
    expected_seq: Seq
    reason: ReasonText | None = None


class CorrectIn(_In):
    expected_seq: Seq
    # allOf: pydantic would look a bare $ref up among its own models.
    move: Annotated[
        dict[str, Any],
        WithJsonSchema(
            {
                "anyOf": [
                    {"allOf": [{"$ref": REF.format(model="Move")}]},
                    {"allOf": [{"$ref": REF.format(model="Part")}]},
                ]
            }
        ),
    ] = Field(
        description="The move that replaces it, as for POST …/moves (of the same type); or, "
        "for a hand whose phones entered their own parts, one seat's part "
        '({"type": "part", "seat": k, "part": {...}}): that part is reopened, the others '
        "stay as entered."
    )
    reason: ReasonText | None = None


class HostIn(_In):
    expected_seq: Seq
    seat: SeatNumber


class SeatIn(_In):
    expected_seq: Seq
    name: PlayerNameText


class Problem(_Out):
    """RFC 9457 problem details; ``rule`` names the rule a refused move breaks."""

    model_config = ConfigDict(extra="allow")

    type: str
    title: str
    status: int
    detail: str
    rule: str | None = None
    rule_url: str | None = None
    field: str | None = None


class LineOut(_Out):
    seat: int | None
    points: int | None
    rules: list[str]
    text: str


class PromptOut(_Out):
    phase: str
    text: str
    moves: list[str]
    seats: list[int] | None


class StandingOut(_Out):
    """A seat's place; a game may add fields of its own (``standing_fields`` of its entry in
    ``GET /api/v1/games``)."""

    model_config = ConfigDict(extra="allow")

    seat: int
    name: str
    total: int
    rank: int
    eliminated: bool = Field(
        description="Out of the game (Scala 40: reached the threshold); false in games "
        "where nobody goes out."
    )


class AlternativeOut(_Out):
    option: str
    value: Any
    rules: list[str]
    scores: list[int]
    text: str


class HandOut(_Out):
    number: int
    scores: list[int]
    alternatives: list[AlternativeOut]


class EventOut(_Out):
    seq: int
    type: str
    payload: dict[str, Any]
    author_seat: int | None
    created_at: str
    status: str = Field(description="active, voided or corrected")
    by: int | None = Field(description="The seq of the void or correction in force.")
    lines: list[LineOut]
    hand: HandOut | None


class NoteOut(_Out):
    text: str
    rules: list[str]


class AtStakeOutcomeOut(_Out):
    text: str
    scores: list[int] = Field(description="What each seat would score, in seat order.")
    rules: list[str]
    moves: list[dict[str, Any]] = Field(
        description="The moves that would log this outcome from the table as it is now, the "
        "choice first."
    )


class AtStakeOut(_Out):
    seat: int | None = Field(description="Who decides (null: the table).")
    text: str
    rules: list[str]
    outcomes: list[AtStakeOutcomeOut]


class SummaryOut(_Out):
    """The table's state; a game may add fields of its own (``state_fields`` of its entry in
    ``GET /api/v1/games``: the state of an auction, the order the players went out)."""

    model_config = ConfigDict(extra="allow")

    id: str
    seq: int
    totals: list[int]
    standings: list[StandingOut]
    prompt: PromptOut
    finished: bool
    winners: list[int]
    dealer: int | None = Field(
        description="The seat dealing the current hand, in a game with a dealer; else null."
    )
    start_totals: list[int] | None = Field(
        description="The score the table was carried over from, one total per seat; null "
        "for a table started from nothing."
    )
    outcome: str | None
    notes: list[NoteOut] = Field(
        description="What the table should know of its options (advice, never a refusal)."
    )
    at_stake: list[AtStakeOut] = Field(
        default_factory=list,
        description="What is at stake where a player must decide now: each choice open and "
        "what it would score each seat under the table's rules for a range of outcomes "
        "(empty when nothing is to be decided, or the game does not say).",
    )


class SeatOut(_Out):
    number: int
    name: str
    total: int


class OptionDetailOut(_Out):
    key: str
    value: Any
    value_label: str | None
    default: Any
    label: str
    description: str
    rules: list[str]


class HandSummaryOut(_Out):
    seq: int
    status: str
    number: int
    scores: list[int]
    alternatives: list[AlternativeOut]
    lines: list[LineOut]


class YouOut(_Out):
    role: str
    seat: int | None


class HouseRuleOut(_Out):
    """An option the table chose otherwise than the official rules."""

    key: str
    label: str
    value: Any
    value_label: str
    default: Any
    default_label: str
    rules: list[str]
    from_hand: int | None = Field(
        default=None,
        description="The hand from which a contest's resolution switched the option to this "
        "value (null: chosen when the table was created).",
    )
    text: str = Field(description="'Label: value (official: default)' in the reader's language.")


class SeatPenaltiesOut(_Out):
    seat: int
    count: int = Field(description="Penalties in force (undone ones do not count).")
    warnings: int
    points: int = Field(description="Penalty points under the table's house options.")
    by_code: dict[str, int] = Field(description="How many of each irregularity.")
    in_totals: int = Field(
        0,
        description="The change the penalties made to this player's total (see `points_way`; "
        "0 when they cost nothing or stay apart).",
    )


class PenaltyOut(_Out):
    seq: int = Field(description="The `irregularity` event (void it to undo the penalty).")
    seat: int
    code: str = Field(description="One of the game's `irregularities`, or `other`.")
    label: str
    rule: str = Field(description="The rule id or the article of the code it breaks.")
    note: str
    cost: str = Field(description="record, warning or points, under the table's house options.")
    points: int
    in_totals: int = Field(
        0,
        description="The change it made to the penalised player's total (0: none, e.g. a "
        "warning, a penalty recorded only or after the game's end; its line says why).",
    )


class PendingOut(_Out):
    seq: int = Field(description="The `pending_hand` event: confirm or decline it by this seq.")
    author_seat: int | None
    kind: str = Field(
        "hand", description="hand, or swap: a seat swap waiting like a hand (`hand`: from it)."
    )
    hand: int | None = Field(None, description="The hand's number.")
    lines: list[str] = Field(description="Who entered it, then what it would score.")
    confirmed: list[int] = Field(description="The seats that have confirmed it.")
    waiting: list[int] = Field(description="The seated seats it still waits for.")


class LedgerOut(_Out):
    """The penalty and irregularity ledger, and the house options it follows."""

    pending: list[PendingOut] = Field(
        default_factory=list,
        description="Hands waiting for the table's confirmation: they count nowhere yet.",
    )
    mode: str = Field(description="What a penalty costs: record, warning or points.")
    points_each: int
    points_way: str = Field(
        "apart",
        description="Where this game puts a penalty's points: added (to the penalised "
        "player's total: lowest wins), subtracted (from it: highest wins), paid (to each other "
        "player: zero-sum totals) or apart (kept in the ledger: the totals are not points).",
    )
    confirm: bool = Field(description="Whether hands wait for the other players' confirmation.")
    confirm_by: str = Field(
        "all",
        description="Who confirms a hand: every other seated player (all), any one other "
        "player (any) or the host (host).",
    )
    seats: list[SeatPenaltiesOut]
    penalties: list[PenaltyOut]


class HistoryEntryOut(_Out):
    seq: int
    kind: str
    hand: int | None
    scores: list[int]
    totals_after: list[int]
    text: str


class PartsConflictOut(_Out):
    rule: str
    text: dict[str, str] = Field(description="Why, in Italian and English ({seat[i]} names).")
    seats: list[SeatNumber] = Field(description="The seats whose parts disagree.")


class HandInProgressOut(_Out):
    parts: list[SeatNumber] = Field(description="The seats whose part is in (never what it says).")
    missing: list[SeatNumber] = Field(description="The seats whose part is still missing.")
    started_by: SeatNumber | None = Field(
        description="The seat of the phone that entered the first part."
    )
    entered_by: dict[str, SeatNumber | None] = Field(
        description="Per seat whose part is in, the seat of the phone that entered it."
    )
    conflict: PartsConflictOut | None = Field(
        description="With every part in, why the parts make no hand; null otherwise."
    )


class TableOut(SummaryOut):
    game: str
    game_name: str
    room_code: str | None
    options: dict[str, Any]
    option_details: list[OptionDetailOut]
    house_rules: list[HouseRuleOut] = Field(
        description="The options that differ from the official rules, in the game's order."
    )
    preset: str | None = Field(
        description="The named rule set the table's options play (an id of the game's "
        "`presets`), or null."
    )
    house_rules_text: str = Field(
        description="The table's rules in one line: how far the game goes, then each "
        "difference from the official rules (or that there is none)."
    )
    seats: list[SeatOut]
    hands: list[HandSummaryOut] = Field(
        description="The latest hands in force, oldest first: at most 100 (`hands_left_out` "
        "says how many earlier ones there are; the log, `log_url`, holds every event)."
    )
    hands_left_out: int = Field(
        default=0, description="Earlier hands in force that `hands` leaves out."
    )
    log_url: str | None = Field(
        default=None,
        description="The table's log from its first event, a page at a time "
        "(`GET /api/v1/tables/{table_id}/moves`).",
    )
    you: YouOut | None
    history: list[HistoryEntryOut] = Field(
        default_factory=list,
        description="The latest events that changed a total, oldest first, at most 100 "
        "(`history_left_out` says how many earlier ones there are): `kind` (hand, reenter, "
        "penalty, king, start, swap, resolution...), `hand` (the hand's number, null for an "
        "entry that is not a hand), `scores` (the change per seat), `totals_after` and "
        "`text`, the event named in the reader's language.",
    )
    history_left_out: int = Field(
        default=0, description="Earlier entries of the history that `history` leaves out."
    )
    ledger: LedgerOut | None = Field(
        default=None, description="The penalties recorded at the table, seat by seat."
    )
    stake: StakeOut | None = Field(
        description="What the table plays for, agreed when it was created; null: nothing."
    )
    tournament: TableTournamentOut | None = Field(
        description="The tournament, round and table number a tournament's table plays "
        "for, with its round clock; null: a table of its own.",
    )
    hand_in_progress: HandInProgressOut | None = Field(
        default=None,
        description='A hand whose players enter their own parts ({"type": "part"} moves), '
        "while some are missing or disagree; null when no part is in.",
    )


class CreatedOut(_Out):
    id: str
    game: str
    host_token: str
    join_url: str
    table_url: str
    room_code: str
    seats: list[SeatOut]
    seq: int
    notes: list[NoteOut] = Field(
        description="What the table should know of its options (advice, never a refusal)."
    )


class JoinOut(_Out):
    table_id: str
    token: str
    role: str
    seat: int | None


class WriteOut(_Out):
    seq: int
    event: EventOut
    table: SummaryOut
    replayed: bool
    hand_in_progress: HandInProgressOut | None = Field(
        default=None,
        description="After a part of a hand: the hand as it stands (null once it is logged).",
    )


class EventsOut(_Out):
    seq: int
    events: list[EventOut] = Field(
        description="The events after `after`, oldest first: at most `limit` of them."
    )
    next: str | None = Field(
        default=None,
        description="The address of the next page (the events after this page's last), or "
        "null when this page reaches the table's head.",
    )


class ChoiceOut(_Out):
    value: Any
    label: str


class OptionOut(_Out):
    key: str
    kind: str
    label: str
    description: str
    default: Any
    choices: list[ChoiceOut]
    minimum: int | None
    maximum: int | None
    rules: list[str]


class MoveTypeOut(_Out):
    type: str
    label: str
    description: str
    rules: list[str]


class CheckTypeOut(_Out):
    name: str
    label: str
    description: str
    rules: list[str]
    url: str = Field(description="Where to ask it (POST); a table's: /api/v1/tables/{id}/checks/….")
    page: str = Field(description="The page that asks it.")
    example: dict[str, Any] = Field(description="A body it answers (without options).")
    body_schema: dict[str, Any]
    answer_schema: dict[str, Any]


class PlayersOut(_Out):
    min: int
    max: int


class DeckOut(_Out):
    size: int = Field(description="Cards in the pack: the largest pack the game's options allow.")
    jokers: int = Field(
        description="How many of those cards are jokers or wild cards (0 where the game has none)."
    )
    codes: list[str] = Field(
        description="Every card code the referee reads for this game, each once, in deck order."
    )
    description: str = Field(description="The pack in words: its variants, other ways to write.")


class PresetOut(_Out):
    id: str
    name: str
    description: str
    options: dict[str, Any] = Field(description="The options it sets; the others as default.")
    rules: list[str]


class IrregularityOut(_Out):
    code: str
    label: str
    rule: str = Field(description="The rule id (or article) it breaks; empty if none.")


class TallyOut(_Out):
    """A number a game counts per seat (calls won, closes...), in the reader's language."""

    id: str
    label: str
    description: str = Field(description="What it counts.")
    rules: list[str]


class GameOut(_Out):
    id: str
    name: str
    summary: str
    players: PlayersOut
    deck: DeckOut
    options: list[OptionOut]
    options_schema: dict[str, Any]
    moves: list[MoveTypeOut]
    move_schema: dict[str, Any]
    checks: list[CheckTypeOut] = Field(
        description="The referee checks: questions answered from the rules, logging nothing."
    )
    presets: list[PresetOut] = Field(
        description="Named rule sets a table may play at once (the official rules, every "
        "option at its default, are not listed)."
    )
    state_fields: dict[str, str] = Field(
        description="The fields this game adds to a table's state (name: what it holds)."
    )
    standing_fields: dict[str, str] = Field(
        description="The fields this game adds to each standings row (name: what it holds)."
    )
    irregularities: list[IrregularityOut] = Field(
        default_factory=list,
        description="The usual irregularities a table records in its penalty ledger (POST "
        "…/penalties takes their `code`, or `other` with a note).",
    )
    tallies: list[TallyOut] = Field(
        description="The numbers this game's players count besides the scores (a table's "
        "statistics count them per seat)."
    )


class GamesOut(_Out):
    games: list[GameOut]


class RuleOut(_Out):
    id: str
    game: str
    title: str
    summary: str
    digest_en: str
    source_it: str
    source: str
    ambiguity: bool
    url: str


class RulesOut(_Out):
    rules: list[RuleOut]


class CodeOut(_Out):
    table_id: str
    join_url: str


# -- contests (``referee.disputes``) ----------------------------------------------------------


@cache
def contest_reason_schema() -> dict[str, Any]:
    """A reason that must say something: as ``ReasonText``, with a visible character."""
    refused = REFUSED_IN_REASON
    hidden = hidden_class()
    visible = f"[^{refused}\\s{hidden}]"
    return {
        "type": "string",
        "minLength": 1,
        "maxLength": REASON_MAX,
        "pattern": f"^[^{refused}]*{visible}[^{refused}]*$",
        "description": "Why, in one line (required). Spaces and line breaks fold to one "
        "space; invisible characters are dropped; other control characters are refused.",
    }


class ContestIn(_In):
    reason: Annotated[Any, WithJsonSchema(contest_reason_schema())] = Field(
        description="Why the move is contested, in one line."
    )


class WithdrawIn(_In):
    pass


class DecisionIn(_In):
    decision: Annotated[Any, WithJsonSchema({"enum": ["keep", "replace", "switch"]})] = Field(
        description="keep: the entry stands; replace: it is replaced by ``move`` (a "
        "correction); switch: ``option`` takes ``value`` from the contested hand on."
    )
    option: StrictStr | None = Field(
        default=None, max_length=64, description="The option to switch (with switch)."
    )
    value: Any = Field(default=None, description="The option's new value (with switch).")
    move: Annotated[
        dict[str, Any] | None,
        WithJsonSchema(
            {"anyOf": [{"allOf": [{"$ref": REF.format(model="Move")}]}, {"type": "null"}]}
        ),
    ] = Field(default=None, description="The corrected move (with replace), of the same type.")
    reason: ReasonText | None = None


class BallotOut(_Out):
    seat: int
    name: str
    decision: dict[str, Any]
    reason: str
    seq: int
    at: str


class ContestOut(_Out):
    seq: int = Field(description="The contest's own seq (the number to withdraw, vote, resolve).")
    target: int = Field(description="The seq of the contested move.")
    reason: str
    seat: int | None
    at: str
    status: str = Field(description="open, withdrawn or resolved")
    votes: list[BallotOut]
    resolution: dict[str, Any] | None


class ReadingOut(_Out):
    value: Any
    label: str
    in_force: bool
    hand: list[int] | None = Field(description="The hand's scores under this reading.")
    totals: list[int] | None = Field(
        description="The totals now, had the option taken this value from this hand on."
    )
    text: str | None
    broken: str | None = Field(
        description="Why the rest of the game cannot be replayed under it, if it cannot."
    )


class AmbiguityOut(_Out):
    option: str
    label: str
    description: str
    rules: list[str]
    readings: list[ReadingOut]


class AlternativesOut(_Out):
    seq: int
    hand: int | None = Field(description="The number of the hand the move belongs to.")
    scores: list[int] | None
    totals: list[int]
    provisional: bool = Field(description="Whether a contest of the table is open.")
    settle: str = Field(description="How the table settles a contest: host, majority or all.")
    rules: list[RuleOut]
    ambiguities: list[AmbiguityOut]
    contests: list[ContestOut]
