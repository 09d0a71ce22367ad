"""Player names as people see them: two names that look the same are the same name.

``normalise_name`` is what a name is kept as: composed (NFC), without the invisible
characters that make two names look alike while differing (zero-width spaces, bidirectional
controls, soft hyphens, byte-order marks, Hangul fillers, the blank Braille pattern). A
zero-width joiner or non-joiner stays between two visible characters, where some scripts and
emoji need it. ``name_key`` is what names are compared by: ``normalise_name`` without any
format character, compatibility-folded (NFKC: a full-width Ａ is an A), case-folded, its
whitespace folded: two names with one key are one name (``tables.names`` adds the names
that look alike without being one, and keeps them from sitting together).

Pure: the standard library's Unicode database only. Whitespace folding, lengths and control
characters stay with ``base.clean_name``.
"""

from __future__ import annotations

import unicodedata

#: Zero-width non-joiner and joiner: kept between two visible characters.
JOINERS = frozenset("\u200c\u200d")

#: Invisible characters that are not format characters (category Cf).
INVISIBLE = frozenset(
    "\u034f"  # combining grapheme joiner
    "\u115f\u1160\u3164\uffa0"  # Hangul fillers
    "\u17b4\u17b5"  # Khmer inherent vowels
    "\u180b\u180c\u180d\u180f"  # Mongolian variation selectors
    "\u2800"  # Braille pattern blank
)


def is_hidden(ch: str) -> bool:
    """Whether ``ch`` is invisible: a format character (Cf) or one of ``INVISIBLE``."""
    return ch in INVISIBLE or unicodedata.category(ch) == "Cf"


def _visible(ch: str) -> bool:
    return not is_hidden(ch) and not ch.isspace()


def normalise_name(name: str) -> str:
    """``name`` composed (NFC) and without invisible characters (see the module)."""
    text = unicodedata.normalize("NFC", name)
    kept: list[str] = []
    for i, ch in enumerate(text):
        if ch in JOINERS:
            between = kept and _visible(kept[-1]) and i + 1 < len(text) and _visible(text[i + 1])
            if between:
                kept.append(ch)
        elif not is_hidden(ch):
            kept.append(ch)
    return "".join(kept)


def name_key(name: str) -> str:
    """What names are compared by: equal keys look alike (see the module)."""
    visible = "".join(ch for ch in normalise_name(name) if not is_hidden(ch))
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", visible).casefold())
    return " ".join(folded.split())


__all__ = ["is_hidden", "name_key", "normalise_name"]
