"""The King call, rule by rule (TAR-CALL-a … e): a declarer's 15 cards, the card the rules
force, a wrong call and the rule that refuses it, and what the page says (in the language
given). Checked on the page through the test client (``tests/web``) and in Chromium."""

from __future__ import annotations

from typing import Any

FILL = ["T0", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12"]


def fifteen(*cards: str) -> list[str]:
    """``cards`` and low trumps up to 15 cards (trumps leave the suits' lengths alone)."""
    return [*cards, *FILL][:15]


#: Per rule: Bruno's 15 cards, the card the rules force, a wrong call and the rule that
#: refuses it, what the page says (each language), and the language of Bruno's phone.
KING_CALLS: dict[str, dict[str, Any]] = {
    "a": {
        "hand": fifteen("KS", "KC", "KB"),
        "must": "KO",
        "wrong": "QO",
        "rule": "TAR-CALL-a",
        "lang": "it",
        "says": "Va chiamato il Re Oro. Ha tre Re: deve chiamare il quarto, il Re Oro.",
    },
    "b": {
        "hand": fifteen("KS", "7C", "9B", "8B", "7B", "6O", "5O"),
        "must": "KC",
        "wrong": "KO",
        "rule": "TAR-CALL-b",
        "lang": "en",
        "says": "The Re Coppe must be called. Must call a King not held, of the shortest suit",
    },
    "c": {
        "hand": fifteen("KS", "KC", "NB", "5B", "JO", "6O"),
        "must": "KB",
        "wrong": "KO",
        "rule": "TAR-CALL-c",
        "lang": "it",
        "says": "a parità di lunghezza vince la figura più alta (Cavallo)",
    },
    "d": {
        "hand": fifteen("KS", "KC", "JB", "6B", "JO", "5O"),
        "must": "KO",
        "wrong": "KB",
        "rule": "TAR-CALL-d",
        "lang": "en",
        "says": "still tied, and one of the suits is Coins: the Re Oro.",
    },
    "e": {
        "hand": fifteen("KS", "QS", "KC", "KB", "7B", "KO", "7O", "6O"),
        "must": "QB",
        "wrong": "QO",
        "rule": "TAR-CALL-e",
        "lang": "it",
        "says": "Va chiamata la Regina Bastoni.",
    },
}
