"""Scala 40's rules: the it.wikipedia text (seed 002, 2007) and our digest (rules.md §3)."""

from __future__ import annotations

from ..base import Rule, rule_maker

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


def _cite(*urls: str) -> str:
    """The seed for the quotation, then the outside pages for the other facts."""
    return "; ".join((SEED, *urls))


_rule = rule_maker("scala40", SEED)


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
    ),
    _rule(
        "S40-LONE-ACE",
        ("Asso rimasto da solo", "A lone Ace"),
        (
            "Se l'unica carta rimasta in mano è un Asso, vale 1 invece di 11 (variante del "
            "testo, attiva di serie).",
            "If the only card left in hand is an Ace, it counts 1 instead of 11 (the text's "
            "variant, on by default).",
        ),
        "Seed ('varianti'): an Ace that is the only card left in hand counts 1. Toggle, default "
        "ON as written in the seed; OFF = FISCA.",
        "tenendo presente che l'Asso vale in ogni caso 11 punti, a meno che non sia l'unica "
        "carta rimasta in mano: allora vale 1.",
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
    ),
    _rule(
        "S40-AMB-2",
        ("Ambiguità 2: l'Asso in mano", "Ambiguity 2: the Ace in hand"),
        (
            "L'Asso in mano vale 11, ma 1 se è l'unica carta rimasta: di serie si applica, come "
            "nel testo.",
            "An Ace in hand is 11, but 1 if it is the only card left: on by default, as the text "
            "says.",
        ),
        "Ace in hand: 11 always vs 1 when it is the lone card (toggle, default ON per the seed "
        "text).",
        "tenendo presente che l'Asso vale in ogni caso 11 punti, a meno che non sia l'unica "
        "carta rimasta in mano: allora vale 1.",
        ambiguity=True,
    ),
    _rule(
        "S40-AMB-3",
        ("Ambiguità 3: il jolly in mano", "Ambiguity 3: a joker in hand"),
        (
            "Il jolly rimasto in mano vale «solitamente» 25: è un parametro, di serie 25.",
            "A joker left in hand is 'usually' 25: a parameter, 25 by default.",
        ),
        "Jolly in hand 25 'solitamente' — a parameter, default 25.",
        "La matta in mano solitamente vale 25 punti",
        ambiguity=True,
    ),
    _rule(
        "S40-AMB-4",
        ("Ambiguità 4: quanti jolly per combinazione", "Ambiguity 4: jokers per meld"),
        (
            "Di serie al massimo un jolly per combinazione; in opzione senza limiti, o con "
            "almeno 2 carte vere.",
            "By default at most one joker per meld; as options no limit, or at least 2 natural "
            "cards.",
        ),
        "Seed: 'ogni carta può essere sostituita dal Jolly' (any card vs every card). Default "
        "max 1; options: unlimited, or 'at least 2 natural cards'. Not confirmed from a stored "
        "source.",
        "Quando si forma una combinazione (tris, quartetto o scala), ogni carta può essere "
        "sostituita dal Jolly.",
        ambiguity=True,
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
    ),
    _rule(
        "S40-AMB-7",
        ("Ambiguità 7: bonus sotto zero", "Ambiguity 7: bonus below zero"),
        (
            "Il bonus di −25 può portare il punteggio sotto zero: di serie è permesso; in "
            "opzione ci si ferma a 0.",
            "The −25 bonus may take a total below zero: allowed by default; as an option it "
            "stops at 0.",
        ),
        "The −25 bonus may push a total below 0: default allowed (option: floor at 0).",
        "Chi chiude in mano, riceve un bonus di punti (da stabilire: es. - 25)) da scalare sul "
        "proprio punteggio",
        ambiguity=True,
    ),
    _rule(
        "S40-AMB-8",
        ("Ambiguità 8: numero di giocatori", "Ambiguity 8: number of players"),
        (
            "Il testo dice da 2 a 5, FISCA e pagat da 2 a 6: di serie 2–6, con un avviso oltre "
            "i 5.",
            "The text says 2 to 5, FISCA and pagat 2 to 6: by default 2–6, with a warning above 5.",
        ),
        "Players 2–5 (seed) vs 2–6 (FISCA, pagat): default 2–6 with a warning above 5.",
        "Il numero dei giocatori può andare da due a cinque ed ognuno gioca per proprio conto.",
        ambiguity=True,
        source=_cite(FISCA, PAGAT),
    ),
)
