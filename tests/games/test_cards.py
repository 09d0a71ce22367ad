"""Card codes as players type them, and the deck check every hand entry goes through."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.cards import (
    JOKER,
    RANKS,
    SUITS,
    Card,
    CardError,
    deck_excess,
    parse_card,
)


def cards(*codes: str) -> list[Card]:
    return [parse_card(code) for code in codes]


FULL_DECK = [rank + suit for rank in RANKS for suit in SUITS]


# -- parsing ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "rank", "suit", "colour", "canonical"),
    [
        ("AH", "A", "H", "red", "AH"),
        ("2S", "2", "S", "black", "2S"),
        ("10C", "10", "C", "black", "10C"),
        ("10D", "10", "D", "red", "10D"),
        ("JS", "J", "S", "black", "JS"),
        ("QH", "Q", "H", "red", "QH"),
        ("KD", "K", "D", "red", "KD"),
        ("KC", "K", "C", "black", "KC"),
        # a king alone must say its colour
        ("KR", "K", None, "red", "KR"),
        ("KB", "K", None, "black", "KB"),
        # rank-only codes where the suit does not matter
        ("7", "7", None, None, "7"),
        ("10", "10", None, None, "10"),
        ("A", "A", None, None, "A"),
        ("J", "J", None, None, "J"),
        ("Q", "Q", None, None, "Q"),
        # the joker
        ("JK", JOKER, None, None, "JK"),
        # typed sloppily: lower case, spaces around
        ("ah", "A", "H", "red", "AH"),
        (" 7d ", "7", "D", "red", "7D"),
        ("kr", "K", None, "red", "KR"),
        ("jk", JOKER, None, None, "JK"),
    ],
)
def test_parse_card(code: str, rank: str, suit: str | None, colour: str | None, canonical: str):
    card = parse_card(code)
    assert (card.rank, card.suit, card.colour) == (rank, suit, colour)
    assert card.code == canonical
    # the canonical code reads back as the same card
    assert parse_card(card.code) == card


def test_every_card_of_the_deck_parses_to_itself():
    parsed = cards(*FULL_DECK)
    assert [c.code for c in parsed] == FULL_DECK
    assert len(set(parsed)) == 52
    reds = [c for c in parsed if c.colour == "red"]
    assert len(reds) == 26
    assert all(c.suit in ("H", "D") for c in reds)


def test_joker_flag():
    assert parse_card("JK").is_joker
    assert not parse_card("JS").is_joker
    assert not parse_card("J").is_joker


@pytest.mark.parametrize(
    ("code", "it", "en"),
    [
        ("AH", "A♥", "A♥"),
        ("10S", "10♠", "10♠"),
        ("QD", "Q♦", "Q♦"),
        ("JC", "J♣", "J♣"),
        ("7", "7", "7"),
        ("KR", "K rosso", "K red"),
        ("KB", "K nero", "K black"),
        ("JK", "Jolly", "Joker"),
    ],
)
def test_label(code: str, it: str, en: str):
    card = parse_card(code)
    assert card.label("it") == it
    assert card.label("en") == en


@pytest.mark.parametrize(
    "code",
    ["K", " k "],
)
def test_a_king_without_suit_or_colour_is_refused(code: str):
    with pytest.raises(CardError) as info:
        parse_card(code)
    assert "KR" in info.value.text.en and "KB" in info.value.text.en
    assert "rosso" in info.value.text.it and "nero" in info.value.text.it


@pytest.mark.parametrize(
    "code",
    ["", "1", "0", "1H", "11", "11H", "13", "JR", "QB", "7R", "7B", "10X", "AHH", "KRH", "XX", "H"],
)
def test_not_a_card(code: str):
    with pytest.raises(CardError) as info:
        parse_card(code)
    text = info.value.text
    assert "is not a card" in text.en
    assert "non è una carta" in text.it
    assert text.it != text.en


@pytest.mark.parametrize("value", [None, 7, 10, ["AH"], b"AH"])
def test_a_card_code_must_be_text(value: object):
    with pytest.raises(CardError) as info:
        parse_card(value)  # type: ignore[arg-type]
    assert info.value.text.en == "A card is a code like '7H'."
    assert info.value.text.it == "Una carta è un codice come «7H»."


def test_card_error_is_a_value_error_with_the_english_text():
    with pytest.raises(ValueError, match="is not a card"):
        parse_card("ZZ")


# -- deck_excess ----------------------------------------------------------------------------


def test_a_whole_deck_is_fine():
    assert deck_excess(cards(*FULL_DECK)) is None


def test_nothing_is_fine():
    assert deck_excess([]) is None


def test_a_whole_deck_with_its_two_jokers_is_fine():
    assert deck_excess(cards(*FULL_DECK, "JK", "JK"), jokers=2) is None


@pytest.mark.parametrize(
    "codes",
    [
        ["AH", "AH"],
        ["10C", "3D", "10C"],
        ["KS", "KS"],
        ["QH", "qh"],
    ],
)
def test_a_card_twice_is_too_many(codes: list[str]):
    result = deck_excess(cards(*codes))
    assert result is not None
    kind, text = result
    assert kind == "cards"
    assert "2 times" in text.en
    assert "2 volte" in text.it


def test_a_card_twice_is_fine_with_two_decks_three_times_is_not():
    assert deck_excess(cards("AH", "AH"), decks=2) is None
    result = deck_excess(cards("AH", "AH", "AH"), decks=2)
    assert result is not None and result[0] == "cards"
    assert "3 times" in result[1].en


def test_four_of_a_rank_is_fine_five_is_not():
    assert deck_excess(cards("7H", "7S", "7D", "7C")) is None
    assert deck_excess(cards("7", "7", "7", "7")) is None
    assert deck_excess(cards("7H", "7", "7", "7")) is None
    for five in (["7H", "7S", "7D", "7C", "7"], ["7", "7", "7", "7", "7"]):
        result = deck_excess(cards(*five))
        assert result is not None
        kind, text = result
        assert kind == "cards"
        assert text.en == "5 cards of rank 7: the deck has 4."
        assert text.it == "5 carte di rango 7: il mazzo ne ha 4."


def test_eight_of_a_rank_with_two_decks():
    eight = cards(*(["7"] * 8))
    assert deck_excess(eight, decks=2) is None
    assert deck_excess(eight + cards("7"), decks=2) is not None


@pytest.mark.parametrize(
    ("codes", "colour"),
    [
        (["KH", "KD", "KR"], "red"),
        (["KR", "KR", "KR"], "red"),
        (["KH", "KR", "KR"], "red"),
        (["KS", "KC", "KB"], "black"),
        (["KB", "KB", "KB"], "black"),
    ],
)
def test_three_kings_of_a_colour_are_too_many(codes: list[str], colour: str):
    result = deck_excess(cards(*codes))
    assert result is not None
    kind, text = result
    assert kind == "cards"
    assert text.en == f"3 {colour} kings: the deck has 2."
    it_colour = "rossi" if colour == "red" else "neri"
    assert text.it == f"3 re {it_colour}: il mazzo ne ha 2."


def test_two_kings_of_each_colour_are_fine():
    assert deck_excess(cards("KH", "KR", "KS", "KB")) is None
    assert deck_excess(cards("KR", "KR", "KB", "KB")) is None


def test_five_kings_are_too_many_whatever_their_colours():
    result = deck_excess(cards("KR", "KR", "KB", "KB", "KS"))
    assert result is not None and result[0] == "cards"


def test_jokers_without_jokes_mode():
    result = deck_excess(cards("JK"))
    assert result is not None
    kind, text = result
    assert kind == "jokers"
    assert text.en == "There are jokers, but this table plays without jokers."
    assert text.it == "Ci sono jolly, ma questo tavolo gioca senza jolly."


@pytest.mark.parametrize(("allowed", "present"), [(1, 2), (1, 3), (2, 3)])
def test_more_jokers_than_the_table_uses(allowed: int, present: int):
    result = deck_excess(cards(*(["JK"] * present)), jokers=allowed)
    assert result is not None
    kind, text = result
    assert kind == "jokers"
    assert text.en == f"{present} jokers: this table plays with {allowed}."
    assert text.it == f"{present} jolly: questo tavolo ne usa {allowed}."


@pytest.mark.parametrize(("allowed", "present"), [(1, 1), (2, 1), (2, 2), (0, 0)])
def test_jokers_within_the_table_limit(allowed: int, present: int):
    assert deck_excess(cards(*(["JK"] * present), "AH"), jokers=allowed) is None


def test_jokers_are_not_a_rank_of_the_deck():
    # five jokers would be five of a "rank": the joker count is what limits them
    result = deck_excess(cards(*(["JK"] * 5)), jokers=2)
    assert result is not None and result[0] == "jokers"


@settings(max_examples=200, deadline=None, database=None)
@given(
    picked=st.lists(st.integers(0, 51), unique=True, min_size=1, max_size=52),
    jokers=st.integers(0, 2),
)
def test_any_part_of_one_deck_is_fine_and_one_card_more_is_not(picked: list[int], jokers: int):
    part = cards(*(FULL_DECK[i] for i in picked), *(["JK"] * jokers))
    assert deck_excess(part, jokers=jokers) is None
    again = part + cards(FULL_DECK[picked[-1]])
    result = deck_excess(again, jokers=jokers)
    assert result is not None and result[0] == "cards"
    assert deck_excess(again, decks=2, jokers=jokers) is None
    result = deck_excess(part + cards("JK"), jokers=jokers)
    assert result is not None and result[0] == "jokers"
