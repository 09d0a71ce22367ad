"""Searching the rulebook, as a player in a dispute does: by id, by the Italian source's
words or the digest's, any accents and case; on the rules pages and in the API."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from referee.games import CATALOGUE
from referee.games.rule_search import LIMIT, search, words
from referee.games.rulebook import RULES


def ids(query: str, game: str | None = None) -> list[str]:
    return [rule.id for rule in search(query, RULES.values(), game)]


def test_an_id_typed_whole_comes_first_whatever_its_case() -> None:
    assert ids("s40-amb-7")[0] == "S40-AMB-7"


def test_accents_and_case_do_not_matter() -> None:
    assert ids("PERCHÉ") == ids("perche") != []
    assert "ECA-PREP" in ids("Prepotenza")


def test_every_word_must_be_found() -> None:
    both = ids("jolly 25")
    assert both and set(both) <= set(ids("jolly")) & set(ids("25"))
    assert "S40-AMB-3" in both
    assert ids("jolly zzzz") == []


def test_a_game_narrows_the_search_and_the_answer_is_bounded() -> None:
    assert ids("mano", "scala40") and all(i.startswith("S40-") for i in ids("mano", "scala40"))
    assert len(ids("a")) <= LIMIT
    assert ids("   ") == [] and ids("¿?") == []


def test_the_rules_page_finds_in_the_readers_language(client: FlaskClient) -> None:
    page = client.get(
        "/rules",
        query_string={"q": "in mano", "game": "scala40"},
        headers={"Accept-Language": "it"},
    ).get_data(as_text=True)
    assert "regole trovate" in page and "S40-INMANO-X2" in page and "TAR-" not in page
    none = client.get("/rules", query_string={"q": "zzzz"}, headers={"Accept-Language": "en"})
    assert "No rule holds all these words" in none.get_data(as_text=True)


def test_the_api_searches_the_rulebook(client: FlaskClient) -> None:
    found = client.get("/api/v1/rules", query_string={"q": "fuggitivo"}).get_json()["rules"]
    assert found and all(rule["game"] == "tarocco" for rule in found)
    whole = client.get("/api/v1/rules").get_json()["rules"]
    assert len(whole) == len(RULES)
    one_game = client.get("/api/v1/rules", query_string={"game": "ecarte"}).get_json()["rules"]
    assert one_game and {rule["game"] for rule in one_game} == {"ecarte"}


def test_a_question_too_long_is_refused_in_the_readers_language(client: FlaskClient) -> None:
    response = client.get(
        "/api/v1/rules", query_string={"q": "a" * 201}, headers={"Accept-Language": "it"}
    )
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert response.get_json()["detail"] == "«q» ha al massimo 200 caratteri."


# -- what players mean: synonyms, whole short words, the table's game first ------------------


def found(query: str, first: str | None = None) -> list[str]:
    rules = search(query, RULES.values(), first=first, synonyms=CATALOGUE.synonyms())
    return [rule.id for rule in rules]


#: Real questions at the table and the rule a player means, read from the rulebook's titles.
MEANT = [
    ("matta", None, "S40-JOKER"),  # «Il jolly»: Scala 40's matta, no word "matta" in it
    ("matta", "scala40", "S40-JOKER"),
    ("matta", "efele", "EFE-WELI"),  # Efele's wild card is the Weli
    ("joker", "tamalo", "TAM-JOKE"),
    ("Re", "tarocco", "TAR-CALL"),  # «Chiamata del Re»
    ("re", None, "ECA-CLASSIC-K"),  # «Classico: il Re», the shortest title holding it
    ("King", "ecarte", "ECA-CLASSIC-K"),
    ("trump", "ecarte", "ECA-SEED-K"),  # «Il Re di briscola»
    ("atout", None, "ECA-SEED-K"),
    ("briscola", "tarocco", "TAR-DECK"),  # the trionfi are described with the deck
    ("perche", None, "TAR-PLAY"),  # "perché" in its text
    ("PERCHÉ", None, "TAR-PLAY"),
    ("s40-amb-7", "tarocco", "S40-AMB-7"),  # an id typed whole beats the table's game
]


@pytest.mark.parametrize(("query", "first", "expected"), MEANT)
def test_a_players_words_find_the_rule_they_mean(
    query: str, first: str | None, expected: str
) -> None:
    assert found(query, first)[0] == expected


def test_a_short_word_is_found_whole_not_as_the_start_of_others() -> None:
    """Before, "re" matched every word in re- (regola, resto...): 50 rules, unrelated first."""
    kings = found("re")
    assert "ECA-SEED-REVOKE" not in kings  # «Revoke», "Risposta sbagliata": no King in it
    assert "TAR-CALL-f" not in kings  # «Regina nello scarto»: a Queen
    assert len(kings) < LIMIT
    assert found("re") == found("RE")


def test_the_tables_game_comes_first_and_the_others_still_follow() -> None:
    at_tarocco = found("re", "tarocco")
    games = [rule_id.split("-")[0] for rule_id in at_tarocco]
    first_other = next(i for i, prefix in enumerate(games) if prefix != "TAR")
    assert set(games[:first_other]) == {"TAR"} and "TAR" not in games[first_other:]
    assert sorted(at_tarocco) == sorted(found("re"))  # the same rules, in another order


def test_a_synonym_belongs_to_its_game() -> None:
    """Tarocco's briscola is its trionfi; "trionfo" finds nothing of Ecarté's briscola."""
    assert not [rule_id for rule_id in found("trionfo") if rule_id.startswith("ECA-")]
    partner = found("socio")  # Tarocco's hidden compagno: the word "socio" is in no rule
    assert "TAR-CALL" in partner and all(rule_id.startswith("TAR-") for rule_id in partner)


def test_the_dispute_panel_searches_with_the_tables_game_first(client: FlaskClient) -> None:
    page = client.get(
        "/rules", query_string={"q": "re", "first": "tarocco"}, headers={"Accept-Language": "en"}
    ).get_data(as_text=True)
    first_link = re.search(r'<ul class="rule-list">\s*<li><a href="/rules/([^"]+)"', page)
    assert first_link is not None and first_link.group(1) == "TAR-CALL"
    assert '<input type="hidden" name="first" value="tarocco">' in page  # kept for the next


def test_the_api_puts_the_tables_game_first(client: FlaskClient) -> None:
    rules = client.get("/api/v1/rules", query_string={"q": "matta", "first": "efele"}).get_json()
    assert rules["rules"][0]["id"] == "EFE-WELI"
    again = client.get("/api/v1/rules", query_string={"q": "matta"}).get_json()["rules"]
    assert again[0]["id"] == "S40-JOKER"


def test_every_synonym_group_is_a_word_of_its_games_rules() -> None:
    """Each group is one word apiece, and at least one of them finds a rule of its game
    (a group about another game, or a typo, would find nothing there)."""
    for game_id, groups in CATALOGUE.synonyms().items():
        for group in groups:
            assert len(group) >= 2 and all(len(words(word)) == 1 for word in group), group
            hits = {w for w in group if search(w, RULES.values(), game_id)}
            assert hits, (game_id, group)
