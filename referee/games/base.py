"""The protocol every game engine speaks.

A game engine is pure: it never touches Flask, a database, the clock, the network or the
file system. It turns a table's options and a sequence of typed moves into states, and
explains every score it gives with a line that cites the rules applied.

Seat names never enter an engine. Texts refer to seats with ``{seat[i]}`` placeholders
that the caller fills in with :meth:`Text.render`, so a seat handed to another person
shows the new name everywhere.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, TypeAdapter, ValidationError

Lang = Literal["it", "en"]
LANGS: tuple[Lang, ...] = ("it", "en")


class Text(BaseModel):
    """A sentence in Italian and English, possibly with ``{seat[i]}`` placeholders."""

    model_config = ConfigDict(frozen=True)

    it: str
    en: str

    def get(self, lang: str) -> str:
        return self.it if lang == "it" else self.en

    def render(self, lang: str, names: Sequence[str]) -> str:
        """The sentence in ``lang`` with seat placeholders replaced by ``names``.

        Only ``{seat[N]}`` is a placeholder (and ``{{``/``}}`` stand for braces); any other
        text, whoever typed it, comes out as it is.
        """
        raw = self.get(lang)
        if "{" not in raw and "}" not in raw:
            return raw

        def fill(match: re.Match[str]) -> str:
            token = match.group(0)
            if token in ("{{", "}}"):
                return token[0]
            index = int(match.group(1))
            return names[index] if 0 <= index < len(names) else f"#{index}"

        return _PLACEHOLDER.sub(fill, raw)


_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{seat\[(\d{1,3})\]\}")


def seat(i: int) -> str:
    """The placeholder for seat ``i`` inside a :class:`Text`."""
    return "{seat[" + str(i) + "]}"


class Line(BaseModel):
    """One line of explanation: whose score, how many points, why, and under which rules."""

    model_config = ConfigDict(frozen=True)

    text: Text
    rules: tuple[str, ...] = ()
    seat: int | None = None
    points: int | None = None


class Alternative(BaseModel):
    """What a hand would have given had the table chosen another reading of a rule."""

    model_config = ConfigDict(frozen=True)

    option: str
    value: Any
    rules: tuple[str, ...]
    scores: tuple[int, ...]
    text: Text


class HandResult(BaseModel):
    """The score of one finished hand: points per seat, and alternative readings."""

    model_config = ConfigDict(frozen=True)

    number: int
    scores: tuple[int, ...]
    alternatives: tuple[Alternative, ...] = ()


class Applied(BaseModel):
    """What applying one move produced: the new state, explanation lines, a hand result."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: Any
    lines: tuple[Line, ...] = ()
    hand: HandResult | None = None


class Prompt(BaseModel):
    """What the table must enter next. ``seats`` is None when any seat may act."""

    model_config = ConfigDict(frozen=True)

    phase: str
    text: Text
    moves: tuple[str, ...]
    seats: tuple[int, ...] | None = None


