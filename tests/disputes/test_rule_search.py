"""Searching the rulebook, as a player in a dispute does: by id, by the Italian source's
words or the digest's, any accents and case; on the rules pages and in the API."""

from __future__ import annotations

from flask.testing import FlaskClient

from referee.disputes.search import LIMIT, search
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
