"""Every string the pages show exists in Italian, and the compiled catalogue is current."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "referee" / "translations" / "it" / "LC_MESSAGES"
METHODS = [("referee/**.py", "python"), ("templates/**.html", "jinja2")]
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "lazy_gettext": None}


def _po():  # noqa: ANN202 - a babel Catalog
    with (CATALOGUE / "messages.po").open("rb") as handle:
        return read_po(handle)


def _source_ids() -> set[str]:
    found = extract_from_dir(
        str(ROOT),
        method_map=METHODS,
        keywords=KEYWORDS,
        options_map={"templates/**.html": {"extensions": "jinja2.ext.do"}},
    )
    ids: set[str] = set()
    for _file, _line, message, _comments, _context in found:
        ids.add(message[0] if isinstance(message, tuple) else message)
    return ids


def test_every_ui_string_is_translated_to_italian() -> None:
    catalogue = _po()
    translated = {_key(m.id): _forms(m.string) for m in catalogue if m.id and not m.fuzzy}
    missing = sorted(i for i in _source_ids() if not all(translated.get(i) or [""]))
    assert not missing, f"untranslated (run pybabel extract/update, then translate): {missing}"


def test_placeholders_survive_translation() -> None:
    catalogue = _po()
    for message in catalogue:
        if not message.id:
            continue
        want = set(re.findall(r"%\(\w+\)s", str(_key(message.id))))
        for form in _forms(message.string):
            assert set(re.findall(r"%\(\w+\)s", form)) == want, message.id


def test_the_compiled_catalogue_matches_the_source() -> None:
    source = _po()
    with (CATALOGUE / "messages.mo").open("rb") as handle:
        compiled = read_mo(handle)

    def table(catalogue):  # noqa: ANN001, ANN202 - babel Catalogs
        return {_key(m.id): _forms(m.string) for m in catalogue if m.id}

    assert table(source) == table(compiled)


def _key(message_id: str | tuple[str, ...] | list[str]) -> str:
    """A message's singular id (a plural message is keyed by its singular)."""
    return message_id if isinstance(message_id, str) else message_id[0]


def _forms(string: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Every form of a translation: one, or one per plural form."""
    return (string,) if isinstance(string, str) else tuple(string)