class Standing(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    total: int
    rank: int
    out: bool = False


class Outcome(BaseModel):
    """How a finished game ended."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[int, ...]
    text: Text
    rules: tuple[str, ...] = ()


class IllegalMove(Exception):
    """A move the rules in force do not allow. Carries the rule broken and why."""

    def __init__(self, rule: str, text: Text) -> None:
        super().__init__(f"{rule}: {text.en}")
        self.rule = rule
        self.text = text


class BadOptions(Exception):
    """Options or seats a game cannot start with."""

    def __init__(self, text: Text, rule: str | None = None, field: str | None = None) -> None:
        super().__init__(text.en)
        self.text = text
        self.rule = rule
        self.field = field


class BadMove(Exception):
    """A move whose shape is wrong (unknown type, missing field, bad card code)."""

    def __init__(self, text: Text, errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(text.en)
        self.text = text
        self.errors = errors or []


@dataclass(frozen=True)
class Choice:
    value: Any
    label: Text


@dataclass(frozen=True)
class OptionSpec:
    """One table option as the creation form and the catalogue show it."""

    key: str
    label: Text
    description: Text
    default: Any
    rules: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    @property
    def kind(self) -> str:
        if self.choices:
            return "choice"
        if isinstance(self.default, bool):
            return "bool"
        return "int"


@dataclass(frozen=True)
class MoveSpec:
    """A move type: its name, what it is for, and what it does to the table."""

    type: str
    label: Text
    description: Text
    rules: tuple[str, ...] = ()
    #: The move ends a hand (scores it): the page's entry form starts over after it, and
    #: the form that entered it is the one that corrects it.
    ends_hand: bool = False
    #: The move adds a seat, named by the move's ``name`` field (a late joiner).
    adds_seat: bool = False


OptionsT = TypeVar("OptionsT", bound=BaseModel)
StateT = TypeVar("StateT", bound=BaseModel)


class Game(ABC, Generic[OptionsT, StateT]):
    """A card game the referee knows.

    Subclasses set the class attributes and implement the abstract methods. Options,
    moves and states are pydantic models, so they validate at the edge and serialise to
    JSON for snapshots.
    """

    id: ClassVar[str]
    name: ClassVar[Text]
    summary: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_model: ClassVar[type[BaseModel]]
    option_specs: ClassVar[tuple[OptionSpec, ...]]
    move_specs: ClassVar[tuple[MoveSpec, ...]]
    state_model: ClassVar[type[BaseModel]]
    #: The game's move models, each with a ``type: Literal[...]`` field.
    move_models: ClassVar[tuple[type[BaseModel], ...]]
    #: A pydantic TypeAdapter over the union of the move models, tagged by ``type``.
    move_adapter: ClassVar[TypeAdapter[Any]]

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
            allowed = _allowed_values(spec) if spec else ""
            label_it = spec.label.it if spec else key
            label_en = spec.label.en if spec else key
            raise BadOptions(
                Text(
                    it=f"Valore non valido per «{label_it}». {allowed}".strip(),
                    en=f"Invalid value for '{label_en}'. {allowed}".strip(),
                ),
                rule=spec.rules[0] if spec and spec.rules else None,
                field=key,
            ) from None

    def parse_move(self, raw: Mapping[str, Any]) -> BaseModel:
        """Validate a move's shape. Raises :class:`BadMove` with a readable message."""
        move_type = raw.get("type") if isinstance(raw, Mapping) else None
        types = [spec.type for spec in self.move_specs]
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
            raise BadMove(describe_validation(exc), errors=plain_errors(exc)) from None

    def dump_move(self, move: BaseModel) -> dict[str, Any]:
        return move.model_dump(mode="json")

    def move_spec(self, move_type: str) -> MoveSpec | None:
        return next((spec for spec in self.move_specs if spec.type == move_type), None)

    def added_seat_name(self, move: Mapping[str, Any]) -> str | None:
        """The name of the seat a (parsed, dumped) move adds, if it adds one."""
        spec = self.move_spec(str(move.get("type")))
        if spec is not None and spec.adds_seat:
            name = move.get("name")
            return name if isinstance(name, str) else None
        return None

    def goal(self, options: OptionsT) -> tuple[Text, int | None] | None:
        """How the game is won, in a sentence, and the total that ends it (for progress bars)."""
        return None

    def load_state(self, data: Mapping[str, Any]) -> StateT:
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def dump_state(self, state: StateT) -> dict[str, Any]:
        return state.model_dump(mode="json")

    def check_seats(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise BadOptions(
                Text(
                    it=f"{self.name.it} si gioca da {self.min_players} a "
                    f"{self.max_players} giocatori, non {count}.",
                    en=f"{self.name.en} is played by {self.min_players} to "
                    f"{self.max_players} players, not {count}.",
                ),
                field="players",
            )

    # -- the rules ---------------------------------------------------------------------

    @abstractmethod
    def start(self, seats: int, options: OptionsT) -> StateT:
        """The state before the first move, for ``seats`` players in seating order."""

    @abstractmethod
    def apply(
        self, state: StateT, move: BaseModel, options: OptionsT, by_seat: int | None = None
    ) -> Applied:
        """Apply ``move``, entered by ``by_seat`` (None: by the host or an API client).

        Returns the new state; never mutates ``state``. Raises :class:`IllegalMove`
        naming the rule the move breaks.
        """

    @abstractmethod
    def prompt(self, state: StateT, options: OptionsT) -> Prompt:
        """What the table must enter next."""

    @abstractmethod
    def standings(self, state: StateT, options: OptionsT) -> list[Standing]:
        """Seats from first to last place."""

    @abstractmethod
    def outcome(self, state: StateT, options: OptionsT) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def seat_count(self, state: StateT) -> int:
        """How many seats take part now (late joiners included)."""

    @abstractmethod
    def totals(self, state: StateT) -> list[int]:
        """The running total of every seat, in seat order."""


def _allowed_values(spec: OptionSpec) -> str:
    if spec.choices:
        values = ", ".join(str(c.value).lower() for c in spec.choices)
        return f"({values})"
    if spec.minimum is not None and spec.maximum is not None:
        return f"({spec.minimum}–{spec.maximum})"
    return ""


def plain_errors(exc: ValidationError) -> list[dict[str, Any]]:
    return [
        {"loc": [str(p) for p in err["loc"]], "msg": err["msg"], "type": err["type"]}
        for err in exc.errors(include_url=False)
    ]


def _clean_loc(loc: Sequence[Any]) -> list[str]:
    """A field path without pydantic's union branch names (``list[str]``, ``int``...)."""
    parts = [str(p) for p in loc]
    if parts and parts[0] in _TAGS:
        parts = parts[1:]
    return [
        p
        for p in parts
        if "[" not in p and not p.startswith(("function-", "constrained-")) and p not in _BRANCHES
    ]


_BRANCHES = {"int", "str", "list", "bool", "float", "dict", "none", "literal"}

_LIMITS = {
    "greater_than_equal",
    "greater_than",
    "less_than_equal",
    "less_than",
    "too_long",
    "too_short",
}


def _branch_form(loc: Sequence[Any]) -> tuple[str, str]:
    branch = str(loc[-1]) if loc else ""
    if branch.startswith("list"):
        return "una lista", "a list"
    if "int" in branch:
        return "un numero intero", "a whole number"
    if branch.startswith("str"):
        return "un testo", "text"
    return "un valore valido", "a valid value"


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


_KIND_TEXT = {
    "string_type": ("deve essere un testo", "must be text"),
    "list_type": ("deve essere una lista", "must be a list"),
    "int_type": ("deve essere un numero intero", "must be a whole number"),
    "int_parsing": ("deve essere un numero intero", "must be a whole number"),
    "int_from_float": ("deve essere un numero intero", "must be a whole number"),
    "dict_type": ("deve essere un oggetto", "must be an object"),
    "model_type": ("deve essere un oggetto", "must be an object"),
    "bool_type": ("deve essere vero o falso", "must be true or false"),
}


def describe_validation(exc: ValidationError) -> Text:
    """Turn pydantic's first error into one sentence in both languages."""
    errors = exc.errors(include_url=False)
    err = errors[0]
    where = ".".join(_clean_loc(err["loc"])) or "move"
    ctx = err.get("ctx") or {}
    kind = err["type"]
    if kind == "value_error" and isinstance(ctx.get("error"), _Explained):
        cause = ctx["error"].text
        return Text(it=_sentence(f"{where}: {cause.it}"), en=_sentence(f"{where}: {cause.en}"))
    if len(errors) > 1 and all(_clean_loc(e["loc"]) == _clean_loc(err["loc"]) for e in errors):
        # A union refused every branch: a broken limit says most, else name the forms.
        limits = [e for e in errors if e["type"] in _LIMITS]
        if limits:
            err, ctx, kind = limits[0], limits[0].get("ctx") or {}, limits[0]["type"]
        else:
            forms = dict.fromkeys(_branch_form(e["loc"]) for e in errors)
            return Text(
                it=f"«{where}» deve essere " + " o ".join(f[0] for f in forms) + ".",
                en=f"'{where}' must be " + " or ".join(f[1] for f in forms) + ".",
            )
    if kind == "missing":
        return Text(it=f"Manca il campo «{where}».", en=f"The field '{where}' is missing.")
    if kind == "extra_forbidden":
        return Text(it=f"Campo non previsto: «{where}».", en=f"Unexpected field: '{where}'.")
    if kind in _KIND_TEXT:
        it, en = _KIND_TEXT[kind]
        return Text(it=f"«{where}» {it}.", en=f"'{where}' {en}.")
    if kind in ("greater_than_equal", "greater_than"):
        limit = ctx.get("ge", ctx.get("gt"))
        return Text(
            it=f"«{where}» deve essere almeno {limit}.", en=f"'{where}' must be at least {limit}."
        )
    if kind in ("less_than_equal", "less_than"):
        limit = ctx.get("le", ctx.get("lt"))
        return Text(
            it=f"«{where}» deve essere al massimo {limit}.",
            en=f"'{where}' must be at most {limit}.",
        )
    if kind == "literal_error":
        expected = ctx.get("expected", "")
        return Text(
            it=f"«{where}» deve essere uno di: {expected.replace(' or ', ' o ')}.",
            en=f"'{where}' must be one of: {expected}.",
        )
    if kind == "too_long":
        limit = ctx.get("max_length")
        return Text(
            it=f"«{where}» ha troppi elementi (al massimo {limit}).",
            en=f"'{where}' has too many items (at most {limit}).",
        )
    if kind == "too_short":
        limit = ctx.get("min_length")
        return Text(
            it=f"«{where}» ha troppo pochi elementi (almeno {limit}).",
            en=f"'{where}' has too few items (at least {limit}).",
        )
    if kind == "value_error":
        return Text(it=f"Valore non valido in «{where}».", en=f"Invalid value in '{where}'.")
    msg = err["msg"]
    return Text(it=f"Valore non valido in «{where}».", en=f"Invalid value in '{where}': {msg}.")


_TAGS: set[str] = set()


def register_tags(types: Sequence[str]) -> None:
    """Tell the error formatter which location parts are union tags, not fields."""
    _TAGS.update(types)


class _Explained(ValueError):
    """A validation error that already carries its message in both languages."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.en)
        self.text = text


def explained(it: str, en: str) -> ValueError:
    """A ValueError for pydantic validators whose message exists in it and en."""
    return _Explained(Text(it=it, en=en))


@dataclass
class Registry:
    games: dict[str, Game[Any, Any]] = field(default_factory=dict)

    def add(self, game: Game[Any, Any]) -> None:
        self.games[game.id] = game


# -- shared field types -----------------------------------------------------------------


def _json_int(value: Any) -> Any:
    """Accept JSON numbers only: ``true`` and ``"3"`` are not integers."""
    if isinstance(value, bool | str):
        raise explained("serve un numero intero", "a whole number is required")
    return value


JsonInt = Annotated[int, BeforeValidator(_json_int)]
SeatNo = Annotated[int, BeforeValidator(_json_int), Field(ge=0, le=15)]

NAME_MAX = 30


def _clean_name(value: Any) -> str:
    if not isinstance(value, str):
        raise explained("un nome è un testo", "a name is text")
    name = " ".join(value.split())
    if not name:
        raise explained("il nome è vuoto", "the name is empty")
    if len(name) > NAME_MAX:
        raise explained(
            f"il nome supera {NAME_MAX} caratteri", f"the name is longer than {NAME_MAX} characters"
        )
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in name):
        raise explained(
            "il nome contiene caratteri di controllo", "the name has control characters"
        )
    return name


PlayerName = Annotated[str, BeforeValidator(_clean_name)]


def clean_name(value: Any) -> str:
    """A player's name with spaces folded; raises ValueError (with it/en text) if unusable."""
    return _clean_name(value)


def explanation_of(exc: Exception) -> Text | None:
    """The it/en text carried by an error raised through :func:`explained`."""
    return exc.text if isinstance(exc, _Explained) else None


def coerce_form_value(spec: OptionSpec, raw: str) -> Any:
    """Turn a form string into the option's type (forms only send strings)."""
    if spec.kind == "bool":
        return raw.lower() in ("1", "true", "on", "yes", "si", "sì")
    if spec.kind == "choice":
        for choice in spec.choices:
            if str(choice.value) == raw:
                return choice.value
        return raw
    try:
        return int(raw)
    except ValueError:
        return raw
