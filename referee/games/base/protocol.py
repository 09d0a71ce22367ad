"""The protocol every game engine speaks: the :class:`Game` base class."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from .checks import CheckSpec, CheckTable
from .irregularities import Irregularity
from .moves import MoveSpec, MoveTable
from .options import OptionSpec, allowed_values, option_specs, wrong_kind
from .parts import HandParts
from .penalties import PenaltyWay, penalty_line, penalty_scores, way_of
from .playouts import Playouts, Rng
from .presets import Preset
from .ranking import Better, ranked_totals
from .results import (
    Applied,
    BadMove,
    BadOptions,
    GameOver,
    Line,
    Outcome,
    Prompt,
    Stake,
    Standing,
)
from .sample import Sample
from .settlement import Money
from .tallies import Tallies
from .text import Text
from .tournament import TournamentRule
from .units import Unit
from .validation import describe_validation, plain_errors

OptionsT = TypeVar("OptionsT", bound=BaseModel)
StateT = TypeVar("StateT", bound=BaseModel)

#: What the base answers after the end, unless a game words it its own way.
GAME_OVER = Text(
    it="La partita è finita: non si registrano altre mosse.", en="The game is over: no more moves."
)
FINISHED = Text(it="Partita finita.", en="The game is over.")


def _swap_seat_numbers(value: Any, a: int, b: int) -> Any:
    """A seat's number (or a list of them, nested or not) with ``a`` and ``b`` exchanged."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        return [_swap_seat_numbers(item, a, b) for item in value]
    return value


