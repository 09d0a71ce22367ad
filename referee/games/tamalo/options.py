"""Tamalo's table options: every ambiguity of rules.md §4.6 that changes a score or the play.

Each option is declared once, with its default, its values, its words and the rules it
touches; ``OPTION_SPECS`` is derived from the model.
"""

from __future__ import annotations

from typing import Literal

from ..base import GameOptions, OptionSpec, option, option_specs


class TamaloOptions(GameOptions):
    target: int = option(
        100,
        ge=10,
        le=10_000,
        label=("Fine partita a", "Game ends at"),
        description=(
            "La partita finisce appena qualcuno raggiunge questo totale; vince il più basso.",
            "The game ends as soon as someone reaches this total; the lowest total wins.",
        ),
        rules=("TAM-END",),
    )
    end: Literal["target", "hands"] = option(
        "target",
        label=("Come finisce la partita", "How the game ends"),
        description=(
            "Al traguardo (il testo: 100), o dopo un numero di mani deciso prima, come nel "
            "Tamalou francese.",
            "At the target (the text: 100), or after a number of hands agreed beforehand, as in "
            "the French Tamalou.",
        ),
        rules=("TAM-END", "TAM-TAMALOU-END"),
        choices={
            "target": ("Al traguardo", "At the target"),
            "hands": ("Tamalou: dopo le mani stabilite", "Tamalou: after the agreed hands"),
        },
    )
    hands: int = option(
        10,
        ge=1,
        le=200,
        label=("Mani da giocare (Tamalou)", "Hands to play (Tamalou)"),
        description=(
            "Se la partita finisce dopo un numero di mani: quante; vince il più basso.",
            "When the game ends after a number of hands: how many; the lowest total wins.",
        ),
        rules=("TAM-TAMALOU-END",),
    )
    max_seats: Literal[6, 8] = option(
        6,
        label=("Giocatori al massimo", "Most players"),
        description=(
            "Il testo: da 2 a 6; il Tamalou francese: da 2 a 8.",
            "The text: 2 to 6; the French Tamalou: 2 to 8.",
        ),
        rules=("TAM-PLAYERS", "TAM-TAMALOU-PLAYERS"),
        choices={
            6: ("Fino a 6", "Up to 6"),
            8: ("Tamalou: fino a 8", "Tamalou: up to 8"),
        },
    )
    cards: Literal[4, 6] = option(
        4,
        label=("Carte a testa", "Cards each"),
        description=(
            "4 carte (normale) o 6 carte, consigliato in due: se ne guardano 3.",
            "4 cards (normal) or 6 cards, advised for two players: look at 3 of them.",
        ),
        rules=("TAM-6CARDS",),
        choices={
            4: ("4 carte", "4 cards"),
            6: ("6 carte", "6 cards"),
        },
    )
    jokers: Literal[0, 1, 2] = option(
        0,
        label=("Jolly (modalità Jokes)", "Jokers (Jokes mode)"),
        description=(
            "Jolly nel mazzo, 15 punti l'uno; si elimina solo scartandolo su un altro jolly.",
            "Jokers in the deck, 15 points each; one dies only when discarded onto another.",
        ),
        rules=("TAM-JOKE",),
        choices={
            0: ("Nessuno", "None"),
            1: ("Uno", "One"),
            2: ("Due", "Two"),
        },
    )
    caller_tie: Literal["strict", "shared"] = option(
        "strict",
        label=("Chi chiama ed è pari al più basso", "Caller tied for the lowest"),
        description=(
            "«Non ha il punteggio più basso di tutti»: in parità prende 15 (rigido) o no "
            "(condiviso).",
            "'Not the lowest of all': a caller tied for lowest takes 15 (strict) or not (shared).",
        ),
        rules=("TAM-AMB-1", "TAM-CALLER-NL"),
        choices={
            "strict": ("Rigido: la parità costa 15", "Strict: a tie costs 15"),
            "shared": ("Condiviso: la parità basta", "Shared: a tie is enough"),
        },
    )
    compare_on: Literal["raw", "adjusted"] = option(
        "raw",
        label=("Il più basso si decide su", "Lowest is decided on"),
        description=(
            "Confronto sulla somma delle carte (grezza) o sul punteggio dopo la regola del "
            "sotto 5.",
            "Compare raw hand totals, or scores after the under-5 rule (then 1 and 3 tie at 0).",
        ),
        rules=("TAM-AMB-2",),
        choices={
            "raw": ("Somma delle carte", "Raw hand totals"),
            "adjusted": ("Punteggio dopo il sotto 5", "Scores after under 5"),
        },
    )
    caller_over5_lowest: Literal["always", "hand"] = option(
        "always",
        label=("Chi chiama con più di 5 ed è il più basso", "Caller over 5 who is lowest"),
        description=(
            "«In ogni caso»: 15 + la mano anche se è il più basso; oppure solo la mano.",
            "'In every case': 15 + the hand even when lowest; or just the hand.",
        ),
        rules=("TAM-AMB-3", "TAM-CALLER-GT5"),
        choices={
            "always": ("15 + mano in ogni caso", "15 + hand in every case"),
            "hand": ("Solo la mano", "Just the hand"),
        },
    )
    caller_five: Literal["flat", "plus_hand"] = option(
        "flat",
        label=("Chi chiama con 5 e non è il più basso", "Caller with 5, not lowest"),
        description=(
            "5 non è «più di 5»: prende 15 fissi, oppure 15 + 5 = 20.",
            "5 is not 'more than 5': a flat 15, or 15 + 5 = 20.",
        ),
        rules=("TAM-AMB-4", "TAM-CALLER-NL"),
        choices={
            "flat": ("15 fissi", "Flat 15"),
            "plus_hand": ("15 + 5 = 20", "15 + 5 = 20"),
        },
    )
    final_tie: Literal["co_winners", "play_on"] = option(
        "co_winners",
        label=("Parità per la vittoria", "Tie for the win"),
        description=(
            "A fine partita i pari al più basso vincono insieme, o si gioca un'altra mano.",
            "At the end, players tied for lowest share the win, or another hand is played.",
        ),
        rules=("TAM-AMB-6", "TAM-END"),
        choices={
            "co_winners": ("Vincono insieme", "Shared win"),
            "play_on": ("Si gioca un'altra mano", "Play another hand"),
        },
    )
    seven_power: bool = option(
        True,
        label=("Il 7 ha un potere", "The 7 has a power"),
        description=(
            "La tabella dei poteri dà al 7 «guarda una tua carta»; il testo dice «sopra il 7».",
            "The powers table gives the 7 'look at one of yours'; the text says 'above 7'.",
        ),
        rules=("TAM-AMB-10", "TAM-POWER"),
    )
    matched_vergine: bool = option(
        True,
        label=("La carta buttata uguale è vergine", "A matched card is vergine"),
        description=(
            "Su una carta buttata su uno scarto uguale se ne può buttare un'altra dello stesso "
            "numero; se no, la prima buttata chiude lo scarto.",
            "Another same-number card may go onto a card matched onto a discard; if not, the "
            "first match closes it.",
        ),
        rules=("TAM-AMB-11", "TAM-MATCH"),
    )


OPTION_SPECS: tuple[OptionSpec, ...] = option_specs(TamaloOptions)
