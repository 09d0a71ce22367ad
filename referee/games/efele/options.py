"""Efele's table options: the pack, every ambiguity of rules.md §5.6, the stake, the dealer.

Each option is declared once, with its default (the digest's), its values, its words and
the rules it touches; ``OPTION_SPECS`` is derived from the model.
"""

from __future__ import annotations

from typing import Literal

from ..base import GameOptions, OptionSpec, option, option_specs
from .cards import Deck


class EfeleOptions(GameOptions):
    deck: Deck = option(
        "salzburger33",
        label=("Mazzo", "Pack"),
        description=(
            "Salisburghese da 33 carte con il Weli, che fa da jolly; o bavarese da 32, senza "
            "jolly. Il Weli è il 6 di Sonagli: il testo dice di togliere i 6, ma lo usa come "
            "jolly.",
            "Salzburger, 33 cards with the Weli as a wild card; or Bavarian, 32 cards with no "
            "wild card. The Weli is the 6 of Bells: the text says to take out the 6s, but uses "
            "it as the wild card.",
        ),
        rules=("EFE-DECK", "EFE-AMB-1", "EFE-WELI"),
        choices={
            "salzburger33": (
                "Salisburghese, 33 carte con il Weli",
                "Salzburger, 33 cards with the Weli",
            ),
            "bavarian32": ("Bavarese, 32 carte senza jolly", "Bavarian, 32 cards, no wild card"),
        },
    )
    player_limit: Literal["cards", "seven"] = option(
        "cards",
        label=("Quanti giocatori al massimo", "Most players"),
        description=(
            "Quanti ne permettono le carte (7 con 32, 8 con 33: in 8 il tallone ha una carta "
            "sola), oppure mai più di 7.",
            "As many as the cards allow (7 with 32, 8 with 33: with 8 the stock has a single "
            "card), or never more than 7.",
        ),
        rules=("EFE-AMB-2", "EFE-PLAYERS"),
        choices={
            "cards": ("Quanti ne permettono le carte", "As many as the cards allow"),
            "seven": ("Al massimo 7", "At most 7"),
        },
    )
    out_cards: Literal["removed", "tallone"] = option(
        "removed",
        label=("Le carte di chi esce", "The cards of a player who goes out"),
        description=(
            "Escono dal gioco con lui, oppure tornano nel tallone e si possono ripescare.",
            "They leave the game with the player, or go back into the stock and may be drawn "
            "again.",
        ),
        rules=("EFE-AMB-3",),
        choices={
            "removed": ("Escono dal gioco", "Removed from play"),
            "tallone": ("Tornano nel tallone", "Back into the stock"),
        },
    )
    dead_passed: Literal["tallone_only", "passed_too"] = option(
        "tallone_only",
        label=("Valori morti: quali carte", "Dead values: which cards"),
        description=(
            "La regola dei valori morti vale solo per le carte pescate dal tallone, oppure anche "
            "per quelle passate dal vicino.",
            "The dead-value rule applies only to cards drawn from the stock, or also to cards "
            "passed by a neighbour.",
        ),
        rules=("EFE-AMB-4", "EFE-DEAD"),
        choices={
            "tallone_only": (
                "Solo le carte pescate dal tallone",
                "Only cards drawn from the stock",
            ),
            "passed_too": ("Anche le carte passate", "Passed cards too"),
        },
    )
    centre_throws: Literal["centre_value", "any_value"] = option(
        "centre_value",
        label=("Nel giro al centro si buttano", "In the centre round one throws"),
        description=(
            "Solo carte del valore della carta scoperta al centro, oppure carte di un valore "
            "qualsiasi, purché tutte uguali.",
            "Only cards of the face-up centre card's value, or cards of any one value, all alike.",
        ),
        rules=("EFE-AMB-5", "EFE-DEAD"),
        choices={
            "centre_value": ("Del valore della carta al centro", "Of the centre card's value"),
            "any_value": ("Di un valore qualsiasi", "Of any one value"),
        },
    )
    weli_centre: Literal["kills_nothing", "named_value"] = option(
        "kills_nothing",
        label=("Il Weli finito al centro", "The Weli ending in the centre"),
        description=(
            "Se il Weli fa il giro e finisce scoperto al centro è morto e non rende morto "
            "nessun valore; oppure vale il valore che dice chi lo mette al centro.",
            "If the Weli goes round and ends face up in the centre it is dead and kills no "
            "value; or it counts as the value named by whoever puts it there.",
        ),
        rules=("EFE-AMB-6", "EFE-WELI"),
        choices={
            "kills_nothing": ("Non rende morto nessun valore", "Kills no value"),
            "named_value": ("Vale il valore detto", "Counts as the value named"),
        },
    )
    deadlock: Literal["joint_efele", "redeal"] = option(
        "joint_efele",
        label=("Partita bloccata", "Deadlock"),
        description=(
            "Se tutti i valori sono morti e nessuno può chiudere: tutti i rimasti sono Efele "
            "insieme, oppure si ridistribuisce tra loro.",
            "If every value is dead and nobody can complete: all the players left are Efele "
            "together, or the cards are dealt again among them.",
        ),
        rules=("EFE-AMB-7", "EFE-END"),
        choices={
            "joint_efele": ("Tutti i rimasti sono Efele", "All the players left are Efele"),
            "redeal": ("Si ridistribuisce", "Deal again"),
        },
    )
    weli_dead_value: Literal["wins", "refused"] = option(
        "wins",
        label=("Un valore morto completato con il Weli", "A dead value completed with the Weli"),
        description=(
            "Tre carte di un valore morto al centro e il Weli: combinazione vincente, come "
            "dice il testo alla lettera (il Weli vale qualsiasi valore); oppure no, perché il "
            "Weli starebbe per una carta morta.",
            "Three cards of a value dead in the centre and the Weli: a winning set, as the "
            "text says word for word (the Weli takes any value); or not, since the Weli would "
            "stand for a dead card.",
        ),
        rules=("EFE-AMB-8", "EFE-WELI", "EFE-DEAD"),
        choices={
            "wins": ("Vince, come dice il testo", "It wins, as the text says"),
            "refused": ("Non vale: il valore è morto", "It does not stand: the value is dead"),
        },
    )
    stake: int = option(
        1,
        ge=0,
        le=1000,
        label=("Punti di penalità per l'Efele", "Penalty points for the Efele"),
        description=(
            "Quanto paga l'Efele di ogni partita, concordato prima della distribuzione (0: "
            "nessun punto, solo la penitenza scritta).",
            "What the Efele of each game pays, agreed before the deal (0: no points, only the "
            "written forfeit).",
        ),
        rules=("EFE-END",),
    )
    first_dealer: int = option(
        0,
        ge=0,
        le=7,
        label=("Primo mazziere (posto)", "First dealer (seat)"),
        description=(
            "Il posto di chi distribuisce nella prima partita, scelto a sorteggio; poi tocca a "
            "chi siede alla sua sinistra.",
            "The seat dealing the first game, chosen by lot; then the player on the left deals.",
        ),
        rules=("EFE-PLAYERS",),
    )


OPTION_SPECS: tuple[OptionSpec, ...] = option_specs(EfeleOptions)