class Game(ABC, Generic[OptionsT, StateT]):
    """A card game the referee knows.

    Subclasses set the class attributes and implement the abstract methods. Options,
    moves and states are pydantic models, so they validate at the edge and serialise to
    JSON for snapshots.

    As OpenSpiel's games fill in hooks, the base keeps what every game does alike: it
    refuses a move after the end (:meth:`apply`, citing :attr:`end_rule`) before the game's
    own :meth:`play`; it says the game is over (:meth:`prompt`) before asking the game's
    :meth:`playing_prompt`; it reads the seats and totals off the state's ``totals`` field,
    ranks them the :attr:`better` way, and draws random moves from :attr:`playouts`. A game
    that does any of these otherwise overrides the method.
    """

    id: ClassVar[str]
    name: ClassVar[Text]
    summary: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: The table options, each field declared with :func:`~.options.option`.
    options_model: ClassVar[type[BaseModel]]
    state_model: ClassVar[type[BaseModel]]
    #: The move types: each one's model, spec and handler.
    moves: ClassVar[MoveTable[Any, Any]]
    #: The referee checks: questions answered from the rules, logging nothing (none by
    #: default; see :mod:`.checks`).
    checks: ClassVar[CheckTable[Any]] = CheckTable()
    #: A short finished game and a hand to log again and again (``referee demo`` and the
    #: bench play them; see :mod:`.sample`). Every game a table can be opened for has one.
    sample: ClassVar[Sample | None] = None
    #: Named rule sets a host may pick at once (see :mod:`.presets`); none by default.
    presets: ClassVar[tuple[Preset, ...]] = ()
    #: The fields the game adds to the table's state as the API shows it (the table and the
    #: live summary), each described in it/en: :meth:`state_fields` gives their values. The
    #: house's own fields (``dealer``, ``winners``...) are never among them.
    state_docs: ClassVar[Mapping[str, Text]] = {}
    #: The fields the game adds to each standings row (``efele_count``...), described:
    #: each :class:`Standing`'s ``fields`` gives their values.
    standing_docs: ClassVar[Mapping[str, Text]] = {}
    #: The move fields naming seats (a seat's number, or a list of them, nested or not): what
    #: a seat repair swaps in the moves it re-reads (see :meth:`swap_seats`).
    seat_fields: ClassVar[frozenset[str]] = frozenset({"seat"})
    #: The move fields holding one value per seat, in seat order: a seat repair swaps
    #: the two seats' places in them.
    per_seat_fields: ClassVar[frozenset[str]] = frozenset()
    #: The option naming the seat that deals the first hand, if the game has one: a seating
    #: draw at the table's creation sets it. Without one, seat 0 deals first (or nobody, in a
    #: game without a dealer).
    first_dealer_option: ClassVar[str | None] = None
    #: The usual irregularities a table of this game records in its penalty ledger, each a
    #: short code with its it/en label and the rule or article it breaks (none by default:
    #: the ledger still takes "other").
    irregularities: ClassVar[tuple[Irregularity, ...]] = ()
    #: How a stake per point turns the totals into money (see :mod:`.settlement`): lowest
    #: total best, highest best, or totals that already are each one's win or loss. None:
    #: the game is settled per placing only.
    money: ClassVar[Money | None] = None
    #: Where a penalty's points go when the table counts penalties as points (see
    #: :mod:`.penalties`): None follows :attr:`money` (lowest best: added to the penalised
    #: player's total; highest best: taken from it; zero-sum: paid to each other player).
    penalty_points: ClassVar[PenaltyWay | None] = None
    #: The numbers its players count besides the scores (calls won, closes...), read from
    #: each hand in force (see :mod:`.tallies`); none by default.
    tallies: ClassVar[Tallies] = Tallies()
    #: What a rating counts as one result: the finished table (its players ranked as its
    #: standings rank them), or each hand (the seats that scored alike in it as a team).
    rated: ClassVar[Literal["table", "hands"]] = "table"
    #: The game's own tournament rule, if its source gives one (see :mod:`.tournament`).
    tournament: ClassVar[TournamentRule | None] = None
    #: What each seat enters of a hand on its own phone (see :mod:`.parts`), if a hand of
    #: this game has a part per seat; none by default.
    parts: ClassVar[HandParts[Any, Any] | None] = None
    #: What its players count by (see :mod:`.units`): the hand, or (Efele) the game. The
    #: texts that name a scored hand by its number say this word.
    unit: ClassVar[Unit] = "hand"
    #: Which total ranks first (see :mod:`.ranking`): the standings and a tournament's game
    #: points read it; how a total is settled in money is :attr:`money`'s business.
    better: ClassVar[Better] = "higher"
    #: The rule that ends the game: what a move entered after the end is refused with.
    end_rule: ClassVar[str]
    #: The refusal of a move after the end, and the prompt's sentence once it is over.
    end_refusal: ClassVar[Text] = GAME_OVER
    end_prompt: ClassVar[Text] = FINISHED
    #: The game's random playouts (its ``playouts`` module), for :meth:`random_move`.
    playouts: ClassVar[Playouts | None] = None

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options as the form and the catalogue show them, derived from the model."""
        return option_specs(self.options_model)

    @property
    def move_specs(self) -> tuple[MoveSpec, ...]:
        return self.moves.specs

    @property
    def score_kinds(self) -> dict[str, str]:
        """Each move type that may change the totals without being a hand, and what its
        entry in the score history is: the kind its spec declares (``scores_as``), ``start``
        for a seat added, else the move type itself (named by its label)."""
        kinds: dict[str, str] = {}
        for spec in self.move_specs:
            if spec.scores_as is not None:
                kinds[spec.type] = spec.scores_as
            elif spec.adds_seat:
                kinds[spec.type] = "start"
            elif not spec.is_hand:
                kinds[spec.type] = spec.type
        return kinds

    @property
    def move_labels(self) -> dict[str, Text]:
        return {spec.type: spec.label for spec in self.move_specs}

    @property
    def penalty_way(self) -> PenaltyWay:
        """Where a penalty's points go in this game (see :attr:`penalty_points`)."""
        return self.penalty_points or way_of(self.money)

    @property
    def check_specs(self) -> tuple[CheckSpec, ...]:
        return self.checks.specs

    @property
    def move_models(self) -> tuple[type[BaseModel], ...]:
        """The game's move models, each with a ``type: Literal[...]`` field."""
        return self.moves.models

    @property
    def move_adapter(self) -> TypeAdapter[Any]:
        """A pydantic TypeAdapter over the union of the move models, tagged by ``type``."""
        return self.moves.adapter

    # -- options and moves at the edge ---------------------------------------------------

    def parse_options(self, raw: Mapping[str, Any] | None) -> OptionsT:
        known = {spec.key for spec in self.option_specs}
        for key in raw or {}:
            if key not in known:
                raise BadOptions(
                    Text(
                        it=f"Opzione sconosciuta per {self.name.it}: «{key}».",
                        en=f"Unknown option for {self.name.en}: '{key}'.",
                    ),
                    field=key,
                )
        try:
            return self.options_model.model_validate(dict(raw or {}))  # type: ignore[return-value]
        except ValidationError as exc:
            err = exc.errors()[0]
            key = str(err["loc"][0]) if err["loc"] else ""
            spec = next((s for s in self.option_specs if s.key == key), None)
            allowed = allowed_values(spec) if spec else ""
            label_it = spec.label.it if spec else key
            label_en = spec.label.en if spec else key
            kind = wrong_kind(spec, err.get("input")) if spec else None
            why_it, why_en = (f": {kind.it}", f": {kind.en}") if kind else ("", "")
            raise BadOptions(
                Text(
                    it=f"Valore non valido per «{label_it}»{why_it}. {allowed}".strip(),
                    en=f"Invalid value for '{label_en}'{why_en}. {allowed}".strip(),
                ),
                rule=spec.rules[0] if spec and spec.rules else None,
                field=key,
            ) from None

    def parse_move(self, raw: Mapping[str, Any]) -> BaseModel:
        """Validate a move's shape. Raises :class:`BadMove` with a readable message."""
        move_type = raw.get("type") if isinstance(raw, Mapping) else None
        types = self.moves.types
        if move_type not in types:
            raise BadMove(
                Text(
                    it=f"Tipo di mossa sconosciuto: «{move_type}». Per {self.name.it}: "
                    + ", ".join(types)
                    + ".",
                    en=f"Unknown move type: '{move_type}'. For {self.name.en}: "
                    + ", ".join(types)
                    + ".",
                )
            )
        try:
            return self.move_adapter.validate_python(dict(raw))
        except ValidationError as exc:
            raise BadMove(
                describe_validation(exc, self.moves.tags), errors=plain_errors(exc)
            ) from None

    def dump_move(self, move: BaseModel) -> dict[str, Any]:
        return move.model_dump(mode="json")

    def move_spec(self, move_type: str) -> MoveSpec | None:
        return self.moves.spec(move_type)

    def added_seat_name(self, move: Mapping[str, Any]) -> str | None:
        """The name of the seat a (parsed, dumped) move adds, if it adds one."""
        spec = self.move_spec(str(move.get("type")))
        if spec is not None and spec.adds_seat:
            name = move.get("name")
            return name if isinstance(name, str) else None
        return None

    def swap_seats(self, move: Mapping[str, Any], a: int, b: int) -> dict[str, Any]:
        """``move`` (as logged) with seats ``a`` and ``b`` exchanged: two players who sat in
        each other's places. Pure; by default from :attr:`seat_fields` and
        :attr:`per_seat_fields`."""
        swapped = dict(move)
        for key, value in move.items():
            if key in self.seat_fields:
                swapped[key] = _swap_seat_numbers(value, a, b)
            elif key in self.per_seat_fields and isinstance(value, list):
                if max(a, b) < len(value):
                    value = list(value)
                    value[a], value[b] = value[b], value[a]
                swapped[key] = value
        return swapped

    def with_first_dealer(self, options: OptionsT, seat: int) -> OptionsT:
        """``options`` with ``seat`` dealing first, where the game has such an option."""
        if self.first_dealer_option is None:
            return options
        return options.model_copy(update={self.first_dealer_option: seat})

    def first_dealer(self, options: OptionsT) -> int:
        """The seat dealing the first hand under ``options`` (seat 0 unless an option says)."""
        if self.first_dealer_option is None:
            return 0
        value = getattr(options, self.first_dealer_option, 0)
        return value if isinstance(value, int) else 0

    def goal(self, options: OptionsT) -> tuple[Text, int | None] | None:
        """How the game is won, in a sentence, and the total that ends it (for progress bars)."""
        return None

    def penalise(self, state: StateT, seat: int, points: int, options: OptionsT) -> Applied:
        """``state`` with a penalty of ``points`` to ``seat`` counted in the totals, in the
        direction that hurts that seat (:attr:`penalty_way`), and a line saying what it did.

        Between two moves, at any point of a hand; never mutates ``state``. By default the
        state's ``totals`` change (a game whose totals are not points keeps them apart and
        says so). Pure.
        """
        way = self.penalty_way
        totals = getattr(state, "totals", None)
        if way == "apart" or not isinstance(totals, list) or not 0 <= seat < len(totals):
            return Applied(state=state, lines=(penalty_line("apart", seat, points, (), None),))
        scores = penalty_scores(way, seat, points, len(totals))
        after = [t + d for t, d in zip(totals, scores, strict=True)]
        changed = self.load_state({**self.dump_state(state), "totals": after})
        return Applied(state=changed, lines=(penalty_line(way, seat, points, scores, after[seat]),))

    def notes(self, options: OptionsT, seats: int) -> list[Line]:
        """What a table with these options and ``seats`` players should be told, not refused.

        Advice of the rules that a table may still choose to ignore (a mode meant for fewer
        players, say): the table page shows it and the creation answer carries it. ``seats``
        is the table's count now, late joiners included. Pure; none by default.
        """
        return []

    def stakes(self, state: StateT, options: OptionsT) -> list[Stake]:
        """What is at stake where a player must decide now: each choice open, with what it
        would score each seat under the table's rules for a range of outcomes (and the moves
        that would log each outcome). Pure; none by default (nothing to decide, or a game
        that does not say)."""
        return []

    def dealer(self, state: StateT) -> int | None:
        """The seat dealing the current hand, for a game with a dealer: by default the state's
        ``dealer`` field, if the game's state declares one; None for a game without."""
        value = getattr(state, "dealer", None)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def state_fields(self, state: StateT, options: OptionsT) -> dict[str, Any]:
        """The values of the fields :attr:`state_docs` declares, JSON-ready (none by default)."""
        return {}

    def load_state(self, data: Mapping[str, Any]) -> StateT:
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def dump_state(self, state: StateT) -> dict[str, Any]:
        return state.model_dump(mode="json")

    def seat_range(self, options: OptionsT) -> tuple[int, int]:
        """The fewest and the most seats a table with these options takes.

        The game's own bounds unless an option narrows them (a smaller pack, say): ``start``
        refuses a count outside them with :class:`BadOptions`, and the conformance playouts
        draw their seats from them.
        """
        return self.min_players, self.max_players

    def check_seats(self, count: int) -> None:
        """Refuse a table of ``count`` players outside the game's range, naming the range."""
        low, high = self.min_players, self.max_players
        if low <= count <= high:
            return
        if low == high:
            text = Text(
                it=f"{self.name.it} si gioca in {low} giocatori, non {count}.",
                en=f"{self.name.en} is played by {low} players, not {count}.",
            )
        else:
            text = Text(
                it=f"{self.name.it} si gioca da {low} a {high} giocatori, non {count}.",
                en=f"{self.name.en} is played by {low} to {high} players, not {count}.",
            )
        raise BadOptions(text, field="players")

    def start_from(self, seats: int, options: OptionsT, totals: Sequence[int]) -> StateT:
        """The state of a game carried over from paper at ``totals``, one per seat.

        By default the start's state with its ``totals`` set, refused (:class:`BadOptions`,
        field ``start_totals``) when they are not one per seat or would have ended the game
        already (the goal's total reached); a game whose totals mean more (a zero-sum game,
        counts that are not points) overrides it.
        """
        state = self.start(seats, options)
        if len(totals) != seats or not isinstance(getattr(state, "totals", None), list):
            raise BadOptions(
                Text(
                    it=f"Il punteggio riportato ha un totale per ciascuno dei {seats} posti.",
                    en=f"The score carried over has one total for each of the {seats} seats.",
                ),
                field="start_totals",
            )
        goal = self.goal(options)
        limit = goal[1] if goal is not None else None
        if limit is not None and max(totals) >= limit:
            raise BadOptions(
                Text(
                    it=f"Con {max(totals)} la partita a {limit} sarebbe già finita.",
                    en=f"With {max(totals)} the game to {limit} would already be over.",
                ),
                field="start_totals",
            )
        return self.load_state({**self.dump_state(state), "totals": list(totals)})

    # -- the rules ---------------------------------------------------------------------

    @abstractmethod
    def start(self, seats: int, options: OptionsT) -> StateT:
        """The state before the first move, for ``seats`` players in seating order."""

    def apply(
        self, state: StateT, move: BaseModel, options: OptionsT, by_seat: int | None = None
    ) -> Applied:
        """Apply ``move``, entered by ``by_seat`` (None: by the host or an API client).

        Returns the new state; never mutates ``state``. Raises :class:`IllegalMove`
        naming the rule the move breaks: :class:`GameOver` (:attr:`end_rule`) once the
        game has its outcome, else whatever the game's :meth:`play` refuses.
        """
        if self.outcome(state, options) is not None:
            raise GameOver(self.end_rule, self.end_refusal)
        return self.play(state, move, options, by_seat)

    def play(
        self, state: StateT, move: BaseModel, options: OptionsT, by_seat: int | None
    ) -> Applied:
        """A move of a game still going on: by default its handler in :attr:`moves`."""
        return self.moves.apply(state, move, options)

    def prompt(self, state: StateT, options: OptionsT) -> Prompt:
        """What the table must enter next: nothing once the game is over."""
        if self.outcome(state, options) is not None:
            return self.finished_prompt(state, options)
        return self.playing_prompt(state, options)

    def finished_prompt(self, state: StateT, options: OptionsT) -> Prompt:
        """The prompt once the game is over: :attr:`end_prompt`, no move."""
        return Prompt(phase="finished", text=self.end_prompt, moves=())

    @abstractmethod
    def playing_prompt(self, state: StateT, options: OptionsT) -> Prompt:
        """What the table must enter next, while the game goes on."""

    @abstractmethod
    def outcome(self, state: StateT, options: OptionsT) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    def standings(self, state: StateT, options: OptionsT) -> list[Standing]:
        """Seats from first to last place, by total the :attr:`better` way (a shared total
        shares the place)."""
        totals = self.totals(state)
        return [
            Standing(
                seat=i, total=totals[i], rank=rank, fields=self.standing_fields(state, options, i)
            )
            for i, rank in self.ranking(totals)
        ]

    def ranking(self, totals: Sequence[int]) -> list[tuple[int, int]]:
        """``(seat, rank)`` from first to last by ``totals``, the :attr:`better` one first."""
        return ranked_totals(totals, self.better)

    def standing_fields(self, state: StateT, options: OptionsT, seat: int) -> dict[str, Any]:
        """The values of the fields :attr:`standing_docs` declares, for ``seat``'s row."""
        return {}

    def seat_count(self, state: StateT) -> int:
        """How many seats take part now (late joiners included): one per total."""
        return len(self.totals(state))

    def totals(self, state: StateT) -> list[int]:
        """The running total of every seat, in seat order: the state's ``totals``."""
        return list(state.totals)  # type: ignore[attr-defined]

    # -- random playouts -----------------------------------------------------------------

    def random_move(self, state: StateT, options: OptionsT, rng: Rng) -> dict[str, Any]:
        """A well-formed raw move (as a client sends it) for ``state``, drawn with ``rng``.

        For the conformance playouts that every game of the catalogue goes through: the
        moves are mostly legal, sometimes not (so that refusals are checked too), and a
        game played with them reaches its end. By default :attr:`playouts` draws it.
        """
        if self.playouts is None:
            raise NotImplementedError(f"{self.id} has no random playouts")
        return self.playouts.random_move(state, options, rng)
