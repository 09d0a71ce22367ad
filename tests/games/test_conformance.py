"""Every game keeps the engine protocol: random playouts to the end, round trips, citations.

As OpenSpiel runs every game through one random-simulation test, these tests run over every
engine built (``ENGINES``: tables open for it or not yet) and the proof game of
``tests/proof`` (registered around this module), so a new game gets them for free. A playout
draws its moves with the game's ``random_move`` and a seeded ``random.Random`` from
hypothesis, and after every move checks that:

- ``apply`` never changes its input, and a refusal (``IllegalMove``) cites a rule of the
  game's own rulebook and leaves the state as it was;
- the new state survives ``dump_state``/``load_state``, and a move ``dump_move``/``parse_move``;
- every explanation line, alternative and outcome cites rules of the game's own rulebook;
- totals change only with a hand's scores; standings cover every seat once, ranks ascending;
  the prompt offers only the game's move types, and a legal move was one it offered;
- the playout reaches the end, after which every move is refused;
- every explanation line cites only rules that decided it (see :func:`check_citations`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from referee.games import CATALOGUE, ENGINES
from referee.games.base import Applied, BadOptions, Game, IllegalMove, Line, OptionSpec
from referee.games.rulebook import RULES
from tests.conftest import LONG_TIMEOUT
from tests.games.citations import CITED
from tests.games.citations import NAMES as CITED_NAMES
from tests.proof import registered
from tests.proof.highcard import ENTRY as PROOF

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

GAME_IDS = list(dict.fromkeys([*ENGINES, PROOF.id]))  # built, tables open or not
MAX_MOVES = 600  # a playout longer than this has not reached the end

PLAYOUTS = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@pytest.fixture(scope="module", autouse=True)
def _proof_game() -> Iterator[None]:
    with registered():
        yield


def engine(game_id: str) -> Game[Any, Any]:
    return ENGINES[game_id]


def own_rules(game: Game[Any, Any], rule_ids: Iterable[str]) -> bool:
    """Whether every rule cited is one of the game's own rulebook (not only some game's)."""
    return all(rule in RULES and RULES[rule].game == game.id for rule in rule_ids)


def option_values(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Values an option allows; numbers stay between the minimum and the default (short games)."""
    if spec.choices:
        return st.sampled_from([choice.value for choice in spec.choices])
    if spec.kind == "bool":
        return st.booleans()
    low = spec.minimum if spec.minimum is not None else 0
    return st.integers(low, max(low, spec.default))


