"""High card's rules: a game of ours, so the source is silent and the digest is the rule."""

from __future__ import annotations

from referee.games.base import Rule, Topic, rule_maker, topics

SOURCE = "Referee's proof game (tests/proof/highcard)"

TOPICS: tuple[Topic, ...] = topics(
    "highcard",
    ("game", ("Il gioco", "The game")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
)

_rule = rule_maker("highcard", SOURCE, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "HC-PLAYERS",
        ("Giocatori", "Players"),
        ("Due giocatori, al posto 0 e al posto 1.", "Two players, at seat 0 and seat 1."),
        "Two players. A move names a seat: 0 or 1.",
        "",
        topic="game",
        plain=(
            "Si gioca in due, al posto 0 e al posto 1: ogni mossa dice di quale posto si tratta.",
            "Two players, at seat 0 and seat 1: every move says which seat it is for.",
        ),
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
        topic="game",
        plain=(
            "Si gioca con un mazzo francese da 52 carte, senza jolly: le due carte di una mano "
            "sono sempre due carte diverse.",
            "You play with one 52-card French deck, without jokers: the two cards of a hand are "
            "always two different cards.",
        ),
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
        topic="game",
        plain=(
            "A ogni mano mostrate una carta a testa. Le carte vanno dal 2 al 10, poi jack, donna "
            "e re; l'asso è la più alta o la più bassa, come sceglie il tavolo, e i semi non "
            "contano. La carta più alta prende 1 punto; a pari valore nessuno prende niente.",
            "Each hand you both show one card. Cards go from 2 up to 10, then jack, queen and "
            "king; the ace is the highest or the lowest, as the table chooses, and suits don't "
            "count. The higher card scores 1 point; on equal ranks nobody scores.",
        ),
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
        topic="game",
        plain=(
            "Vince chi arriva per primo ai punti stabiliti, e lì la partita finisce. Se non si "
            "sceglie altro sono 5 punti; il tavolo può sceglierne da 1 a 50.",
            "The first to reach the agreed points wins, and the game ends there. Unless the table "
            "chooses otherwise it is 5 points; the table may pick anything from 1 to 50.",
        ),
    ),
    _rule(
        "HC-CONCEDE",
        ("Abbandono", "Conceding"),
        ("Chi abbandona perde: vince l'altro.", "Whoever concedes loses: the other wins."),
        "A seat may concede at any time; the other seat wins at once.",
        "",
        topic="game",
        plain=(
            "Puoi abbandonare in qualsiasi momento: chi abbandona perde e l'altro vince subito.",
            "You may concede at any time: whoever concedes loses and the other wins at once.",
        ),
    ),
    _rule(
        "HC-AMB-1",
        ("Ambiguità 1: l'asso", "Ambiguity 1: the ace"),
        (
            "L'asso è la carta più alta o la più bassa: se non si sceglie altro la più alta.",
            "The ace is the highest card or the lowest: by default the highest.",
        ),
        "Aces high (default) or low.",
        "",
        ambiguity=True,
        topic="amb",
        plain=(
            "L'asso può essere la carta più alta, sopra il re, o la più bassa, sotto il 2. Se il "
            "tavolo non sceglie diversamente è la più alta.",
            "The ace can be the highest card, above the king, or the lowest, below the 2. Unless "
            "the table chooses otherwise it is the highest.",
        ),
    ),
)
