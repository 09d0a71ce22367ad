"""Tarocco Siciliano's table options: the length of the game, the first dealer, Dossena's ten
variants (all off: Dummett & McLeod) and a reading for every ambiguity of rules.md §1.10.

Each option is declared once, with its default, its values, its words and the rules it
touches; ``OPTION_SPECS`` is derived from the model.
"""

from __future__ import annotations

from typing import Literal

from ..base import GameOptions, OptionSpec, option, option_specs

_DOSSENA = ("Variante di Dossena: ", "Dossena's variant: ")


def _variant(rule: str, base: str, label: tuple[str, str], what: tuple[str, str]) -> bool:
    """A Dossena variant: off is Dummett & McLeod's rule ``base``, on is ``rule``."""
    result: bool = option(
        False,
        label=label,
        description=(_DOSSENA[0] + what[0], _DOSSENA[1] + what[1]),
        rules=(rule, base),
    )
    return result


class TaroccoOptions(GameOptions):
    hands: int = option(
        12,
        ge=1,
        le=400,
        label=("Smazzate della partita", "Hands in the game"),
        description=(
            "Il numero di smazzate stabilito prima di cominciare; poi si fanno i conti.",
            "The number of hands agreed before starting; then the scores are settled.",
        ),
        rules=("TAR-SCORE-SOLO", "TAR-SCORE-PAIRS"),
    )
    first_dealer: int = option(
        0,
        ge=0,
        le=3,
        label=("Primo mazziere (posto)", "First dealer (seat)"),
        description=(
            "Il posto di chi fa le carte per primo (0 è il primo posto); poi il mazzo passa "
            "a destra.",
            "The seat that deals first (0 is the first seat); then the deal passes right.",
        ),
        rules=("TAR-DEAL",),
    )
    v1: bool = _variant(
        "TAR-V1",
        "TAR-DEAL",
        ("V1: il mazziere non guarda l'ultima carta", "V1: dealer does not see the bottom card"),
        (
            "il mazziere non può guardare l'ultima carta del mazzo.",
            "the dealer may not look at the bottom card of the pack.",
        ),
    )
    v2: bool = _variant(
        "TAR-V2",
        "TAR-BID1",
        ("V2: dopo una mano a monte, stesso mazziere", "V2: same dealer after an abandoned hand"),
        (
            "dopo ogni smazzata mandata a monte (anche un'offerta pigliata o tutti zero) "
            "ridistribuisce lo stesso mazziere.",
            "after every abandoned hand (a taken offer or all zero included) the same dealer "
            "deals again.",
        ),
    )
    v3: bool = _variant(
        "TAR-V3",
        "TAR-SOLO",
        ("V3: il mazziere non può andare solo", "V3: the dealer cannot go solo"),
        (
            "possono dire solo soltanto i primi tre a parlare; il monte non si mostra mai.",
            "only the first three to speak may say solo; the monte is never shown.",
        ),
    )
    v4: bool = _variant(
        "TAR-V4",
        "TAR-CALL-b",
        ("V4: il seme vuoto è il più corto", "V4: a void suit is the shortest"),
        (
            "nella chiamata del Re un seme senza carte conta come il più corto.",
            "in the King call a suit with no cards counts as the shortest.",
        ),
    )
    v5: bool = _variant(
        "TAR-V5",
        "TAR-CALL-d",
        ("V5: nessuna preferenza per Oro", "V5: no preference for Coins"),
        (
            "a parità non si chiama per forza il Re di Oro.",
            "a tie does not go to the King of Coins.",
        ),
    )
    v6: bool = _variant(
        "TAR-V6",
        "TAR-CALL-e",
        ("V6: i semi col Re nudo contano", "V6: bare-King suits count"),
        (
            "chi chiama una Regina non esclude i semi in cui ha solo il Re.",
            "a Queen caller does not leave out the suits where the King is bare.",
        ),
    )
    v7: bool = _variant(
        "TAR-V7",
        "TAR-CALL-f",
        ("V7: Regina nel monte non scritta", "V7: Queen in the monte unwritten"),
        (
            "il caso della Regina nello scarto non è scritto ma si considera sottinteso: "
            "non cambia nulla.",
            "the Queen-in-the-discard case is unwritten but taken as implicit: nothing changes.",
        ),
    )
    v8: bool = _variant(
        "TAR-V8",
        "TAR-LEAD",
        ("V8: nel solo apre il solista", "V8: the soloist leads a solo"),
        (
            "nel solo apre il solista; a coppie chi siede alla destra di chi ha detto venti.",
            "in a solo the soloist leads; in pairs, whoever sits right of the venti player.",
        ),
    )
    v9: bool = _variant(
        "TAR-V9",
        "TAR-LEAD",
        ("V9: il chiamato apre come vuole", "V9: the called player leads freely"),
        (
            "chi ha il Re chiamato non deve aprire con quel seme.",
            "the holder of the called King need not lead its suit.",
        ),
    )
    v10: bool = _variant(
        "TAR-V10",
        "TAR-LEAD",
        ("V10: Giove e Palla segnalati separati", "V10: Giove and Palla signalled apart"),
        (
            "Giove e Palla si segnalano uno alla volta, in due prese diverse.",
            "Giove and Palla are signalled one at a time, in two different tricks.",
        ),
    )
    offers: Literal["each", "all", "shared"] = option(
        "each",
        label=("Più offerte e più piglio", "Several offers and takers"),
        description=(
            "Ogni piglio prende un'offerta e le coppie si regolano; oppure si regola solo se "
            "tutte le offerte sono pigliate; oppure un'offerta la possono prendere in più.",
            "Each piglio takes one offer and matched pairs settle; or nothing settles unless "
            "every offer is taken; or one offer may be taken by several players.",
        ),
        rules=("TAR-AMB-1", "TAR-BID1"),
        choices={
            "each": ("Ogni piglio la sua offerta", "Each piglio its own offer"),
            "all": ("Solo se tutte sono pigliate", "Only if every offer is taken"),
            "shared": ("Un'offerta, più piglio", "One offer, several takers"),
        },
    )
    kings_cinquine: bool = option(
        True,
        label=("I Re contano per venti e quindici", "Kings count for venti and quindici"),
        description=(
            "I quattro Re (5 punti) sono cinquine; se no contano solo le Arie da 5.",
            "The four Kings (5 points) are cinquine; if not, only the 5-point Arie count.",
        ),
        rules=("TAR-AMB-2", "TAR-VENTI", "TAR-QUINDICI"),
    )
    no_king: Literal["rule_b", "free"] = option(
        "rule_b",
        label=("Chi chiama senza Re", "A caller with no King"),
        description=(
            "Senza Re si chiama come con uno o due (seme più corto non vuoto), o liberamente.",
            "With no King, call as with one or two (shortest non-void suit), or freely.",
        ),
        rules=("TAR-AMB-3", "TAR-CALL-b"),
        choices={
            "rule_b": ("Come con uno o due Re", "As with one or two Kings"),
            "free": ("Scelta libera", "Free choice"),
        },
    )
    ties: Literal["free", "next_card"] = option(
        "free",
        label=("Parità nella chiamata", "Ties in the call"),
        description=(
            "Se le regole lasciano la parità chi chiama sceglie tra i Re pari, o vince il seme "
            "con la carta più alta dopo la figura.",
            "If the rules leave a tie the caller picks among the tied Kings, or the suit with "
            "the higher next card wins.",
        ),
        rules=("TAR-AMB-4", "TAR-CALL-c"),
        choices={
            "free": ("Sceglie chi chiama", "The caller chooses"),
            "next_card": ("La carta più alta dopo", "The higher next card"),
        },
    )
    quindici_from: Literal["all_others", "rest_of_round"] = option(
        "all_others",
        label=("Chi può dire quindici", "Who may say quindici"),
        description=(
            "Tutti e tre gli altri a partire da chi segue il venti, o solo chi non aveva "
            "ancora parlato nel giro del venti.",
            "All three others from the one after the venti player, or only those who had not "
            "yet spoken in the venti round.",
        ),
        rules=("TAR-AMB-5", "TAR-QUINDICI"),
        choices={
            "all_others": ("Tutti e tre gli altri", "All three others"),
            "rest_of_round": ("Solo chi non ha parlato", "Only those yet to speak"),
        },
    )
    called_in_monte: Literal["open", "hidden"] = option(
        "open",
        label=("Re chiamato nel monte", "Called King in the monte"),
        description=(
            "Se il Re chiamato è nello scarto del mazziere, il mazziere lo dice ed è compagno "
            "palese; oppure resta compagno nascosto.",
            "If the called King is in the dealer's discard, the dealer says so and is an open "
            "partner; or stays a hidden partner.",
        ),
        rules=("TAR-AMB-6", "TAR-CALL-f"),
        choices={
            "open": ("Il mazziere lo dice", "The dealer says so"),
            "hidden": ("Il mazziere tace", "The dealer stays silent"),
        },
    )
    fuggitivo: Literal["holder", "trick"] = option(
        "holder",
        label=("I 10 punti del Fuggitivo", "The Fuggitivo's 10 points"),
        description=(
            "Contano per la parte di chi lo aveva, o per chi vince la presa in cui è giocato.",
            "They count for its holder's side, or for whoever wins the trick it is played to.",
        ),
        rules=("TAR-AMB-7", "TAR-PLAY"),
        choices={
            "holder": ("Alla parte di chi lo aveva", "To its holder's side"),
            "trick": ("A chi vince la presa", "To the trick's winner"),
        },
    )
    four_kings_queens: Literal["cavallo", "free"] = option(
        "cavallo",
        label=("Chi ha quattro Re e quattro Regine", "Four Kings and four Queens"),
        description=(
            "Chiama un Cavallo con le stesse regole, o sceglie liberamente.",
            "Calls a Knight by the same rules, or chooses freely.",
        ),
        rules=("TAR-AMB-7", "TAR-CALL-e"),
        choices={
            "cavallo": ("Un Cavallo, stesse regole", "A Knight, same rules"),
            "free": ("Scelta libera", "Free choice"),
        },
    )
    bid1_order: Literal["free", "turn"] = option(
        "free",
        label=("Ordine della prima licitazione", "Order of the first auction"),
        description=(
            "Ognuno parla quando vuole, una volta; o a turno dalla destra del mazziere.",
            "Each speaks when they like, once; or in turn from the dealer's right.",
        ),
        rules=("TAR-AMB-8", "TAR-BID1"),
        choices={
            "free": ("Libero, una volta a testa", "Free, once each"),
            "turn": ("A turno dalla destra del mazziere", "In turn from the dealer's right"),
        },
    )


OPTION_SPECS: tuple[OptionSpec, ...] = option_specs(TaroccoOptions)
