"""The protocol every game engine speaks.

A game engine is pure: it never touches Flask, a database, the clock, the network or the
file system. It turns a table's options and a sequence of typed moves into states, and
explains every score it gives with a line that cites the rules applied.

- :mod:`.text`: :class:`Text`, the it/en sentence with ``{seat[i]}`` placeholders.
- :mod:`.results`: what an engine answers (:class:`Line`, :class:`Applied`, :class:`Prompt`...)
  and how it refuses (:class:`IllegalMove`, :class:`BadMove`, :class:`BadOptions`).
- :mod:`.options`: table options, each declared once with :func:`option`.
- :mod:`.moves`: move types as a table (model, spec and handler of each).
- :mod:`.checks`: referee checks as a table (body, answer, spec and function of each).
- :mod:`.validation`: pydantic's errors as sentences, and the shared field types.
- :mod:`.rules`: :class:`Rule`, a rule a refusal or an explanation cites, and its
  :class:`Topic`.
- :mod:`.presets`: :class:`Preset`, a named rule set a host picks at once.
- :mod:`.sample`: :class:`Sample`, a game's finished sample and its bench cycle.
- :mod:`.tallies`: :class:`Tallies`, the numbers a game's players count besides the scores.
- :mod:`.ranking`: seats ranked the way a game's totals run (:data:`Better`).
- :mod:`.playouts`: :class:`Rng`, what random playouts draw with.
- :mod:`.parts`: :class:`HandParts`, what each seat enters of a hand on its own phone.
- :mod:`.protocol`: the :class:`Game` base class: the hooks a game fills in, and what the
  base does alike for every game (no move after the end, the finished prompt, standings).
"""

from __future__ import annotations

from .checks import (
    BadCheck,
    CheckAnswer,
    CheckBody,
    CheckSpec,
    CheckTable,
    CheckType,
    check_type,
)
from .irregularities import OTHER, Irregularity
from .moves import MoveModel, MoveSpec, MoveTable, MoveType, move_type
from .options import (
    Choice,
    GameOptions,
    OptionError,
    OptionSpec,
    option,
    option_specs,
)
from .parts import HandParts, PartsConflict
from .playouts import Playouts, Rng
from .presets import Preset
from .protocol import Game
from .ranking import Better, ranked
from .results import (
    Alternative,
    Applied,
    BadMove,
    BadOptions,
    GameOver,
    HandResult,
    IllegalMove,
    Line,
    Outcome,
    Prompt,
    Stake,
    StakeOutcome,
    Standing,
)
from .rules import Rule, Topic, rule_maker, topics
from .sample import Sample, Undo
from .tallies import HandRecord, Tallies, Tally, tally
from .text import LANGS, Lang, Text, it_en, seat, signed, written
from .validation import (
    NAME_MAX,
    JsonInt,
    PlayerName,
    SeatNo,
    clean_name,
    describe_validation,
    explained,
    explanation_of,
    is_control,
    plain_errors,
)

__all__ = [
    "LANGS",
    "NAME_MAX",
    "OTHER",
    "Alternative",
    "Applied",
    "BadCheck",
    "BadMove",
    "BadOptions",
    "Better",
    "CheckAnswer",
    "CheckBody",
    "CheckSpec",
    "CheckTable",
    "CheckType",
    "Choice",
    "Game",
    "GameOptions",
    "GameOver",
    "HandParts",
    "HandRecord",
    "HandResult",
    "IllegalMove",
    "Irregularity",
    "JsonInt",
    "Lang",
    "Line",
    "MoveModel",
    "MoveSpec",
    "MoveTable",
    "MoveType",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "PartsConflict",
    "PlayerName",
    "Playouts",
    "Preset",
    "Prompt",
    "Rng",
    "Rule",
    "Sample",
    "SeatNo",
    "Stake",
    "StakeOutcome",
    "Standing",
    "Tallies",
    "Tally",
    "Text",
    "Topic",
    "Undo",
    "check_type",
    "clean_name",
    "describe_validation",
    "explained",
    "explanation_of",
    "is_control",
    "it_en",
    "move_type",
    "option",
    "option_specs",
    "plain_errors",
    "ranked",
    "rule_maker",
    "seat",
    "signed",
    "tally",
    "topics",
    "written",
]
