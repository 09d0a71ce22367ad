"""The rulebook a player reads: every rule in plain words, in it and en, under a topic."""

from __future__ import annotations

import re

import pytest

from referee.games import CATALOGUE, GAMES
from referee.games.base import Rule, Topic, rule_maker, topics
from referee.games.ecarte.rules import TOPICS as ECARTE
from referee.games.efele.rules import TOPICS as EFELE
from referee.games.rulebook import RULES, rules_of, topics_of
from referee.games.scala40.rules import TOPICS as SCALA40
from referee.games.tamalo.rules import TOPICS as TAMALO
from referee.games.tarocco.rules import TOPICS as TAROCCO
from tests.proof import registered

TOPICS: dict[str, tuple[Topic, ...]] = {
    "tamalo": TAMALO,
    "tarocco": TAROCCO,
    "scala40": SCALA40,
    "ecarte": ECARTE,
    "efele": EFELE,
}
RULE_ID = re.compile(r"[A-Z]{2,3}-[A-Z0-9-]+")
#: Developer notation a player would not say at the table.
NOTATION = ("→", "->", "=>", "=", "≥", "≤", "×", "⌊", "<", ">")
READING_LABEL = re.compile(r"\([a-z]\)")
SHORTHAND = re.compile(r"\b(?:raw|adj|adjusted|default)\b", re.IGNORECASE)
TABLE_CHOOSES = {
    "it": "Se il tavolo non sceglie diversamente",
    "en": "Unless the table chooses otherwise",
}


def test_the_five_games_declare_their_topics() -> None:
    assert sorted(TOPICS) == sorted(CATALOGUE)


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rule_is_explained_in_plain_words_in_both_languages(rule_id: str) -> None:
    rule = RULES[rule_id]
    assert rule.plain.it.strip() and rule.plain.en.strip()
    assert rule.plain.it != rule.plain.en
    for lang in ("it", "en"):
        text = rule.plain.get(lang)
        assert not RULE_ID.search(text), f"{rule_id} ({lang}) cites a rule id"
        assert not [sign for sign in NOTATION if sign in text], f"{rule_id} ({lang})"
        assert not READING_LABEL.search(text), f"{rule_id} ({lang}) labels its readings"
        assert not SHORTHAND.search(text), f"{rule_id} ({lang}) uses shorthand"
        assert "di serie" not in text.lower()
        assert text.rstrip().endswith((".", "»")), f"{rule_id} ({lang}) is not a sentence"


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_no_text_of_a_rule_says_di_serie(rule_id: str) -> None:
    rule = RULES[rule_id]
    for text in (rule.title.it, rule.summary.it, rule.plain.it):
        assert "di serie" not in text.lower()


def test_an_ambiguity_the_table_chooses_says_what_it_gets_otherwise() -> None:
    chosen = {
        rule_id for game in GAMES.values() for spec in game.option_specs for rule_id in spec.rules
    }
    ambiguities = sorted(rule_id for rule_id in chosen if RULES[rule_id].ambiguity)
    assert ambiguities
    for rule_id in ambiguities:
        for lang, words in TABLE_CHOOSES.items():
            assert words in RULES[rule_id].plain.get(lang), f"{rule_id} ({lang})"


@pytest.mark.parametrize("game_id", sorted(TOPICS))
def test_every_rule_has_a_topic_of_its_own_game(game_id: str) -> None:
    assert all(topic.game == game_id for topic in TOPICS[game_id])
    for rule in CATALOGUE[game_id].rules:
        assert rule.topic.game == rule.game == game_id, rule.id
        assert rule.topic in TOPICS[game_id], rule.id


@pytest.mark.parametrize("game_id", sorted(TOPICS))
def test_a_game_is_read_topic_by_topic_in_order(game_id: str) -> None:
    declared = TOPICS[game_id]
    assert [topic.rank for topic in declared] == list(range(len(declared)))
    assert len({topic.key for topic in declared}) == len(declared)
    for topic in declared:
        assert topic.title.it and topic.title.en and topic.title.it != topic.title.en
    sections = topics_of(game_id)
    # every declared topic has rules, and they come in the declared order
    assert [section.topic for section in sections] == list(declared)
    assert all(section.rules for section in sections)
    assert [section.key for section in sections] == [topic.key for topic in declared]
    assert [section.title for section in sections] == [topic.title for topic in declared]
    # every rule once, in the rulebook's order within its topic
    listed = [rule for section in sections for rule in section.rules]
    assert sorted(rule.id for rule in listed) == sorted(rule.id for rule in rules_of(game_id))
    order = [rule.id for rule in rules_of(game_id)]
    for section in sections:
        ids = [rule.id for rule in section.rules]
        assert ids == sorted(ids, key=order.index)
        assert all(rule.topic == section.topic for rule in section.rules)


def test_an_unknown_game_has_no_topics() -> None:
    assert topics_of("nonsense") == []


def test_the_proof_game_is_read_by_topic_while_registered() -> None:
    with registered():
        assert [section.key for section in topics_of("highcard")] == ["game", "amb"]
    assert topics_of("highcard") == []


def _a_rule(**extra: object) -> Rule:
    make = rule_maker("lookout", "a test's own rules", topics("lookout", ("all", ("Tutto", "All"))))
    return make("LOOK-ONE", ("Uno", "One"), ("Primo.", "First."), "first", "", **extra)


def test_a_rule_needs_a_plain_digest_and_a_topic_of_its_game() -> None:
    rule = _a_rule(topic="all", plain=("Si gioca.", "You play."))
    assert rule.plain.it == "Si gioca." and rule.plain.en == "You play."
    assert rule.topic.key == "all" and rule.topic.title.en == "All" and rule.topic.rank == 0
    assert rule.topic.game == "lookout"
    with pytest.raises(TypeError, match="plain"):
        _a_rule(topic="all")
    with pytest.raises(TypeError, match="topic"):
        _a_rule(plain=("Si gioca.", "You play."))
    with pytest.raises(ValueError, match="not a topic of lookout"):
        _a_rule(topic="score", plain=("Si gioca.", "You play."))


def test_topics_are_declared_once_for_one_game_and_a_rulebook_has_some() -> None:
    with pytest.raises(ValueError, match="twice"):
        topics("lookout", ("all", ("Tutto", "All")), ("all", ("Ancora", "Again")))
    with pytest.raises(ValueError, match="at least one topic"):
        rule_maker("lookout", "a test's own rules", ())
    with pytest.raises(ValueError, match="another game"):
        rule_maker("lookout", "a test's own rules", TAMALO)
    declared = topics("lookout", ("a", ("A", "A")), ("b", ("B", "B")))
    assert [(topic.key, topic.rank) for topic in declared] == [("a", 0), ("b", 1)]
