"""One catalogue: the five games, their engines and rulebooks, and games registered at run time."""

from __future__ import annotations

import pytest

from referee.games import CATALOGUE, ENGINES, GAMES, Deck, Entry, get_game, register
from referee.games.base import Rule, it_en, rule_maker, topics
from referee.games.cards import parse_card
from referee.games.ecarte import GAME as ECARTE
from referee.games.ecarte import deck as ecarte_deck
from referee.games.efele import GAME as EFELE
from referee.games.efele import cards as efele_cards
from referee.games.rulebook import RULES, get_rule, rules_of
from referee.games.scala40 import GAME as SCALA40
from referee.games.scala40.deck import scala_card
from referee.games.tamalo import GAME as TAMALO
from referee.games.tarocco import GAME as TAROCCO
from referee.games.tarocco import cards as tarocco_cards
from tests.proof import registered
from tests.proof.fixtures import proof_game  # noqa: F401 (a fixture)

#: The five games, in the catalogue's order, each with its engine.
ALL = [TAMALO, TAROCCO, SCALA40, ECARTE, EFELE]
#: The games tables open for (their API slice has landed), in the catalogue's order: all.
OPEN = ALL

TAMALO_RULES = CATALOGUE["tamalo"].rules

LOOKOUT_TOPICS = topics("lookout", ("all", ("Tutto", "Everything")))
_rule = rule_maker("lookout", "a test's own rules", LOOKOUT_TOPICS)
LOOKOUT_RULES = (
    _rule(
        "LOOK-ONE",
        ("Uno", "One"),
        ("Primo.", "First."),
        "first",
        "",
        topic="all",
        plain=("Uno.", "One."),
    ),
    _rule(
        "LOOK-TWO",
        ("Due", "Two"),
        ("Secondo.", "Second."),
        "second",
        "",
        topic="all",
        plain=("Due.", "Two."),
    ),
)


def lookout(rules: tuple[Rule, ...] = LOOKOUT_RULES, game_id: str = "lookout") -> Entry:
    return Entry(
        id=game_id,
        name=it_en("Vedetta", "Lookout"),
        players=(2, 3),
        deck=Deck(size=1, codes=("EYE",), description=it_en("Nessuno", "None")),
        rules=rules,
    )


def test_the_five_games_in_order() -> None:
    assert list(CATALOGUE) == ["tamalo", "tarocco", "scala40", "ecarte", "efele"]
    assert [entry.name.en for entry in CATALOGUE.values()] == [
        "Tamalo",
        "Tarocco Siciliano",
        "Scala 40",
        "Ecarté",
        "Efele",
    ]
    assert {game_id: entry.players for game_id, entry in CATALOGUE.items()} == {
        "tamalo": (2, 8),  # 2–6 by the text, up to 8 by the Tamalou reading
        "tarocco": (4, 4),
        "scala40": (2, 8),  # 2–6, or 8 where the table chooses it (S40-CLUB-8)
        "ecarte": (2, 2),
        "efele": (2, 8),
    }
    for entry in CATALOGUE.values():
        assert entry.deck.description.it and entry.deck.description.en and entry.rules
        assert rules_of(entry.id) == list(entry.rules)


def test_the_engines_and_the_rules_come_from_the_catalogue() -> None:
    assert dict(ENGINES) == {game.id: game for game in ALL}
    assert list(ENGINES.values()) == ALL  # the catalogue's order
    # Tables open for a game once its API slice has landed; the others' engines are built.
    assert dict(GAMES) == {game.id: game for game in OPEN}
    assert all(CATALOGUE[game.id].tables == (game.id in GAMES) for game in ALL)
    assert GAMES.get("bridge") is None and "bridge" not in GAMES
    with pytest.raises(KeyError):
        GAMES["bridge"]
    assert list(RULES) == [rule.id for entry in CATALOGUE.values() for rule in entry.rules]
    assert get_rule("tam-caller-gt5") is RULES["TAM-CALLER-GT5"]
    assert rules_of("nonsense") == []


def test_a_game_registered_at_run_time_joins_the_rulebook_until_it_leaves() -> None:
    before = len(RULES)
    with register(lookout()) as entry:
        assert CATALOGUE["lookout"] is entry
        assert list(CATALOGUE)[-1] == "lookout"
        assert len(RULES) == before + 2
        assert get_rule("look-two") is LOOKOUT_RULES[1]
        assert rules_of("lookout") == list(LOOKOUT_RULES)
        assert "lookout" not in GAMES  # no engine: only its rules
    assert "lookout" not in CATALOGUE
    assert len(RULES) == before and get_rule("LOOK-ONE") is None


def test_a_registration_is_undone_once() -> None:
    registration = register(lookout())
    registration.undo()
    registration.undo()
    assert "lookout" not in CATALOGUE
    with register(lookout()):
        registration.undo()  # an old registration does not remove the new one
        assert "lookout" in CATALOGUE


def test_an_id_or_a_rule_id_is_registered_once() -> None:
    with pytest.raises(ValueError, match="already"):
        register(lookout(game_id="tamalo", rules=()))
    clash = rule_maker("lookout", "seed", LOOKOUT_TOPICS)(
        "TAM-END", ("a", "a"), ("b", "b"), "c", "", topic="all", plain=("d", "d")
    )
    with pytest.raises(ValueError, match="TAM-END"):
        register(lookout(rules=(clash,)))
    assert "lookout" not in CATALOGUE


def test_an_entry_agrees_with_its_rules_and_its_engine() -> None:
    with pytest.raises(ValueError, match="another game"):
        lookout(rules=TAMALO_RULES[:1])
    with pytest.raises(ValueError, match="engine"):
        Entry(
            id="tamalo",
            name=it_en("Tamalo", "Tamalo"),
            players=(2, 5),
            deck=Deck(size=1, codes=("X",), description=it_en("-", "-")),
            rules=(),
            engine=TAMALO,
        )
    assert get_game("tamalo") is TAMALO


def test_the_proof_game_is_an_engine_while_registered() -> None:
    with registered() as game:
        assert GAMES["highcard"] is game and GAMES.get("highcard") is game
        assert list(GAMES) == [*(g.id for g in OPEN), "highcard"]  # the catalogue's order
        assert list(GAMES.values()) == [*OPEN, game] and len(GAMES) == len(OPEN) + 1
        assert get_rule("hc-end") is RULES["HC-END"]
        assert [rule.id for rule in rules_of("highcard")][0] == "HC-PLAYERS"
    assert "highcard" not in GAMES and "HC-END" not in RULES


@pytest.mark.usefixtures("proof_game")
def test_the_proof_game_fixture_registers_it() -> None:
    assert GAMES["highcard"].name.en == "High card"


def test_every_deck_lists_the_codes_its_game_reads() -> None:
    readers = {
        "tamalo": lambda code: parse_card(code).code,
        "tarocco": lambda code: tarocco_cards.parse_card(code).code,
        "scala40": lambda code: scala_card(code).code,
        "ecarte": ecarte_deck.card_code,
        "efele": efele_cards.card_code,
    }
    for game_id, read in readers.items():
        deck = CATALOGUE[game_id].deck
        assert [read(code) for code in deck.codes] == list(deck.codes), game_id
        assert deck.description.it and deck.description.en
    scala = CATALOGUE["scala40"].deck
    assert (scala.size, scala.jokers, len(scala.codes)) == (108, 4, 53)
    with pytest.raises(ValueError, match="once"):
        Deck(size=2, codes=("A", "A"), description=it_en("-", "-"))
