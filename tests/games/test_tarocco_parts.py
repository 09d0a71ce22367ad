"""Tarocco's hand in parts (``games/tarocco/parts.py``): each player enters what they
declared and, whoever holds it, their side's pile; the parts make the whole-hand move one
phone would have entered (the summary before any call, the end once the calls are logged),
and the engine scores it as ever. Anna (seat 0) deals the first hand."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadMove, IllegalMove, PartsConflict
from referee.games.tarocco import GAME as T
from referee.games.tarocco.parts import PARTS

from .tarocco_table import ANNA, BRUNO, CARLA, DARIO, NAMES, Table


def entered(table: Table, raw: dict[int, Any]) -> dict[int, Any]:
    return {s: PARTS.entered(table.state, table.options, s, part) for s, part in raw.items()}


def made(table: Table, raw: dict[int, Any]) -> dict[str, Any]:
    return PARTS.move(table.state, table.options, entered(table, raw))


def conflict(table: Table, raw: dict[int, Any]) -> PartsConflict:
    with pytest.raises(PartsConflict) as info:
        made(table, raw)
    assert info.value.text.it and info.value.text.en
    return info.value


def king_called() -> Table:
    """Nobody keeps a solo, Bruno says venti, nobody answers quindici, he calls the Re Oro."""
    table = Table.sit()
    table.to_second_deal()
    table.all_pass()
    table.venti_by(BRUNO)
    for s in (CARLA, DARIO, ANNA):
        table.say(s, "passo")
    table.move({"type": "king_call", "seat": BRUNO, "card": "KO"})
    assert table.state.phase == "play"
    return table


# -- the whole hand in parts (nothing of it logged) ----------------------------------------------


def test_a_pairs_hand_with_a_king_call_in_parts_scores_as_the_summary_on_one_phone() -> None:
    """Bruno said venti and called a King; Dario held it. Dario counted their pile: 60 with
    the last trick; Carla counted hers: 49 (60 + 49 = 109). Anna deals, so her pair (Anna,
    Carla) scores 49 − 55 = −6 each, Bruno and Dario 60 − 54 = +6 each."""
    table = Table.sit()
    parts = {
        ANNA: {"said": "none"},
        BRUNO: {"said": "venti", "cards": ["T20", "T19", "KC"]},  # 10 + 5 + 5 = 20
        CARLA: {"said": "none", "pile": {"points": 49}},
        DARIO: {"said": "called", "pile": {"points": 60}},
    }
    move = made(table, parts)
    whole = {
        "type": "hand",
        "contract": "pairs",
        "pairs": [[1, 3], [0, 2]],
        "card_points": [60, 49],
    }
    assert move == whole
    by_parts = T.apply(table.state, T.parse_move(move), table.options)
    on_one_phone = T.apply(table.state, T.parse_move(whole), table.options)
    assert by_parts.hand == on_one_phone.hand
    assert by_parts.hand is not None and by_parts.hand.scores == (-6, 6, -6, 6)


def test_one_pile_is_enough_and_a_pile_of_cards_is_counted_in_threes() -> None:
    """Carla went solo; Anna holds the three opponents' pile: 27 cards with the Giove (10),
    the Re Spade (5) and the Regina Coppe (4), and not the last trick: 19 − 3 + ⌊28/3⌋ = 25.
    Carla has 109 − 25 = 84: 3 × (84 − 55) = +87; each opponent 25 − 54 = −29."""
    table = Table.sit()
    pile = {"card_count": 27, "counting_cards": ["T20", "KS", "QC"]}
    move = made(
        table,
        {
            ANNA: {"said": "none", "pile": pile, "last_trick": False},
            BRUNO: {"said": "none"},
            CARLA: {"said": "solo"},
            DARIO: {"said": "none"},
        },
    )
    assert move == {"type": "hand", "contract": "solo", "soloist": CARLA, "card_points": 84}
    applied = T.apply(table.state, T.parse_move(move), table.options)
    assert applied.hand is not None and applied.hand.scores == (-29, -29, 87, -29)


def test_two_piles_of_one_side_are_a_conflict_between_their_holders() -> None:
    table = Table.sit()
    clash = conflict(
        table,
        {
            ANNA: {"said": "none", "pile": {"points": 49}},
            BRUNO: {"said": "venti"},
            CARLA: {"said": "none", "pile": {"points": 50}},
            DARIO: {"said": "called"},
        },
    )
    assert clash.rule == "TAR-COUNT" and clash.seats == (ANNA, CARLA)
    assert clash.text.render("en", NAMES).startswith("Anna and Carla are on the same side")


def test_piles_that_do_not_make_109_are_a_conflict_between_their_holders() -> None:
    table = Table.sit()
    clash = conflict(
        table,
        {
            ANNA: {"said": "none"},
            BRUNO: {"said": "venti", "pile": {"points": 62}},
            CARLA: {"said": "none", "pile": {"points": 49}},
            DARIO: {"said": "called"},
        },
    )
    assert clash.rule == "TAR-COUNT" and clash.seats == (BRUNO, CARLA)
    assert "62 + 49 = 111: they must make 109" in clash.text.en


def test_both_sides_claiming_the_last_trick_is_a_conflict() -> None:
    table = Table.sit()
    clash = conflict(
        table,
        {
            ANNA: {"said": "none", "pile": {"cards": ["T20"]}, "last_trick": True},
            BRUNO: {"said": "venti", "last_trick": True},
            CARLA: {"said": "none"},
            DARIO: {"said": "called"},
        },
    )
    assert clash.rule == "TAR-COUNT" and clash.seats == (ANNA, BRUNO)


def test_a_pile_of_cards_needs_the_last_trick() -> None:
    table = Table.sit()
    clash = conflict(
        table,
        {
            ANNA: {"said": "none", "pile": {"cards": ["T20"]}},
            BRUNO: {"said": "solo"},
            CARLA: {"said": "none"},
            DARIO: {"said": "none"},
        },
    )
    assert clash.rule == "TAR-COUNT" and clash.seats == (ANNA,)
    assert "Who took the last trick?" in clash.text.en


def test_the_declarations_must_make_one_contract() -> None:
    table = Table.sit()
    pile = {"said": "none", "pile": {"points": 50}}
    nobody = conflict(
        table,
        {ANNA: pile, BRUNO: {"said": "none"}, CARLA: {"said": "none"}, DARIO: {"said": "none"}},
    )
    assert nobody.rule == "TAR-VENTI" and nobody.seats == (0, 1, 2, 3)
    two = conflict(
        table,
        {ANNA: pile, BRUNO: {"said": "solo"}, CARLA: {"said": "solo"}, DARIO: {"said": "none"}},
    )
    assert two.rule == "TAR-SOLO" and two.seats == (BRUNO, CARLA)
    assert (
        two.text.render("it", NAMES) == "Bruno e Carla dicono di essere andati soli: va solo uno."
    )
    ventis = conflict(
        table,
        {ANNA: pile, BRUNO: {"said": "venti"}, CARLA: {"said": "venti"}, DARIO: {"said": "none"}},
    )
    assert ventis.rule == "TAR-VENTI" and ventis.seats == (BRUNO, CARLA)
    alone = conflict(
        table,
        {ANNA: pile, BRUNO: {"said": "venti"}, CARLA: {"said": "none"}, DARIO: {"said": "none"}},
    )
    assert alone.rule == "TAR-CALL" and "Who was the venti player's partner?" in alone.text.en
    mates = conflict(
        table,
        {
            ANNA: pile,
            BRUNO: {"said": "venti"},
            CARLA: {"said": "called"},
            DARIO: {"said": "quindici"},
        },
    )
    assert mates.rule == "TAR-CALL" and mates.seats == (CARLA, DARIO)
    mixed = conflict(
        table,
        {ANNA: pile, BRUNO: {"said": "solo"}, CARLA: {"said": "venti"}, DARIO: {"said": "none"}},
    )
    assert mixed.rule == "TAR-SOLO" and mixed.seats == (BRUNO, CARLA)
    nopile = conflict(
        table,
        {
            ANNA: {"said": "none"},
            BRUNO: {"said": "solo"},
            CARLA: {"said": "none"},
            DARIO: {"said": "none"},
        },
    )
    assert nopile.rule == "TAR-COUNT" and nopile.seats == (0, 1, 2, 3)


def test_a_part_is_checked_alone_as_it_is_entered() -> None:
    table = Table.sit()

    def refused(raw: dict[str, Any], seat: int = BRUNO) -> IllegalMove:
        with pytest.raises(IllegalMove) as info:
            PARTS.entered(table.state, table.options, seat, raw)
        return info.value

    short = refused({"said": "venti", "cards": ["T20", "KC"]})  # 10 + 5 = 15
    assert short.rule == "TAR-VENTI" and "venti needs at least 20" in short.text.en
    wrong = refused({"said": "quindici", "cards": ["T20", "T19", "KC"]})  # 20
    assert wrong.rule == "TAR-QUINDICI"
    plain = refused({"said": "venti", "cards": ["T20", "7C"]})
    assert plain.rule == "TAR-VENTI" and "neither a decina nor a cinquina" in plain.text.en
    not_said = refused({"said": "none", "cards": ["T20", "T19"]})
    assert not_said.rule == "TAR-VENTI"
    scartina = refused({"said": "none", "pile": {"card_count": 20, "counting_cards": ["7C"]}})
    assert scartina.rule == "TAR-VAL"
    with pytest.raises(BadMove):
        PARTS.entered(table.state, table.options, BRUNO, {"said": "tengo"})
    with pytest.raises(BadMove):
        PARTS.entered(table.state, table.options, BRUNO, {"pile": {"points": 5, "cards": []}})


def test_no_part_is_owed_while_the_calls_are_spoken() -> None:
    table = Table.sit()
    assert PARTS.owed(table.state, table.options) == (0, 1, 2, 3)
    table.say(BRUNO, "tengo")
    assert PARTS.owed(table.state, table.options) == ()
    with pytest.raises(IllegalMove):
        PARTS.entered(table.state, table.options, BRUNO, {"said": "none"})


# -- the end of a hand logged call by call -------------------------------------------------------


def test_the_end_of_a_king_call_hand_in_parts_is_the_end_move_on_one_phone() -> None:
    """The calls are logged to Bruno's Re Oro; Dario says he held it. Carla holds her side's
    pile (Anna deals, so the monte is theirs: 4k + 3 cards): 27 cards with the Giove, the Re
    Spade and the Regina Coppe, 19 − 3 + ⌊28/3⌋ = 25, without the last trick; Bruno and
    Dario 109 − 25 = 84. Anna and Carla 25 − 55 = −30 each, Bruno and Dario 84 − 54 = +30."""
    table = king_called()
    pile = {"card_count": 27, "counting_cards": ["T20", "KS", "QC"]}
    move = made(
        table,
        {
            ANNA: {"said": "none"},
            BRUNO: {"said": "venti"},
            CARLA: {"said": "none", "pile": pile, "last_trick": False},
            DARIO: {"said": "called"},
        },
    )
    whole = {"type": "end", "piles": [None, pile], "last_trick": 0, "partner": DARIO}
    assert move == whole
    by_parts = T.apply(table.state, T.parse_move(move), table.options)
    on_one_phone = T.apply(table.state, T.parse_move(whole), table.options)
    assert by_parts.hand == on_one_phone.hand
    assert by_parts.hand is not None and by_parts.hand.scores == (-30, 30, -30, 30)


def test_once_the_calls_are_logged_a_part_says_what_the_log_says() -> None:
    table = king_called()
    with pytest.raises(IllegalMove) as info:
        PARTS.entered(table.state, table.options, CARLA, {"said": "venti"})
    assert info.value.rule == "TAR-VENTI" and "did not say 'venti'" in info.value.text.en
    with pytest.raises(IllegalMove):
        PARTS.entered(table.state, table.options, BRUNO, {"said": "called"})
    nobody = conflict(
        table,
        {
            ANNA: {"said": "none", "pile": {"points": 40}},
            BRUNO: {"said": "none"},
            CARLA: {"said": "none"},
            DARIO: {"said": "none"},
        },
    )
    assert nobody.rule == "TAR-CALL" and "Who held the called card?" in nobody.text.en


def test_a_partner_the_log_knows_needs_no_part_to_say_so() -> None:
    """The Re Oro showed up in Dario's hand and was logged: Carla's 49 points are enough.
    Anna and Carla 49 − 55 = −6 each; Bruno and Dario 60 − 54 = +6."""
    table = king_called()
    table.move({"type": "partner", "seat": DARIO})
    move = made(
        table,
        {
            ANNA: {"said": "none"},
            BRUNO: {"said": "none"},
            CARLA: {"said": "none", "pile": {"points": 49}},
            DARIO: {"said": "none"},
        },
    )
    assert move == {"type": "end", "piles": [None, {"points": 49}]}
    applied = T.apply(table.state, T.parse_move(move), table.options)
    assert applied.hand is not None and applied.hand.scores == (-6, 6, -6, 6)


def test_every_part_says_what_its_player_declared() -> None:
    """An empty part says nothing: "none" is said (once the calls are logged, by anyone:
    the log knows who declared)."""
    table = Table.sit()
    with pytest.raises(BadMove):
        PARTS.entered(table.state, table.options, ANNA, {})
    called = king_called()
    assert PARTS.entered(called.state, called.options, BRUNO, {"said": "none"}).said == "none"
