"""The 63 cards (TAR-DECK) by code and by the names players say, and their values (TAR-VAL)."""

from __future__ import annotations

import pytest

from referee.games.tarocco import DECK, Card, CardError, parse_card
from referee.games.tarocco.cards import deck_listing, parse_cards, pile_points


@pytest.mark.parametrize(
    "said, code",
    [
        ("Re Coppe", "KC"),
        ("re di coppe", "KC"),
        ("Re d'Oro", "KO"),
        ("Re di Denari", "KO"),
        ("Regina Spade", "QS"),
        ("Cavallo di Mazze", "NB"),
        ("Donna Bastoni", "JB"),
        ("Fante di Bastoni", "JB"),
        ("9 Spade", "9S"),
        ("4 Oro", "4O"),
        ("Giove", "T20"),
        ("20", "T20"),
        ("20 Giove", "T20"),
        ("Palla", "T19"),
        ("Badda", "T19"),
        ("Atlante", "T19"),
        ("12", "T12"),
        ("Tempo", "T12"),
        ("1", "T1"),
        ("Picciotti", "T1"),
        ("Bagatto", "T1"),
        ("Miseria", "T0"),
        ("Povertà", "T0"),
        ("Fuggitivo", "FU"),
        ("'U Fujutu", "FU"),
        ("KO", "KO"),
        ("t12", "T12"),
        ("fu", "FU"),
    ],
)
def test_names_and_codes(said: str, code: str) -> None:
    assert parse_card(said).code == code


@pytest.mark.parametrize("said", ["Asso di Denari", "Asso Oro", "1 Oro", "AO"])
def test_the_ace_of_coins_is_named_and_refused(said: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(said)
    assert "not in play" in info.value.text.en and "non è in gioco" in info.value.text.it


@pytest.mark.parametrize("said", ["4 Spade", "21", "0", "Re", "Re Cuori", "Giove 19", "KH", ""])
def test_what_is_not_a_card_is_refused(said: str) -> None:
    with pytest.raises(CardError):
        parse_card(said)


def test_a_card_twice_is_refused() -> None:
    with pytest.raises(CardError) as info:
        parse_cards(["Giove", "20"])
    assert "Giove appears twice" in info.value.text.en


def test_the_deck() -> None:
    cards = [Card(c) for c in DECK]
    assert len(cards) == 63
    assert sum(1 for c in cards if c.is_trump) == 21
    assert sum(1 for c in cards if c.suit == "O") == 11
    assert all(sum(1 for c in cards if c.suit == s) == 10 for s in "SCB")
    assert [c.name for c in cards[:3]] == ["Giove", "Palla", "Sole"]
    assert Card("T0").label == "Miseria" and Card("T12").label == "12 Tempo"
    assert {row["code"] for row in deck_listing()} == set(DECK)
    assert all(parse_card(str(row["name"])).code == row["code"] for row in deck_listing())
    assert all(parse_card(str(row["label"])).code == row["code"] for row in deck_listing())


@pytest.mark.parametrize(
    "code, value",
    [
        ("T20", 10),
        ("T1", 10),
        ("FU", 10),
        ("T19", 5),
        ("T16", 5),
        ("KB", 5),
        ("QO", 4),
        ("NC", 3),
        ("JS", 2),
        ("T15", 0),
        ("T0", 0),
        ("10O", 0),
        ("4O", 0),
    ],
)
def test_values(code: str, value: int) -> None:
    assert Card(code).value == value


@pytest.mark.parametrize(
    "count, counting, points",
    [
        (3, [], 1),  # three scartine
        (3, ["KO"], 5),  # a counting card with two scartine
        (3, ["KO", "T20"], 14),  # two counting cards: 15 − 1
        (3, ["KO", "T20", "T19"], 18),  # three: 20 − 2
        (1, [], 0),  # one left over
        (2, [], 1),  # two left over
        (63, list(Card(c).code for c in DECK if Card(c).counts), 104),  # the whole pack
    ],
)
def test_counting_in_threes(count: int, counting: list[str], points: int) -> None:
    assert pile_points(count, [Card(c) for c in counting]) == points
