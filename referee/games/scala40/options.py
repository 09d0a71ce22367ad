"""Scala 40's table options: every ambiguity of rules.md §3.7 and every variant of §3.6.

Each option is declared once, with its default (the digest's), its values, its words and the
rules it touches; ``OPTION_SPECS`` is derived from the model. Outside clients set them by
these keys and values.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import field_validator

from ..base import GameOptions, OptionSpec, option, option_specs

JokersPerMeld = Literal["1", "unlimited", "two_natural"]


class Scala40Options(GameOptions):
    threshold: Literal[101, 151, 201, 301, 501] = option(
        101,
        label=("Si sballa a", "Out at"),
        description=(
            "Chi arriva a questo totale o lo supera è fuori; vince l'ultimo rimasto. Il testo "
            "dice 101, 201 o 501; il regolamento FISCA 301, e anche 101, 151 o 201.",
            "Whoever reaches this total or more is out; the last player left wins. The text "
            "says 101, 201 or 501; the FISCA regulation 301, and also 101, 151 or 201.",
        ),
        rules=("S40-ELIM", "S40-FISCA-ELIM"),
        choices={
            101: ("101", "101"),
            151: ("151 (FISCA)", "151 (FISCA)"),
            201: ("201", "201"),
            301: ("301 (FISCA)", "301 (FISCA)"),
            501: ("501", "501"),
        },
    )
    lone_ace: bool = option(
        True,
        label=("Asso rimasto da solo vale 1", "A lone ace counts 1"),
        description=(
            "Se l'unica carta rimasta in mano è un asso, vale 1 invece di 11 (come dice il "
            "testo); se no vale sempre 11.",
            "If the only card left in hand is an ace it counts 1 instead of 11 (as the text "
            "says); if not, it is always 11.",
        ),
        rules=("S40-LONE-ACE", "S40-AMB-2"),
    )
    joker_in_hand: int = option(
        25,
        ge=1,
        le=100,
        label=("Jolly rimasto in mano", "A jolly left in hand"),
        description=(
            "Quanto paga un jolly rimasto in mano a fine mano: «solitamente» 25.",
            "What a jolly left in hand costs at the end of a hand: 'usually' 25.",
        ),
        rules=("S40-AMB-3", "S40-VAL-HAND"),
    )
    jokers_per_meld: JokersPerMeld = option(
        "1",
        label=("Jolly per combinazione", "Jollies per meld"),
        description=(
            "Quanti jolly può avere una combinazione: uno, senza limiti, o quanti si vuole "
            "purché restino almeno due carte vere.",
            "How many jollies a meld may hold: one, no limit, or any number as long as at "
            "least two real cards remain.",
        ),
        rules=("S40-AMB-4", "S40-JOKER"),
        choices={
            "1": ("Al massimo uno", "One at most"),
            "unlimited": ("Senza limiti", "No limit"),
            "two_natural": ("Almeno due carte vere", "At least two real cards"),
        },
    )
    in_mano: Literal["double", "bonus"] = option(
        "double",
        label=("Chi chiude in mano", "Closing in mano"),
        description=(
            "Chi apre e chiude nello stesso turno fa pagare doppio agli altri, oppure riceve "
            "un bonus sul proprio totale.",
            "Whoever opens and goes out in the same turn makes the others pay double, or gets "
            "a bonus off their own total.",
        ),
        rules=("S40-INMANO-X2", "S40-INMANO-BONUS"),
        choices={
            "double": ("Gli altri pagano doppio", "The others pay double"),
            "bonus": ("Bonus a chi chiude", "A bonus for the closer"),
        },
    )
    in_mano_bonus: int = option(
        25,
        ge=1,
        le=100,
        label=("Bonus per la chiusura in mano", "Bonus for closing in mano"),
        description=(
            "I punti tolti dal totale di chi chiude in mano, quando si gioca con il bonus.",
            "The points taken off the total of whoever closes in mano, when playing the bonus.",
        ),
        rules=("S40-INMANO-BONUS",),
    )
    bonus_floor: bool = option(
        False,
        label=("Il bonus si ferma a 0", "The bonus stops at 0"),
        description=(
            "Il bonus della chiusura in mano non porta il totale sotto zero; se no può "
            "andare sotto.",
            "The in-mano bonus does not take a total below zero; if not, it may go below.",
        ),
        rules=("S40-AMB-7", "S40-INMANO-BONUS"),
    )
    reentry: Literal["off", "highest", "highest_plus_1", "fixed"] = option(
        "off",
        label=("Rientro", "Buying back in"),
        description=(
            "Regola della casa: chi sballa può rientrare, finché restano almeno altri due "
            "giocatori, con il totale più alto dei rimasti, quello più uno, o un totale fisso.",
            "House rule: whoever is out may buy back in, while at least two others remain, at "
            "the highest total left, that plus one, or a fixed total.",
        ),
        rules=("S40-RIENTRO",),
        choices={
            "off": ("Niente rientro", "No buying back in"),
            "highest": ("Al totale più alto", "At the highest total"),
            "highest_plus_1": ("Al totale più alto più uno", "At the highest total plus one"),
            "fixed": ("A un totale fisso", "At a fixed total"),
        },
    )
    reentry_score: int = option(
        0,
        ge=0,
        le=500,
        label=("Totale fisso del rientro", "Fixed total to buy back in at"),
        description=(
            "Il totale da cui riparte chi rientra, quando il rientro è a un totale fisso.",
            "The total a player buys back in at, when buying back in is at a fixed total.",
        ),
        rules=("S40-RIENTRO",),
    )
    reentry_max: int = option(
        1,
        ge=1,
        le=10,
        label=("Rientri a testa", "Times each may buy back in"),
        description=(
            "Quante volte un giocatore può rientrare in una partita.",
            "How many times one player may buy back in during a game.",
        ),
        rules=("S40-RIENTRO",),
    )
    reentry_stake: int = option(
        0,
        ge=0,
        le=10_000,
        label=("Posta del rientro", "Stake to buy back in"),
        description=(
            "Quanto paga chi rientra (0: niente da segnare); l'app lo annota, non lo somma.",
            "What buying back in costs (0: nothing to note); the app notes it, it adds nothing.",
        ),
        rules=("S40-RIENTRO",),
    )
    discard_restriction: Literal["unopened", "everyone"] = option(
        "unopened",
        label=("Non si scarta una carta attaccabile", "No discarding a card that fits"),
        description=(
            "Chi non ha aperto non scarta una carta che si può attaccare in tavola (il testo); "
            "oppure nessuno la scarta.",
            "Whoever has not opened may not discard a card that fits a meld on the table (the "
            "text); or nobody may.",
        ),
        rules=("S40-AMB-5",),
        choices={
            "unopened": ("Solo chi non ha aperto", "Only who has not opened"),
            "everyone": ("Nessuno", "Nobody"),
        },
    )
    jokers: bool = option(
        True,
        label=("Si gioca con i jolly", "Jollies in play"),
        description=(
            "Con i quattro jolly dei due mazzi; senza, nessun jolly si pesca né si cala.",
            "With the four jollies of the two packs; without, no jolly is drawn or melded.",
        ),
        rules=("S40-VAR-JOLLY", "S40-DECK"),
    )
    jokers_in_opening: bool = option(
        True,
        label=("Jolly nell'apertura", "Jollies in the opening"),
        description=(
            "I jolly si possono usare nelle combinazioni con cui si apre; se no solo dopo.",
            "Jollies may be used in the melds one opens with; if not, only later.",
        ),
        rules=("S40-VAR-JOLLY", "S40-OPEN40"),
    )
    recovered_joker_remeld: bool = option(
        False,
        label=("Il jolly ripreso si ricala subito", "A jolly taken back is melded at once"),
        description=(
            "Chi riprende un jolly dal tavolo deve calarlo subito in una nuova combinazione.",
            "Whoever takes a jolly back from the table must meld it at once in a new meld.",
        ),
        rules=("S40-VAR-JOLLY", "S40-JOKER"),
    )
    dealer_fourteen: bool = option(
        False,
        label=("Il mazziere riceve 14 carte", "The dealer gets 14 cards"),
        description=(
            "Il mazziere riceve 14 carte e al primo turno scarta senza pescare.",
            "The dealer gets 14 cards and on the first turn discards without drawing.",
        ),
        rules=("S40-DECK",),
    )
    pozzo_to_open: bool = option(
        False,
        label=("Si apre con la carta del pozzo", "Taking the pozzo card to open"),
        description=(
            "Chi non ha aperto può prendere la carta del pozzo se la usa subito per aprire.",
            "Whoever has not opened may take the pozzo card if it is used at once to open.",
        ),
        rules=("S40-OPEN40",),
    )

    opening_ace: Literal["seed", "high_ten", "low_eleven"] = option(
        "seed",
        label=("L'asso nell'apertura", "The ace in an opening meld"),
        description=(
            "Quanto vale l'asso in scala per arrivare ai 40: come il testo (A-2-3 fa 6, "
            "Q-K-A 31), come alcuni circoli (Q-K-A fa 30, l'asso dopo il re vale 10) o come un "
            "altro (A-2-3 fa 16, l'asso vale 11 anche prima del 2).",
            "What an ace in a sequence counts towards the 40: as the text (A-2-3 is 6, Q-K-A "
            "31), as some club pages (Q-K-A is 30, the ace after the king counts 10) or as "
            "another club (A-2-3 is 16, the ace counts 11 even before the 2).",
        ),
        rules=("S40-CLUB-ACE", "S40-VAL-OPEN"),
        choices={
            "seed": ("Come il testo: 1 prima del 2, 11 dopo il re", "As the text: 1 low, 11 high"),
            "high_ten": ("Q-K-A vale 30 (circoli)", "Q-K-A counts 30 (club pages)"),
            "low_eleven": ("A-2-3 vale 16 (un circolo)", "A-2-3 counts 16 (one club)"),
        },
    )
    eight_players: bool = option(
        False,
        label=("Fino a 8 giocatori", "Up to 8 players"),
        description=(
            "Come alcune pagine di circoli: in 7 o 8 si gioca con un terzo mazzo, 162 carte "
            "con 6 jolly, ogni carta tre volte. Se no da 2 a 6.",
            "As some club pages: 7 or 8 play with a third pack, 162 cards with 6 jollies, each "
            "card three times. If not, 2 to 6.",
        ),
        rules=("S40-CLUB-8", "S40-AMB-8"),
    )
    jolly_discard: Literal["any", "closing"] = option(
        "any",
        label=("Scartare un jolly", "Discarding a jolly"),
        description=(
            "Il testo non lo vieta; varie pagine di circoli permettono di scartare un jolly "
            "solo come carta di chiusura.",
            "The text does not forbid it; several club pages allow a jolly to be discarded only "
            "as the closing card.",
        ),
        rules=("S40-CLUB-JOLLY",),
        choices={
            "any": ("Come il testo: sempre", "As the text: any time"),
            "closing": ("Solo per chiudere (circoli)", "Only to go out (club pages)"),
        },
    )
    pozzo_card_in_opening: bool = option(
        False,
        label=(
            "La carta del pozzo sta nell'apertura",
            "The pozzo card goes into the opening",
        ),
        description=(
            "Quando si prende la carta del pozzo per aprire: il testo lo permette anche a chi "
            "ha già 40 in mano senza usarla; la sintesi delle regole (§3.4) chiede che stia "
            "nelle combinazioni d'apertura.",
            "When the pozzo card is taken to open: the text allows it also to whoever already "
            "holds 40 without using it; the rules digest (§3.4) wants it in the opening melds.",
        ),
        rules=("S40-POZZO-OPEN", "S40-OPEN40"),
    )
    pairs: bool = option(
        False,
        label=("Gioco a coppie (FISCA)", "Pairs play (FISCA)"),
        description=(
            "In quattro, due coppie, i compagni di fronte (il primo e il terzo contro il "
            "secondo e il quarto): chi chiude dà un punto vittoria alla sua coppia, vince la "
            "prima coppia a 3. I punti delle carte si scrivono lo stesso, ma nessuno sballa.",
            "Four players, two pairs, partners opposite (the first and third against the "
            "second and fourth): whoever goes out scores one victory point for the pair, the "
            "first pair to 3 wins. Card points are still written down, but nobody is put out.",
        ),
        rules=("S40-FISCA-PAIRS",),
    )

    @field_validator("jokers_per_meld", mode="before")
    @classmethod
    def _one_as_number(cls, value: Any) -> Any:
        """``1`` may be sent as the number it is."""
        return "1" if value == 1 and not isinstance(value, bool) else value


OPTION_SPECS: tuple[OptionSpec, ...] = option_specs(Scala40Options)
