"""Efele, rule by rule and option by option (rules.md §5 and the deepthought.it text, seed 000).

Every expected outcome is worked out by hand from the rules, never by asking the engine's own
helpers. One group of tests per rule of rules.md §5, in its order.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, BadMove, BadOptions, IllegalMove
from referee.games.efele import GAME as E
from referee.games.efele import EfeleOptions, EfeleState, card_code, deck_cards
from referee.games.rulebook import RULES

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ivo"]


# -- helpers ----------------------------------------------------------------------------------


def opts(**values: Any) -> EfeleOptions:
    return E.parse_options(values)


def apply(state: EfeleState, raw: dict[str, Any], options: EfeleOptions | None = None) -> Applied:
    return E.apply(state, E.parse_move(raw), options or opts())


def run(
    moves: list[dict[str, Any]], seats: int = 4, options: EfeleOptions | None = None
) -> EfeleState:
    options = options or opts()
    state = E.start(seats, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def refused(
    state: EfeleState, raw: dict[str, Any], options: EfeleOptions | None = None
) -> IllegalMove:
    before = E.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, raw, options)
    assert E.dump_state(state) == before, "a refused move must leave the state alone"
    assert info.value.text.it and info.value.text.en and info.value.text.it != info.value.text.en
    assert info.value.rule in RULES
    return info.value


def claim(s: int, *cards: str) -> dict[str, Any]:
    return {"type": "claim", "seat": s, "cards": list(cards)}


def four(value: str) -> list[str]:
    return [value + suit for suit in "HLES"]


def game(*order: int) -> dict[str, Any]:
    return {"type": "game", "exit_order": list(order)}


def en(applied: Applied) -> str:
    return " ".join(line.text.render("en", NAMES) for line in applied.lines)


def it(applied: Applied) -> str:
    return " ".join(line.text.render("it", NAMES) for line in applied.lines)


def cited(applied: Applied) -> set[str]:
    return {rule for line in applied.lines for rule in line.rules}


# -- options ----------------------------------------------------------------------------------


def test_defaults_are_the_digests_defaults() -> None:
    o = E.parse_options({})
    assert o.deck == "salzburger33"  # EFE-AMB-1: keep the Weli
    assert o.player_limit == "cards"  # EFE-AMB-2: 7 with 32, 8 with 33
    assert o.out_cards == "removed"  # EFE-AMB-3
    assert o.dead_passed == "tallone_only"  # EFE-AMB-4
    assert o.centre_throws == "centre_value"  # EFE-AMB-5
    assert o.weli_centre == "kills_nothing"  # EFE-AMB-6
    assert o.deadlock == "joint_efele"  # EFE-AMB-7
    assert o.stake == 1
    assert o.first_dealer == 0


def test_the_deck_option_cites_the_deck_and_the_weli_ambiguity() -> None:
    spec = next(s for s in E.option_specs if s.key == "deck")
    assert [c.value for c in spec.choices] == ["salzburger33", "bavarian32"]
    assert spec.kind == "choice" and spec.default == "salzburger33"
    assert {"EFE-DECK", "EFE-AMB-1"} <= set(spec.rules)


def test_every_ambiguity_is_an_option() -> None:
    cited_by_options = {rule for spec in E.option_specs for rule in spec.rules}
    ambiguities = {rule.id for rule in RULES.values() if rule.game == "efele" and rule.ambiguity}
    assert ambiguities == {f"EFE-AMB-{n}" for n in range(1, 9)}
    assert ambiguities <= cited_by_options


def test_an_unknown_pack_is_refused_naming_the_option() -> None:
    with pytest.raises(BadOptions) as info:
        E.parse_options({"deck": "salzburger40"})
    assert info.value.field == "deck" and info.value.rule == "EFE-DECK"


# -- EFE-DECK, EFE-WELI: the packs and their cards ---------------------------------------------


def test_the_salzburger_pack_has_33_cards_with_the_weli() -> None:
    cards = deck_cards("salzburger33")
    assert len(cards) == 33 and len(set(cards)) == 33
    assert "WELI" in cards
    assert {c[:-1] for c in cards if c != "WELI"} == {"7", "8", "9", "10", "U", "O", "K", "A"}
    assert {c[-1] for c in cards if c != "WELI"} == {"H", "L", "E", "S"}


def test_the_bavarian_pack_has_32_cards_and_no_wild_card() -> None:
    cards = deck_cards("bavarian32")
    assert len(cards) == 32 and "WELI" not in cards


@pytest.mark.parametrize(
    ("written", "code"),
    [
        ("7H", "7H"),
        ("10s", "10S"),
        ("O-Herz", "OH"),
        ("7-Schellen", "7S"),
        ("Unter-Laub", "UL"),
        ("König Eichel", "KE"),
        ("Ass-Grün", "AL"),
        ("Asso di Cuori", "AH"),
        ("Ober of Bells", "OS"),
        ("weli", "WELI"),
        ("Weli", "WELI"),
        ("6-Schellen", "6S"),
        ("Z9", None),
        ("Herz", None),
        ("", None),
    ],
)
def test_card_codes_and_the_long_forms_players_write(written: str, code: str | None) -> None:
    assert card_code(written) == code


def test_a_claim_written_in_long_forms_is_kept_as_codes() -> None:
    move = E.parse_move(claim(0, "O-Herz", "O-Laub", "O-Eichel", "Weli"))
    assert move.cards == ["OH", "OL", "OE", "WELI"]  # type: ignore[attr-defined]
    applied = apply(E.start(3, opts()), E.dump_move(move))
    assert applied.state.exit_order == [0]


# -- EFE-PLAYERS, EFE-AMB-2: how many can play --------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "limit", "most"),
    [
        ("salzburger33", "cards", 8),
        ("salzburger33", "seven", 7),
        ("bavarian32", "cards", 7),
        ("bavarian32", "seven", 7),
    ],
)
def test_the_most_players_per_pack(deck: str, limit: str, most: int) -> None:
    o = opts(deck=deck, player_limit=limit)
    assert E.seat_range(o) == (2, most)
    E.start(most, o)
    with pytest.raises(BadOptions) as info:
        E.start(most + 1, o)
    assert info.value.rule in ("EFE-PLAYERS", "EFE-AMB-2")
    assert info.value.field == "deck"


def test_eight_players_with_the_bavarian_pack_are_refused_with_the_rule() -> None:
    with pytest.raises(BadOptions) as info:
        E.start(8, opts(deck="bavarian32"))
    assert info.value.rule == "EFE-PLAYERS"
    assert "32" in info.value.text.en and "At most 7" in info.value.text.en
    assert "Al massimo 7" in info.value.text.it


def test_one_player_is_not_a_game_nor_are_nine() -> None:
    for count in (1, 9):
        with pytest.raises(BadOptions) as info:
            E.check_seats(count)
        assert info.value.rule == "EFE-PLAYERS" and info.value.field == "players"
        assert "33" in info.value.text.en and "33" in info.value.text.it
    with pytest.raises(BadOptions):
        E.start(1, opts())


def test_eight_with_33_cards_plays_but_is_warned_of_a_one_card_stock() -> None:
    o = opts()
    (note,) = E.notes(o, 8)
    assert set(note.rules) == {"EFE-AMB-2", "EFE-PLAYERS"}
    assert "single card" in note.text.en and "una carta sola" in note.text.it
    assert E.notes(o, 7) == [] and E.notes(opts(deck="bavarian32"), 7) == []


def test_the_first_dealer_must_be_a_seat_at_the_table() -> None:
    with pytest.raises(BadOptions) as info:
        E.start(3, opts(first_dealer=3))
    assert info.value.field == "first_dealer"
    assert E.start(3, opts(first_dealer=2)).dealer == 2


# -- EFE-WIN: the winning claim -----------------------------------------------------------------


def test_four_of_a_value_in_four_suits_takes_the_player_out() -> None:
    applied = apply(E.start(4, opts()), claim(2, *four("K")))
    assert applied.state.exit_order == [2]
    assert applied.hand is None  # three are still playing
    assert "EFE-WIN" in cited(applied)
    assert "Carla shows" in en(applied) and "Out 1st" in en(applied)
    assert "Quattro Re" in it(applied)


def test_three_and_the_weli_is_a_winning_set_and_the_weli_is_named() -> None:
    applied = apply(E.start(4, opts()), claim(1, "9H", "WELI", "9E", "9S"))
    assert applied.state.exit_order == [1]
    assert {"EFE-WIN", "EFE-WELI"} <= cited(applied)
    assert "9 of Leaves" in en(applied)  # the suit missing
    assert "9 di Foglie" in it(applied)


@pytest.mark.parametrize(
    ("cards", "rule"),
    [
        (["7H", "7L", "7E", "7S", "8H"], "EFE-WIN"),  # a fifth card
        (["7H", "7L", "7E"], "EFE-WIN"),  # three cards
        (["7H", "7L", "WELI", "WELI"], "EFE-WELI"),  # two Welis
        (["7H", "7L", "7E", "8S"], "EFE-WIN"),  # two values
        (["7H", "7H", "7E", "7S"], "EFE-DECK"),  # a card twice
        (["6H", "6L", "6E", "6S"], "EFE-DECK"),  # the 6s are out of the pack
        (["7H", "7L", "7E", "XX"], "EFE-DECK"),  # no card at all
    ],
)
def test_a_bad_claim_is_refused_with_its_rule(cards: list[str], rule: str) -> None:
    error = refused(E.start(4, opts()), claim(0, *cards))
    assert error.rule == rule


def test_a_weli_at_a_bavarian_table_is_refused() -> None:
    o = opts(deck="bavarian32")
    error = refused(E.start(4, o), claim(0, "7H", "7L", "7E", "WELI"), o)
    assert error.rule == "EFE-AMB-1"
    assert "Weli" in error.text.en and "32" in error.text.en


def test_the_same_claim_at_a_salzburger_table_is_good() -> None:
    applied = apply(E.start(4, opts()), claim(0, "7H", "7L", "7E", "WELI"))
    assert applied.state.exit_order == [0]


def test_a_player_who_left_claims_no_more() -> None:
    state = run([claim(0, *four("7"))])
    error = refused(state, claim(0, *four("8")))
    assert error.rule == "EFE-WIN" and "already left" in error.text.en


def test_a_seat_not_at_the_table_is_refused() -> None:
    assert refused(E.start(3, opts()), claim(3, *four("8"))).rule == "EFE-PLAYERS"


def test_a_seat_number_out_of_any_range_is_a_bad_move() -> None:
    with pytest.raises(BadMove):
        E.parse_move(claim(-1, *four("8")))


# -- EFE-END: the last one left is the Efele ---------------------------------------------------


def test_the_last_player_left_is_the_efele_and_the_game_is_scored() -> None:
    state = run([claim(3, *four("7")), claim(1, *four("O"))])
    applied = apply(state, claim(0, *four("A")))
    after = applied.state
    assert after.exit_order == [3, 1, 0]
    assert after.efele == 2 and after.efele_seats == [2]
    assert applied.hand is not None and applied.hand.scores == (0, 0, 1, 0)
    assert E.totals(after) == [0, 0, 1, 0]
    assert "EFE-END" in cited(applied)
    assert "Carla is left: the Efele" in en(applied).replace("only ", "")
    assert "pays 1 point" in en(applied)


def test_two_players_one_claim_ends_the_game() -> None:
    applied = apply(E.start(2, opts()), claim(1, *four("10")))
    assert applied.state.efele == 0 and applied.hand is not None


def test_finishing_places_the_efele_last() -> None:
    state = run([claim(3, *four("7")), claim(1, *four("O")), claim(0, *four("A"))])
    places = {s: state.tally[s].positions for s in range(4)}
    assert places == {
        0: [0, 0, 1, 0],
        1: [0, 1, 0, 0],
        2: [0, 0, 0, 1],
        3: [1, 0, 0, 0],
    }


def test_a_claim_after_the_game_ended_is_refused() -> None:
    state = run([game(0, 1, 2)])
    error = refused(state, claim(3, *four("9")))
    assert error.rule == "EFE-END" and "new game" in error.text.en


def test_the_stake_is_owed_by_each_efele() -> None:
    o = opts(stake=3)
    state = run([game(0, 1), {"type": "new_game"}, game(0, 1)], seats=3, options=o)
    assert [t.stakes for t in state.tally] == [0, 0, 6]
    assert E.totals(state) == [0, 0, 2]


def test_a_forfeit_is_written_before_the_deal_and_named_at_the_end() -> None:
    state = run([{"type": "penalty", "forfeit": "Lava i piatti {seat[0]}"}], seats=3)
    assert state.forfeit == "Lava i piatti {seat[0]}"
    applied = apply(state, game(0, 1))
    # typed text is no placeholder: no player's name is put into it
    assert "'Lava i piatti {seat[0]}'" in en(applied)
    assert "«Lava i piatti {seat[0]}»" in it(applied)


def test_a_forfeit_once_the_game_is_under_way_is_refused() -> None:
    state = run([claim(0, *four("7"))], seats=3)
    assert refused(state, {"type": "penalty", "forfeit": "Canta"}).rule == "EFE-END"


def test_a_forfeit_with_a_control_character_is_a_bad_move() -> None:
    with pytest.raises(BadMove):
        E.parse_move({"type": "penalty", "forfeit": "ciao\x1b"})
    with pytest.raises(BadMove):
        E.parse_move({"type": "penalty", "forfeit": "   "})


# -- a whole game at once ----------------------------------------------------------------------


def test_a_whole_game_as_its_exit_order() -> None:
    applied = apply(E.start(4, opts()), game(1, 3, 0))
    assert applied.state.exit_order == [1, 3, 0]
    assert applied.state.efele == 2
    assert applied.hand is not None and applied.hand.scores == (0, 0, 1, 0)


@pytest.mark.parametrize(
    "order",
    [
        [1, 1, 0],  # a seat twice
        [1, 4, 0],  # a seat not at the table
        [1, 3],  # someone missing
        [1, 3, 0, 2],  # nobody left to be the Efele
    ],
)
def test_a_bad_exit_order_is_refused(order: list[int]) -> None:
    error = refused(E.start(4, opts()), {"type": "game", "exit_order": order})
    assert error.rule in ("EFE-END", "EFE-PLAYERS")


def test_a_whole_game_after_a_game_ended_starts_the_next_one() -> None:
    applied = apply(run([game(1, 3, 0)]), game(0, 1, 2))
    state = applied.state
    assert state.game == 2 and state.dealer == 1
    assert E.totals(state) == [0, 0, 1, 1]
    assert en(applied).startswith("Game 2: Bruno deals")


def test_a_whole_game_over_a_game_with_claims_is_refused() -> None:
    state = run([claim(0, *four("7"))])
    assert refused(state, game(0, 1, 2)).rule == "EFE-END"


# -- new games and the dealer ------------------------------------------------------------------


def test_the_deal_passes_to_the_left_game_after_game() -> None:
    o = opts(first_dealer=2)
    state = E.start(3, o)
    dealers = [state.dealer]
    for _ in range(3):
        state = apply(state, game(0, 1), o).state
        state = apply(state, {"type": "new_game"}, o).state
        dealers.append(state.dealer)
    assert dealers == [2, 0, 1, 2]
    assert state.game == 4


def test_a_new_game_before_the_efele_is_known_is_refused() -> None:
    state = run([claim(0, *four("7"))])
    error = refused(state, {"type": "new_game"})
    assert error.rule == "EFE-END" and "not over" in error.text.en


def test_a_new_game_starts_with_everyone_in() -> None:
    state = run([claim(0, *four("7")), claim(1, *four("8")), claim(2, *four("9"))])
    state = apply(state, {"type": "new_game"}).state
    assert state.exit_order == [] and state.efele is None and state.still_in() == [0, 1, 2, 3]
    # the cards of the last game are back in the pack
    assert apply(state, claim(0, *four("7"))).state.exit_order == [0]


# -- the end of the evening --------------------------------------------------------------------


def test_the_evening_ends_when_the_table_says_so() -> None:
    state = run([game(0, 1), {"type": "new_game"}, game(0, 2)], seats=3)
    applied = apply(state, {"type": "end"})
    assert applied.state.finished
    outcome = E.outcome(applied.state, opts())
    assert outcome is not None and outcome.winners == (0,)
    assert E.prompt(applied.state, opts()).moves == ()
    assert refused(applied.state, game(0, 1)).rule == "EFE-END"


def test_the_evening_cannot_end_before_a_game_nor_in_the_middle_of_one() -> None:
    assert refused(E.start(3, opts()), {"type": "end"}).rule == "EFE-END"
    state = run([game(0, 1), {"type": "new_game"}, claim(0, *four("7"))], seats=3)
    assert refused(state, {"type": "end"}).rule == "EFE-END"


def test_a_tally_carried_over_starts_the_counts() -> None:
    state = E.start(3, opts(), start_totals=[2, 0, 1])
    assert E.totals(state) == [2, 0, 1]
    state = apply(state, game(0, 2)).state
    assert E.totals(state) == [2, 1, 1]
    assert [s.seat for s in E.standings(state, opts())] == [1, 2, 0]
    with pytest.raises(BadOptions):
        E.start(3, opts(), start_totals=[1, 2])


# -- EFE-DEAD: dead values in the centre --------------------------------------------------------


def centre(s: int, card: str, value: str | None = None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "centre", "seat": s, "card": card}
    if value is not None:
        move["value"] = value
    return move


def draw(s: int, card: str, source: str = "tallone") -> dict[str, Any]:
    return {"type": "draw", "seat": s, "card": card, "source": source}


def throw(s: int, *cards: str) -> dict[str, Any]:
    return {"type": "throw", "seat": s, "cards": list(cards)}


def test_a_card_that_went_round_kills_its_value() -> None:
    applied = apply(E.start(4, opts()), centre(2, "9H"))
    assert applied.state.dead_values() == ["9"]
    assert "EFE-DEAD" in cited(applied)


def test_a_dead_value_drawn_from_the_stock_goes_to_the_centre() -> None:
    state = run([centre(2, "9H")])
    applied = apply(state, draw(3, "9L"))
    assert applied.state.centre == ["9H", "9L"]
    assert "goes face up in the centre and another card is drawn" in en(applied)
    assert "si pesca un'altra carta" in it(applied)
    good = apply(applied.state, draw(3, "UE"))
    assert good.state.centre == ["9H", "9L"] and "a good card" in en(good)


def test_a_card_in_the_centre_cannot_be_drawn_nor_claimed() -> None:
    state = run([centre(2, "9H")])
    assert refused(state, draw(3, "9H")).rule == "EFE-DEAD"
    assert refused(state, claim(3, *four("9"))).rule == "EFE-DEAD"


def test_a_dead_value_can_still_be_completed_with_the_weli() -> None:
    state = run([centre(2, "9H")])
    applied = apply(state, claim(3, "9L", "9E", "9S", "WELI"))
    assert applied.state.exit_order == [3]
    # the dead value is cited with its words: the Weli takes any value (EFE-AMB-8, the text)
    assert {"EFE-DEAD", "EFE-AMB-8"} <= cited(applied)
    assert "9s are dead in the centre, but the Weli takes any value one wishes" in en(applied)
    assert "I 9 sono morti al centro" in it(applied)
    # a claim of a live value says nothing of the centre, and cites nothing of it
    live = apply(state, claim(3, *four("K")))
    assert "EFE-DEAD" not in cited(live) and "dead" not in en(live)


def test_in_the_centre_round_cards_of_the_centre_value_are_thrown() -> None:
    state = run([centre(2, "9H")])
    applied = apply(state, throw(3, "9L", "9E"))
    assert applied.state.centre == ["9H", "9L", "9E"]
    assert "draws 2 cards" in en(applied)


def test_nothing_is_thrown_before_a_card_went_round() -> None:
    assert refused(E.start(4, opts()), throw(3, "9L")).rule == "EFE-DEAD"


def test_the_weli_is_never_thrown() -> None:
    state = run([centre(2, "9H")])
    assert refused(state, throw(3, "WELI")).rule == "EFE-WELI"


def test_a_reshuffle_makes_the_centre_the_new_stock() -> None:
    state = run([centre(2, "9H"), draw(3, "9L")])
    applied = apply(state, {"type": "reshuffle"})
    assert applied.state.centre == [] and applied.state.dead_values() == []
    assert applied.state.reshuffles == 1
    assert refused(applied.state, {"type": "reshuffle"}).rule == "EFE-DEAD"
    # the 9s are live again: a 9 drawn is kept
    assert apply(applied.state, draw(0, "9H")).state.centre == []


# -- EFE-AMB-3: the cards of a player who goes out ---------------------------------------------


def test_amb3_removed_the_cards_of_a_player_out_are_gone() -> None:
    state = run([claim(0, "7H", "7L", "7E", "WELI")])
    assert refused(state, claim(1, "8H", "8L", "8E", "WELI")).rule == "EFE-AMB-3"
    assert refused(state, draw(1, "7H")).rule == "EFE-AMB-3"


def test_amb3_tallone_the_cards_go_back_and_may_come_round_again() -> None:
    o = opts(out_cards="tallone")
    state = run([claim(0, "7H", "7L", "7E", "WELI")], options=o)
    applied = apply(state, claim(1, "8H", "8L", "8E", "WELI"), o)
    assert applied.state.exit_order == [0, 1]
    assert "back into the stock" in en(applied)
    # the reading decided the claim: the line says so, and what the other reading would do
    assert "the Weli: already shown by a player who went out earlier" in en(applied)
    assert "this claim would not stand" in en(applied)
    assert "EFE-AMB-3" in cited(applied)


# -- EFE-AMB-4: dead values and passed cards ---------------------------------------------------


def test_amb4_a_passed_card_of_a_dead_value_is_kept_by_default() -> None:
    state = run([centre(2, "9H")])
    applied = apply(state, draw(3, "9L", "neighbour"))
    assert applied.state.centre == ["9H"]
    assert "EFE-AMB-4" in cited(applied)
    # a passed card of a live value is good whatever the reading: its value is not dead
    live = apply(state, draw(3, "KL", "neighbour"))
    assert cited(live) == {"EFE-DEAD"} and "its value is not dead" in en(live)


def test_amb4_passed_too_sends_a_passed_dead_card_to_the_centre() -> None:
    o = opts(dead_passed="passed_too")
    state = run([centre(2, "9H")], options=o)
    applied = apply(state, draw(3, "9L", "neighbour"), o)
    assert applied.state.centre == ["9H", "9L"]
    assert "EFE-AMB-4" in cited(applied)


# -- EFE-AMB-5: what is thrown in the centre round ---------------------------------------------


def test_amb5_centre_value_refuses_another_value() -> None:
    state = run([centre(2, "9H")])
    error = refused(state, throw(3, "KL", "KE"))
    assert error.rule == "EFE-AMB-5"


def test_amb5_any_value_takes_cards_of_one_other_value() -> None:
    o = opts(centre_throws="any_value")
    state = run([centre(2, "9H")], options=o)
    applied = apply(state, throw(3, "KL", "KE"), o)
    assert applied.state.dead_values() == ["9", "K"]
    assert "EFE-AMB-5" in cited(applied)
    assert "any one value may be thrown: Kings are now dead too" in en(applied)
    # a throw of the centre card's value stands under either reading: EFE-AMB-5 decided nothing
    same = apply(state, throw(3, "9L"), o)
    assert cited(same) == {"EFE-DEAD"} and "any one value" not in en(same)
    assert refused(applied.state, throw(0, "AL", "8E"), o).rule == "EFE-AMB-5"


# -- EFE-AMB-6: the Weli in the centre ---------------------------------------------------------


def test_amb6_the_weli_in_the_centre_kills_nothing_by_default() -> None:
    applied = apply(E.start(4, opts()), centre(1, "WELI"))
    assert applied.state.dead_values() == []
    assert "EFE-AMB-6" in cited(applied)
    assert refused(applied.state, throw(2, "9L")).rule == "EFE-AMB-6"
    assert refused(E.start(4, opts()), centre(1, "WELI", "9")).rule == "EFE-AMB-6"


def test_amb6_named_value_the_weli_kills_the_value_named() -> None:
    o = opts(weli_centre="named_value")
    applied = apply(E.start(4, o), centre(1, "WELI", "Ober"), o)
    assert applied.state.dead_values() == ["O"]
    assert refused(E.start(4, o), centre(1, "WELI"), o).rule == "EFE-AMB-6"
    after = apply(applied.state, draw(2, "OH"), o)
    assert after.state.centre == ["WELI", "OH"]


def test_the_weli_in_the_centre_cannot_be_claimed() -> None:
    state = run([centre(1, "WELI")])
    assert refused(state, claim(2, "7H", "7L", "7E", "WELI")).rule == "EFE-DEAD"


# -- EFE-AMB-7: deadlock -----------------------------------------------------------------------

EVERY_VALUE = ["7H", "8H", "9H", "10H", "UH", "OH", "KH", "AH"]
WITH_WELI = ["7H", "7L", "7E", "WELI"]


def test_amb7_no_deadlock_while_a_value_can_be_completed() -> None:
    state = run([centre(0, c) for c in EVERY_VALUE[:7]])
    error = refused(state, {"type": "deadlock"})
    assert error.rule == "EFE-AMB-7" and "Aces" in error.text.en


def test_amb7_joint_efele_every_player_left_is_efele() -> None:
    # Dario goes out with three 7s and the Weli: the Weli leaves the game with him, so no
    # dead value can be completed with it any more (EFE-AMB-8)
    state = run([claim(3, *WITH_WELI)] + [centre(0, c) for c in EVERY_VALUE[1:]])
    applied = apply(state, {"type": "deadlock"})
    after = applied.state
    assert after.efele_seats == [0, 1, 2] and after.game_over
    assert applied.hand is not None and applied.hand.scores == (1, 1, 1, 0)
    # they share the last place, after the one who went out
    assert [after.tally[s].positions for s in range(4)] == [
        [0, 1, 0, 0],
        [0, 1, 0, 0],
        [0, 1, 0, 0],
        [1, 0, 0, 0],
    ]
    (alt,) = applied.hand.alternatives
    assert alt.option == "deadlock" and alt.value == "redeal" and alt.scores == (0, 0, 0, 0)


def test_amb7_redeal_the_players_left_play_again() -> None:
    o = opts(deadlock="redeal")
    state = run([claim(3, *WITH_WELI)] + [centre(0, c) for c in EVERY_VALUE[1:]], options=o)
    applied = apply(state, {"type": "deadlock"}, o)
    after = applied.state
    assert applied.hand is None and not after.game_over
    assert after.exit_order == [3] and after.centre == [] and after.redeals == 1
    assert E.totals(after) == [0, 0, 0, 0]


# -- explanations and the prompt ---------------------------------------------------------------


def test_every_line_cites_efele_rules_in_both_languages() -> None:
    state = E.start(4, opts())
    moves = [centre(2, "9H"), draw(3, "9L"), throw(0, "9E"), claim(1, *four("K"))]
    moves += [claim(0, *four("O")), claim(3, *four("A"))]
    for raw in moves:
        applied = apply(state, raw)
        for line in applied.lines:
            assert line.rules and all(RULES[r].game == "efele" for r in line.rules)
            assert line.text.it != line.text.en
        state = applied.state


def test_the_prompt_follows_the_evening() -> None:
    o = opts()
    state = E.start(3, o)
    first = E.prompt(state, o)
    assert first.phase == "playing" and "claim" in first.moves and "game" in first.moves
    assert "end" not in first.moves  # no game played yet
    state = apply(state, claim(0, *four("7"))).state
    assert "game" not in E.prompt(state, o).moves
    state = apply(state, claim(1, *four("8"))).state
    over = E.prompt(state, o)
    assert over.phase == "game_over" and set(over.moves) == {"new_game", "game", "penalty", "end"}


def test_standings_carry_the_evening_tally() -> None:
    o = opts(stake=2)
    state = run([game(0, 1, 2), {"type": "new_game"}, game(3, 1, 0)], options=o)
    rows = {row.seat: row for row in E.standings(state, o)}
    assert [row.seat for row in E.standings(state, o)] == [0, 1, 2, 3]
    assert rows[2].efele_count == 1 and rows[2].rank == 3 and rows[2].stakes == 2
    assert rows[0].positions == (1, 0, 1, 0) and rows[0].average_position == 2.0
    assert rows[3].positions == (1, 0, 0, 1) and rows[3].average_position == 2.5
