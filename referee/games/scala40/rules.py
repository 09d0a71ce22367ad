"""Scala 40's rules: the it.wikipedia text (seed 002, 2007) and our digest (rules.md §3).

Longer than a module should be because it is data: one entry per rule id of rules.md §3,
each with its quotation, then the readings other rulebooks give (FISCA's regulation as clubs
report it, club pages), each a table option; splitting it would only scatter the rulebook.
"""

from __future__ import annotations

from ..base import Rule, Topic, rule_maker, topics

SEED = "Voce «Scala 40» di it.wikipedia (testo del 2007, seed 002)"
#: The outside pages of rules.md §3.0.
PAGAT = (
    "pagat.com, Scala Quaranta (copia: gamesitereviews.biz/guides/202401/"
    "scala-quaranta-rummy-games/)"
)
FISCA = "FISCA, codice Scala 40, art. 1–3 (fisca.it/codice_scala_40.html)"
CATS = "catsatcards.com/Games/Scala_Quaranta.htm"
POKERSTARS = "pokerstars.it/casino/blog/scala-40-regole-punteggi-chiusura/934/"
ONMADE = "onmadesoft.com/faq-scala-40.php"
SPAZIO = "spazioinwind.libero.it/carte/scala%2040.htm"
RUOLO = "ilruolodelgioco.it/scala-quaranta/"
#: The readings of other rulebooks (issue 44): we hold no copy of these texts.
FISCA_REPORTED = (
    "Regolamento FISCA di Scala 40, come lo riportano i circoli (non ne abbiamo copia) / "
    "FISCA's Scala 40 regulation, as clubs report it (we hold no copy)"
)
CLUBS = (
    "Pagine di circoli di Scala 40 (non ne conserviamo copia) / "
    "Scala 40 club pages (we hold no copy)"
)


def _cite(*urls: str) -> str:
    """The seed for the quotation, then the outside pages for the other facts."""
    return "; ".join((SEED, *urls))


