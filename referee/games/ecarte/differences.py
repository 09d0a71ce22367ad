"""Where the seed's rules and the classic ones differ (rules.md §2.5), for a page that shows
the rule set in force and, on request, what the other would change.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import Line, Text
from ..base import it_en as _t
from .options import EcarteOptions


@dataclass(frozen=True)
class Difference:
    """One topic of rules.md §2.5: what each rule set says, and the rules that say it."""

    topic: Text
    seed: Text
    classic: Text
    rules: tuple[str, ...]


DIFFERENCES: tuple[Difference, ...] = (
    Difference(
        _t("Prepotenza fallita", "Failed prepotenza"),
        _t(
            "Chi ha giocato di prepotenza e non fa 3 prese perde 1; l'avversario segna i suoi "
            "punti (1, o 2 con la vole).",
            "Whoever played di prepotenza and takes fewer than 3 tricks loses 1; the opponent "
            "scores as usual (1, or 2 with the vole).",
        ),
        _t(
            "L'avversario segna 2 fissi (3 con la vole se il tavolo sceglie «1 in più»); chi "
            "perde non scende.",
            "The opponent scores a flat 2 (3 with the vole if the table chooses '1 extra'); "
            "the loser loses nothing.",
        ),
        ("ECA-SEED-PREP", "ECA-CLASSIC-STOOD", "ECA-AMB-6"),
    ),
    Difference(
        _t("Re di briscola in mano", "King of trumps in hand"),
        _t(
            "Va dichiarato: chi non lo dichiara perde 1 (in tutto 0, o −1, secondo la lettura).",
            "It must be declared: not declaring it costs 1 (0 in all, or −1, by the reading).",
        ),
        _t(
            "Annunciarlo è facoltativo: se non lo si annuncia, nessun punto e nessuna penalità.",
            "Announcing it is optional: unannounced, no point and no penalty.",
        ),
        ("ECA-SEED-UNDECL", "ECA-AMB-2", "ECA-CLASSIC-K"),
    ),
    Difference(
        _t("Risposta sbagliata", "Revoke"),
        _t(
            "−1 per ogni errore (o al massimo per mano); la presa resta valida.",
            "−1 per offence (or at most one a hand); the trick stands.",
        ),
        _t(
            "L'avversario può far rigiocare la mano; se no, il colpevole che vince segna meno.",
            "The opponent may demand a replay; if not, an offender who wins scores less.",
        ),
        ("ECA-SEED-REVOKE", "ECA-AMB-4", "ECA-CLASSIC-REVOKE"),
    ),
    Difference(
        _t("Obbligo di vincere la presa", "Duty to win the trick"),
        _t(
            "Nessuno: basta rispondere al seme o tagliare («forzare», se scelto, obbliga alla "
            "carta più alta del seme).",
            "None: following suit or trumping is enough ('forzare', if chosen, demands the "
            "highest card of the suit).",
        ),
        _t(
            "Chi risponde al seme deve vincere la presa, se può.",
            "A player following suit must win the trick when able.",
        ),
        ("ECA-PLAY", "ECA-FORZ"),
    ),
    Difference(
        _t("Lo scambio accettato", "An accepted exchange"),
        _t(
            "Ciascuno cambia quante carte vuole, anche nessuna o tutte e cinque.",
            "Each changes as many cards as they like, even none or all five.",
        ),
        _t("Ciascuno cambia almeno una carta.", "Each changes at least one card."),
        ("ECA-EXCH",),
    ),
    Difference(
        _t("Punteggi sotto zero", "Totals below zero"),
        _t(
            "Possibili, per le penalità (se il tavolo non sceglie diversamente).",
            "Possible, through the penalties (unless the table chooses otherwise).",
        ),
        _t("Impossibili: nessuno scende sotto zero.", "Impossible: nobody goes below zero."),
        ("ECA-AMB-8", "ECA-CLASSIC-REVOKE"),
    ),
)


def differences(options: EcarteOptions) -> list[Line]:
    """Each difference as a line: the rule set in force first, then the other."""
    lines = []
    for diff in DIFFERENCES:
        mine, other = (diff.classic, diff.seed) if options.classic else (diff.seed, diff.classic)
        other_it = "del testo" if options.classic else "classiche"
        other_en = "the seed's" if options.classic else "classic"
        lines.append(
            Line(
                rules=diff.rules,
                text=_t(
                    f"{diff.topic.it}: {mine.it} (Regole {other_it}: {other.it})",
                    f"{diff.topic.en}: {mine.en} ({other_en.capitalize()} rules: {other.en})",
                ),
            )
        )
    return lines
