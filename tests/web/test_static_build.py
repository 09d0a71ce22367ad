"""The static build: each file under its plain and its fingerprinted name, and where it
compresses, a brotli and a gzip copy beside each name that hold exactly the file's bytes
(the two names' copies are compressed once and copied)."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli

from referee.web.assets import build

STATIC = Path(__file__).resolve().parents[2] / "static"


def test_every_compressed_copy_is_its_own_files_bytes() -> None:
    built = build(STATIC)
    checked = set()
    for plain, hashed in built.names.items():
        for served in (plain, hashed):
            data = (built.folder / served).read_bytes()
            for suffix, opened in ((".br", brotli.decompress), (".gz", gzip.decompress)):
                copy = built.folder / f"{served}{suffix}"
                if copy.exists():
                    assert opened(copy.read_bytes()) == data, copy
                    checked.add((plain, suffix))
        # Both names compress alike: a copy for one name is a copy for the other.
        for suffix in (".br", ".gz"):
            assert (built.folder / f"{plain}{suffix}").exists() == (
                built.folder / f"{hashed}{suffix}"
            ).exists()
    # The page's bundles are among them, in both encodings.
    assert {("app.js", ".br"), ("app.js", ".gz"), ("app.css", ".br")} <= checked
