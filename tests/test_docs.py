"""The rules stay citable: every id of the digest has a page, and every quotation is verbatim."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from markupsafe import escape

from referee.games import GAMES
from referee.games.rulebook import RULES

DATA = Path(__file__).parent / "data"
SEEDS = {
    "tamalo": "tamalo",
    "tarocco": "tarocco-siciliano",
    "scala40": "scala40",
    "ecarte": "ecarte",
    "efele": "efele",
}
RULE_ID = re.compile(r"\b(?:TAM|TAR|S40|ECA|EFE)-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")
ENGINES = Path(__file__).resolve().parent.parent / "referee" / "games"


def _digest_ids() -> list[str]:
    return sorted(set(RULE_ID.findall((DATA / "rules.md").read_text())))


def _normal(text: str) -> str:
    for ocr in "&€¢":  # the Ecarté seed is OCR'd: read è
        text = text.replace(ocr, "è")
    return " ".join(text.split())


def test_every_rule_of_the_digest_is_in_the_rulebook() -> None:
    missing = [rule_id for rule_id in _digest_ids() if rule_id not in RULES]
    assert not missing
    assert len(_digest_ids()) > 100


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rule_has_a_page_in_both_languages(client: FlaskClient, rule_id: str) -> None:
    rule = RULES[rule_id]
    english = client.get(f"/rules/{rule_id}", headers={"Accept-Language": "en"})
    italian = client.get(f"/rules/{rule_id}", headers={"Accept-Language": "it"})
    assert english.status_code == 200 and italian.status_code == 200
    assert str(escape(rule.title.en)) in english.get_data(as_text=True)
    assert str(escape(rule.title.it)) in italian.get_data(as_text=True)
    assert rule.summary.it and rule.summary.en and rule.digest
    assert rule.plain.it and rule.plain.en and rule.topic.game == rule.game


@pytest.mark.parametrize("rule_id", [r for r in sorted(RULES) if RULES[r].source_it])
def test_every_italian_quotation_is_verbatim(rule_id: str) -> None:
    rule = RULES[rule_id]
    seed = _normal((DATA / "seeds" / f"{SEEDS[rule.game]}.it.txt").read_text())
    for piece in rule.source_it.split(" […] "):
        assert _normal(piece) in seed, f"{rule_id}: not in the source: {piece[:60]!r}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_is_described_in_both_languages_and_cites_known_rules(game_id: str) -> None:
    game = GAMES[game_id]
    assert game.option_specs
    for spec in game.option_specs:
        assert spec.label.it and spec.label.en and spec.description.it and spec.description.en
        assert spec.label.it != spec.label.en or spec.key in ("target",)
        assert spec.rules and all(r in RULES for r in spec.rules), spec.key
        for choice in spec.choices:
            assert choice.label.it and choice.label.en
        defaults = game.options_model().model_dump()
        assert defaults[spec.key] == spec.default


@pytest.mark.parametrize(
    "path", sorted(ENGINES.rglob("*.py")), ids=lambda p: str(p.relative_to(ENGINES))
)
def test_every_rule_an_engine_cites_exists(path: Path) -> None:
    cited = set(RULE_ID.findall(path.read_text()))
    assert not sorted(c for c in cited if c not in RULES)


def test_ambiguities_are_table_options_with_the_digests_default() -> None:
    tamalo = GAMES["tamalo"]
    options = {rule: spec for spec in tamalo.option_specs for rule in spec.rules}
    ambiguities = ("TAM-AMB-1", "TAM-AMB-2", "TAM-AMB-3", "TAM-AMB-4", "TAM-AMB-6")
    for amb in (*ambiguities, "TAM-AMB-10", "TAM-AMB-11"):
        assert amb in options, f"{amb} should be a table option"
    assert options["TAM-AMB-1"].default == "strict"
    assert options["TAM-AMB-2"].default == "raw"
    assert options["TAM-AMB-3"].default == "always"
    assert options["TAM-AMB-4"].default == "flat"
    assert options["TAM-AMB-6"].default == "co_winners"
    assert options["TAM-AMB-10"].default is True
    assert options["TAM-AMB-11"].default is True


def test_rules_index_lists_every_game(client: FlaskClient) -> None:
    page = client.get("/rules").get_data(as_text=True)
    for name in ("Tamalo", "Tarocco Siciliano", "Scala 40", "Ecarté", "Efele"):
        assert name in page
    # A page per game, and every rule on its game's page.
    linked = 0
    for game_id in ("tamalo", "tarocco", "scala40", "ecarte", "efele"):
        assert f'href="/rules/game/{game_id}"' in page
        game_page = client.get(f"/rules/game/{game_id}").get_data(as_text=True)
        linked += len(re.findall(r'href="/rules/[A-Za-z0-9-]+"', game_page))
    assert linked == len(RULES)
