"""Tamalo's table options: every ambiguity of rules.md §4.6 that changes a score."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..base import Choice, JsonInt, OptionSpec
from ..base import it_en as _t


class TamaloOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    target: Annotated[JsonInt, Field(ge=10, le=10_000)] = 100
    cards: Literal[4, 6] = 4
    jokers: Literal[0, 1, 2] = 0
    caller_tie: Literal["strict", "shared"] = "strict"
    compare_on: Literal["raw", "adjusted"] = "raw"
    caller_over5_lowest: Literal["always", "hand"] = "always"
    caller_five: Literal["flat", "plus_hand"] = "flat"
    final_tie: Literal["co_winners", "play_on"] = "co_winners"
    seven_power: bool = True


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        key="target",
        label=_t("Fine partita a", "Game ends at"),
        description=_t(
            "La partita finisce appena qualcuno raggiunge questo totale; vince il più basso.",
            "The game ends as soon as someone reaches this total; the lowest total wins.",
        ),
        default=100,
        rules=("TAM-END",),
        minimum=10,
        maximum=10_000,
    ),
    OptionSpec(
        key="cards",
        label=_t("Carte a testa", "Cards each"),
        description=_t(
            "4 carte (normale) o 6 carte, consigliato in due: se ne guardano 3.",
            "4 cards (normal) or 6 cards, advised for two players: look at 3 of them.",
        ),
        default=4,
        rules=("TAM-6CARDS",),
        choices=(
            Choice(4, _t("4 carte", "4 cards")),
            Choice(6, _t("6 carte", "6 cards")),
        ),
    ),
    OptionSpec(
        key="jokers",
        label=_t("Jolly (modalità Jokes)", "Jokers (Jokes mode)"),
        description=_t(
            "Jolly nel mazzo, 15 punti l'uno; si elimina solo scartandolo su un altro jolly.",
            "Jokers in the deck, 15 points each; one dies only when discarded onto another.",
        ),
        default=0,
        rules=("TAM-JOKE",),
        choices=(
            Choice(0, _t("Nessuno", "None")),
            Choice(1, _t("Uno", "One")),
            Choice(2, _t("Due", "Two")),
        ),
    ),
    OptionSpec(
        key="caller_tie",
        label=_t("Chi chiama ed è pari al più basso", "Caller tied for the lowest"),
        description=_t(
            "«Non ha il punteggio più basso di tutti»: in parità prende 15 (rigido) o no "
            "(condiviso).",
            "'Not the lowest of all': a caller tied for lowest takes 15 (strict) or not (shared).",
        ),
        default="strict",
        rules=("TAM-AMB-1", "TAM-CALLER-NL"),
        choices=(
            Choice("strict", _t("Rigido: la parità costa 15", "Strict: a tie costs 15")),
            Choice("shared", _t("Condiviso: la parità basta", "Shared: a tie is enough")),
        ),
    ),
    OptionSpec(
        key="compare_on",
        label=_t("Il più basso si decide su", "Lowest is decided on"),
        description=_t(
            "Confronto sulla somma delle carte (grezza) o sul punteggio dopo la regola del "
            "sotto 5.",
            "Compare raw hand totals, or scores after the under-5 rule (then 1 and 3 tie at 0).",
        ),
        default="raw",
        rules=("TAM-AMB-2",),
        choices=(
            Choice("raw", _t("Somma delle carte", "Raw hand totals")),
            Choice("adjusted", _t("Punteggio dopo il sotto 5", "Scores after under 5")),
        ),
    ),
    OptionSpec(
        key="caller_over5_lowest",
        label=_t("Chi chiama con più di 5 ed è il più basso", "Caller over 5 who is lowest"),
        description=_t(
            "«In ogni caso»: 15 + la mano anche se è il più basso; oppure solo la mano.",
            "'In every case': 15 + the hand even when lowest; or just the hand.",
        ),
        default="always",
        rules=("TAM-AMB-3", "TAM-CALLER-GT5"),
        choices=(
            Choice("always", _t("15 + mano in ogni caso", "15 + hand in every case")),
            Choice("hand", _t("Solo la mano", "Just the hand")),
        ),
    ),
    OptionSpec(
        key="caller_five",
        label=_t("Chi chiama con 5 e non è il più basso", "Caller with 5, not lowest"),
        description=_t(
            "5 non è «più di 5»: prende 15 fissi, oppure 15 + 5 = 20.",
            "5 is not 'more than 5': a flat 15, or 15 + 5 = 20.",
        ),
        default="flat",
        rules=("TAM-AMB-4", "TAM-CALLER-NL"),
        choices=(
            Choice("flat", _t("15 fissi", "Flat 15")),
            Choice("plus_hand", _t("15 + 5 = 20", "15 + 5 = 20")),
        ),
    ),
    OptionSpec(
        key="final_tie",
        label=_t("Parità per la vittoria", "Tie for the win"),
        description=_t(
            "A fine partita i pari al più basso vincono insieme, o si gioca un'altra mano.",
            "At the end, players tied for lowest share the win, or another hand is played.",
        ),
        default="co_winners",
        rules=("TAM-AMB-6", "TAM-END"),
        choices=(
            Choice("co_winners", _t("Vincono insieme", "Shared win")),
            Choice("play_on", _t("Si gioca un'altra mano", "Play another hand")),
        ),
    ),
    OptionSpec(
        key="seven_power",
        label=_t("Il 7 ha un potere", "The 7 has a power"),
        description=_t(
            "La tabella dei poteri dà al 7 «guarda una tua carta»; il testo dice «sopra il 7».",
            "The powers table gives the 7 'look at one of yours'; the text says 'above 7'.",
        ),
        default=True,
        rules=("TAM-AMB-10", "TAM-POWER"),
    ),
)
