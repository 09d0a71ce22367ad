"""High card's screen adapter: the two cards shown, typed; a concession. It is all the
pages need to serve the game, with the templates in ``templates/games/highcard/``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from werkzeug.datastructures import MultiDict

from referee.games.base import Text
from referee.games.cards import RANKS, SUITS, parse_card
from referee.web.games import FormError, GameScreen, registered


class HighCardScreen(GameScreen):
    game_id = "highcard"
    entry_template = "games/highcard/_entry.html"
    correction_template = "games/highcard/_hand_form.html"
    template_folder = Path(__file__).parent / "templates"

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        if form.get("type") == "concede":
            return {"type": "concede", "seat": int(form.get("seat", "0") or 0)}
        cards = [form.get(f"card-{i}", "").strip() for i in range(len(names))]
        for name, card in zip(names, cards, strict=True):
            if not card:
                raise FormError(
                    Text(it=f"Manca la carta di {name}.", en=f"{name}'s card is missing."),
                    f"card-{names.index(name)}",
                )
        return {"type": "hand", "cards": cards}

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return {f"card-{i}": card for i, card in enumerate(move.get("cards", []))}

    def picker(self, options: Any) -> list[tuple[str, str]]:
        """The card keys of its checks' forms: the 52 cards, suit by suit."""
        return [(rank + suit, parse_card(rank + suit).label()) for suit in SUITS for rank in RANKS]


@contextmanager
def screen_registered() -> Iterator[HighCardScreen]:
    with registered(HighCardScreen()) as screen:
        yield screen  # type: ignore[misc]
