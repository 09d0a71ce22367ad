"""The engines' sentences in Italian: "a" and "e" before a seat's name take the euphonic d
when the name starts with the same vowel ("vanno ad Anna", "Bruno ed Elena"), whatever
name sits at the seat when the sentence is read."""

from __future__ import annotations

from referee.games.base import it_en
from referee.games.base.text import seat


def test_a_and_e_before_a_name_with_the_same_vowel_take_a_d():
    text = it_en(
        f"le altre vanno a {seat(1)}; {seat(0)} e {seat(1)}; E {seat(1)} paga",
        f"the rest go to {seat(1)}; {seat(0)} and {seat(1)}; and {seat(1)} pays",
    )
    assert text.render("it", ["Bruno", "Anna"]) == (
        "le altre vanno ad Anna; Bruno e Anna; E Anna paga"
    )
    assert text.render("it", ["Bruno", "Elena"]) == (
        "le altre vanno a Elena; Bruno ed Elena; Ed Elena paga"
    )
    assert text.render("it", ["Bruno", "Carla"]) == (
        "le altre vanno a Carla; Bruno e Carla; E Carla paga"
    )
    # English, and Italian words that only end in a or e, are left as they are
    assert (
        text.render("en", ["Bruno", "Anna"]) == "the rest go to Anna; Bruno and Anna; and Anna pays"
    )
    assert it_en(f"la casa {seat(0)}", "").render("it", ["Anna"]) == "la casa Anna"
