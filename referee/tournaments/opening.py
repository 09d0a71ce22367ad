"""What a tournament opens with: its format read and checked against its game, the rules
its refusals cite, and the checks a check-in shares with an import."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..games.base import Text, describe_validation
from ..problems import Invalid, Refused
from ..tables import commands
from ..tables.messages import name_clash
from ..tables.names import resembled
from . import messages as msg
from . import scoring
from .formats import (
    FinalFormat,
    Format,
    RoundRobinFormat,
    RoundsFormat,
    SwissFormat,
    preset_of,
    seats_of,
)
from .schedule import check_format
from .standings import RuleIds
from .state import TournamentState

AnyFormat = FinalFormat | SwissFormat | RoundsFormat | RoundRobinFormat
FEE_MAX = 1_000_000
REASON_MAX = 200


def parse_format(game: str, raw: Any) -> AnyFormat:
    """The format's parameters; none: the game's seed rule, else a final of two tables."""
    if raw is None:
        preset = preset_of(game)
        return preset.format if preset else FinalFormat(kind="final")
    try:
        return TypeAdapter(Format).validate_python(raw)
    except ValidationError as exc:
        raise Invalid(describe_validation(exc), field="format") from None


def rule_ids(game: str) -> RuleIds:
    preset = preset_of(game)
    return RuleIds(preset.go_rule, preset.tie_rule) if preset else RuleIds()


def opening(game_id: Any, options: Any, fmt: Any) -> tuple[commands.NewTable, AnyFormat]:
    """A new tournament's game, options and format, checked as it opens (an import of a
    tournament file too): the game and its options as a table's (a placeholder table's
    command, returned), and the format (returned) as the game allows it."""
    low, _ = seats_of(game_id) if isinstance(game_id, str) and _known(game_id) else (2, 2)
    probe = commands.new_table(game_id, [f"P{i + 1}" for i in range(low)], options)
    parsed = parse_format(probe.game.id, fmt)
    if isinstance(parsed, SwissFormat) and seats_of(probe.game.id) != (2, 2):
        raise Refused(
            Text(
                it="Il formato svizzero è per i giochi a due.",
                en="The Swiss format is for two-player games.",
            ),
            field="format",
        )
    if isinstance(parsed, RoundsFormat):
        table_sizes(probe.game.id, parsed)
    scoring.check(probe.game.id, parsed)
    if isinstance(parsed, RoundsFormat | RoundRobinFormat):
        check_format(probe.game.id, parsed)
    return probe, parsed


def check_name_free(state: TournamentState, name: str) -> None:
    """Refused if someone checked in has ``name``, or one that looks like it (the message
    names both)."""
    other = resembled(name, (e.name for e in state.entries.values()))
    if other is not None:
        raise Refused(name_clash(name, other, msg.name_taken(name)), field="name")


def table_sizes(game: str, fmt: RoundsFormat) -> tuple[int, int]:
    """The table sizes a rounds format allows for the game (the catalogue's, narrowed)."""
    low, high = seats_of(game)
    lo, hi = max(low, fmt.min_seats or low), min(high, fmt.max_seats or high)
    if lo > hi:
        raise Refused(msg.sizes_impossible(low, high), field="format")
    return lo, hi


def _known(game_id: str) -> bool:
    from ..games import GAMES

    return game_id in GAMES
