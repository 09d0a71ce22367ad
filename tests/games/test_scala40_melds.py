"""The meld referee and the hand-value check of Scala 40 (rules.md §3.2–§3.3), asked as a
table asks them: through the game's declared checks, with bodies as a client sends them.

Every value is worked out by hand from S40-VAL-OPEN: 2–10 their number, J Q K 10, the Ace 1
before the 2 and 11 after the King or in a set, a jolly the card it stands for.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import BadCheck
from referee.games.rulebook import RULES
from referee.games.scala40 import DECK, GAME, HandValueAnswer, MeldsAnswer, Scala40Options


def opts(**values: Any) -> Scala40Options:
    return GAME.parse_options(values)


def melds(*cards: list[str], mano: bool = False, **options: Any) -> MeldsAnswer:
    body: dict[str, Any] = {"melds": list(cards)}
    if mano:
        body["in_mano"] = True
    answer = GAME.checks.ask("melds", body, opts(**options))
    assert isinstance(answer, MeldsAnswer)
    return answer


def meld(cards: list[str], **options: Any) -> dict[str, Any]:
    (verdict,) = melds(cards, **options).melds
    return verdict.model_dump()


def verdict(cards: list[str], **options: Any) -> tuple[bool, str | None, int | None, str]:
    found = meld(cards, **options)
    return found["valid"], found["kind"], found["value"], found["rule"]


# -- the example --------------------------------------------------------------------


def test_queen_king_ace_of_hearts_and_two_sevens_with_a_jolly_open() -> None:
    answer = melds(["QH", "KH", "AH"], ["7C", "7D", "JK"])
    first, second = answer.melds
    assert (first.valid, first.kind, first.value, first.rule) == (
        True,
        "sequence",
        31,
        "S40-MELD-SEQ",
    )
    assert "the ace after the king counts 11" in first.reason.en
    assert (second.valid, second.kind, second.value, second.rule) == (
        True,
        "set",
        21,
        "S40-MELD-SET",
    )
    assert second.stands_for == ["7S", "7H"]  # whichever 7 it is, the set is worth 21
    assert answer.opening_value == 52 and answer.valid_opening
    assert answer.rules[0] == "S40-OPEN40"
    assert answer.text.en == "It opens: the melds are worth 52, at least 40."
    assert answer.text.it == "Si apre: le combinazioni valgono 52, almeno 40."


def test_the_declared_example_is_answered() -> None:
    for spec in GAME.check_specs:
        answer = GAME.checks.ask(spec.name, spec.example, opts())
        assert answer.text.it and answer.text.en
        assert answer.rules and all(RULES[r].game == "scala40" for r in answer.rules)
        assert all(RULES[r].game == "scala40" for r in spec.rules)


def test_the_melds_come_back_in_the_order_asked() -> None:
    answer = melds(["5C", "5D", "5S"], ["10H", "JH", "QH"])
    assert [m.cards for m in answer.melds] == [["5C", "5D", "5S"], ["10H", "JH", "QH"]]
    assert [m.value for m in answer.melds] == [15, 30]
    assert answer.opening_value == 45 and answer.valid_opening


# -- S40-MELD-SET -----------------------------------------------------------------------------


def test_sets_of_three_and_four_of_one_rank_in_different_suits() -> None:
    assert verdict(["9H", "9C", "9S"]) == (True, "set", 27, "S40-MELD-SET")
    assert verdict(["KH", "KC", "KS", "KD"]) == (True, "set", 40, "S40-MELD-SET")


def test_an_ace_in_a_set_counts_eleven() -> None:
    found = meld(["AS", "AD", "AC"])
    assert (found["value"], found["kind"]) == (33, "set")
    assert found["reason"]["en"] == (
        "Set of aces: A♠ (11) + A♦ (11) + A♣ (11) = 33 (in a set the ace counts 11)."
    )
    assert found["reason"]["it"].startswith("Tris di assi:")


def test_a_suit_twice_is_no_set() -> None:
    found = meld(["9H", "9C", "9C"])
    assert (found["valid"], found["rule"]) == (False, "S40-MELD-SET")
    assert found["reason"]["en"] == "Two clubs: in a set every suit is different."
    assert found["kind"] is None and found["value"] is None


def test_a_set_has_four_cards_at_most() -> None:
    assert verdict(["7C", "7D", "7H", "7S", "JK"])[::3] == (False, "S40-MELD-SET")


# -- S40-MELD-SEQ -----------------------------------------------------------------------------


def test_the_ace_before_the_two_counts_one_and_after_the_king_eleven() -> None:
    assert verdict(["AH", "2H", "3H"]) == (True, "sequence", 6, "S40-MELD-SEQ")
    assert verdict(["QH", "KH", "AH"]) == (True, "sequence", 31, "S40-MELD-SEQ")
    assert verdict(["3H", "AH", "2H"]) == (True, "sequence", 6, "S40-MELD-SEQ")  # any order


def test_no_going_round_the_corner() -> None:
    found = meld(["KH", "AH", "2H"])
    assert (found["valid"], found["rule"]) == (False, "S40-MELD-SEQ")
    assert "does not go round the corner" in found["reason"]["en"]


def test_a_sequence_is_of_one_suit() -> None:
    found = meld(["7C", "8D", "9C"])
    assert (found["valid"], found["rule"]) == (False, "S40-MELD-SEQ")
    assert "Mixed suits" in found["reason"]["en"]


def test_a_sequence_is_in_a_row() -> None:
    assert verdict(["4S", "5S", "7S"])[::3] == (False, "S40-MELD-SEQ")
    assert verdict(["4S", "5S", "7S", "JK"]) == (True, "sequence", 4 + 5 + 6 + 7, "S40-MELD-SEQ")


def test_the_longest_sequence_is_the_whole_suit_and_a_jolly() -> None:
    suit = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]
    # 1 + (2 + … + 10) + 10 + 10 + 10 + the jolly as the ace after the king, 11
    assert verdict([*suit, "JK"]) == (True, "sequence", 1 + 54 + 30 + 11, "S40-MELD-SEQ")
    assert meld([*suit, "JK"])["stands_for"] == ["AH"]
    assert verdict([*suit, "JK=AH"])[0] is True
    assert verdict([*suit, "AH"])[::3] == (False, "S40-MELD-SEQ")  # 13 + one jolly at most
    assert verdict([*suit, "JK", "JK"], jokers_per_meld="unlimited")[::3] == (
        False,
        "S40-MELD-SEQ",
    )


def test_the_whole_suit_lays_its_ace_where_it_is_worth_more() -> None:
    # A…K with no jolly reads as A-2-3 (the Ace 1) or as 2…K-A (the Ace 11): no jolly to
    # name, so the player lays the Ace after the King: 2 + … + 10 = 54, J Q K 30, the Ace 11
    suit = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert verdict(suit) == (True, "sequence", 54 + 30 + 11, "S40-MELD-SEQ")
    assert meld(suit)["stands_for"] == []
    # the deuce attached last to a run that already ends in the Ace
    assert GAME.checks.ask("melds", {"melds": [suit[::-1]]}, opts()).melds[0].valid


def test_a_meld_has_three_cards_at_least() -> None:
    assert verdict(["2H", "3H"])[::3] == (False, "S40-MELD-SEQ")
    assert verdict(["2H", "2C"])[::3] == (False, "S40-MELD-SET")


# -- S40-JOKER and S40-AMB-4 ----------------------------------------------------------------------


def test_a_jolly_that_says_its_card() -> None:
    found = meld(["5H", "6H", "JK=7H"])
    assert (found["valid"], found["value"], found["stands_for"]) == (True, 18, ["7H"])
    assert found["cards"] == ["5H", "6H", "JK=7H"]


def test_a_jolly_whose_card_is_the_only_one_that_fits_is_inferred() -> None:
    found = meld(["5H", "JK", "7H"])
    assert (found["valid"], found["value"], found["stands_for"]) == (True, 18, ["6H"])


def test_a_jolly_whose_cards_give_the_same_meld_needs_no_name() -> None:
    found = meld(["JH", "QH", "JK"])  # the 10 or the king of hearts: 30 either way
    assert (found["valid"], found["value"], found["stands_for"]) == (True, 30, ["10H", "KH"])


def test_a_jolly_whose_card_changes_the_value_must_say_it() -> None:
    found = meld(["5H", "6H", "JK"])
    assert (found["valid"], found["rule"], found["value"]) == (False, "S40-JOKER", None)
    assert "4♥ (sequence, 15); 7♥ (sequence, 18)" in found["reason"]["en"]
    assert "JK=4H" in found["reason"]["en"]
    assert verdict(["5H", "6H", "JK=4H"]) == (True, "sequence", 15, "S40-MELD-SEQ")


def test_a_jolly_may_not_stand_for_a_card_that_does_not_fit() -> None:
    found = meld(["5H", "6H", "JK=9H"])
    assert (found["valid"], found["rule"]) == (False, "S40-JOKER")
    assert found["reason"]["en"] == "The jolly cannot stand for 9♥ in this meld."
    assert verdict(["7C", "7D", "JK=7C"])[::3] == (False, "S40-JOKER")


def test_one_jolly_per_meld_by_default() -> None:
    found = meld(["7C", "7D", "JK", "JK"])
    assert (found["valid"], found["rule"]) == (False, "S40-AMB-4")
    assert found["reason"]["en"] == "2 jollies: at this table a meld holds one at most."


def test_unlimited_jollies() -> None:
    assert verdict(["7C", "7D", "JK", "JK"], jokers_per_meld="unlimited") == (
        True,
        "set",
        28,
        "S40-MELD-SET",
    )
    found = meld(["7C", "JK", "JK"], jokers_per_meld="unlimited")  # a set or three sequences
    assert (found["valid"], found["rule"]) == (False, "S40-JOKER")


def test_at_least_two_real_cards() -> None:
    assert verdict(["7C", "7D", "JK", "JK"], jokers_per_meld="two_natural")[0] is True
    assert verdict(["7C", "JK=7D", "JK=7H"], jokers_per_meld="two_natural")[::3] == (
        False,
        "S40-AMB-4",
    )


# -- S40-VAR-JOLLY ---------------------------------------------------------------------------------


def test_a_table_without_jollies() -> None:
    answer = melds(["7C", "7D", "JK"], ["10H", "JH", "QH"], jokers=False)
    assert (answer.melds[0].valid, answer.melds[0].rule) == (False, "S40-VAR-JOLLY")
    assert not answer.valid_opening and answer.rules == ("S40-VAR-JOLLY",)


def test_jollies_only_after_opening() -> None:
    answer = melds(["QH", "KH", "AH"], ["7C", "7D", "JK"], jokers_in_opening=False)
    assert all(m.valid for m in answer.melds)
    assert not answer.valid_opening and answer.rules == ("S40-VAR-JOLLY",)
    assert answer.opening_value == 52


# -- S40-OPEN40, S40-AMB-1, S40-INMANO-X2 -------------------------------------------------------


def test_forty_exactly_opens_and_thirty_nine_does_not() -> None:
    forty = melds(["10H", "JH", "QH"], ["2C", "3C", "4C", "AC"])  # 30 + 1 + 2 + 3 + 4
    assert (forty.opening_value, forty.valid_opening) == (40, True)
    assert forty.rules == ("S40-OPEN40", "S40-AMB-1")
    short = melds(["9H", "10H", "JH"], ["2C", "3C", "4C", "AC"])
    assert (short.opening_value, short.valid_opening) == (39, False)
    assert short.text.en == "No opening: the melds are worth 39, at least 40 are needed."


def test_closing_in_mano_needs_no_forty() -> None:
    answer = melds(["2C", "3C", "4C"], mano=True)
    assert (answer.opening_value, answer.valid_opening) == (9, True)
    assert answer.rules == ("S40-INMANO-X2",)


def test_a_broken_meld_spoils_the_opening_and_says_which() -> None:
    answer = melds(["QH", "KH", "AH"], ["KS", "AS", "2S"], ["7C", "7D", "7S"])
    assert [m.valid for m in answer.melds] == [True, False, True]
    assert answer.opening_value == 52 and not answer.valid_opening
    assert answer.rules == ("S40-MELD-SEQ",)
    assert answer.text.en.startswith("No opening: meld 2 is not valid.")


def test_more_copies_than_two_packs_hold() -> None:
    answer = melds(["QH", "KH", "AH"], ["QH", "KH", "AH"], ["QD", "QS", "QH"])
    assert all(m.valid for m in answer.melds)
    assert not answer.valid_opening and answer.rules == ("S40-DECK",)
    assert "Q♥ appears 3 times" in answer.text.en


def test_a_fifth_jolly_across_the_melds() -> None:
    answer = melds(
        ["7C", "7D", "JK"],
        ["8C", "8D", "JK"],
        ["9C", "9D", "JK"],
        ["10C", "10D", "JK"],
        ["JC", "JD", "JK"],
    )
    assert all(m.valid for m in answer.melds)
    assert not answer.valid_opening and "5 jollies" in answer.text.en


# -- what is not cards -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"melds": [["1H", "2H", "3H"]]}, "not a card"),
        ({"melds": [["7", "7D", "7C"]]}, "every card has its suit"),
        ({"melds": [["JK=JK", "7D", "7C"]]}, "stands for a real card"),
        ({"melds": [["7H=JK", "7D", "7C"]]}, "only a jolly says"),
        ({"melds": "QH KH AH"}, "must be a list"),
        ({"melds": []}, "too few"),
        ({"melds": [["QH"]], "extra": 1}, "Unexpected field"),
        ({"melds": [["QH", "KH", "AH"]], "in_mano": "yes"}, "true or false"),
    ],
)
def test_only_a_body_that_is_not_cards_is_refused(body: dict[str, Any], words: str) -> None:
    with pytest.raises(BadCheck) as info:
        GAME.checks.ask("melds", body, opts())
    assert words in info.value.text.en


CODES = [*dict.fromkeys(DECK), "JK=7H", "JK=AS", "JK=KC"]


@settings(max_examples=300, deadline=None, database=None)
@given(
    cards=st.lists(st.lists(st.sampled_from(CODES), max_size=16), min_size=1, max_size=5),
    per_meld=st.sampled_from(["1", "unlimited", "two_natural"]),
)
def test_any_cards_get_a_verdict_never_an_error(cards: list[list[str]], per_meld: str) -> None:
    answer = melds(*cards, jokers_per_meld=per_meld)
    assert len(answer.melds) == len(cards)
    for found in answer.melds:
        assert RULES[found.rule].game == "scala40"
        assert found.reason.it and found.reason.en
        assert found.valid == (found.value is not None) == (found.kind is not None)
        if found.valid:
            assert 3 <= len(found.cards) <= 14
    assert answer.opening_value == sum(m.value or 0 for m in answer.melds)
    assert not answer.valid_opening or answer.opening_value >= 40


# -- hand_value ----------------------------------------------------------------------------------


def hand_value(cards: list[str], mano: bool = False, **options: Any) -> HandValueAnswer:
    answer = GAME.checks.ask("hand_value", {"cards": cards, "in_mano": mano}, opts(**options))
    assert isinstance(answer, HandValueAnswer)
    return answer


def test_the_value_of_a_hand_explained() -> None:
    answer = hand_value(["AH", "KD", "JK"])
    assert (answer.value, answer.valid) == (46, True)
    assert answer.text.en == "A♥ (11) + K♦ (10) + Jolly (25) = 46."
    assert answer.rules == ("S40-VAL-HAND", "S40-AMB-3")


def test_the_lone_ace_and_the_doubling_in_the_hand_value() -> None:
    assert hand_value(["AC"]).value == 1
    assert hand_value(["AC"], lone_ace=False).value == 11
    doubled = hand_value(["9C", "JK"], mano=True)
    assert doubled.value == 68 and doubled.rules[-1] == "S40-INMANO-X2"
    assert hand_value(["9C", "JK"], mano=True, in_mano="bonus").value == 34


def test_a_hand_value_of_cards_no_deck_holds() -> None:
    answer = hand_value(["5C", "5C", "5C"])
    assert not answer.valid and answer.rules == ("S40-DECK",)
    with pytest.raises(BadCheck):
        GAME.checks.ask("hand_value", {"cards": ["XX"]}, opts())


# -- against a reference: every card a jolly could be -------------------------------------------

RANK_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
EVERY_CARD = [rank + suit for suit in "SHDC" for rank in RANK_ORDER]


def reference_reading(cards: list[str], jolly: list[bool]) -> tuple[str, int] | None:
    """rules.md §3.3 for real cards: the kind and value of a set or a sequence, or None."""
    ranks = [code[:-1] for code in cards]
    suits = [code[-1] for code in cards]
    if 3 <= len(cards) <= 4 and len(set(ranks)) == 1 and len(set(suits)) == len(suits):
        rank = ranks[0]
        each = 11 if rank == "A" else 10 if rank in ("J", "Q", "K") else int(rank)
        return "set", each * len(cards)
    if not 3 <= len(cards) <= 14 or len(set(suits)) > 1:
        return None
    natural_aces = sum(1 for r, j in zip(ranks, jolly, strict=True) if r == "A" and not j)
    if natural_aces > 1:
        return None
    aces = ranks.count("A")
    places = sorted(RANK_ORDER.index(r) + 1 for r in ranks if r != "A")
    if len(set(places)) < len(places) or aces > 2:
        return None
    for low_aces in range(aces + 1):  # each ace before the 2 (1) or after the king (14)
        full = sorted([1] * low_aces + places + [14] * (aces - low_aces))
        if len(set(full)) == len(full) and full == list(range(full[0], full[0] + len(full))):
            return "sequence", sum(11 if p == 14 else min(p, 10) for p in full)
    return None


def reference_verdict(codes: list[str], per_meld: str) -> set[tuple[str, int]] | str:
    """The readings a meld has, trying every card for each jolly; or the rule it breaks first."""
    jollies = codes.count("JK")
    naturals = len(codes) - jollies
    if per_meld == "1" and jollies > 1 or per_meld == "two_natural" and naturals < 2:
        return "S40-AMB-4"
    found: set[tuple[str, int]] = set()
    real = [c for c in codes if c != "JK"]

    def fill(chosen: list[str]) -> None:
        if len(chosen) == jollies:
            reading = reference_reading(real + chosen, [False] * naturals + [True] * jollies)
            if reading:
                found.add(reading)
            return
        for card in EVERY_CARD:
            fill([*chosen, card])

    fill([])
    return found


@st.composite
def near_melds(draw: st.DrawFn) -> list[str]:
    """Cards that are often a meld: a run or a set, with a card changed or jollies in."""
    size = draw(st.integers(2, 6))
    if draw(st.booleans()):
        suit = draw(st.sampled_from("SHDC"))
        start = draw(st.integers(0, 12))
        cards = [(RANK_ORDER * 2)[start + i] + suit for i in range(size)]
    else:
        rank = draw(st.sampled_from(RANK_ORDER))
        cards = [rank + suit for suit in draw(st.permutations("SHDC"))][: min(size, 4)]
        cards += [rank + draw(st.sampled_from("SHDC")) for _ in range(size - len(cards))]
    for _ in range(draw(st.integers(0, 2))):
        cards[draw(st.integers(0, len(cards) - 1))] = draw(st.sampled_from([*EVERY_CARD, "JK"]))
    jollies = draw(st.integers(0, 2))
    return [*cards, *["JK"] * jollies]


@settings(max_examples=400, deadline=None, database=None)
@given(cards=near_melds(), per_meld=st.sampled_from(["1", "unlimited", "two_natural"]))
def test_the_referee_agrees_with_every_card_a_jolly_could_be(
    cards: list[str], per_meld: str
) -> None:
    expected = reference_verdict(cards, per_meld)
    found = meld(cards, jokers_per_meld=per_meld)
    if expected == "S40-AMB-4":
        assert (found["valid"], found["rule"]) == (False, "S40-AMB-4")
    elif not expected:
        assert not found["valid"] and found["rule"] != "S40-AMB-4"
    elif len(expected) == 1:
        ((kind, value),) = expected
        assert (found["valid"], found["kind"], found["value"]) == (True, kind, value)
    else:  # the jolly's card changes the meld: it must be said
        assert (found["valid"], found["rule"]) == (False, "S40-JOKER")
