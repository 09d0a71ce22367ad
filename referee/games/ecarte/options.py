"""Ecarté's table options: the rule set, every reading of rules.md §2.6 with two readings,
forcing, the target and the first dealer.

Each option is declared once, with its default, its values, its words and the rules it
touches; ``OPTION_SPECS`` is derived from the model. ECA-AMB-1 (3 tricks = at least 3),
ECA-AMB-3 (the King scores for its holder when play starts) and ECA-AMB-7 (points in the
order they happen) have one reading only: the engine cites them where they decide a line.
"""

from __future__ import annotations

from typing import Literal

from ..base import GameOptions, OptionSpec, option, option_specs

RuleSet = Literal["seed", "classic"]


class EcarteOptions(GameOptions):
    rule_set: RuleSet = option(
        "seed",
        label=("Regole", "Rule set"),
        description=(
            "Le regole del testo italiano, o le classiche francesi (prese, partita senza "
            "scambio persa, Re di briscola).",
            "The Italian text's rules, or the classic French ones (tricks, a lost stand, the "
            "King of trumps).",
        ),
        rules=(
            "ECA-CLASSIC-TRICKS",
            "ECA-CLASSIC-STOOD",
            "ECA-CLASSIC-K",
            "ECA-CLASSIC-REVOKE",
            "ECA-SEED-3T",
            "ECA-SEED-VOLE",
            "ECA-SEED-K",
            "ECA-SEED-PREP",
            "ECA-SEED-UNDECL",
            "ECA-SEED-REVOKE",
        ),
        choices={
            "seed": ("Del testo italiano", "The Italian text's"),
            "classic": ("Classiche francesi", "Classic French"),
        },
    )
    target: int = option(
        5,
        ge=1,
        le=99,
        label=("Partita a", "Match to"),
        description=(
            "Vince la partita il primo che arriva a questi punti: 5 nel testo italiano; alcuni "
            "testi classici giocano anche a 7 o a 11.",
            "The first player to reach this many points wins the match: 5 in the Italian "
            "text; some classic texts also play to 7 or 11.",
        ),
        rules=("ECA-MATCH", "ECA-MATCH-LONG"),
    )
    first_dealer: int = option(
        0,
        ge=0,
        le=1,
        label=("Primo mazziere", "First dealer"),
        description=(
            "Il posto che fa le carte nella prima mano; poi si fa a turno, e l'altro è lo "
            "sfidante.",
            "The seat that deals the first hand; then it alternates, and the other seat is "
            "the challenger.",
        ),
        rules=("ECA-DECK",),
    )
    undeclared_king: Literal["literal", "requires_declaration"] = option(
        "literal",
        label=("Re di briscola non dichiarato", "Undeclared King of trumps"),
        description=(
            "Chi non lo dichiara prende +1 perché lo aveva e −1 (in tutto 0), oppure solo −1.",
            "Whoever does not declare it gets +1 for holding it and −1 (0 in all), or just −1.",
        ),
        rules=("ECA-AMB-2", "ECA-SEED-UNDECL", "ECA-SEED-K"),
        choices={
            "literal": ("+1 e −1: in tutto 0", "+1 and −1: 0 in all"),
            "requires_declaration": (
                "Il punto solo a chi lo dichiara: −1",
                "The point only if declared: −1",
            ),
        },
    )
    prepotenza: Literal["no_exchange", "any_refusal"] = option(
        "no_exchange",
        label=("Quando si gioca di prepotenza", "When a hand is played di prepotenza"),
        description=(
            "Solo in una mano senza scambi (nessuna proposta, o la prima rifiutata), oppure a "
            "ogni rifiuto del mazziere.",
            "Only in a hand without exchanges (no proposal, or the first refused), or whenever "
            "the dealer refuses.",
        ),
        rules=("ECA-AMB-5", "ECA-PREP", "ECA-SEED-PREP", "ECA-CLASSIC-STOOD"),
        choices={
            "no_exchange": ("Solo senza scambi", "Only without exchanges"),
            "any_refusal": ("A ogni rifiuto", "At any refusal"),
        },
    )
    stood_vole: Literal["flat_2", "plus_1"] = option(
        "flat_2",
        label=("Classiche: vole contro chi non ha scambiato", "Classic: vole against a stand"),
        description=(
            "Chi ha giocato senza scambio e perde dà 2 punti fissi, o 1 in più (3 con la vole).",
            "A player who stood and lost gives a flat 2, or 1 extra (3 with a vole).",
        ),
        rules=("ECA-AMB-6", "ECA-CLASSIC-STOOD"),
        choices={
            "flat_2": ("2 fissi", "A flat 2"),
            "plus_1": ("1 in più: 3 con la vole", "1 extra: 3 with a vole"),
        },
    )
    throw_in: Literal["played_out", "hoyle"] = option(
        "played_out",
        label=("Chi getta le carte", "Throwing in a hand"),
        description=(
            "Chi getta le carte prima della fine lascia all'avversario le prese che restano (la "
            "mano si conta come giocata), oppure, per Hoyle (legge 42), dà 2 punti senza prese "
            "e 1 con una o due.",
            "A player who throws in his cards leaves the remaining tricks to the opponent (the "
            "hand counts as played out), or, by Hoyle (law 42), gives 2 without a trick and 1 "
            "with one or two.",
        ),
        rules=("ECA-THROW", "ECA-SEED-3T", "ECA-CLASSIC-TRICKS"),
        choices={
            "played_out": (
                "Le prese che restano all'avversario",
                "The remaining tricks go to the opponent",
            ),
            "hoyle": (
                "Hoyle, legge 42: 2 senza prese, se no 1",
                "Hoyle, law 42: 2 without a trick, else 1",
            ),
        },
    )
    false_king: Literal["void", "hoyle"] = option(
        "void",
        label=("Re annunciato ma non in mano", "King announced but not held"),
        description=(
            "L'annuncio di un Re di briscola che non si ha non vale niente, oppure, per Hoyle, "
            "l'avversario segna un punto.",
            "Announcing a King of trumps one does not hold counts for nothing, or, by Hoyle, "
            "the adversary marks one.",
        ),
        rules=("ECA-FALSE-K", "ECA-SEED-K", "ECA-CLASSIC-K"),
        choices={
            "void": ("L'annuncio non vale niente", "The announcement counts for nothing"),
            "hoyle": ("Hoyle: un punto all'avversario", "Hoyle: the adversary marks one"),
        },
    )
    void_trump: Literal["must_trump", "free"] = option(
        "must_trump",
        label=("Senza il seme giocato", "Void in the suit led"),
        description=(
            "Chi non ha il seme giocato deve tagliare con una briscola, come dice il testo, "
            "oppure, come in alcuni testi classici, può giocare qualsiasi carta.",
            "A player without the suit led must trump, as the text says, or, as in some classic "
            "texts, may play any card.",
        ),
        rules=("ECA-VOID", "ECA-PLAY"),
        choices={
            "must_trump": ("Si deve tagliare", "Must trump"),
            "free": ("Alcuni testi classici: carta libera", "Some classic texts: any card"),
        },
    )
    dealer_pat: bool = option(
        False,
        label=("Classiche: il mazziere può non cambiare", "Classic: the dealer may stand pat"),
        description=(
            "Con le regole classiche, dopo aver accettato lo scambio ciascuno cambia almeno una "
            "carta; alcuni testi lasciano il mazziere non cambiarne nessuna.",
            "Under the classic rules, once the exchange is accepted each changes at least one "
            "card; some texts let the dealer change none.",
        ),
        rules=("ECA-PAT", "ECA-EXCH"),
    )
    forzare: bool = option(
        False,
        label=("Forzare il gioco", "Forcing (forzare)"),
        description=(
            "Chi risponde al seme deve giocare la sua carta più alta di quel seme.",
            "A player following suit must play their highest card of that suit.",
        ),
        rules=("ECA-FORZ",),
    )
    forzare_trumps: bool = option(
        False,
        label=("Forzare anche con la briscola", "Forcing also when trumping"),
        description=(
            "Con «forzare», chi taglia deve mettere la sua briscola più alta.",
            "With forcing, a player who trumps must play their highest trump.",
        ),
        rules=("ECA-AMB-9", "ECA-FORZ"),
    )
    revoke_penalty: Literal["per_offence", "per_hand"] = option(
        "per_offence",
        label=("Penalità per le risposte sbagliate", "Revoke penalty"),
        description=(
            "−1 per ogni risposta sbagliata, oppure al massimo −1 per mano; la presa resta.",
            "−1 for each wrong card, or at most −1 a hand; the trick stands.",
        ),
        rules=("ECA-AMB-4", "ECA-SEED-REVOKE"),
        choices={
            "per_offence": ("−1 per ogni errore", "−1 per offence"),
            "per_hand": ("Al massimo −1 per mano", "At most −1 a hand"),
        },
    )
    negative_totals: bool = option(
        True,
        label=("Punteggi sotto zero", "Totals below zero"),
        description=(
            "Con le penalità del testo si può scendere sotto zero; se no, ci si ferma a 0 "
            "(con le regole classiche non si va mai sotto zero).",
            "The text's penalties may take a total below zero; if not, it stops at 0 (the "
            "classic rules never go below zero).",
        ),
        rules=("ECA-AMB-8", "ECA-CLASSIC-REVOKE"),
    )

    @property
    def classic(self) -> bool:
        return self.rule_set == "classic"

    @property
    def floor(self) -> int | None:
        """The lowest total allowed: 0 in the classic rules or without negatives, else none."""
        return 0 if self.classic or not self.negative_totals else None


OPTION_SPECS: tuple[OptionSpec, ...] = option_specs(EcarteOptions)
