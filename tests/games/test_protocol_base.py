"""What the base of the protocol does alike for every game (``referee.games.base.protocol``).

As OpenSpiel's base keeps the history and knows when the game is over, and boardgame.io takes
no move after ``gameover``, the base refuses a move after the end before the game's own
``play`` hook is reached, citing the rule the game declares (``end_rule``); it answers the
finished prompt; and it ranks the totals the way the game declares (``better``), which is
also what a tournament's game points read (not ``money``, which says how totals are paid).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from referee.games import ENGINES, GAMES
from referee.games.base import Game, GameOver, Standing
from referee.games.rulebook import RULES
from referee.tournaments.scoring import low_totals
from tests.proof import registered
from tests.proof.highcard import ENTRY as PROOF
from tests.proof.highcard import HighCard, HighCardState

GAME_IDS = list(dict.fromkeys([*ENGINES, PROOF.id]))

#: Each game's refusal after the end, as it was before the base took it over: the rule
#: and the English words (the Italian are checked to be there).
REFUSALS = {
    "tamalo": ("TAM-END", "The game is over: no more moves."),
    "scala40": ("S40-ELIM", "The game is over: no more moves."),
    "ecarte": ("ECA-MATCH", "The match is over: no more moves."),
    "efele": ("EFE-END", "The evening is over: no more moves."),
    "tarocco": ("TAR-SCORE-SOLO", "The game is over: the agreed hands have been played."),
    "highcard": ("HC-END", "The game is over: no more moves."),
}
#: What the prompt says once it is over (Ecarté's goes on with the winner and the score).
FINISHED = {
    "tamalo": "The game is over.",
    "scala40": "The game is over.",
    "ecarte": "The match is over: {seat[",
    "efele": "The evening is over.",
    "tarocco": "The game is over.",
    "highcard": "The game is over.",
}


@pytest.fixture(scope="module", autouse=True)
def _proof_game() -> Iterator[None]:
    with registered():
        yield


def finished(game: Game[Any, Any]) -> tuple[Any, Any]:
    """The game's sample played to its end on the engine alone: options and final state."""
    sample = game.sample
    assert sample is not None, f"{game.id} has no sample to play to its end"
    options = game.parse_options(sample.options)
    state = game.start(len(sample.players), options)
    for raw in sample.kept_moves():
        state = game.apply(state, game.parse_move(raw), options).state
    assert game.outcome(state, options) is not None
    return options, state


def test_every_game_is_pinned_here() -> None:
    assert sorted(GAME_IDS) == sorted(REFUSALS) == sorted(FINISHED)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_after_the_end_is_refused_by_the_base_citing_the_games_end_rule(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = GAMES[game_id]
    rule, words = REFUSALS[game_id]
    assert game.end_rule == rule and RULES[rule].game == game_id
    options, state = finished(game)
    before = game.dump_state(state)

    def reached(*args: Any) -> Any:
        raise AssertionError("the game's own hook was reached after the end")

    monkeypatch.setattr(game, "play", reached)
    assert game.sample is not None
    # the bench's move, legal in any game still running, and the sample's own last move
    for raw in (game.sample.steady[0], game.sample.kept_moves()[-1]):
        with pytest.raises(GameOver) as refused:
            game.apply(state, game.parse_move(raw), options, by_seat=0)
        assert refused.value.rule == rule
        assert refused.value.text.en == words and refused.value.text.it
    assert game.dump_state(state) == before
    prompt = game.prompt(state, options)
    assert (prompt.phase, prompt.moves) == ("finished", ())
    assert prompt.text.en.startswith(FINISHED[game_id]) and prompt.text.it


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_running_game_goes_to_its_own_hook(game_id: str) -> None:
    """The sample's first move is not refused: the base lets a running game play."""
    game = GAMES[game_id]
    assert game.sample is not None
    options = game.parse_options(game.sample.options)
    state = game.start(len(game.sample.players), options)
    applied = game.apply(state, game.parse_move(game.sample.kept_moves()[0]), options)
    assert applied.lines or applied.state != state


def rows(standings: list[Standing]) -> list[tuple[int, int, int]]:
    return [(s.seat, s.total, s.rank) for s in standings]


class LowCard(HighCard):
    """High card played the other way round: the lowest total first."""

    better = "lower"


def test_a_game_declaring_better_lower_ranks_the_lowest_total_first() -> None:
    state = HighCardState(totals=[4, 1, 4, 0])
    options = LowCard().parse_options({"target": 5})
    # lowest first: 0 (seat 3), 1 (seat 1), then the two 4s sharing third place
    assert rows(LowCard().standings(state, options)) == [(3, 0, 1), (1, 1, 2), (0, 4, 3), (2, 4, 3)]
    assert [s.fields["to_go"] for s in LowCard().standings(state, options)] == [5, 4, 1, 1]
    # the same totals the way high card runs them: the two 4s share first, 0 is fourth
    high = GAMES["highcard"]
    assert high.better == "higher"
    assert rows(high.standings(state, options)) == [(0, 4, 1), (2, 4, 1), (1, 1, 3), (3, 0, 4)]


def test_the_real_games_rank_their_way() -> None:
    tamalo = GAMES["tamalo"]
    options = tamalo.parse_options({})
    state = tamalo.load_state(
        {**tamalo.dump_state(tamalo.start(3, options)), "totals": [30, 12, 30]}
    )
    assert rows(tamalo.standings(state, options)) == [(1, 12, 1), (0, 30, 2), (2, 30, 2)]
    tarocco = GAMES["tarocco"]
    options = tarocco.parse_options({})
    state = tarocco.start_from(4, options, [-10, 25, 0, -15])
    assert rows(tarocco.standings(state, options)) == [
        (1, 25, 1),
        (2, 0, 2),
        (0, -10, 3),
        (3, -15, 4),
    ]


def test_tournament_game_points_follow_better_not_money(monkeypatch: pytest.MonkeyPatch) -> None:
    declared = {game_id: (GAMES[game_id].better, GAMES[game_id].money) for game_id in GAME_IDS}
    assert declared == {
        "tamalo": ("lower", "low"),
        "scala40": ("lower", "low"),
        "ecarte": ("higher", "high"),
        "efele": ("lower", "low"),
        "tarocco": ("higher", "zero_sum"),
        "highcard": ("higher", None),
    }
    assert [low_totals(game_id) for game_id in GAME_IDS] == [
        GAMES[game_id].better == "lower" for game_id in GAME_IDS
    ]
    # a game settled with the highest total best but ranked the other way: ``better`` wins
    monkeypatch.setattr(GAMES["highcard"], "money", "high")
    monkeypatch.setattr(GAMES["highcard"], "better", "lower")
    assert low_totals("highcard") is True
    monkeypatch.setattr(GAMES["highcard"], "money", "low")
    monkeypatch.setattr(GAMES["highcard"], "better", "higher")
    assert low_totals("highcard") is False