#: The rulebook's chapters, in the order a player reads them.
TOPICS: tuple[Topic, ...] = topics(
    "scala40",
    ("cards", ("Le carte e i loro valori", "The cards and their values")),
    ("melds", ("Le combinazioni e il jolly", "Melds and jokers")),
    ("play", ("Il turno e l'apertura", "Your turn and opening")),
    ("close", ("La chiusura e il punteggio", "Going out and scoring")),
    ("end", ("Chi sballa e il rientro", "Going bust and buying back in")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
)

_rule = rule_maker("scala40", SEED, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "S40-DECK",
        ("Mazzo, giocatori e distribuzione", "Deck, players and deal"),
        (
            "Due mazzi francesi con 4 jolly (108 carte), da 2 a 6 giocatori. 13 carte a testa; "
            "una carta scoperta apre il pozzo, il resto è il tallone.",
            "Two French packs with 4 jokers (108 cards), 2 to 6 players. 13 cards each; one "
            "card face up starts the pozzo, the rest is the tallone.",
        ),
        "2 × (52 + 2 jokers) = 108 cards (4 jokers). Players: seed 2–5; FISCA/pagat 2–6; pairs "
        "possible with 4. 13 cards each, dealt one at a time clockwise; one card face up starts "
        "the pozzo; the rest is the tallone. Variant: the dealer takes 14 and starts by "
        "discarding (no draw).",
        "Si gioca con due mazzi di carte francesi. Il numero dei giocatori può andare da due a "
        "cinque ed ognuno gioca per proprio conto. Stabilito il cartaio, vengono distribuite 13 "
        "carte, coperte, in senso orario ad ogni giocatore. Viene quindi scoperta una carta, la "
        "quale rappresenta l'inizio del pozzo. Le rimanenti carte, che devono essere coperte, "
        "vengono appoggiate a fianco del pozzo e rappresentano il tallone. […] Altre varianti "
        "prevedono che il cartiere riceva 14 carte anziché 13 e al primo turno scarti senza "
        "pescare, in modo da avere 13 carte come gli altri giocatori.",
        source=_cite(PAGAT, FISCA, POKERSTARS, SPAZIO),
        topic="cards",
        plain=(
            "Si gioca con due mazzi francesi, jolly compresi: 108 carte, di cui 4 jolly. Il testo "
            "dice da 2 a 5 giocatori, le regole della federazione (FISCA) e pagat da 2 a 6; in "
            "quattro si può giocare anche a coppie. Il mazziere dà 13 carte a testa, una alla "
            "volta, in senso orario; poi scopre una carta, che apre il pozzo, e il resto, "
            "coperto, è il tallone. In una variante il mazziere riceve 14 carte e al primo turno "
            "scarta senza pescare.",
            "You play with two French packs, jokers included: 108 cards, 4 of them jokers. The "
            "text says 2 to 5 players, the federation's rules (FISCA) and pagat 2 to 6; four can "
            "also play in pairs. The dealer gives 13 cards each, one at a time, clockwise; then "
            "turns one card face up to start the pozzo (the discard pile), and the rest, face "
            "down, is the tallone (the stock). In one variant the dealer gets 14 cards and on the "
            "first turn discards without drawing.",
        ),
    ),
    _rule(
        "S40-VAL-OPEN",
        ("Valore delle carte calate", "Values of melded cards"),
        (
            "Nelle combinazioni le carte valgono il loro numero, le figure 10; l'Asso vale 1 "
            "prima del Due e 11 dopo il Re o in un tris; il jolly vale la carta che sostituisce.",
            "In melds cards are worth their number, court cards 10; the Ace is 1 before the Two "
            "and 11 after the King or in a set; a joker is worth the card it stands for.",
        ),
        "In melds (for the 40 opening): 2–10 face value; J, Q, K = 10; Ace = 1 before the 2 "
        "(A-2-3), 11 after the King (Q-K-A) or in a set; Jolly = the value of the card it "
        "represents.",
        "L'ordine di scala è quello nominale si va dall'Asso al Re. Il valore delle carte è "
        "quello nominale. Le figure valgono 10 punti. L'asso vale un punto se messo, in scala, "
        "prima del Due, mentre vale 11 punti se messo in tris o in scala dopo il Re.",
        source=_cite(FISCA),
        topic="cards",
        plain=(
            "Quando contate le carte calate, per esempio per arrivare ai 40 dell'apertura, le "
            "carte dal 2 al 10 valgono il loro numero e jack, donna e re valgono 10. L'asso vale "
            "1 se sta in scala prima del 2 (asso, 2, 3), 11 se sta in scala dopo il re (donna, "
            "re, asso) o in un tris. Il jolly vale quanto la carta che sostituisce.",
            "When you count melded cards, for instance to reach the 40 needed to open, the 2 to "
            "the 10 are worth their number and jack, queen and king 10. The ace is worth 1 in a "
            "sequence before the 2 (ace, 2, 3), and 11 in a sequence after the king (queen, king, "
            "ace) or in a set. A joker is worth the card it stands for.",
        ),
    ),
    _rule(
        "S40-VAL-HAND",
        ("Punti delle carte rimaste in mano", "Points of cards left in hand"),
        (
            "Si pagano tutte le carte rimaste in mano, anche se formano combinazioni: numero "
            "della carta, figure 10, Asso 11, jolly 25.",
            "Every card left in hand is paid, even if it forms a meld: its number, court cards "
            "10, Ace 11, joker 25.",
        ),
        "Penalty for cards left in hand: 2–10 face value; J/Q/K 10; Ace 11; Jolly 25; every "
        "card counts, even if it could form a meld.",
        "Gli avversari devono scoprire le carte e conteggiare i punti in mano. […] La matta in "
        "mano solitamente vale 25 punti e le carte in mano alla fine del gioco si conteggiano "
        "tutte quindi non c'è un valore fisso. […] Si pagano tutte le carte, combinate o no, "
        "che al momento della chiusura si hanno ancora in mano, tenendo presente che l'Asso "
        "vale in ogni caso 11 punti",
        source=_cite(FISCA),
        topic="cards",
        plain=(
            "Quando qualcuno chiude, gli altri pagano tutte le carte che hanno ancora in mano, "
            "anche quelle che formerebbero una combinazione. Le carte dal 2 al 10 valgono il loro "
            "numero, jack, donna e re 10, l'asso 11 e il jolly 25.",
            "When someone goes out, the others pay for every card still in their hand, even cards "
            "that would make a meld. The 2 to the 10 are worth their number, jack, queen and king "
            "10, the ace 11 and a joker 25.",
        ),
    ),
    _rule(
        "S40-LONE-ACE",
        ("Asso rimasto da solo", "A lone Ace"),
        (
            "Se l'unica carta rimasta in mano è un Asso, vale 1 invece di 11 (variante del "
            "testo, attiva se non si sceglie altro).",
            "If the only card left in hand is an Ace, it counts 1 instead of 11 (the text's "
            "variant, on by default).",
        ),
        "Seed ('varianti'): an Ace that is the only card left in hand counts 1. Toggle, default "
        "ON as written in the seed; OFF = FISCA.",
        "tenendo presente che l'Asso vale in ogni caso 11 punti, a meno che non sia l'unica "
        "carta rimasta in mano: allora vale 1.",
        topic="cards",
        plain=(
            "Se, quando qualcuno chiude, l'unica carta che ti resta in mano è un asso, paghi 1 "
            "invece di 11. È una variante scritta nel testo e, se il tavolo non sceglie "
            "diversamente, si applica; senza questa variante, come nelle regole della "
            "federazione, l'asso vale sempre 11.",
            "If, when someone goes out, the only card left in your hand is an ace, you pay 1 "
            "instead of 11. It is a variant written in the text and, unless the table chooses "
            "otherwise, it applies; without it, as in the federation's rules, the ace is always "
            "worth 11.",
        ),
    ),
    _rule(
        "S40-MELD-SET",
        ("Tris e quartetti", "Sets (tris and quartets)"),
        (
            "Un tris o un quartetto è fatto da 3 o 4 carte dello stesso valore, tutte di semi "
            "diversi.",
            "A set is 3 or 4 cards of the same rank, all of different suits.",
        ),
        "Tris/quartet: 3 or 4 cards of the same rank, all different suits (no 9♥ 9♣ 9♣; max 4 "
        "cards).",
        "Per aprire si deve aver formato almeno uno, o più tris, quartetti o scale […] formando "
        "tris, quartetti o scale",
        source=_cite(PAGAT, FISCA),
        topic="melds",
        plain=(
            "Un tris è fatto da tre carte dello stesso valore, un quartetto da quattro, e devono "
            "essere tutte di semi diversi: per esempio 9 di cuori, 9 di fiori e 9 di fiori non "
            "vale. Per questo un tris o un quartetto ha al massimo quattro carte.",
            "A set is three cards of the same rank, or four, and they must all be of different "
            "suits: for example 9 of hearts, 9 of clubs and 9 of clubs is not a set. That is why "
            "a set has four cards at most.",
        ),
    ),
    _rule(
        "S40-MELD-SEQ",
        ("Scale", "Sequences"),
        (
            "Una scala è fatta da almeno 3 carte consecutive dello stesso seme, dall'Asso al "
            "Re o fino all'Asso dopo il Re, ma mai Re-Asso-Due; al massimo 13 carte più un "
            "jolly.",
            "A sequence is at least 3 consecutive cards of one suit, from Ace up or ending in "
            "Ace after the King, but never K-A-2; at most 13 cards plus one joker.",
        ),
        "≥ 3 consecutive cards of one suit; A-2-3 … J-Q-K-A; no wrap K-A-2; at most the whole "
        "suit (13) + one Jolly = 14 (A…K + Jolly as the other Ace). Two sequences of the same "
        "suit may coexist (two decks). A card belongs to one meld only.",
        "L'ordine di scala è quello nominale si va dall'Asso al Re. […] L'asso vale un punto "
        "se messo, in scala, prima del Due, mentre vale 11 punti se messo in tris o in scala "
        "dopo il Re.",
        source=_cite(PAGAT, FISCA),
        topic="melds",
        plain=(
            "Una scala è fatta da almeno tre carte di fila dello stesso seme. L'asso può stare "
            "all'inizio (asso, 2, 3) o in fondo dopo il re (jack, donna, re, asso), ma non si "
            "gira l'angolo: re, asso, 2 non vale. Una scala può avere al massimo tutte le 13 "
            "carte del seme più un jolly, cioè 14 carte: dall'asso al re, con il jolly come "
            "secondo asso. Giocando con due mazzi ci possono essere in tavola due scale dello "
            "stesso seme, ma ogni carta sta in una combinazione sola.",
            "A sequence is at least three cards in a row of the same suit. The ace can go at the "
            "start (ace, 2, 3) or at the end after the king (jack, queen, king, ace), but you "
            "can't go round the corner: king, ace, 2 is not allowed. A sequence can hold at most "
            "all 13 cards of the suit plus one joker, that is 14 cards: ace to king, with the "
            "joker as the second ace. With two packs there can be two sequences of the same suit "
            "on the table, but each card belongs to one meld only.",
        ),
    ),
    _rule(
        "S40-JOKER",
        ("Il jolly", "Jokers"),
        (
            "Il jolly può sostituire qualsiasi carta di una combinazione e va dichiarato. Chi "
            "ha aperto e ha la carta che il jolly sostituisce può calarla e prendersi il jolly.",
            "A joker may stand for any card in a meld and must be identified. A player who has "
            "opened and holds the card it stands for may put it down and take the joker.",
        ),
        "A Jolly may replace any card in a meld and must be identified (rank + suit). A player "
        "who has opened may swap the real card for a tabled Jolly and take the Jolly. Jollies "
        "per meld: see S40-AMB-4 (default max 1 — unverified).",
        "Quando si forma una combinazione (tris, quartetto o scala), ogni carta può essere "
        "sostituita dal Jolly. […] Se sul tavolo, per formare una combinazione, c'è un Jolly e "
        "si ha la carta che quest'ultimo sostituisce, si può calare la carta stessa nella "
        "combinazione e prendere in mano il Jolly.",
        topic="melds",
        plain=(
            "Il jolly può prendere il posto di qualsiasi carta in una combinazione, ma quando lo "
            "cali devi dire quale carta sostituisce, valore e seme. Se hai già aperto e hai in "
            "mano la carta vera che un jolly in tavola sostituisce, puoi calarla al suo posto e "
            "prenderti il jolly. Quanti jolly possano stare in una combinazione il testo non lo "
            "dice chiaramente: se il tavolo non sceglie diversamente al massimo uno, ma nessuna "
            "fonte lo conferma.",
            "A joker can take the place of any card in a meld, but when you put it down you must "
            "say which card it stands for, rank and suit. If you have already opened and hold the "
            "real card a joker on the table stands for, you can put it in its place and take the "
            "joker. The text doesn't say clearly how many jokers a meld may hold: unless the "
            "table chooses otherwise one at most, but no source confirms it.",
        ),
    ),
    _rule(
        "S40-VAR-JOLLY",
        ("Varianti del jolly", "Joker variants"),
        (
            "Il tavolo può giocare senza jolly, vietarli nelle combinazioni d'apertura, o "
            "chiedere che un jolly ripreso dal tavolo sia calato di nuovo subito.",
            "A table may play without jokers, forbid them in the opening melds, or require a "
            "joker taken back from the table to be melded again at once.",
        ),
        "Seed variants (rules.md §3.6): no Jollies; Jollies not usable in the opening; a Jolly "
        "recovered from the table must be re-melded at once. Each is a table option, off by "
        "default (jollies in play, allowed in the opening, a recovered jolly kept in hand).",
        "Le principali varianti al gioco riguardano l'utilizzo dei Jolly. Si può decidere di "
        "usare o meno i Jolly, i Jolly si possono calare in apertura o solo successivamente, "
        "se si devono, presi da una combinazione dal tavolo, rigettarli o meno con una nuova "
        "combinazione.",
        topic="melds",
        plain=(
            "Le varianti più diffuse riguardano i jolly. Il tavolo può decidere di giocare senza "
            "jolly; di non permetterli nelle combinazioni con cui si apre, ma solo dopo; e se chi "
            "riprende un jolly dal tavolo debba calarlo subito in una nuova combinazione. Se il "
            "tavolo non sceglie nessuna variante, si gioca con i quattro jolly, si possono usare "
            "anche per aprire e il jolly ripreso si può tenere in mano.",
            "The most common variants are about jokers. The table may decide to play without "
            "jokers; to keep them out of the melds you open with, allowing them only later; and "
            "whether whoever takes a joker back from the table must meld it again at once. If "
            "the table picks no variant, you play with the four jokers, they may be used to "
            "open too, and a joker taken back may be kept in hand.",
        ),
    ),
    _rule(
        "S40-OPEN40",
        ("Apertura a 40", "Opening with 40"),
        (
            "Per aprire le prime combinazioni devono valere almeno 40 punti (40 basta). Prima "
            "di aprire non si pesca dal pozzo e non si attacca.",
            "To open, the first melds must total at least 40 (exactly 40 is enough). Before "
            "opening you may not draw from the pozzo or attach cards.",
        ),
        "Turn: draw 1 from the tallone (or, once opened, the top card of the pozzo = the "
        "previous player's discard), meld/attach, discard 1. First melds must total ≥ 40 "
        "(exactly 40 is fine). Before opening: no pozzo draw (variant: allowed if that card is "
        "used in the opening melds the same turn), no attaching. Tallone exhausted → turn the "
        "pozzo over (reshuffle variant), turn one card to restart the pozzo.",
        "Per aprire si deve aver formato almeno uno, o più tris, quartetti o scale che formino "
        "quaranta punti. […] Dopo aver aperto, un giocatore può prendere una carta anche dal "
        "pozzo, ma solamente quella scartata dal giocatore che precede di mano. Chi non ha "
        "aperto prende solamente dal tallone. Inoltre quando un giocatore ha aperto può anche "
        "attacare una o più carte alle combinazioni in tavola. […] Nel caso che le carte del "
        "tallone si esauriscono, si rovescia il pozzo e si formerà così un nuovo tallone, "
        "girando una carta che, a sua volta, darà inizio ad un nuovo pozzo. […] Si potrà anche "
        "prendere la carta scoperta, ma solo a patto che si abbia già in mano combinazioni per "
        "almeno 40 punti o che si possa realizzarle con la stessa carta che si prende. Nel qual "
        "caso prima di scartare si mettono sul tavolo le combinazioni che giustifichino "
        "l'apertura.",
        source=_cite(SPAZIO, RUOLO),
        topic="play",
        plain=(
            "Al tuo turno peschi una carta dal tallone oppure, se hai già aperto, l'ultima carta "
            "scartata nel pozzo da chi gioca prima di te; poi cali o attacchi quello che vuoi e "
            "scarti una carta. La prima volta che cali, le tue combinazioni devono fare almeno 40 "
            "punti: 40 esatti bastano. Finché non hai aperto non puoi pescare dal pozzo né "
            "attaccare carte alle combinazioni in tavola; in una variante puoi prendere la carta "
            "del pozzo se la usi subito per aprire. Quando il tallone finisce si gira il pozzo, o "
            "lo si rimescola, e si scopre una carta per ricominciare il pozzo.",
            "On your turn you draw a card from the tallone or, if you have already opened, the "
            "last card discarded to the pozzo by the player before you; then you meld or attach "
            "what you like and discard one card. The first time you meld, your melds must total "
            "at least 40 points: exactly 40 is enough. Until you have opened you may not draw "
            "from the pozzo or attach cards to the melds on the table; in one variant you may "
            "take the pozzo card if you use it at once to open. When the tallone runs out, the "
            "pozzo is turned over, or reshuffled, and one card is turned up to start the pozzo "
            "again.",
        ),
    ),
    _rule(
        "S40-CLOSE",
        ("La chiusura", "Going out"),
        (
            "Si chiude calando tutte le carte tranne una e scartando l'ultima: non si può "
            "restare senza carte calando. Chi chiude segna 0, gli altri i punti che hanno in "
            "mano.",
            "You go out by melding all cards but one and discarding the last: you may never "
            "end with no cards by melding. The closer scores 0, the others their hand points.",
        ),
        "Close = meld all cards but one and discard the last; you may never end with zero "
        "cards by melding. The closer scores 0; each other player adds his hand value "
        "(S40-VAL-HAND).",
        "Scopo del gioco è chiudere, cioè calare tutte le carte in mano, formando tris, "
        "quartetti o scale e calando l'ultima nel pozzo. Chi chiude si dice che ha vinto la "
        "mano. Gli avversari devono scoprire le carte e conteggiare i punti in mano. […] Per "
        "chiudere un giocatore non può restare senza carte, deve averne sempre una da scartare.",
        topic="close",
        plain=(
            "Per chiudere devi calare tutte le carte tranne una e scartare quell'ultima nel "
            "pozzo: non puoi restare senza carte calando tutto. Chi chiude prende 0 punti; gli "
            "altri si segnano i punti delle carte che hanno ancora in mano.",
            "To go out you meld all your cards but one and discard that last one to the pozzo: "
            "you can never end up with no cards by melding everything. Whoever goes out scores 0; "
            "the others score the points of the cards still in their hand.",
        ),
    ),
    _rule(
        "S40-INMANO-X2",
        ("Chiusura in mano: punti doppi", "Closing in hand: double points"),
        (
            "Chi apre e chiude nello stesso turno chiude «in mano»: non servono i 40 punti e "
            "gli avversari pagano doppio.",
            "Opening and going out in the same turn is closing 'in mano': the 40 is not needed "
            "and the opponents pay double.",
        ),
        "Chiudere in mano: opening and closing in the same turn (every card melded at once "
        "except the final discard, having never melded before): the 40 requirement is waived; "
        "all opponents' hand points are doubled (default).",
        "Un giocatore può chiudere calando contemporaneamente tutte le carte: in questo caso si "
        "dice che ha chiuso in mano ed il punteggio degli avversari raddoppia. […] Se un "
        "giocatore chiude di mano, cioè riesce a mettere sul tavolo tutte le sue carte nel "
        "momento stesso in cui apre, tutti gli altri pagano doppio. Al proposito, per "
        "concludere, si ricorda che in questo caso non è necessario che la somma delle carte "
        "delle combinazioni sia di 40 punti.",
        topic="close",
        plain=(
            "Chiudi «in mano» quando apri e chiudi nello stesso turno: non avevi mai calato e "
            "cali tutte le carte in una volta, tranne l'ultima che scarti. In questo caso non "
            "servono i 40 punti per aprire e, se il tavolo non sceglie diversamente, tutti gli "
            "altri pagano doppio i punti che hanno in mano.",
            "You go out «in mano» when you open and go out in the same turn: you had never melded "
            "and you put down all your cards at once, except the last one, which you discard. "
            "Then you don't need the 40 points to open and, unless the table chooses otherwise, "
            "all the others pay double for the cards in their hand.",
        ),
    ),
    _rule(
        "S40-INMANO-BONUS",
        ("Chiusura in mano: bonus", "Closing in hand: bonus"),
        (
            "In alternativa al raddoppio, chi chiude in mano riceve un bonus sul proprio "
            "punteggio (per esempio −25).",
            "Instead of the doubling, a player who closes in hand gets a bonus on his own total "
            "(e.g. −25).",
        ),
        "Alternative: the closer gets a bonus (e.g. −25) on his own total; opponents are not "
        "doubled.",
        "Chi chiude in mano, riceve un bonus di punti (da stabilire: es. - 25)) da scalare sul "
        "proprio punteggio, in alternativa al raddoppio dei punti degli avversari.",
        topic="close",
        plain=(
            "Al posto del raddoppio il tavolo può scegliere che chi chiude in mano riceva un "
            "bonus, per esempio 25 punti tolti dal proprio totale; in quel caso gli altri pagano "
            "normalmente, senza raddoppio.",
            "Instead of the doubling, the table may choose to give whoever goes out in mano a "
            "bonus, for example 25 points off their own total; then the others pay as usual, with "
            "no doubling.",
        ),
    ),
    _rule(
        "S40-ELIM",
        ("Eliminazione a 101", "Out at 101"),
        (
            "Chi arriva a 101 punti (o 201, 501 se concordato) è eliminato; con 100 resta in "
            "gioco. Vince l'ultimo rimasto.",
            "A player reaching 101 (or 201, 501 if agreed) is out; 100 stays in. The last "
            "player left wins.",
        ),
        "A player whose total reaches ≥ 101 (agreed alternatives 201, 501) is eliminated "
        "('sballa'); 100 stays in. The last player left wins the game.",
        "Il punteggio per sballare, ossia uscire dal gioco, solitamente è 101, ma può essere "
        "stabilito, dai giocatori, anche 201 o 501.",
        source=_cite(ONMADE),
        topic="end",
        plain=(
            "Chi arriva a 101 punti o più sballa ed esce dal gioco; con 100 si resta in gioco. Il "
            "tavolo può anche decidere di giocare a 201 o a 501. Vince la partita chi resta in "
            "gioco per ultimo.",
            "Whoever reaches 101 points or more is bust and out of the game; at 100 you are still "
            "in. The table may also agree to play to 201 or 501. The last player left in wins the "
            "game.",
        ),
    ),
    _rule(
        "S40-RIENTRO",
        ("Rientro (regola della casa)", "Buying back in (house rule)"),
        (
            "Regola della casa, non verificata: chi è eliminato può rientrare pagando, con il "
            "punteggio del giocatore rimasto più alto, se restano almeno 2 giocatori.",
            "House rule, unverified: an eliminated player may buy back in, starting at the "
            "highest remaining total, while at least 2 others remain.",
        ),
        "House rule, not in the seed, unverified: an eliminated player may buy back in (extra "
        "stake) starting at the total of the highest-placed remaining player; usually allowed "
        "only while ≥ 2 others remain and a limited number of times. App: toggle with "
        "parameters (score = max remaining | max remaining + 1 | fixed), max re-entries, stake.",
        "",
        source="Regola della casa diffusa al tavolo: non nel testo né in una fonte conservata",
        topic="end",
        plain=(
            "È una regola della casa, che non c'è nel testo e che nessuna fonte conferma. Chi "
            "sballa può rientrare pagando una posta in più, e riparte dal punteggio più alto tra "
            "chi resta in gioco; di solito si può solo finché restano almeno altri due "
            "giocatori, e un numero limitato di volte. Nell'app è un'opzione: scegliete da che "
            "punteggio si riparte (il più alto dei rimasti, quello più uno, o un punteggio "
            "fisso), quante volte si può rientrare e quanto costa.",
            "This is a house rule: it is not in the text and no source confirms it. Whoever goes "
            "bust may buy back in by paying an extra stake, starting again from the highest total "
            "among those still in the game; usually only while at least two others remain, and a "
            "limited number of times. In the app it is an option: you choose the score to restart "
            "from (the highest of those left, that plus one, or a fixed score), how many times "
            "one may buy back in, and what it costs.",
        ),
    ),
    _rule(
        "S40-AMB-1",
        ("Ambiguità 1: «quaranta punti»", "Ambiguity 1: 'forty points'"),
        (
            "Per aprire servono almeno 40 punti: 40 esatti bastano.",
            "Opening needs at least 40 points: exactly 40 is enough.",
        ),
        "Opening 'formino quaranta punti' = ≥ 40 (default; spazioinwind's '> 39' is the same).",
        "Per aprire si deve aver formato almeno uno, o più tris, quartetti o scale che formino "
        "quaranta punti.",
        ambiguity=True,
        source=_cite(SPAZIO),
        topic="amb",
        plain=(
            "Il testo dice che le combinazioni per aprire devono «formare quaranta punti»: vuol "
            "dire almeno 40, quindi con 40 esatti si apre, e naturalmente anche con di più. Chi "
            "dice «più di 39» intende la stessa cosa.",
            "The text says the opening melds must «make forty points»: that means at least 40, so "
            "exactly 40 opens, and of course so does more. Sources that say «more than 39» mean "
            "the same thing.",
        ),
    ),
    _rule(
        "S40-AMB-2",
        ("Ambiguità 2: l'Asso in mano", "Ambiguity 2: the Ace in hand"),
        (
            "L'Asso in mano vale 11, ma 1 se è l'unica carta rimasta: se non si sceglie altro "
            "si applica, come nel testo.",
            "An Ace in hand is 11, but 1 if it is the only card left: on by default, as the text "
            "says.",
        ),
        "Ace in hand: 11 always vs 1 when it is the lone card (toggle, default ON per the seed "
        "text).",
        "tenendo presente che l'Asso vale in ogni caso 11 punti, a meno che non sia l'unica "
        "carta rimasta in mano: allora vale 1.",
        ambiguity=True,
        topic="amb",
        plain=(
            "L'asso rimasto in mano vale 11, ma secondo una variante scritta nel testo vale 1 se "
            "è l'unica carta che ti resta. Se il tavolo non sceglie diversamente si applica "
            "questa variante, come dice il testo; altrimenti l'asso vale sempre 11.",
            "An ace left in hand is worth 11, but by a variant written in the text it is worth 1 "
            "if it is the only card you have left. Unless the table chooses otherwise the variant "
            "applies, as the text says; if not, the ace is always 11.",
        ),
    ),
    _rule(
        "S40-AMB-3",
        ("Ambiguità 3: il jolly in mano", "Ambiguity 3: a joker in hand"),
        (
            "Il jolly rimasto in mano vale «solitamente» 25: è un parametro, predefinito a 25.",
            "A joker left in hand is 'usually' 25: a parameter, 25 by default.",
        ),
        "Jolly in hand 25 'solitamente' — a parameter, default 25.",
        "La matta in mano solitamente vale 25 punti",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice che il jolly rimasto in mano vale «solitamente» 25 punti, quindi è un "
            "valore che il tavolo può fissare. Se il tavolo non sceglie diversamente vale 25.",
            "The text says a joker left in hand is «usually» worth 25 points, so it is a value "
            "the table can set. Unless the table chooses otherwise, it is worth 25.",
        ),
    ),
    _rule(
        "S40-AMB-4",
        ("Ambiguità 4: quanti jolly per combinazione", "Ambiguity 4: jokers per meld"),
        (
            "Se non si sceglie altro, al massimo un jolly per combinazione; in opzione senza "
            "limiti, o con almeno 2 carte vere.",
            "By default at most one joker per meld; as options no limit, or at least 2 natural "
            "cards.",
        ),
        "Seed: 'ogni carta può essere sostituita dal Jolly' (any card vs every card). Default "
        "max 1; options: unlimited, or 'at least 2 natural cards'. Not confirmed from a stored "
        "source.",
        "Quando si forma una combinazione (tris, quartetto o scala), ogni carta può essere "
        "sostituita dal Jolly.",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice che in una combinazione «ogni carta può essere sostituita dal Jolly»: "
            "può voler dire una carta qualsiasi, ma anche tutte le carte, e nessuna fonte lo "
            "chiarisce. Se il tavolo non sceglie diversamente, in ogni combinazione c'è al "
            "massimo un jolly. In alternativa i jolly sono senza limiti, oppure ce ne possono "
            "essere quanti si vuole purché restino almeno due carte vere.",
            "The text says that in a meld «any card can be replaced by the joker»: that may mean "
            "any one card, but also every card, and no source settles it. Unless the table "
            "chooses otherwise, a meld holds one joker at most. Alternatively jokers are "
            "unlimited, or there can be as many as you like as long as at least two real cards "
            "remain.",
        ),
    ),
    _rule(
        "S40-AMB-5",
        ("Ambiguità 5: scartare una carta attaccabile", "Ambiguity 5: discarding a playable card"),
        (
            "Il divieto di scartare una carta che si potrebbe attaccare vale, come nel testo, "
            "solo per chi non ha aperto; in opzione per tutti.",
            "The ban on discarding a card that could be attached applies, as in the text, only "
            "to players who have not opened; as an option to everyone.",
        ),
        "Discarding a card that could be attached: the seed forbids it only for players who "
        "have not opened; other sources forbid it for everyone. Default: the seed's wording; "
        "option: everyone.",
        "Chi non ha ancora aperto, non può scartare carte con le quali gli altri giocatori "
        "possono attaccare, perciò dovrà tenerla in mano e scartarne delle altre.",
        ambiguity=True,
        source=_cite(RUOLO),
        topic="amb",
        plain=(
            "Il testo vieta di scartare una carta che gli altri potrebbero attaccare alle "
            "combinazioni in tavola, ma solo a chi non ha ancora aperto; altre fonti lo vietano a "
            "tutti. Se il tavolo non sceglie diversamente vale il testo: il divieto è solo per "
            "chi non ha aperto.",
            "The text forbids discarding a card the others could attach to the melds on the "
            "table, but only to players who haven't opened yet; other sources forbid it to "
            "everyone. Unless the table chooses otherwise, the text applies: the ban is only for "
            "those who haven't opened.",
        ),
    ),
    _rule(
        "S40-AMB-6",
        ("Ambiguità 6: la soglia di 101", "Ambiguity 6: the 101 threshold"),
        (
            "Si esce dal gioco a 101 punti o più; con 100 si resta.",
            "A player is out at 101 or more; at 100 he stays.",
        ),
        "Threshold wording '101': eliminated at ≥ 101 (default).",
        "Il punteggio per sballare, ossia uscire dal gioco, solitamente è 101",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice che si sballa a 101: quindi esci dal gioco con 101 punti o più, mentre "
            "con 100 resti in gioco.",
            "The text says you go bust at 101: so you are out with 101 points or more, while at "
            "100 you are still in.",
        ),
    ),
    _rule(
        "S40-AMB-7",
        ("Ambiguità 7: bonus sotto zero", "Ambiguity 7: bonus below zero"),
        (
            "Il bonus di −25 può portare il punteggio sotto zero: se non si sceglie altro è "
            "permesso; in opzione ci si ferma a 0.",
            "The −25 bonus may take a total below zero: allowed by default; as an option it "
            "stops at 0.",
        ),
        "The −25 bonus may push a total below 0: default allowed (option: floor at 0).",
        "Chi chiude in mano, riceve un bonus di punti (da stabilire: es. - 25)) da scalare sul "
        "proprio punteggio",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il bonus di 25 punti per la chiusura in mano può portare un totale sotto zero. Se il "
            "tavolo non sceglie diversamente è permesso; in alternativa il totale si ferma a 0.",
            "The 25-point bonus for going out in mano can take a total below zero. Unless the "
            "table chooses otherwise this is allowed; alternatively the total stops at 0.",
        ),
    ),
    _rule(
        "S40-AMB-8",
        ("Ambiguità 8: numero di giocatori", "Ambiguity 8: number of players"),
        (
            "Il testo dice da 2 a 5, FISCA e pagat da 2 a 6: se non si sceglie altro da 2 a 6, "
            "con un avviso oltre i 5.",
            "The text says 2 to 5, FISCA and pagat 2 to 6: by default 2–6, with a warning above 5.",
        ),
        "Players 2–5 (seed) vs 2–6 (FISCA, pagat): default 2–6 with a warning above 5.",
        "Il numero dei giocatori può andare da due a cinque ed ognuno gioca per proprio conto.",
        ambiguity=True,
        source=_cite(FISCA, PAGAT),
        topic="amb",
        plain=(
            "Il testo dice da 2 a 5 giocatori, le regole della federazione (FISCA) e pagat da 2 a "
            "6. Se il tavolo non sceglie diversamente si gioca da 2 a 6, e con più di 5 giocatori "
            "l'app vi avvisa.",
            "The text says 2 to 5 players, the federation's rules (FISCA) and pagat 2 to 6. "
            "Unless the table chooses otherwise you play with 2 to 6, and the app warns you above "
            "5 players.",
        ),
    ),
    # -- other rulebooks' readings (issue 44): table options, the seed's reading the default
    _rule(
        "S40-FISCA-ELIM",
        ("Soglia di eliminazione secondo FISCA", "Elimination threshold as FISCA reads it"),
        (
            "Il regolamento FISCA, come lo riportano i circoli, fa sballare di solito a 301 e "
            "ammette anche 101, 151 e 201; il testo dice 101, 201 o 501. Si sceglie fra tutti.",
            "The FISCA regulation, as clubs report it, usually puts a player out at 301 and "
            "also allows 101, 151 and 201; the text says 101, 201 or 501. Any of them may be "
            "chosen.",
        ),
        "Elimination threshold: seed 101 (or 201, 501 if agreed); the FISCA regulation, as "
        "clubs report it: 301 usually, 101, 151 and 201 allowed. Option: 101, 151, 201, 301, "
        "501; default 101 (the seed); the FISCA preset picks 301.",
        "",
        True,
        FISCA_REPORTED,
        topic="amb",
        plain=(
            "Il testo fa sballare a 101, o a 201 o 501 se i giocatori lo stabiliscono. Il "
            "regolamento della federazione (FISCA), come lo riportano i circoli, gioca di "
            "solito a 301 e ammette anche 101, 151 e 201. Il tavolo può scegliere una "
            "qualsiasi di queste soglie. Se il tavolo non sceglie diversamente si gioca a 101, "
            "come nel testo.",
            "The text puts a player out at 101, or at 201 or 501 if the players agree. The "
            "federation's regulation (FISCA), as clubs report it, usually plays to 301 and "
            "also allows 101, 151 and 201. The table may pick any of these thresholds. Unless "
            "the table chooses otherwise you play to 101, as in the text.",
        ),
    ),
    _rule(
        "S40-CLUB-ACE",
        ("L'asso nelle scale d'apertura", "The ace in an opening sequence"),
        (
            "Il testo conta l'asso 1 prima del 2 e 11 dopo il re (A-2-3 fa 6, Q-K-A 31). "
            "Alcune pagine di circoli contano Q-K-A 30 (l'asso come 10); un circolo conta "
            "A-2-3 16 (l'asso 11 anche prima del 2).",
            "The text counts the ace 1 before the two and 11 after the king (A-2-3 is 6, Q-K-A "
            "31). Some club pages count Q-K-A as 30 (the ace as 10); one club counts A-2-3 as "
            "16 (the ace 11 even before the two).",
        ),
        "Ace in a sequence for the 40 opening: seed 1 before the 2, 11 after the King "
        "(default). Club pages: Q-K-A = 30 (Ace after the King as 10); one club: A-2-3 = 16 "
        "(Ace 11 even when low). Sets are unchanged (Ace 11).",
        "L'asso vale un punto se messo, in scala, prima del Due, mentre vale 11 punti se "
        "messo in tris o in scala dopo il Re.",
        True,
        _cite(CLUBS),
        topic="amb",
        plain=(
            "Per arrivare ai 40 dell'apertura il testo conta l'asso 1 se sta prima del 2 e 11 "
            "se sta dopo il re: asso, 2, 3 fa 6 e donna, re, asso fa 31. Alcune pagine di "
            "circoli contano l'asso dopo il re come 10, quindi donna, re, asso fa 30; un "
            "circolo conta l'asso sempre 11, anche prima del 2, quindi asso, 2, 3 fa 16. Nei "
            "tris l'asso vale sempre 11. Se il tavolo non sceglie diversamente vale il testo.",
            "To reach the 40 needed to open, the text counts the ace 1 before the 2 and 11 "
            "after the king: ace, 2, 3 makes 6 and queen, king, ace 31. Some club pages count "
            "the ace after the king as 10, so queen, king, ace makes 30; one club counts the "
            "ace 11 always, even before the 2, so ace, 2, 3 makes 16. In a set the ace is "
            "always 11. Unless the table chooses otherwise, the text applies.",
        ),
    ),
    _rule(
        "S40-CLUB-8",
        ("Fino a 8 giocatori, con tre mazzi", "Up to 8 players, with three packs"),
        (
            "Alcune pagine di circoli ammettono da 2 a 8 giocatori: oltre i 6 si aggiunge un "
            "terzo mazzo, e si gioca con 162 carte, 6 jolly, ogni carta tre volte. Il testo "
            "dice da 2 a 5.",
            "Some club pages allow 2 to 8 players: beyond 6 a third pack is added, and the "
            "game uses 162 cards, 6 jollies, each card three times. The text says 2 to 5.",
        ),
        "Players: seed 2–5, FISCA/pagat 2–6 (S40-AMB-8, the default). Club pages: 2–8, with a "
        "third pack beyond 6 players: 3 × (52 + 2) = 162 cards, 6 jollies, each card three "
        "times. Option (off by default); a table above 5 is warned as S40-AMB-8 does.",
        "Il numero dei giocatori può andare da due a cinque ed ognuno gioca per proprio conto.",
        True,
        _cite(CLUBS),
        topic="amb",
        plain=(
            "Il testo dice da 2 a 5 giocatori, e l'app arriva a 6 come la FISCA. Alcune pagine "
            "di circoli giocano fino a 8: in 7 o 8 si mischia un terzo mazzo francese con i "
            "suoi jolly, e il mazzo diventa di 162 carte, con 6 jolly e ogni carta tre volte. "
            "Se il tavolo non sceglie diversamente si gioca al massimo in 6; se lo sceglie, "
            "l'app avvisa che il testo non lo prevede.",
            "The text says 2 to 5 players, and the app goes to 6 as FISCA does. Some club "
            "pages play up to 8: with 7 or 8 a third French pack is shuffled in with its "
            "jokers, and the deck becomes 162 cards, with 6 jokers and each card three times. "
            "Unless the table chooses otherwise at most 6 play; if it does, the app warns that "
            "the text does not provide for it.",
        ),
    ),
    _rule(
        "S40-CLUB-JOLLY",
        ("Il jolly come scarto", "The jolly as a discard"),
        (
            "Il testo non vieta di scartare un jolly. Varie pagine di circoli lo permettono "
            "solo come carta di chiusura; un jolly scoperto per iniziare il pozzo torna nel "
            "tallone.",
            "The text does not forbid discarding a jolly. Several club pages allow it only as "
            "the closing card; a jolly turned up to start the pozzo goes back into the stock.",
        ),
        "Discarding a jolly: the seed is silent (allowed, the default). Club pages: a jolly may "
        "be discarded only as the closing card; a jolly turned up to start the pozzo goes back "
        "into the tallone and another card is turned. Option; the detailed log refuses, under "
        "it, a jolly discarded without going out.",
        "",
        True,
        CLUBS,
        topic="amb",
        plain=(
            "Il testo non dice nulla sullo scarto di un jolly. Se il tavolo non sceglie "
            "diversamente si può scartare. Varie pagine di circoli permettono di scartarlo solo "
            "come ultima carta, per chiudere; e se all'inizio della mano la carta scoperta per "
            "il pozzo è un jolly, lo si rimette nel tallone e se ne scopre un'altra.",
            "The text says nothing about discarding a joker. Unless the table chooses "
            "otherwise it may be discarded. Several club pages allow it only as the last "
            "card, to go out; and if the card turned up to start the pozzo is a joker, it goes "
            "back into the tallone and another card is turned up.",
        ),
    ),
    _rule(
        "S40-POZZO-OPEN",
        ("Prendere il pozzo per aprire", "Taking the pozzo card to open"),
        (
            "Nella variante del testo chi non ha aperto prende la carta scoperta se ha già in "
            "mano combinazioni per 40 o se le fa con quella carta, e apre prima di scartare. La "
            "sintesi delle regole (§3.4) è più stretta: la carta deve stare nell'apertura.",
            "In the text's variant whoever has not opened may take the face-up card if they "
            "already hold melds worth 40 or make them with that card, and opens before "
            "discarding. The rules digest (§3.4) is narrower: the card must be in the opening.",
        ),
        "Taking the pozzo before opening (variant): the seed allows it when the player already "
        "holds melds worth ≥ 40 or makes them with the card taken; the opening is put down "
        "before the discard (the default when the variant is on). rules.md §3.4 summarises it "
        "as 'allowed if that card is used in the opening melds the same turn': an option.",
        "Si potrà anche prendere la carta scoperta, ma solo a patto che si abbia già in mano "
        "combinazioni per almeno 40 punti o che si possa realizzarle con la stessa carta che "
        "si prende. Nel qual caso prima di scartare si mettono sul tavolo le combinazioni che "
        "giustifichino l'apertura.",
        True,
        topic="amb",
        plain=(
            "Nella variante del testo chi non ha ancora aperto può prendere la carta del pozzo "
            "se ha già in mano combinazioni per almeno 40 punti, oppure se le forma con quella "
            "carta; in tutti e due i casi apre nello stesso turno, prima di scartare. La nostra "
            "sintesi delle regole la riassume più stretta, chiedendo che la carta presa stia "
            "nelle combinazioni d'apertura. Se il tavolo non sceglie diversamente vale il "
            "testo; in alternativa questa lettura più stretta.",
            "In the text's variant whoever has not opened yet may take the pozzo card if they "
            "already hold melds worth at least 40, or make them with that card; either way "
            "they open in the same turn, before discarding. Our rules digest summarises it "
            "more narrowly, asking that the card taken be in the opening melds. Unless the "
            "table chooses otherwise the text applies; alternatively, that narrower reading.",
        ),
    ),
    _rule(
        "S40-FISCA-PAIRS",
        ("Il gioco a coppie (FISCA)", "Pairs play (FISCA)"),
        (
            "Il regolamento FISCA, come lo riportano i circoli, prevede il gioco a coppie: due "
            "coppie, i compagni seduti di fronte; ogni mano vinta da un giocatore dà un punto "
            "vittoria alla sua coppia, e vince la prima coppia a 3.",
            "The FISCA regulation, as clubs report it, has pairs play: two pairs, partners "
            "sitting opposite; each hand won by a player scores one victory point for the "
            "pair, and the first pair to 3 wins.",
        ),
        "Pairs play (FISCA, as clubs report it): 4 players, two pairs, partners opposite (seats "
        "1 and 3 against 2 and 4). A hand is won by the player who goes out (S40-CLOSE): one "
        "victory point for that player's pair; the first pair to 3 victory points wins the "
        "game. The hand's penalty points are still scored for the record, but nobody is put "
        "out by the threshold (S40-ELIM) and nobody buys back in. Option, off by default (the "
        "seed: everyone for himself); the FISCA preset leaves it off, pairs being a choice of "
        "their own.",
        "Il numero dei giocatori può andare da due a cinque ed ognuno gioca per proprio conto.",
        True,
        FISCA_REPORTED,
        topic="amb",
        plain=(
            "Nel testo ognuno gioca per conto suo. Il regolamento della federazione (FISCA), "
            "come lo riportano i circoli, prevede anche il gioco a coppie: si gioca in quattro, "
            "i compagni seduti uno di fronte all'altro (il primo e il terzo contro il secondo e "
            "il quarto). Chi chiude vince la mano e dà un punto vittoria alla sua coppia; vince "
            "la partita la prima coppia che arriva a 3 punti vittoria. I punti delle carte "
            "rimaste si scrivono lo stesso, ma nessuno sballa. Se il tavolo non sceglie "
            "diversamente ognuno gioca per sé.",
            "In the text everyone plays for himself. The federation's regulation (FISCA), as "
            "clubs report it, also has pairs play: four play, partners sitting opposite each "
            "other (the first and third against the second and fourth). Whoever goes out wins "
            "the hand and scores one victory point for the pair; the first pair to reach 3 "
            "victory points wins the game. The points of the cards left are written down all "
            "the same, but nobody is put out. Unless the table chooses otherwise everyone "
            "plays for himself.",
        ),
    ),
)
