"""High card's rules: a game of ours, so the source is silent and the digest is the rule."""

from __future__ import annotations

from referee.games.base import Rule, rule_maker

SOURCE = "Referee's proof game (tests/proof/highcard)"

_rule = rule_maker("highcard", SOURCE)


RULES: tuple[Rule, ...] = (
    _rule(
        "HC-PLAYERS",
        ("Giocatori", "Players"),
        ("Due giocatori, al posto 0 e al posto 1.", "Two players, at seat 0 and seat 1."),
        "Two players. A move names a seat: 0 or 1.",
        "",
    ),
    _rule(
        "HC-DECK",
        ("Il mazzo", "The deck"),
        (
            "Un mazzo francese da 52 carte, senza jolly: ogni carta esiste una volta sola.",
            "One 52-card French deck without jokers: every card exists once.",
        ),
        "52 French cards, no jokers. The two cards of a hand are two different cards.",
        "",
    ),
    _rule(
        "HC-RANK",
        ("Chi prende", "Who takes"),
        (
            "Ognuno mostra una carta: la più alta prende un punto; a pari valore nessuno.",
            "Each shows a card: the higher one scores a point; on equal ranks nobody does.",
        ),
        "Each hand both seats show one card. Ranks 2 < 3 < … < 10 < J < Q < K, the ace "
        "high or low (HC-AMB-1); suits do not count. The higher card scores 1 point, a tie "
        "scores nothing.",
        "",
    ),
    _rule(
        "HC-END",
        ("Fine partita", "End of the game"),
        (
            "Vince chi arriva per primo ai punti stabiliti (5 di solito).",
            "The first to the agreed points (usually 5) wins.",
        ),
        "The game ends when a seat reaches the target (default 5, 1–50); it wins.",
        "",
    ),
    _rule(
        "HC-CONCEDE",
        ("Abbandono", "Conceding"),
        ("Chi abbandona perde: vince l'altro.", "Whoever concedes loses: the other wins."),
        "A seat may concede at any time; the other seat wins at once.",
        "",
    ),
    _rule(
        "HC-AMB-1",
        ("Ambiguità 1: l'asso", "Ambiguity 1: the ace"),
        (
            "L'asso è la carta più alta o la più bassa: di serie la più alta.",
            "The ace is the highest card or the lowest: by default the highest.",
        ),
        "Aces high (default) or low.",
        "",
        ambiguity=True,
    ),
)
