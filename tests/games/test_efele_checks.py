"""Efele's referee checks: claim, players, draw and deck, answered from the rules.

A question that is well formed always gets an answer: a claim of three or five cards is a
verdict (``valid: false``), not a refusal; a body of the wrong shape is a :class:`BadCheck`.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import BadCheck, CheckAnswer
from referee.games.efele import GAME as E
from referee.games.rulebook import RULES


def ask(name: str, body: dict[str, Any], **options: Any) -> Any:
    answer = E.checks.ask(name, body, E.parse_options(options))
    assert isinstance(answer, CheckAnswer)
    assert answer.text.it and answer.text.en and answer.text.it != answer.text.en
    assert answer.rules and all(RULES[r].game == "efele" for r in answer.rules)
    return answer


def test_the_four_checks_are_declared_with_examples_that_answer() -> None:
    assert E.checks.names == ("claim", "players", "draw", "deck")
    for spec in E.check_specs:
        assert spec.label.it and spec.label.en and spec.description.it and spec.description.en
        assert all(RULES[r].game == "efele" for r in spec.rules)
        ask(spec.name, dict(spec.example))


# -- claim ------------------------------------------------------------------------------------


def test_claim_three_and_the_weli() -> None:
    answer = ask("claim", {"cards": ["7H", "7L", "7E", "WELI"]})
    dumped = answer.model_dump(mode="json")
    assert dumped["valid"] is True and dumped["value"] == "7"
    assert dumped["weli_stands_for"] == "7S" and dumped["rule"] == "EFE-WIN"
    assert dumped["reason"] is None
    assert "7 of Bells" in answer.text.en


def test_claim_four_of_a_value_needs_no_weli() -> None:
    answer = ask("claim", {"cards": ["O-Herz", "O-Laub", "O-Eichel", "O-Schellen"]})
    assert answer.valid and answer.value == "O" and answer.weli_stands_for is None
    assert answer.cards == ["OH", "OL", "OE", "OS"]


@pytest.mark.parametrize(
    ("cards", "rule"),
    [
        (["7H", "7L", "7E"], "EFE-WIN"),
        (["7H", "7L", "7E", "7S", "8H"], "EFE-WIN"),
        (["7H", "7L", "WELI", "WELI"], "EFE-WELI"),
        (["7H", "7L", "8E", "WELI"], "EFE-WIN"),
        (["5H", "5L", "5E", "5S"], "EFE-DECK"),
        (["7H", "7L", "7E", "nonsense"], "EFE-DECK"),
        ([], "EFE-WIN"),
    ],
)
def test_claim_verdicts_not_refusals(cards: list[str], rule: str) -> None:
    answer = ask("claim", {"cards": cards})
    assert answer.valid is False and answer.rule == rule
    assert answer.reason is not None and answer.reason.en == answer.text.en


def test_claim_with_the_weli_at_a_bavarian_table() -> None:
    answer = ask("claim", {"cards": ["7H", "7L", "7E", "WELI"]}, deck="bavarian32")
    assert answer.valid is False and answer.rule == "EFE-AMB-1"
    assert ask("claim", {"cards": ["7H", "7L", "7E", "7S"]}, deck="bavarian32").valid


def test_claim_body_of_the_wrong_shape_is_refused() -> None:
    with pytest.raises(BadCheck):
        E.checks.ask("claim", {"cards": "7H"}, E.parse_options({}))
    with pytest.raises(BadCheck):
        E.checks.ask("claim", {"cards": ["7H"], "extra": 1}, E.parse_options({}))


# -- players ----------------------------------------------------------------------------------


def test_players_eight_with_32_cards() -> None:
    answer = ask("players", {"deck_size": 32, "players": 8})
    assert answer.valid is False and answer.max_players == 7
    assert answer.tallone_after_deal == 0 and answer.warning is None


def test_players_eight_with_33_cards_is_warned() -> None:
    answer = ask("players", {"deck_size": 33, "players": 8})
    assert answer.valid is True and answer.max_players == 8 and answer.tallone_after_deal == 1
    assert answer.warning is not None and "single card" in answer.warning.en
    assert "EFE-AMB-2" in answer.rules


def test_players_under_the_seven_limit() -> None:
    answer = ask("players", {"deck_size": 33, "players": 8}, player_limit="seven")
    assert answer.valid is False and answer.max_players == 7 and answer.tallone_after_deal == 1


@pytest.mark.parametrize(
    ("players", "valid", "left"),
    [(1, False, 29), (2, True, 25), (7, True, 5), (9, False, None)],
)
def test_players_with_the_tables_pack(players: int, valid: bool, left: int | None) -> None:
    answer = ask("players", {"players": players})  # the table's pack: 33 cards
    assert answer.deck_size == 33
    assert answer.valid is valid and answer.tallone_after_deal == left


def test_players_the_count_must_be_a_number() -> None:
    with pytest.raises(BadCheck):
        E.checks.ask("players", {"players": "8"}, E.parse_options({}))


# -- draw -------------------------------------------------------------------------------------


def test_draw_the_issue_example() -> None:
    answer = ask("draw", {"dead_values": ["9"], "draws": ["9H", "UE"]})
    assert answer.to_centre == ["9H"] and answer.kept == "UE" and answer.dead_values == ["9"]


def test_draw_several_dead_cards_in_a_row() -> None:
    answer = ask("draw", {"dead_values": ["9", "Ober"], "draws": ["9H", "OL", "9E", "AS", "7H"]})
    assert answer.to_centre == ["9H", "OL", "9E"] and answer.kept == "AS"
    assert answer.not_drawn == ["7H"] and answer.dead_values == ["9", "O"]


def test_draw_only_dead_cards_means_another_draw() -> None:
    answer = ask("draw", {"dead_values": ["9"], "draws": ["9H"]})
    assert answer.to_centre == ["9H"] and answer.kept is None
    assert "another card" in answer.text.en


def test_draw_the_weli_is_never_dead() -> None:
    answer = ask("draw", {"dead_values": list("789"), "draws": ["WELI"]})
    assert answer.kept == "WELI" and "EFE-WELI" in answer.rules


def test_draw_passed_by_a_neighbour_follows_amb4() -> None:
    body = {"dead_values": ["9"], "draws": ["9H"], "source": "neighbour"}
    kept = ask("draw", body)
    assert kept.kept == "9H" and kept.to_centre == [] and "EFE-AMB-4" in kept.rules
    sent = ask("draw", body, dead_passed="passed_too")
    assert sent.kept is None and sent.to_centre == ["9H"]


def test_draw_an_unknown_value_is_a_bad_body() -> None:
    with pytest.raises(BadCheck) as info:
        E.checks.ask("draw", {"dead_values": ["X"], "draws": ["9H"]}, E.parse_options({}))
    assert "X" in info.value.text.en


def test_draw_a_card_not_in_the_pack_is_said() -> None:
    answer = ask("draw", {"dead_values": [], "draws": ["WELI"]}, deck="bavarian32")
    assert answer.kept is None and "EFE-AMB-1" in answer.rules


# -- deck -------------------------------------------------------------------------------------


def test_deck_the_issue_example() -> None:
    answer = ask("deck", {"pack": "salzburger40", "keep_weli": True})
    assert answer.size == 33 and answer.wild == "WELI" and answer.removed == 7
    assert answer.values == ["7", "8", "9", "10", "U", "O", "K", "A"]
    assert answer.suits == ["H", "L", "E", "S"] and answer.deck == "salzburger33"


@pytest.mark.parametrize(
    ("pack", "keep", "size", "wild", "removed"),
    [
        ("salzburger40", False, 32, None, 8),
        ("salzburger36", True, 33, "WELI", 3),
        ("salzburger33", True, 33, "WELI", 0),
        ("salzburger33", False, 32, None, 1),
        ("bavarian36", True, 32, None, 4),
        ("bavarian32", True, 32, None, 0),
    ],
)
def test_deck_every_pack(pack: str, keep: bool, size: int, wild: str | None, removed: int) -> None:
    answer = ask("deck", {"pack": pack, "keep_weli": keep})
    assert answer.size == size and len(answer.cards) == size
    assert answer.wild == wild and answer.removed == removed


def test_deck_an_unknown_pack_is_a_bad_body() -> None:
    with pytest.raises(BadCheck):
        E.checks.ask("deck", {"pack": "french52"}, E.parse_options({}))


# -- the checks against references written here from rules.md §5 ------------------------------

CODES = [v + s for v in ("5", "6", "7", "8", "9", "10", "U", "O", "K", "A") for s in "HLES"]


def reference_claim(cards: list[str], deck: str) -> tuple[bool, str | None, str | None]:
    """rules.md §5.1 and §5.4: valid or not, the value, the card the Weli stands for."""
    if any(c[:-1] in ("5", "6") for c in cards if c != "WELI"):
        return False, None, None
    if "WELI" in cards and deck == "bavarian32":
        return False, None, None
    if len(cards) != 4 or len(set(cards)) != 4:
        return False, None, None
    real = [c for c in cards if c != "WELI"]
    if len({c[:-1] for c in real}) != 1:
        return False, None, None
    value = real[0][:-1]
    if len(real) == 4:
        return True, value, None
    (missing,) = set("HLES") - {c[-1] for c in real}
    return True, value, value + missing


@settings(max_examples=300, deadline=None, database=None)
@given(
    cards=st.lists(st.sampled_from([*CODES, "WELI"]), min_size=0, max_size=6),
    deck=st.sampled_from(["salzburger33", "bavarian32"]),
)
def test_the_claim_check_agrees_with_the_rules(cards: list[str], deck: str) -> None:
    answer = ask("claim", {"cards": cards}, deck=deck)
    assert (answer.valid, answer.value if answer.valid else None, answer.weli_stands_for) == (
        reference_claim(cards, deck)
    )
    assert answer.valid == (answer.reason is None)


@settings(max_examples=300, deadline=None, database=None)
@given(
    dead=st.lists(st.sampled_from(["7", "8", "9", "10", "U", "O", "K", "A"]), max_size=8),
    order=st.permutations(
        [v + s for v in ("7", "8", "9", "10", "U", "O", "K", "A") for s in "HLES"]
    ),
    size=st.integers(1, 10),
)
def test_the_draw_check_sends_dead_values_to_the_centre(
    dead: list[str], order: list[str], size: int
) -> None:
    draws = order[:size]
    answer = ask("draw", {"dead_values": dead, "draws": draws})
    good = [i for i, c in enumerate(draws) if c[:-1] not in dead]
    first = good[0] if good else len(draws)
    assert answer.to_centre == draws[:first]
    assert answer.kept == (draws[first] if good else None)
    assert answer.not_drawn == draws[first + 1 :]
    assert set(answer.dead_values) == set(dead)