def options_of(game: Game[Any, Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {}, optional={spec.key: option_values(spec) for spec in game.option_specs}
    )


# -- playouts ------------------------------------------------------------------------------


def check_state(game: Game[Any, Any], state: BaseModel, options: BaseModel) -> None:
    """What holds of any state: round trip, seats, standings, prompt, outcome."""
    data = game.dump_state(state)
    assert game.dump_state(game.load_state(data)) == data
    assert game.load_state(data) == state
    seats = game.seat_count(state)
    assert len(game.totals(state)) == seats
    standings = game.standings(state, options)
    assert sorted(s.seat for s in standings) == list(range(seats))
    ranks = [s.rank for s in standings]
    assert ranks == sorted(ranks) and ranks[0] == 1
    assert all(s.total == game.totals(state)[s.seat] for s in standings)
    prompt = game.prompt(state, options)
    assert set(prompt.moves) <= set(game.moves.types)
    assert prompt.seats is None or set(prompt.seats) <= set(range(seats))
    assert prompt.text.it and prompt.text.en
    outcome = game.outcome(state, options)
    if outcome is not None:
        assert outcome.winners and set(outcome.winners) <= set(range(seats))
        assert own_rules(game, outcome.rules), outcome
        assert prompt.moves == ()


def check_applied(
    game: Game[Any, Any], before: BaseModel, applied: Applied, options: BaseModel
) -> None:
    """What a legal move's result must say: cited lines, a consistent hand, totals."""
    after = applied.state
    seats = game.seat_count(after)
    for line in applied.lines:
        assert line.rules and own_rules(game, line.rules), line
        assert line.text.it and line.text.en
        assert line.seat is None or 0 <= line.seat < seats
    old, new = game.totals(before), game.totals(after)
    if applied.hand is None:  # totals change only with a hand's scores
        assert new[: len(old)] == old
        return
    hand = applied.hand
    assert len(hand.scores) == seats
    assert new == [total + score for total, score in zip(old, hand.scores, strict=True)]
    keys = {spec.key for spec in game.option_specs}
    for alternative in hand.alternatives:
        assert alternative.option in keys
        assert own_rules(game, alternative.rules), alternative
        assert alternative.scores != hand.scores and len(alternative.scores) == seats
        game.parse_options({alternative.option: alternative.value})


def reading_rules(spec: OptionSpec) -> set[str]:
    """The rules an option is a reading of: its ambiguities, or all its rules if it has none."""
    ambiguities = {rule for rule in spec.rules if RULES[rule].ambiguity}
    return ambiguities or set(spec.rules)


def other_readings(
    game: Game[Any, Any], options: BaseModel
) -> Iterator[tuple[OptionSpec, BaseModel]]:
    """The same options with one choice (or yes/no) option read otherwise, each in turn."""
    in_force = options.model_dump()
    for spec in game.option_specs:
        values = [choice.value for choice in spec.choices] or (
            [True, False] if spec.kind == "bool" else []
        )
        for value in values:
            if value == in_force[spec.key]:
                continue
            try:
                yield spec, game.parse_options({**in_force, spec.key: value})
            except BadOptions:
                continue


def scored(lines: Iterable[Line]) -> dict[tuple[int, int], Line]:
    """A move's scoring lines (a seat and points) by seat and rank among that seat's lines."""
    found: dict[tuple[int, int], Line] = {}
    for line in lines:
        if line.seat is not None and line.points is not None:
            found[(line.seat, sum(1 for seat, _ in found if seat == line.seat))] = line
    return found


def check_citations(
    game: Game[Any, Any], before: BaseModel, move: BaseModel, applied: Applied, options: BaseModel
) -> None:
    """Every line cites the rules that decided it, and only those.

    What a generic test can hold without reading the sentences:

    1. *In scope*: a line cites rules its move's spec declares or an option in force reads;
       a line citing, say, the tournament rule under a hand's score fails.
    2. *Readings, both ways* (on every line that scores points): the same move is applied
       again with each choice or yes/no option read otherwise. (a) If another reading changes
       the line's points, the line cites the ambiguity that option reads (its rules if it
       reads none), so a line shows every reading that made its number, as the hand's
       alternatives do. (b) If a line cites an ambiguity that some option reads, one of
       those options, read otherwise, changes the line's points: an ambiguity consulted but
       not decisive (a tie rule for a caller nobody tied) is not cited.

    Which of a game's own rules (not readings) decided a branch cannot be told from outside
    the engine; each game pins those with a worked example per branch and its exact tags
    (``tests/games/citations/``, checked below by ``test_each_branch_cites_its_rules``),
    and the playouts must not produce a scoring line whose tags no example pins.
    """
    spec = game.move_spec(str(game.dump_move(move)["type"]))
    assert spec is not None
    in_scope = set(spec.rules) | {rule for option in game.option_specs for rule in option.rules}
    for line in applied.lines:
        assert set(line.rules) <= in_scope, (spec.type, line, sorted(set(line.rules) - in_scope))
    mine = scored(applied.lines)
    if not mine:
        return
    changed: dict[str, set[tuple[int, int]]] = {}
    for option, other in other_readings(game, options):
        try:
            theirs = scored(game.apply(before, move, other).lines)
        except IllegalMove:
            continue  # not a legal move under that reading: no line to compare
        moved = {
            key
            for key, line in mine.items()
            if key not in theirs or theirs[key].points != line.points
        }
        changed.setdefault(option.key, set()).update(moved)
    readers: dict[str, set[str]] = {}
    for option in game.option_specs:
        if option.key in changed:
            for rule in reading_rules(option):
                if RULES[rule].ambiguity:
                    readers.setdefault(rule, set()).add(option.key)
    specs = {option.key: option for option in game.option_specs}
    for key, line in mine.items():
        cited = set(line.rules)
        for option_key, moved in changed.items():
            if key in moved:
                wanted = reading_rules(specs[option_key])
                assert cited & wanted, (
                    f"{line.text.en} {line.rules}: another reading of {option_key} scores "
                    f"it differently, so it cites one of {sorted(wanted)}"
                )
        for rule in cited & set(readers):
            assert any(key in changed[option_key] for option_key in readers[rule]), (
                f"{line.text.en} {line.rules}: cites {rule}, but no other reading of "
                f"{sorted(readers[rule])} changes its points"
            )


def step(
    game: Game[Any, Any], state: BaseModel, options: BaseModel, rng: random.Random
) -> tuple[BaseModel, str | None]:
    """Draw a move, check what applying it does; the new state and the legal move's type."""
    raw = game.random_move(state, options, rng)
    move = game.parse_move(raw)  # random moves are well formed
    assert game.parse_move(game.dump_move(move)) == move
    before = game.dump_state(state)
    offered = game.prompt(state, options).moves
    try:
        applied = game.apply(state, move, options)
    except IllegalMove as refusal:
        assert own_rules(game, [refusal.rule]), refusal
        assert refusal.text.it and refusal.text.en
        assert game.dump_state(state) == before, "a refused move changed the state"
        return state, None
    assert game.dump_state(state) == before, "apply changed its input"
    move_type = str(raw["type"])
    assert move_type in offered, f"{move_type} was applied but not offered"
    check_applied(game, state, applied, options)
    check_citations(game, state, move, applied, options)
    check_state(game, applied.state, options)
    return applied.state, move_type


def play(
    game: Game[Any, Any], options: BaseModel, seats: int, rng: random.Random
) -> tuple[BaseModel, set[str]]:
    """A random game to its end; the final state and the move types applied."""
    state = game.start(seats, options)
    check_state(game, state, options)
    played: set[str] = set()
    for _ in range(MAX_MOVES):
        if game.outcome(state, options) is not None:
            return state, played
        state, move_type = step(game, state, options, rng)
        if move_type:
            played.add(move_type)
    raise AssertionError(f"{game.id}: no end after {MAX_MOVES} random moves")


@pytest.mark.parametrize("game_id", GAME_IDS)
@PLAYOUTS
@given(rng=st.randoms(use_true_random=True), data=st.data())
def test_random_playouts_keep_the_protocol(
    game_id: str, rng: random.Random, data: st.DataObject
) -> None:
    game = engine(game_id)
    options = game.parse_options(data.draw(options_of(game), label="options"))
    seats = data.draw(st.integers(*game.seat_range(options)), label="seats")
    state, _ = play(game, options, seats, rng)
    # after the end, whatever is entered is refused and changes nothing
    for _ in range(5):
        assert step(game, state, options, rng) == (state, None)


def drawn_options(game: Game[Any, Any], rng: random.Random) -> BaseModel:
    """Options with every choice and yes-or-no drawn at random (numbers at their default)."""
    drawn: dict[str, Any] = {}
    for spec in game.option_specs:
        if spec.choices:
            drawn[spec.key] = rng.choice([choice.value for choice in spec.choices])
        elif spec.kind == "bool":
            drawn[spec.key] = rng.random() < 0.5
    return game.parse_options(drawn)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_playouts_use_every_move_type(game_id: str) -> None:
    """Under the defaults and, every other game, under options drawn at random: a move type
    only some options allow (Scala 40's buying back in) is played too."""
    game = engine(game_id)
    played: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        options = game.parse_options({}) if seed % 2 == 0 else drawn_options(game, rng)
        low, high = game.seat_range(options)
        seats = rng.randrange(low, high + 1)
        played |= play(game, options, seats, rng)[1]
    assert played == set(game.moves.types)


# -- citations -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_branch_cites_its_rules(game_id: str) -> None:
    """Every worked example of ``tests/games/citations/`` gives its line and exact tags."""
    game = engine(game_id)
    assert CITED.get(game_id), f"{game_id}: no worked example per branch in citations.py"
    for row in CITED[game_id]:
        options = game.parse_options(row.options)
        state = game.start(row.seats, options)
        for raw in row.moves:
            applied = game.apply(state, game.parse_move(raw), options)
            state = applied.state
        (line,) = [ln for ln in applied.lines if ln.seat == row.seat and ln.points is not None]
        names = CITED_NAMES[: game.seat_count(state)]
        assert (line.text.render("en", names), line.points) == (row.says, row.points), row.branch
        assert line.rules == row.rules, row.branch


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_playouts_cite_only_pinned_branches(game_id: str) -> None:
    """Each set of tags a scoring line carries in playouts is one a worked example pins.

    Playouts with the defaults and with each choice option read otherwise, 100 seeds each.
    """
    game = engine(game_id)
    pinned = {row.rules for row in CITED.get(game_id, ())}
    defaults = game.parse_options({})
    readings = [defaults, *(other for _, other in other_readings(game, defaults))]
    unpinned: dict[tuple[str, ...], str] = {}
    for options in readings:
        for seed in range(100):
            rng = random.Random(seed)
            low, high = game.seat_range(options)
            state = game.start(rng.randrange(low, high + 1), options)
            for _ in range(MAX_MOVES):
                if game.outcome(state, options) is not None:
                    break
                try:
                    applied = game.apply(
                        state, game.parse_move(game.random_move(state, options, rng)), options
                    )
                except IllegalMove:
                    continue
                for line in scored(applied.lines).values():
                    if line.rules not in pinned:
                        unpinned.setdefault(line.rules, line.text.en)
                state = applied.state
    assert not unpinned, f"{game_id}: add a worked example for each of {unpinned}"


# -- declarations ----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_is_in_the_catalogue_as_its_engine_says(game_id: str) -> None:
    game = engine(game_id)
    entry = CATALOGUE[game_id]
    assert entry.engine is game and entry.name == game.name
    assert entry.players == (game.min_players, game.max_players)
    assert game.summary.it and game.summary.en
    assert all(rule.game == game_id for rule in entry.rules)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_is_described_and_cites_rules(game_id: str) -> None:
    game = engine(game_id)
    for spec in game.option_specs:
        assert spec.label.it and spec.label.en, spec.key
        assert spec.description.it and spec.description.en, spec.key
        assert spec.rules and own_rules(game, spec.rules), spec.key
        assert all(choice.label.it and choice.label.en for choice in spec.choices)
        assert spec.default == game.options_model.model_fields[spec.key].default


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_options_means_the_defaults(game_id: str) -> None:
    game = engine(game_id)
    defaults = game.parse_options({})
    assert defaults == game.options_model()
    assert defaults.model_dump() == {spec.key: spec.default for spec in game.option_specs}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_allowed_value_is_taken_and_none_beyond(game_id: str) -> None:
    game = engine(game_id)
    for spec in game.option_specs:
        allowed = [choice.value for choice in spec.choices] or (
            [True, False] if spec.kind == "bool" else [spec.minimum, spec.maximum]
        )
        for value in allowed:
            if value is not None:
                assert getattr(game.parse_options({spec.key: value}), spec.key) == value
        if spec.minimum is not None:
            with pytest.raises(BadOptions) as info:
                game.parse_options({spec.key: spec.minimum - 1})
            assert info.value.rule == spec.rules[0] and info.value.field == spec.key


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_move_type_is_described_and_cites_rules(game_id: str) -> None:
    game = engine(game_id)
    assert game.move_specs and len(set(game.moves.types)) == len(game.move_specs)
    for spec, model in zip(game.move_specs, game.move_models, strict=True):
        assert spec.label.it and spec.label.en, spec.type
        assert spec.description.it and spec.description.en, spec.type
        assert own_rules(game, spec.rules), spec.type
        assert model.model_fields["type"].annotation.__args__ == (spec.type,)
        assert not spec.adds_seat or "name" in model.model_fields


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_notes_cite_rules_and_refuse_nothing(game_id: str) -> None:
    game = engine(game_id)
    for spec in game.option_specs:
        values = [choice.value for choice in spec.choices] or [spec.default]
        for value in values:
            options = game.parse_options({spec.key: value})
            low, high = game.seat_range(options)
            assert game.min_players <= low <= high <= game.max_players
            for seats in range(low, high + 1):
                notes = game.notes(options, seats)
                assert notes == game.notes(options, seats)  # pure
                for line in notes:
                    assert line.rules and own_rules(game, line.rules), line
                    assert line.text.it and line.text.en and line.text.it != line.text.en
                    assert line.points is None
                game.start(seats, options)  # a note is no refusal


def test_a_rule_of_another_game_is_not_a_games_own() -> None:
    tamalo, proof = engine("tamalo"), engine(PROOF.id)
    assert own_rules(proof, ["HC-RANK"]) and not own_rules(tamalo, ["HC-RANK"])
    assert not own_rules(tamalo, ["TAM-NOPE"])
