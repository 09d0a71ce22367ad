"""Tarocco Siciliano's rules (Calatafimi, 4 players): the seed text (Dummett & McLeod, with
Dossena's variants V1–V10, seed 004) and our digest (rules.md §1).

Longer than a module should be because it is data: one entry per rule id of rules.md §1,
each with its quotation; splitting it would only scatter the rulebook.
"""

from __future__ import annotations

from ..base import Rule, Topic, rule_maker, topics

SEED = (
    "Dummett & McLeod, con le varianti di Dossena [V1–V10] "
    "(giocotarocchisiciliani.jimdofree.com/imparare/i-giochi/8-a-4-giocatori)"
)
#: The outside pages of rules.md §1.0, for facts the seed leaves to other sections of the site.
VALUES = "giocotarocchisiciliani.jimdofree.com/imparare/valore-di-punteggio-delle-carte"
GLOSSARY = "giocotarocchisiciliani.jimdofree.com/conoscere/glossario-dei-tarocchi-siciliani"
GENERAL = "giocotarocchisiciliani.jimdofree.com/imparare (regole generali)"
PACK = "giocotarocchisiciliani.jimdofree.com/conoscere/il-mazzo"
TERESINA = "spazioinwind.libero.it/carte/teresina.htm"
TRIONFI = "a.trionfi.eu/WWPCM/decks07/d05236/d05236text.htm"
WIKI = "en.wikipedia.org/wiki/Tarocco_Siciliano"
COUNTING = "pagat.com/tarot/counting.html (copia: gambiter.com/cards/tarot/counting.html)"


def _cite(*urls: str) -> str:
    """Outside pages for the facts, then the seed for the quotation."""
    return "; ".join(urls) + f"; citazione: {SEED}"


#: The rulebook's chapters, in the order of a hand.
TOPICS: tuple[Topic, ...] = topics(
    "tarocco",
    ("cards", ("Le carte e il loro valore", "The cards and their values")),
    ("auction", ("La distribuzione e la prima licitazione", "The deal and the first auction")),
    ("solo", ("Il monte e il solo", "The monte and the solo")),
    ("partners", ("Venti, quindici e la chiamata del Re", "Venti, quindici and the King call")),
    ("play", ("Il gioco delle prese", "Trick play")),
    ("score", ("Il conteggio e il punteggio", "Counting and scoring")),
    ("variants", ("Le varianti di Dossena", "Dossena's variants")),
    ("amb", ("Ambiguità: le scelte del tavolo", "Ambiguities: the table's choices")),
)

_rule = rule_maker("tarocco", SEED, TOPICS)


RULES: tuple[Rule, ...] = (
    _rule(
        "TAR-DECK",
        ("Il mazzo", "The deck"),
        (
            "Si gioca con 63 carte: 41 carte di seme, 21 trionfi e il Fuggitivo. L'Asso di "
            "Denari dei mazzi in commercio non si usa.",
            "The game uses 63 cards: 41 suit cards, 21 trumps and the Fugitive. The Ace of "
            "Coins found in commercial packs is not used.",
        ),
        "63 cards; commercial packs add a 64th, the Ace of Coins, which is not used. Spade, "
        "Coppe, Bastoni (Mazze): Re, Regina, Cavallo, Donna (female knave, 'fante'), 10, 9, 8, "
        "7, 6, 5 = 3 × 10 = 30; Oro (Denari): the same + 4 = 11; 21 trumps: 20 Giove, "
        "19 Palla/Badda/Atlante, 18 Sole, 17 Luna, 16 Stella, 15 Torre, 14 Vascello, 13 Morte, "
        "12 Tempo, 11 Impiccato, 10 Ruota, 9 Carro, 8 Amore, 7 Giustizia, 6 Fortezza, "
        "5 Temperanza, 4 Costanza, 3 Imperatore, 2 Imperatrice, 1 Picciotti (Bagatto), "
        "unnumbered Miseria (Povertà, lowest trump); Fuggitivo ('U Fujutu, the Fool), "
        "unnumbered, no capturing power. Trumps 16–20 are the Arie. Capturing order in every "
        "suit: Re > Regina > Cavallo > Donna > 10 > … > 5 (> 4 in Oro); trumps 20 > 19 > … > 1 "
        "> Miseria beat every suit card.",
        "Se non l'avete già fatto dovete ovviamente prima leggere la sezione CONOSCERE - IL "
        "MAZZO, e quella IMPARARE - REGOLE GENERALI",
        source=_cite(PACK, WIKI, GENERAL, TERESINA),
        topic="cards",
        plain=(
            "Si gioca con 63 carte: l'Asso di Denari che trovate nei mazzi in commercio non si "
            "usa. Spade, Coppe e Bastoni (o Mazze) hanno dieci carte ciascuno: Re, Regina, "
            "Cavallo, Donna (il fante) e le carte dal 10 al 5; Oro (o Denari) ha anche il 4, "
            "quindi undici. I 21 trionfi, dal più forte, sono: 20 Giove, 19 Palla (o Badda, o "
            "Atlante), 18 Sole, 17 Luna, 16 Stella, 15 Torre, 14 Vascello, 13 Morte, 12 Tempo, 11 "
            "Impiccato, 10 Ruota, 9 Carro, 8 Amore, 7 Giustizia, 6 Fortezza, 5 Temperanza, 4 "
            "Costanza, 3 Imperatore, 2 Imperatrice, 1 Picciotti (il Bagatto) e per ultima la "
            "Miseria (o Povertà), senza numero; i trionfi dal 16 al 20 si chiamano Arie. C'è poi "
            "il Fuggitivo ('U Fujutu, il Matto), senza numero, che non prende mai. In ogni seme "
            "prende il Re, poi la Regina, il Cavallo, la Donna e le carte dal 10 in giù; "
            "qualsiasi trionfo batte qualsiasi carta di seme.",
            "The game uses 63 cards: the Ace of Coins you find in commercial packs is left out. "
            "Swords, Cups and Clubs (Spade, Coppe, Bastoni or Mazze) have ten cards each: King, "
            "Queen (Regina), Knight (Cavallo), Donna (the knave) and the 10 down to the 5; Coins "
            "(Oro or Denari) also has the 4, so eleven. The 21 trumps, strongest first, are: 20 "
            "Giove, 19 Palla (or Badda, or Atlante), 18 Sole, 17 Luna, 16 Stella, 15 Torre, 14 "
            "Vascello, 13 Morte, 12 Tempo, 11 Impiccato, 10 Ruota, 9 Carro, 8 Amore, 7 Giustizia, "
            "6 Fortezza, 5 Temperanza, 4 Costanza, 3 Imperatore, 2 Imperatrice, 1 Picciotti (the "
            "Bagatto) and last the Miseria (or Povertà), which has no number; trumps 16 to 20 are "
            "called the Arie. Then there is the Fugitive (Fuggitivo, 'U Fujutu, the Fool), with "
            "no number, which never takes a trick. In every suit the King is highest, then Queen, "
            "Knight, Donna and the numbers from 10 down; any trump beats any suit card.",
        ),
    ),
    _rule(
        "TAR-VAL",
        ("Valore delle carte", "Card-point values"),
        (
            "Giove, Picciotti e Fuggitivo valgono 10 (decine); Palla, Sole, Luna, Stella e i "
            "quattro Re 5 (cinquine); Regine 4, Cavalli 3, Donne 2; le altre 40 sono scartine.",
            "Giove, Picciotti and the Fugitive are worth 10 (decine); Palla, Sole, Luna, Stella "
            "and the four Kings 5 (cinquine); Queens 4, Knights 3, Donne 2; the other 40 are "
            "scartine.",
        ),
        "23 counting cards: Giove (20), Picciotti (1), Fuggitivo 10 each — the decine, the only "
        "three 10-point cards; Palla (19), Sole (18), Luna (17), Stella (16) 5 each and the four "
        "Re 5 each — the cinquine (all 5-point cards); the four Regine 4 each; the four Cavalli "
        "3 each; the four Donne 2 each. The other 40 cards (trumps 2–15, Miseria, all numerals) "
        "are scartine. Nominal sum 30 + 40 + 16 + 12 + 8 = 106; counting cards 3 + 8 + 4 + 4 + "
        "4 = 23; scartine 63 − 23 = 40.",
        "I giocatori dovranno in questa fase conteggiare i punti in loro mano dati solo dalle "
        "decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 o 5 punti: […] "
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte)",
        source=_cite(VALUES, GLOSSARY, TERESINA),
        topic="cards",
        plain=(
            "Le carte che valgono punti sono 23. Giove, Picciotti e il Fuggitivo valgono 10 "
            "ciascuno: sono le decine, le uniche tre carte da 10. Palla, Sole, Luna e Stella "
            "valgono 5, e così i quattro Re: tutte le carte da 5 sono cinquine. Le quattro Regine "
            "valgono 4, i quattro Cavalli 3, le quattro Donne 2. Le altre 40 carte, cioè i "
            "trionfi dal 2 al 15, la Miseria e tutte le carte numerate, sono scartine. A valore "
            "pieno le carte che contano fanno 106: 30 le decine, 40 le cinquine, 16 le Regine, 12 "
            "i Cavalli e 8 le Donne.",
            "23 cards are worth points. Giove, Picciotti and the Fugitive are worth 10 each: they "
            "are the decine, the only three 10-point cards. Palla, Sole, Luna and Stella are "
            "worth 5, and so are the four Kings: every 5-point card is a cinquina. The four "
            "Queens are worth 4, the four Knights 3, the four Donne 2. The other 40 cards, that "
            "is trumps 2 to 15, the Miseria and all the number cards, are scartine. At full value "
            "the counting cards make 106: 30 for the decine, 40 for the cinquine, 16 for the "
            "Queens, 12 for the Knights and 8 for the Donne.",
        ),
    ),
    _rule(
        "TAR-COUNT",
        ("Conteggio a terzetti: totale 109", "Counting in threes: total 109"),
        (
            "Le carte si contano a terzetti e chi fa l'ultima presa prende 5 punti: le due "
            "parti sommano sempre 109.",
            "Cards are counted in threes and the last trick is worth 5: the two sides always "
            "add up to 109.",
        ),
        "Counted in triplets at nominal values: 3 scartine = 1 point; a counting card + 2 "
        "scartine = its value; 2 counting cards in a triplet = sum − 1; 3 counting cards = "
        "sum − 2. Leftover cards (scartine): 1 leftover = 0, 2 leftovers = 1. +5 for the last "
        "trick. Closed formula for a pile of N cards with c counting cards of nominal sum V: "
        "points = V − c + ⌊(N + 1) / 3⌋ (+5 for the last trick). Whole pack 106 − 23 + 21 = 104, "
        "+ 5 = 109; any split into two sides adds up to 109. The monte counts for the side it "
        "belongs to; the side holding it has 4k + 3 cards, the other 4(15 − k). So one side's "
        "points are enough: the other side has 109 minus them.",
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte), ricordandosi di assegnare le carte del monte a chi spettano ed "
        "i 5 punti a chi fa l’ultima presa",
        source=_cite(VALUES, COUNTING),
        topic="score",
        plain=(
            "Le prese si contano a gruppi di tre carte. Tre scartine fanno 1 punto; una carta di "
            "valore con due scartine fa il suo valore; due carte di valore nello stesso gruppo "
            "fanno la loro somma meno 1, tre carte di valore la somma meno 2. Se alla fine "
            "avanzano una o due carte, si lasciano avanzare delle scartine: una vale 0, due "
            "valgono 1. Chi fa l'ultima "
            "presa prende 5 punti in più, e il monte conta per la parte a cui spetta: così le due "
            "parti insieme fanno sempre 109 (104 delle carte più 5 dell'ultima presa), comunque "
            "siano divise le carte. Per fare prima: somma il valore delle carte di valore, togli "
            "1 per ognuna di queste carte e aggiungi il numero di carte del mucchio più uno, "
            "diviso per tre e arrotondato per difetto. Nell'app potete segnare i punti di una "
            "sola parte (l'altra ha 109 meno quelli), oppure quante carte e quali carte di valore "
            "ha ogni parte: l'app controlla che le due parti facciano 109; ogni parte ha quattro "
            "carte per ogni presa fatta, e chi ha il monte ne ha tre in più.",
            "Tricks are counted in groups of three cards. Three scartine make 1 point; a counting "
            "card with two scartine makes its value; two counting cards in the same group make "
            "their sum less 1, three counting cards their sum less 2. Cards left over are kept as "
            "scartine: one on its own is worth 0, two are worth 1. Whoever takes the last trick "
            "gets 5 points more, and the monte counts for the side it belongs to: so the two "
            "sides always make 109 together (104 from the cards plus 5 for the last trick), "
            "however the cards are split. A shortcut: add up the values of the counting cards, "
            "take off 1 for each of them, and add the number of cards in the pile plus one, "
            "divided by three and rounded down. In the app you can enter one side's points (the "
            "other has 109 minus those), or how many cards and which counting cards each side "
            "has: the app checks that the two sides make 109; each side has four cards per trick "
            "won, and the side holding the monte three more.",
        ),
    ),
    _rule(
        "TAR-PLAY",
        ("Il gioco delle prese", "Trick play"),
        (
            "Chi è di mano può aprire con qualsiasi carta tranne il Fuggitivo; i trionfi "
            "battono le carte di seme; il Fuggitivo non vince mai una presa.",
            "The leader may lead any card but the Fugitive; trumps beat suit cards; the "
            "Fugitive never wins a trick.",
        ),
        "The leader may lead any card but not the Fuggitivo; trumps beat all suit cards; the "
        "Fuggitivo never wins a trick and is acquired among its holder's own cards by a special "
        "procedure. Standard obligations (full text not retrievable): follow suit; if void, "
        "play a trump; if trumps are led, play a trump; otherwise any card. No duty to "
        "overtake/overtrump is documented. Fuggitivo mechanics not established: by default its "
        "10 counts for the side of its original holder; the counting formula stays exact "
        "whatever the procedure, using each pile's real card count.",
        "Il meccanismo di gioco è quello usuale basato sulle regole generali.",
        source=_cite(GENERAL, TRIONFI),
        topic="play",
        plain=(
            "Chi apre una presa può giocare qualsiasi carta, ma non il Fuggitivo. I trionfi "
            "battono tutte le carte di seme; il Fuggitivo non vince mai una presa e, con un "
            "procedimento apposito, finisce tra le carte di chi lo aveva. Gli obblighi sono "
            "quelli soliti, perché il testo completo non si trova: si risponde al seme; se non "
            "hai il seme giochi un trionfo; se si apre con un trionfo si risponde con un trionfo; "
            "se non puoi fare niente di tutto questo giochi quello che vuoi. Non risulta "
            "l'obbligo di superare o di tagliare più alto. Come si giochi esattamente il "
            "Fuggitivo non si sa: se il tavolo non sceglie diversamente i suoi 10 punti contano "
            "per la parte di chi lo aveva in mano, e il conteggio torna comunque, purché contiate "
            "le carte vere di ogni mucchio.",
            "Whoever leads to a trick may play any card except the Fugitive. Trumps beat every "
            "suit card; the Fugitive never wins a trick and, by a procedure of its own, ends up "
            "among the cards of whoever held it. The duties are the usual ones, since the full "
            "text can't be found: follow suit; if you can't, play a trump; if a trump is led, "
            "answer with a trump; if you can do none of these, play what you like. No duty to "
            "beat the card on the table or to overtrump is known. Exactly how the Fugitive is "
            "played is not known: unless the table chooses otherwise its 10 points count for the "
            "side of whoever held it, and the count still comes out right as long as you count "
            "the real cards in each pile.",
        ),
    ),
    _rule(
        "TAR-DEAL",
        ("La prima distribuzione", "The first deal"),
        (
            "Il mazziere distribuisce in senso antiorario due giri di 5 carte (10 a testa) e "
            "può guardare l'ultima carta del mazzo. Il mazzo passa alla sua destra.",
            "The dealer deals counter-clockwise two rounds of 5 (10 each) and may look at the "
            "bottom card. The deal passes to his right.",
        ),
        "Counter-clockwise; the dealer gives 2 rounds of 5 cards (10 each). D&M: the dealer may "
        "look at the bottom card of the pack [V1: may not]. The deal passes counter-clockwise, "
        "i.e. to the old dealer's right.",
        "In senso antiorario il mazziere estratto distribuisce 2 giri di 5 carte ciascuno (10 "
        "carte). Il mazziere può guardare l'ultima carta in fondo al mazzo. [V1] […] "
        "[V1] non può guardarla",
        topic="auction",
        plain=(
            "Si distribuisce in senso antiorario: il mazziere dà due giri di 5 carte, 10 a testa. "
            "Il mazziere può guardare l'ultima carta in fondo al mazzo; nella variante di Dossena "
            "non può. Il mazzo passa in senso antiorario, cioè a chi siede alla destra del "
            "mazziere.",
            "Dealing goes counter-clockwise: the dealer gives two rounds of 5 cards, 10 each. The "
            "dealer may look at the bottom card of the pack; in Dossena's variant, not. The deal "
            "passes counter-clockwise, that is, to whoever sits on the dealer's right.",
        ),
    ),
    _rule(
        "TAR-BID1",
        ("Prima licitazione", "First auction"),
        (
            "Sulle prime 10 carte ognuno parla una volta, in qualsiasi ordine. Basta un «tengo» "
            "per giocare; se tutti dicono «vado» o un'offerta resta senza «piglio» la mano è "
            "nulla; offerta accettata: chi offre segna −x, chi piglia +x.",
            "On the first 10 cards each player speaks once, in any order. One 'tengo' means the "
            "hand is played; all 'vado' or an offer nobody takes voids the hand; an accepted "
            "offer: offerer −x, taker +x.",
        ),
        "One single auction on 10 cards, no fixed speaking order, each player speaks once. "
        "vado: proposes to abandon the hand; offro x: abandon taking −x himself, +x to whoever "
        "accepts (usually x ≤ 8, 10 in extreme cases); piglio: accepts an existing offer; "
        "tengo: insists on playing. Outcomes: at least one tengo → second deal (offers void); "
        "all vado → abandoned, 0 points, deal passes [V2: same dealer]; offro with no piglio and "
        "no tengo → abandoned, 0 points [V2]; offro x + piglio, no tengo → offerer −x, taker "
        "+x, others 0, deal passes [V2].",
        "i giocatori non partecipano alla licitazione in un ordine determinato - all’interno "
        "dell’unica licitazione ogni giocatore può parlare una volta sola. […] vado: proporre "
        "cioè di mandare a monte la smazzata offro x punti (solitamente non più di 8, 10 in casi "
        "estremi):se è così sicuro di perdere che propone di mandare a monte la smazzata "
        "accollandosi un certo numero di punti negativi per lui, e positivi per l’avversario che "
        "eventualmente accetti. […] piglio: se qualcuno ha detto offro, ed è abbastanza convinto "
        "di vincere, dicendo piglio accetta l’offerta di mandare a monte la smazzata, "
        "aggiudicando i punti negativi all’avversario e positivi a se stesso. tengo: "
        "completamente convinto che valga la pena per lui giocare la smazzata, decide così e "
        "obbliga gli altri a giocare. […] (analogamente se uno o più giocatori hanno detto offro "
        "senza che nessuno abbia detto poi piglio) […] Quindi nel caso che tutti dicano vado si "
        "abbndona la smazzata e passa il mazzo al prossimo mazziere. [V2] Se si equivalgono "
        "offro e piglio e se nessuno dice tengo, vengono aggiudicati gli x punti in negativo al "
        "giocatore che li ha offerti, e altrettanti in positivo a chi abbia detto piglio; si "
        "abbandona quindi la smazzata e il mazzo passa al prossimo mazziere. [V2] Se almeno un "
        "giocatore dice tengo si procede con la seconda distribuzione.",
        topic="auction",
        plain=(
            "Con le prime 10 carte si fa un'unica licitazione: non c'è un ordine fisso, ma ognuno "
            "parla una volta sola. Puoi dire «vado», cioè proponi di mandare a monte la smazzata; "
            "«offro» con un numero di punti, cioè proponi di mandarla a monte prendendoti quei "
            "punti in meno, che vanno in più a chi accetta (di solito non più di 8, 10 nei casi "
            "estremi); «piglio», per accettare un'offerta già fatta; «tengo», se vuoi giocare. "
            "Basta un «tengo» e si gioca: si fa la seconda distribuzione e le offerte non contano "
            "più. Se tutti dicono «vado», o c'è un'offerta che nessuno piglia, la smazzata va a "
            "monte senza punti. Se un'offerta viene pigliata e nessuno dice «tengo», chi ha "
            "offerto segna quei punti in meno, chi ha detto piglio altrettanti in più, gli altri "
            "niente. Quando la smazzata va a monte il mazzo passa al prossimo mazziere; nella "
            "variante di Dossena ridistribuisce lo stesso mazziere.",
            "With the first 10 cards there is a single auction: no fixed order, but everyone "
            "speaks once only. You can say «vado», proposing to abandon the hand; «offro» with a "
            "number of points, proposing to abandon it with those points taken off your score and "
            "given to whoever accepts (usually no more than 8, 10 in extreme cases); «piglio», "
            "accepting an offer already made; or «tengo», if you want to play. One «tengo» is "
            "enough to play: the second deal follows and any offers no longer count. If everyone "
            "says «vado», or an offer is left untaken, the hand is abandoned with no points. If "
            "an offer is taken and nobody says «tengo», whoever offered scores that many points "
            "less, whoever said piglio the same number more, and the others nothing. When a hand "
            "is abandoned the deal passes to the next dealer; in Dossena's variant the same "
            "dealer deals again.",
        ),
    ),
    _rule(
        "TAR-SOLO",
        ("Seconda distribuzione, monte e solo", "Second deal, monte and solo"),
        (
            "Altre 5 carte a testa e 3 coperte nel monte. Chi dice «solo» prende il monte, lo "
            "mostra e ne scarta 3; se nessuno va solo, il monte lo prende il mazziere senza "
            "mostrarlo, ma non gioca da solo.",
            "5 more cards each and 3 face down as the monte. Whoever says 'solo' takes the "
            "monte, shows it and discards 3; if nobody goes solo the dealer takes it unseen "
            "but does not play alone.",
        ),
        "The dealer gives 5 more cards each (15 each); the last 3 form the monte, face down. "
        "Counter-clockwise from the dealer's right each player says solo or passo (D&M: all "
        "four, dealer last) [V3: only the first three; the dealer cannot go solo]; the first "
        "solo is the soloist. He takes the monte, shows it (not if he is the dealer) [V3: never "
        "shown], discards 3 face down to rebuild it; the rebuilt monte is his at the end. No "
        "soloist: the dealer takes the monte unseen, discards 3, which count for his side; he "
        "does not play alone.",
        "Il mazziere distribuisce le ultime 5 carte coperte a ciascun giocatore compreso se "
        "stesso. Le tre carte rimanenti le dispone coperte al centro del tavolo a costituire il "
        "monte. A questo punto si procede stavolta secondo l’ordine di distribuzione in senso "
        "antiorario a partire dalla destra del mazziere, ad una dichiarazione di eventuale "
        "impegno da parte di ogni giocatore di giocare da solo contro gli altri 3, ed in questo "
        "caso dirà appunto solo, o nel caso non voglia ad una dichiarazione di passo. Parleranno "
        "quindi nell’ordine tutti i giocatori. [V3] […] potrà subito prendere il monte, "
        "mostrarlo [V3] (tranne che sia il mazziere a dichiarare solo), disporlo tra le proprie "
        "carte e scartarne altre tre per ricostituirlo; - le carte disposte nel monte saranno "
        "comunque sue alla fine della smazzata (con gli eventuali punti che conterranno). 2) non "
        "c’è un solista: nel caso nessuno dei giocatori si impegni al solo allora i due vantaggi "
        "sopra detti vengono acquisiti dal mazziere stesso, che procede a usufruirne, ma senza "
        "fare il solista. Anche in questo caso ha l'ulteriore vantaggio di non dover mostrare il "
        "monte nel prenderlo. […] [V3] solo i primi tre giocatori a parlare possono andare "
        '"solo": il mazziere non ha questa possibilità, ma se tutti passano deve comunque '
        "prendere il monte senza mostrarlo agli altri e fare lo scarto. Anche l'eventuale "
        "solista prende il monte senza mostrarlo.",
        topic="solo",
        plain=(
            "Il mazziere dà altre 5 carte a testa (15 in tutto) e mette le ultime 3 coperte al "
            "centro: è il monte. Poi, in senso antiorario a partire dalla destra del mazziere, "
            "ognuno dice «solo» o «passo»; parlano tutti e quattro, il mazziere per ultimo, e chi "
            "dice «solo» per primo gioca da solo contro gli altri tre. Il solista prende il "
            "monte, lo mostra (tranne quando è il mazziere ad andare solo), lo mette tra le sue "
            "carte e ne scarta 3 coperte per rifare il monte, che a fine smazzata è suo. Se "
            "nessuno va solo, il monte lo prende il mazziere senza mostrarlo e ne scarta 3, che a "
            "fine smazzata contano per la sua parte, ma non gioca da solo. Nella variante di "
            "Dossena possono dire «solo» soltanto i primi tre a parlare, non il mazziere, e il "
            "monte non si mostra mai.",
            "The dealer gives 5 more cards each (15 in all) and puts the last 3 face down in the "
            "middle: that is the monte. Then, counter-clockwise from the dealer's right, each "
            "player says «solo» or «passo»; all four speak, the dealer last, and the first to say "
            "«solo» plays alone against the other three. The soloist takes the monte, shows it "
            "(unless the soloist is the dealer), adds it to the hand and discards 3 cards face "
            "down to make the monte again, which belongs to the soloist at the end of the hand. "
            "If nobody goes solo, the dealer takes the monte without showing it and discards 3, "
            "which count for the dealer's side at the end, but does not play alone. In Dossena's "
            "variant only the first three to speak may say «solo», not the dealer, and the monte "
            "is never shown.",
        ),
    ),
    _rule(
        "TAR-VENTI",
        ("Venti o zero", "Venti or zero"),
        (
            "Senza solista, ognuno conta solo decine e cinquine in mano: con almeno 20 può dire "
            "«venti», altrimenti dice «zero». Se tutti dicono zero si rifà la mano.",
            "With no soloist each player counts only his decine and cinquine: with 20 or more "
            "he may say 'venti', otherwise he says 'zero'. All zero: the hand is redealt.",
        ),
        "Each player counts only his decine (10) and cinquine (5) in hand (15 cards; the dealer "
        "after his monte exchange): multiples of 5. From the dealer's right, in order: venti "
        "(only with ≥ 20; optional) or zero (compulsory below 20). The first venti stops the "
        "round. All four say zero → new deal by the next dealer [V2: same dealer], no score.",
        "I giocatori dovranno in questa fase conteggiare i punti in loro mano dati solo dalle "
        "decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 o 5 punti: "
        "Sempre secondo l’ordine di distribuzione in senso antiorario a partire dalla destra del "
        "mazziere, i giocatori possono se vogliono, dichiarare di essere in possesso di almeno "
        "20 punti, dichiarando appunto: venti, altrimenti dichiarare zero (o passo). Chi ha "
        "meno di 20 punti deve comunque dichiarare zero. Anche adesso i casi sono due: 2.1. Se "
        "tutti i giocatori (compreso il mazziere) dichiarano zero: si procede ad una nuova "
        "smazzata con il mazziere seguente. [V2]",
        topic="partners",
        plain=(
            "Se nessuno va solo, ognuno conta nelle sue 15 carte soltanto le decine (10 punti) e "
            "le cinquine (5 punti); il mazziere conta dopo aver fatto lo scarto del monte. Viene "
            "sempre un multiplo di 5. In senso antiorario a partire dalla destra del mazziere, "
            "ognuno dice «venti» se ha almeno 20 punti e vuole dirlo, altrimenti «zero»: sotto i "
            "20 devi dire zero. Il primo «venti» chiude il giro. Se tutti e quattro dicono zero "
            "non si segna niente e si ridistribuisce con il mazziere successivo; nella variante "
            "di Dossena con lo stesso mazziere.",
            "If nobody goes solo, each player counts in their 15 cards only the decine (10 "
            "points) and the cinquine (5 points); the dealer counts after discarding to the "
            "monte. It always comes to a multiple of 5. Counter-clockwise from the dealer's "
            "right, each player says «venti» with at least 20 points if they wish, otherwise "
            "«zero»: under 20 you must say zero. The first «venti» ends the round. If all four "
            "say zero nothing is scored and the next dealer deals again; in Dossena's variant, "
            "the same dealer.",
        ),
    ),
    _rule(
        "TAR-QUINDICI",
        ("Quindici: il compagno palese", "Quindici: the open partner"),
        (
            "Dopo il «venti», chi ha esattamente 15 punti può dire «quindici» e diventa il "
            "compagno palese di chi ha detto venti.",
            "After 'venti', a player with exactly 15 may say 'quindici' and becomes the open "
            "partner of the venti declarer.",
        ),
        "Starting with the player after the venti declarer, a player holding exactly 15 (in "
        "decine and cinquine) may say quindici (optional); the first to do so becomes the open "
        "partner of the venti declarer.",
        "2.2. Appena uno dichiara venti, allora, a partire dal giocatore seguente si procede ad "
        "una nuova dichiarazione di risposta che deve essere adesso quindici, ma stavolta per "
        "dirlo il giocatore deve avere esattamente 15 punti. A questo punto: 2.2.1. se qualcuno "
        "ha la possibilità e vuole dire quindici, e quindi lo dice: diventa il compagno "
        "(palese) del giocatore che ha detto venti.",
        topic="partners",
        plain=(
            "Dopo il «venti» si fa un giro di risposta, a partire dal giocatore seguente: chi ha "
            "esattamente 15 punti in decine e cinquine può dire «quindici», se vuole. Chi lo dice "
            "per primo diventa il compagno palese di chi ha detto venti: lo sanno tutti.",
            "After «venti» there is a round of answers, starting with the next player: whoever "
            "holds exactly 15 points in decine and cinquine may say «quindici», if they wish. The "
            "first to say it becomes the open partner of whoever said venti: everyone knows it.",
        ),
    ),
    _rule(
        "TAR-CALL",
        ("Chiamata del Re: il compagno nascosto", "King call: the hidden partner"),
        (
            "Se nessuno dice quindici, chi ha detto venti chiama un Re che non ha: chi lo tiene "
            "è il suo compagno nascosto. La scelta del Re segue le regole a–f.",
            "If nobody says quindici, the venti declarer calls a King he does not hold: its "
            "holder is his hidden partner. Which King follows rules a–f.",
        ),
        "If nobody said quindici, the venti declarer names a card he does not hold; its holder "
        "is the hidden partner. The card is fixed by TAR-CALL-a … TAR-CALL-f.",
        "2.2.2. se nessuno dice quindici (perché non lo ha o perché non ha voluto dichiararlo "
        "benché avendolo) la parola ritorna al dichiarante del venti che deve procedere ad una "
        'ulteriore "chiamata” per determinare il suo compagno: dovrà quindi chiamare un Re di '
        "un certo seme, non in suo possesso, ed il giocatore con esso diventa il suo compagno "
        "(nascosto). Nel farlo deve rispettare queste regole:",
        topic="partners",
        plain=(
            "Se nessuno dice quindici, chi ha detto venti chiama una carta che non ha, di solito "
            "un Re: chi ce l'ha diventa il suo compagno nascosto, e lo si scopre solo giocando. "
            "Quale carta chiamare non si sceglie liberamente: lo stabiliscono le regole della "
            "chiamata che seguono.",
            "If nobody says quindici, whoever said venti calls a card they don't hold, usually a "
            "King: its holder becomes their hidden partner, which only comes out in play. Which "
            "card to call is not a free choice: the calling rules that follow decide it.",
        ),
    ),
    _rule(
        "TAR-CALL-a",
        ("Chiamata a) tre Re in mano", "Call a) three Kings in hand"),
        (
            "Chi ha 3 Re deve chiamare il quarto.",
            "A caller holding 3 Kings must call the fourth.",
        ),
        "Holds 3 Kings → must call the 4th King.",
        "se ha 3 Re deve chiamare il quarto mancante",
        topic="partners",
        plain=(
            "Se hai detto venti e hai tre Re, devi chiamare il quarto: chi ce l'ha è il tuo "
            "compagno nascosto.",
            "If you said venti and hold three Kings, you must call the fourth: whoever holds it "
            "is your hidden partner.",
        ),
    ),
    _rule(
        "TAR-CALL-b",
        ("Chiamata b) uno o due Re", "Call b) one or two Kings"),
        (
            "Con 1 o 2 Re si chiama il Re del seme in cui si hanno meno carte, ma non di un "
            "seme in cui non si ha nessuna carta.",
            "With 1 or 2 Kings, call the King of the suit where you hold fewest cards, but not "
            "of a suit you are void in.",
        ),
        "Holds 1 or 2 Kings → the King of the suit (among those whose King he lacks) where he "
        "holds fewest cards, but not a void suit [V4: a void suit counts as shortest].",
        "se ha 1 o 2 Re deve chiamare il Re del seme in cui ha meno carte, ma di cui non sia "
        "completamente vuoto [V4] […] [V4] non è precisato che non si può chiamare un Re di un "
        "seme di cui il giocatore sia addirittura privo di carte; si considera cioè che avere "
        "zero carte di un seme lo faccia valere come seme più corto.",
        topic="partners",
        plain=(
            "Se hai uno o due Re, tra i Re che ti mancano devi chiamare quello del seme in cui "
            "hai meno carte, ma non di un seme in cui non hai nessuna carta. Nella variante di "
            "Dossena invece un seme in cui non hai carte conta come il più corto.",
            "If you hold one or two Kings, among the Kings you lack you must call the one of the "
            "suit where you hold the fewest cards, but not of a suit you have no cards in. In "
            "Dossena's variant, a suit you have no cards in counts as the shortest.",
        ),
    ),
    _rule(
        "TAR-CALL-c",
        ("Chiamata c) semi di pari lunghezza", "Call c) suits of equal length"),
        (
            "Se due semi hanno lo stesso numero di carte, si chiama il Re del seme in cui si ha "
            "la figura più alta (Regina, poi Cavallo, poi Donna).",
            "If two suits are equally long, call the King of the suit where you hold the higher "
            "court card (Queen, then Knight, then Donna).",
        ),
        "Tie in length → the King of the suit where he holds the higher court card "
        "(Regina > Cavallo > Donna).",
        "se non ha nessun Re in 2 semi di cui ha lo stesso numero di carte deve chiamare il Re "
        "del seme in cui ha la figura più alta",
        topic="partners",
        plain=(
            "Se due semi di cui ti manca il Re hanno lo stesso numero di carte, chiami il Re del "
            "seme in cui hai la figura più alta: la Regina vale più del Cavallo, il Cavallo più "
            "della Donna.",
            "If two suits whose King you lack have the same number of cards, call the King of the "
            "suit where you hold the higher court card: the Queen ranks above the Knight, the "
            "Knight above the Donna.",
        ),
    ),
    _rule(
        "TAR-CALL-d",
        ("Chiamata d) la preferenza per Oro", "Call d) Coins preferred"),
        (
            "Se i semi restano alla pari e uno dei due è Oro, si chiama il Re di Oro.",
            "If the suits are still tied and one of them is Coins, call the King of Coins.",
        ),
        "Still tied and one suit is Oro → Re di Oro [V5: no Oro rule].",
        "se anche così due semi si equivalgono e uno di essi è Oro, deve chiamare quello d'Oro "
        "[V5] […] [V5] non è presente questa sotto-regola sulla scelta dell'Oro",
        topic="partners",
        plain=(
            "Se anche così i due semi restano alla pari e uno dei due è Oro, chiami il Re di Oro. "
            "Nella variante di Dossena questa preferenza per Oro non c'è.",
            "If the two suits are still level and one of them is Coins, call the King of Coins. "
            "Dossena's variant has no such preference for Coins.",
        ),
    ),
    _rule(
        "TAR-CALL-e",
        ("Chiamata e) quattro Re: si chiama una Regina", "Call e) four Kings: call a Queen"),
        (
            "Chi ha tutti e 4 i Re chiama una Regina con le stesse regole, escludendo i semi "
            "in cui ha solo il Re «nudo»; con 3 Regine chiama la quarta.",
            "A caller with all 4 Kings calls a Queen by the same rules, leaving out suits where "
            "he holds only the bare King; with 3 Queens he calls the fourth.",
        ),
        "Holds all 4 Kings → call a Queen by the same rules; if several Queens are missing, "
        "the Queen of the shortest suit excluding suits where he holds only the bare King "
        "[V6: no such exclusion]; with 3 Queens held → the 4th (by analogy with a).",
        "se ha tutti e 4 i Re deve chiamare una Regina con le stesse regole. In maniera "
        "equivalente, nel caso gli manchino più Regine deve chiamare quella del seme più corto "
        'esclusi quelli di cui abbia solo il Re "nudo". [V6] […] [V6] non presente nemmeno '
        "questa estensione della variante V3",
        topic="partners",
        plain=(
            "Se hai tutti e quattro i Re, chiami una Regina, con le stesse regole dei Re. Se ti "
            "mancano più Regine chiami quella del seme più corto, senza contare i semi in cui hai "
            "soltanto il Re «nudo»; se hai tre Regine chiami la quarta. Nella variante di Dossena "
            "i semi con il Re nudo non si escludono.",
            "If you hold all four Kings, call a Queen, by the same rules as for Kings. If you "
            "lack several Queens, call the one of the shortest suit, leaving out suits where you "
            "hold only the bare King; with three Queens, call the fourth. In Dossena's variant "
            "suits with a bare King are not left out.",
        ),
    ),
    _rule(
        "TAR-CALL-f",
        ("Chiamata f) Regina nello scarto del mazziere", "Call f) Queen in the dealer's discard"),
        (
            "Se la Regina chiamata è nel monte scartato dal mazziere, il mazziere deve dirlo e "
            "diventa compagno palese del dichiarante.",
            "If the called Queen is in the monte the dealer discarded, the dealer must say so "
            "and becomes the declarer's open partner.",
        ),
        "If the called Queen is in the dealer's discard (the monte), the dealer must say so and "
        "becomes the open partner [V7: not stated by Dossena, 'implicit'].",
        'Come caso "particolarissimo", se il dichiarante dovesse chiamare una Regina che il '
        "mazziere aveva messo nello scarto, il mazziere dovrà dichiararlo e diventare il "
        "compagno, stavolta palese, del dichiarante. [V7] […] [V7] anche questa precisazione, "
        "forse vista la rarità del caso, non è riportata ma si può considerare implicita.",
        topic="partners",
        plain=(
            "Se la Regina chiamata è tra le carte che il mazziere ha scartato nel monte, il "
            "mazziere deve dirlo e diventa il compagno del dichiarante, stavolta palese. Dossena "
            "non lo scrive, ma lo si considera sottinteso.",
            "If the called Queen is among the cards the dealer discarded to the monte, the dealer "
            "must say so and becomes the declarer's partner, an open one this time. Dossena "
            "doesn't write this down, but it is taken as understood.",
        ),
    ),
    _rule(
        "TAR-LEAD",
        ("Prima presa e segnali", "Opening lead and signals"),
        (
            "Apre sempre il giocatore alla destra del dichiarante. Chi ha il Re chiamato, alla "
            "sua prima apertura, deve giocare una carta di quel seme. Giove e Palla si possono "
            "segnalare picchiando sul tavolo.",
            "The player to the declarer's right always leads first. The holder of the called "
            "King must lead that suit at his first lead. Giove and Palla may be signalled by "
            "knocking on the table.",
        ),
        "D&M: the player to the right of the declarer (soloist or venti) always leads first "
        "[V8: the soloist leads himself; with pairs the player to the right of the '20']. The "
        "holder of a called King must, at his first lead, lead a card of the called suit (not "
        "necessarily the King) [V9: no such rule]. Signals (not scored): with Giove (20) or "
        "Palla (19) a player may knock on the table when leading; both together allowed "
        "[V10: only separately, in two different tricks].",
        "In funzione della conclusione della fase di dichiarazione, apre la prima presa in ogni "
        'caso il giocatore alla destra del dichiarante, sia solista che chiamante con "20". '
        "[V8] […] L'unica regola aggiuntiva vale per il giocatore chiamato con un Re, che alla "
        "sua prima apertura di presa è obbligato a tirare una carta del seme del Re chiamato, "
        "anche se non necessariamente la carta chiamata stessa. [V9] […] Chi ha 20 (Giove) o 19 "
        "(Palla), può, se vuole, segnalarlo al compagno o ai compagni, picchiando con il pugno "
        "sul tavolo; questo segnale può essere fatto però solo quando il giocatore è primo di "
        "mano, e va fatto giocando la carta di quella mano. […] Se un giocatore ha sia Giove "
        "che Palla, può segnalarli anche insieme, [V10] […] [V8] - se c’è un “solista” è lui ad "
        "aver diritto di cominciare - se si gioca a coppie, esplicite o ignote comincia comunque "
        "il giocatore alla destra di chi ha detto “20”. [V9] non riportata questa regola [V10] "
        "può segnalarli solo separatamente, uno per volta (sia specificando a voce o meno), in "
        "due diverse mani, e sempre quando è primo di mano",
        topic="play",
        plain=(
            "La prima presa la apre sempre chi siede alla destra del dichiarante, che sia chi "
            "gioca solo o chi ha detto venti. Chi ha il Re chiamato, la prima volta che apre una "
            "presa, deve giocare una carta di quel seme, non per forza il Re. Chi ha Giove (20) o "
            "Palla (19) può segnalarlo ai compagni picchiando il pugno sul tavolo, ma solo quando "
            "apre la presa e mentre gioca la carta; chi li ha tutti e due può segnalarli insieme. "
            "I segnali non danno punti. Nelle varianti di Dossena: con un solista apre il "
            "solista, a coppie apre chi siede alla destra di chi ha detto venti; chi ha il Re "
            "chiamato non ha l'obbligo del seme; Giove e Palla si segnalano solo uno alla volta, "
            "in due prese diverse.",
            "The first trick is always led by whoever sits on the declarer's right, whether the "
            "declarer went solo or said venti. Whoever holds the called King must, the first time "
            "they lead, play a card of that suit, not necessarily the King. Whoever holds Giove "
            "(20) or Palla (19) may signal it to their partners by knocking a fist on the table, "
            "but only when leading and while playing the card; with both, they may signal them "
            "together. Signals score nothing. In Dossena's variants: with a soloist, the soloist "
            "leads; in pairs, whoever sits on the right of the venti player leads; the holder of "
            "the called King has no duty to lead its suit; Giove and Palla are signalled only one "
            "at a time, in two different tricks.",
        ),
    ),
    _rule(
        "TAR-SCORE-SOLO",
        ("Punteggio del solo", "Solo scoring"),
        (
            "Il solista segna 3 × (punti − 55); ognuno dei tre avversari segna (punti loro − "
            "54). Con 55 punti nessuno segna nulla; il solista vince da 56.",
            "The soloist scores 3 × (points − 55); each of the three opponents scores (their "
            "points − 54). At 55 nobody scores; the soloist wins from 56.",
        ),
        "S = card points of a side (monte included where it belongs, +5 last trick); the other "
        "side has 109 − S. Soloist 3 × (S − 55); each of the 3 opponents (S_opp − 54). "
        "Break-even: soloist 55 → everyone 0; he wins from 56. Phase-1 offer transfers (±x) go "
        "to the same personal totals. Game = a pre-agreed number of hands, cumulative personal "
        "scores, stakes paid at the end by score. Every hand is zero-sum.",
        "Si conteggiano le somme dei punti complessivi (come spiegato nella sezione Valore di "
        "punteggio delle carte), ricordandosi di assegnare le carte del monte a chi spettano ed "
        "i 5 punti a chi fa l’ultima presa, e si assegnano quindi: - con il solo (1 contro 3): - "
        "il solo si segna: 3 x [SOMMA PUNTI – 55] -gli avversari segnano, ognuno: [SOMMA PUNTI "
        "– 54] […] Si effettua così un numero prefissato di smazzate, tenendo il conto "
        "cumulativo dei punteggi personali. Alla fine il perdente o i perdenti pagano una posta "
        "prefissata (relativa al punteggio) al vincitore o ai vincitori.",
        topic="score",
        plain=(
            "Con il solo si contano i punti di carte del solista, compresi il monte e i 5 "
            "dell'ultima presa se è sua: gli avversari hanno 109 meno quei punti. Il solista "
            "segna tre volte i suoi punti meno 55; ognuno dei tre avversari segna i punti della "
            "loro parte meno 54. Per esempio, se il solista fa 60 segna 15, e ogni avversario, "
            "con 49, segna meno 5. Con 55 nessuno segna niente: il solista vince da 56 in su. I "
            "punti delle offerte accettate nella prima licitazione vanno negli stessi totali "
            "personali; si gioca un numero di smazzate stabilito prima, alla fine si paga la "
            "posta in base al punteggio, e ogni smazzata fa zero in totale tra i quattro.",
            "In a solo you count the soloist's card points, the monte included and the 5 for the "
            "last trick if the soloist took it: the opponents have 109 minus those points. The "
            "soloist scores three times their points less 55; each of the three opponents scores "
            "their side's points less 54. For example, if the soloist makes 60 they score 15, and "
            "each opponent, with 49, scores minus 5. At 55 nobody scores anything: the soloist "
            "wins from 56 up. Points from offers accepted in the first auction go into the same "
            "personal totals; you play a number of hands agreed beforehand, settle the stakes by "
            "score at the end, and every hand adds up to zero across the four players.",
        ),
    ),
    _rule(
        "TAR-SCORE-PAIRS",
        ("Punteggio a coppie", "Pairs scoring"),
        (
            "A coppie, palesi o nascoste: ognuno della coppia del mazziere segna (punti − 55), "
            "ognuno dell'altra coppia (punti − 54).",
            "In pairs, open or hidden: each member of the dealer's pair scores (points − 55), "
            "each member of the other pair (points − 54).",
        ),
        "Pairs (open or hidden): each member of the pair containing the dealer (S − 55); each "
        "member of the other pair (S − 54), where S is the pair's card points and the other "
        "side has 109 − S. Phase-1 offer transfers (±x) go to the same personal totals. Game = "
        "a pre-agreed number of hands, cumulative personal scores. Every hand is zero-sum.",
        "- a coppie: - coppia con mazziere segna ognuno: [SOMMA PUNTI – 55] - altra coppia "
        "segna, ognuno: [SOMMA PUNTI – 54] Si effettua così un numero prefissato di smazzate, "
        "tenendo il conto cumulativo dei punteggi personali.",
        topic="score",
        plain=(
            "A coppie, palesi o nascoste, si contano i punti di carte di una coppia: l'altra ha "
            "109 meno quei punti. Ognuno della coppia del mazziere segna i punti della sua coppia "
            "meno 55; ognuno dell'altra coppia i punti della sua coppia meno 54. Per esempio, se "
            "la coppia del mazziere fa 50, i suoi due segnano meno 5 a testa, e gli altri due, "
            "che hanno 59, segnano 5 a testa. I punti delle offerte accettate nella prima "
            "licitazione vanno negli stessi totali personali; si gioca un numero di smazzate "
            "stabilito prima, e ogni smazzata fa zero in totale.",
            "In pairs, open or hidden, you count one pair's card points: the other pair has 109 "
            "minus those. Each member of the dealer's pair scores their pair's points less 55; "
            "each member of the other pair their pair's points less 54. For example, if the "
            "dealer's pair makes 50, both score minus 5, and the other two, who have 59, score 5 "
            "each. Points from offers accepted in the first auction go into the same personal "
            "totals; you play a number of hands agreed beforehand, and every hand adds up to "
            "zero.",
        ),
    ),
    _rule(
        "TAR-V1",
        (
            "Variante 1: il mazziere non guarda l'ultima carta",
            "Variant 1: no look at the bottom card",
        ),
        (
            "Con la variante il mazziere non può guardare l'ultima carta in fondo al mazzo.",
            "With the variant the dealer may not look at the bottom card of the pack.",
        ),
        "V1 (Dossena): the dealer may NOT look at the bottom card of the pack. No effect on "
        "the score.",
        "Il mazziere può guardare l'ultima carta in fondo al mazzo. [V1] […] [V1] non può "
        "guardarla",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod il mazziere può guardare l'ultima carta in fondo "
            "al mazzo; con questa variante di Dossena non può. Il punteggio non cambia.",
            "In Dummett and McLeod's version the dealer may look at the bottom card of the pack; "
            "with this variant of Dossena's, not. The scoring does not change.",
        ),
    ),
    _rule(
        "TAR-V2",
        ("Variante 2: ridistribuisce lo stesso mazziere", "Variant 2: the same dealer deals again"),
        (
            "Con la variante, dopo ogni smazzata mandata a monte ridistribuisce lo stesso "
            "mazziere.",
            "With the variant, after every abandoned hand the same dealer deals again.",
        ),
        "V2 (Dossena): after any abandoned hand (all vado; an offer nobody takes; a settled "
        "offer; all zero) the same dealer redeals. Dealer rotation only.",
        "la smazzata termina e si procede ad una nuova prima distribuzione con il prossimo "
        "mazziere [V2] […] si procede ad una nuova smazzata con il mazziere seguente. [V2] […] "
        "[V2] con lo stesso mazziere",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod, quando una smazzata va a monte (tutti dicono "
            "vado, un'offerta resta senza piglio, un'offerta viene pigliata, o tutti dicono zero) "
            "il mazzo passa al mazziere successivo; con questa variante di Dossena ridistribuisce "
            "lo stesso mazziere. Cambia solo chi fa le carte.",
            "In Dummett and McLeod's version, when a hand is abandoned (everyone says vado, an "
            "offer is left untaken, an offer is taken, or everyone says zero) the deal passes to "
            "the next dealer; with this variant of Dossena's the same dealer deals again. Only "
            "who deals changes.",
        ),
    ),
    _rule(
        "TAR-V3",
        ("Variante 3: il mazziere non va solo", "Variant 3: the dealer cannot go solo"),
        (
            "Con la variante possono dire «solo» soltanto i primi tre a parlare, non il "
            "mazziere, e il monte non si mostra mai.",
            "With the variant only the first three to speak may say 'solo', not the dealer, and "
            "the monte is never shown.",
        ),
        "V3 (Dossena): only the first three speakers may say solo; the dealer cannot (if all "
        "pass he still takes the monte unseen and discards); the soloist never shows the "
        "monte. A dealer's solo is refused.",
        "Parleranno quindi nell’ordine tutti i giocatori. [V3] […] [V3] solo i primi tre "
        'giocatori a parlare possono andare "solo": il mazziere non ha questa possibilità, ma '
        "se tutti passano deve comunque prendere il monte senza mostrarlo agli altri e fare lo "
        "scarto. Anche l'eventuale solista prende il monte senza mostrarlo.",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod parlano per il solo tutti e quattro, il mazziere "
            "per ultimo, e il solista mostra il monte (tranne quando è il mazziere). Con questa "
            "variante di Dossena possono dire «solo» soltanto i primi tre: il mazziere no, ma se "
            "tutti passano prende comunque il monte senza mostrarlo e fa lo scarto. Anche il "
            "solista prende il monte senza mostrarlo.",
            "In Dummett and McLeod's version all four speak for the solo, the dealer last, and "
            "the soloist shows the monte (unless the soloist is the dealer). With this variant of "
            "Dossena's only the first three may say «solo»: not the dealer, who still takes the "
            "monte without showing it and discards if everyone passes. The soloist, too, takes "
            "the monte without showing it.",
        ),
    ),
    _rule(
        "TAR-V4",
        ("Variante 4: il seme vuoto è il più corto", "Variant 4: a void suit is the shortest"),
        (
            "Con la variante, nella chiamata del Re un seme in cui non si hanno carte conta "
            "come il più corto.",
            "With the variant, in the King call a suit with no cards counts as the shortest.",
        ),
        "V4 (Dossena): for the King call a void suit counts as the shortest (D&M: never a "
        "void suit). Changes which King is called.",
        "se ha 1 o 2 Re deve chiamare il Re del seme in cui ha meno carte, ma di cui non sia "
        "completamente vuoto [V4] […] [V4] non è precisato che non si può chiamare un Re di un "
        "seme di cui il giocatore sia addirittura privo di carte; si considera cioè che avere "
        "zero carte di un seme lo faccia valere come seme più corto.",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod non si chiama mai il Re di un seme in cui non si "
            "ha nessuna carta. Con questa variante di Dossena un seme in cui non hai carte conta "
            "come il più corto, quindi se ti manca il suo Re è quello che chiami.",
            "In Dummett and McLeod's version you never call the King of a suit you hold no card "
            "of. With this variant of Dossena's a suit you have no cards in counts as the "
            "shortest, so if you lack its King that is the one you call.",
        ),
    ),
    _rule(
        "TAR-V5",
        ("Variante 5: nessuna preferenza per Oro", "Variant 5: no preference for Coins"),
        (
            "Con la variante, a parità nella chiamata non si preferisce il Re di Oro.",
            "With the variant, a tie in the call does not go to the King of Coins.",
        ),
        "V5 (Dossena): no 'call Oro' tie-break; a tie may stay open (then the table's reading "
        "of unbroken ties applies).",
        "se anche così due semi si equivalgono e uno di essi è Oro, deve chiamare quello d'Oro "
        "[V5] […] [V5] non è presente questa sotto-regola sulla scelta dell'Oro",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod, se due semi restano alla pari e uno è Oro, si "
            "chiama il Re di Oro. Con questa variante di Dossena questa preferenza non c'è: la "
            "parità resta, e la risolve la scelta del tavolo per le parità.",
            "In Dummett and McLeod's version, if two suits stay level and one is Coins, you call "
            "the King of Coins. With this variant of Dossena's there is no such preference: the "
            "tie stands, and the table's choice for ties settles it.",
        ),
    ),
    _rule(
        "TAR-V6",
        ("Variante 6: i semi col Re nudo contano", "Variant 6: bare-King suits count"),
        (
            "Con la variante, chi chiama una Regina non esclude i semi in cui ha solo il Re.",
            "With the variant, a caller of a Queen does not leave out suits where he holds only "
            "the King.",
        ),
        "V6 (Dossena): no 'exclude bare-King suits' restriction for Queen calls. Changes which "
        "Queen is called.",
        "In maniera equivalente, nel caso gli manchino più Regine deve chiamare quella del seme "
        'più corto esclusi quelli di cui abbia solo il Re "nudo". [V6] […] [V6] non presente '
        "nemmeno questa estensione della variante V3",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod chi ha i quattro Re e chiama una Regina non "
            "considera i semi in cui ha soltanto il Re «nudo». Con questa variante di Dossena "
            "anche quei semi contano, e spesso sono proprio i più corti.",
            "In Dummett and McLeod's version a caller with all four Kings who calls a Queen "
            "leaves out the suits where the King is bare. With this variant of Dossena's those "
            "suits count too, and they are often the shortest.",
        ),
    ),
    _rule(
        "TAR-V7",
        ("Variante 7: la Regina nel monte", "Variant 7: the Queen in the monte"),
        (
            "Dossena non scrive il caso della Regina chiamata nello scarto del mazziere, ma si "
            "considera sottinteso: non cambia nulla.",
            "Dossena does not write down the case of a called Queen in the dealer's discard, "
            "but it is taken as implicit: nothing changes.",
        ),
        "V7 (Dossena): the called-Queen-in-monte case is unstated; treated as implicit, so the "
        "behaviour is the same (the dealer declares and is the open partner).",
        'Come caso "particolarissimo", se il dichiarante dovesse chiamare una Regina che il '
        "mazziere aveva messo nello scarto, il mazziere dovrà dichiararlo e diventare il "
        "compagno, stavolta palese, del dichiarante. [V7] […] [V7] anche questa precisazione, "
        "forse vista la rarità del caso, non è riportata ma si può considerare implicita.",
        topic="variants",
        plain=(
            "Dummett e McLeod dicono che se la Regina chiamata è nello scarto del mazziere, il "
            "mazziere lo dichiara e diventa compagno palese. Dossena non lo scrive, ma si può "
            "considerare sottinteso: anche con questa variante il mazziere fa lo stesso.",
            "Dummett and McLeod say that if the called Queen is in the dealer's discard, the "
            "dealer declares it and becomes the open partner. Dossena doesn't write this down, "
            "but it can be taken as understood: with this variant too the dealer does the same.",
        ),
    ),
    _rule(
        "TAR-V8",
        ("Variante 8: chi apre la prima presa", "Variant 8: who leads first"),
        (
            "Con la variante, nel solo apre il solista; a coppie apre chi siede alla destra di "
            "chi ha detto venti.",
            "With the variant, in a solo the soloist leads; in pairs, the player to the right "
            "of the venti declarer.",
        ),
        "V8 (Dossena): the soloist leads first himself; with pairs (open or hidden) the player "
        "to the right of the '20' leads (D&M: the player to the right of the declarer in both "
        "cases).",
        "apre la prima presa in ogni caso il giocatore alla destra del dichiarante, sia "
        'solista che chiamante con "20". [V8] […] [V8] - se c’è un “solista” è lui ad aver '
        "diritto di cominciare - se si gioca a coppie, esplicite o ignote comincia comunque il "
        "giocatore alla destra di chi ha detto “20”.",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod la prima presa la apre sempre chi siede alla "
            "destra del dichiarante, solista o chi ha detto venti. Con questa variante di Dossena "
            "nel solo apre il solista stesso; a coppie, palesi o nascoste, apre comunque chi "
            "siede alla destra di chi ha detto venti.",
            "In Dummett and McLeod's version the first trick is always led by whoever sits on "
            "the declarer's right, soloist or venti player. With this variant of Dossena's, in a "
            "solo the soloist leads; in pairs, open or hidden, whoever sits on the venti "
            "player's right still leads.",
        ),
    ),
    _rule(
        "TAR-V9",
        ("Variante 9: nessun obbligo per il chiamato", "Variant 9: no duty for the called player"),
        (
            "Con la variante chi ha il Re chiamato non è obbligato ad aprire con quel seme.",
            "With the variant the holder of the called King need not lead its suit.",
        ),
        "V9 (Dossena): no duty for the called-King holder to lead the called suit at his first "
        "lead. Play legality only.",
        "L'unica regola aggiuntiva vale per il giocatore chiamato con un Re, che alla sua prima "
        "apertura di presa è obbligato a tirare una carta del seme del Re chiamato, anche se non "
        "necessariamente la carta chiamata stessa. [V9] […] [V9] non riportata questa regola",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod chi ha il Re chiamato, la prima volta che apre "
            "una presa, deve giocare una carta di quel seme. Con questa variante di Dossena "
            "l'obbligo non c'è: apre con la carta che vuole.",
            "In Dummett and McLeod's version the holder of the called King, the first time they "
            "lead, must play a card of its suit. With this variant of Dossena's there is no such "
            "duty: they lead what they like.",
        ),
    ),
    _rule(
        "TAR-V10",
        ("Variante 10: Giove e Palla separati", "Variant 10: Giove and Palla apart"),
        (
            "Con la variante Giove e Palla si segnalano solo uno alla volta, in due prese "
            "diverse. I segnali non danno punti.",
            "With the variant Giove and Palla are signalled only one at a time, in two different "
            "tricks. Signals score nothing.",
        ),
        "V10 (Dossena): Giove and Palla may be signalled only separately, in two different "
        "tricks (D&M: both together allowed). Signals are logged, never scored.",
        "Se un giocatore ha sia Giove che Palla, può segnalarli anche insieme, [V10] (sia "
        "specificando a voce o meno), sempre quando è primo di mano. […] [V10] può segnalarli "
        "solo separatamente, uno per volta (sia specificando a voce o meno), in due diverse "
        "mani, e sempre quando è primo di mano",
        topic="variants",
        plain=(
            "Nella versione di Dummett e McLeod chi ha sia Giove sia Palla può segnalarli "
            "insieme, picchiando sul tavolo quando apre una presa. Con questa variante di Dossena "
            "si segnalano solo uno alla volta, in due prese diverse, sempre aprendo la presa. I "
            "segnali non danno punti.",
            "In Dummett and McLeod's version whoever holds both Giove and Palla may signal them "
            "together, knocking on the table when leading a trick. With this variant of "
            "Dossena's they are signalled one at a time only, in two different tricks, always "
            "when leading. Signals score nothing.",
        ),
    ),
    _rule(
        "TAR-AMB-1",
        ("Ambiguità 1: più offerte e più «piglio»", "Ambiguity 1: several offers and takers"),
        (
            "Ogni «piglio» accetta una sola offerta: le coppie offerta-piglio si regolano, le "
            "offerte non accettate decadono. Un'offerta la prende solo il primo.",
            "Each 'piglio' takes one offer: matched pairs settle, unmatched offers lapse. An "
            "offer is taken by one player only, the first.",
        ),
        "'Se si equivalgono offro e piglio…'. Readings: (a) each piglio names one offer; "
        "matched pairs settle, unmatched offers lapse; (b) only if every offer is matched is "
        "anything settled; (c) one offer taken by two players. Default (a); an offer can be "
        "taken by one player only (the first).",
        "Se si equivalgono offro e piglio e se nessuno dice tengo, vengono aggiudicati gli x "
        "punti in negativo al giocatore che li ha offerti, e altrettanti in positivo a chi "
        "abbia detto piglio",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice «se si equivalgono offro e piglio», ma non spiega cosa succede con più "
            "offerte e più «piglio». Le letture sono tre: ogni «piglio» accetta una sola offerta, "
            "le coppie offerta e piglio si regolano e le offerte rimaste senza piglio decadono; "
            "oppure si regola qualcosa solo se tutte le offerte hanno trovato un piglio; oppure "
            "la stessa offerta la possono prendere in due. Se il tavolo non sceglie diversamente "
            "vale la prima, e ogni offerta la prende uno solo: chi dice piglio per primo.",
            "The text says «if offro and piglio match», but not what happens with several offers "
            "and several «piglio». There are three readings: each «piglio» takes one offer, the "
            "matched offers are settled and offers nobody took lapse; or nothing is settled "
            "unless every offer was taken; or the same offer can be taken by two players. Unless "
            "the table chooses otherwise the first reading applies, and each offer goes to one "
            "player only: whoever says piglio first.",
        ),
    ),
    _rule(
        "TAR-AMB-2",
        ("Ambiguità 2: i Re sono cinquine?", "Ambiguity 2: are Kings cinquine?"),
        (
            "Sì: le cinquine sono tutte le carte da 5 punti, quindi anche i Re contano nel "
            "venti e nel quindici. Il tavolo può contare solo le Arie.",
            "Yes: cinquine are all 5-point cards, so Kings count towards venti and quindici. "
            "The table may count the Arie only.",
        ),
        "The seed says 'decine e cinquine, cioè delle carte con valore di 10 o 5 punti'. The "
        "card-values page defines cinquine as all 5-point cards → Kings count (default). "
        "Alternative (Arie only) offered as an option.",
        "dati solo dalle decine e dalle cinquine, cioè delle carte con valore di punteggio di 10 "
        "o 5 punti",
        ambiguity=True,
        source=_cite(VALUES),
        topic="amb",
        plain=(
            "Per il venti e il quindici si contano «le decine e le cinquine, cioè le carte da 10 "
            "o 5 punti». Ma i quattro Re sono cinquine? La pagina sul valore delle carte chiama "
            "cinquine tutte le carte da 5. Se il tavolo non sceglie diversamente, quindi, i Re "
            "contano. In alternativa il tavolo può contare come cinquine soltanto le Arie da 5: "
            "Palla, Sole, Luna e Stella.",
            "For venti and quindici you count «the decine and the cinquine, that is the 10- and "
            "5-point cards». But are the four Kings cinquine? The page on card values calls every "
            "5-point card a cinquina. Unless the table chooses otherwise, then, Kings count. "
            "Alternatively the table may count only the 5-point Arie as cinquine: Palla, Sole, "
            "Luna and Stella.",
        ),
    ),
    _rule(
        "TAR-AMB-3",
        ("Ambiguità 3: chiamante senza Re", "Ambiguity 3: caller with no King"),
        (
            "Il testo non lo prevede: se non si sceglie altro si applica la regola b (seme più "
            "corto non vuoto, poi c e d); in alternativa chi chiama sceglie liberamente.",
            "Not covered: by default rule b applies (shortest non-void suit, then c and d); "
            "alternatively the caller chooses freely.",
        ),
        "Caller with 0 Kings: not covered. Default: apply rule b (shortest non-void suit, then "
        "c/d); alternative: free choice.",
        "se ha 3 Re deve chiamare il quarto mancante - se ha 1 o 2 Re deve chiamare il Re del "
        "seme in cui ha meno carte, ma di cui non sia completamente vuoto [V4]",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo non dice cosa chiama chi ha detto venti e non ha nessun Re. Se il tavolo "
            "non sceglie diversamente si fa come con uno o due Re: il Re del seme più corto in "
            "cui si ha almeno una carta, poi, a parità, la figura più alta e la preferenza per "
            "Oro. In alternativa chi chiama sceglie liberamente.",
            "The text doesn't say what a venti player with no King calls. Unless the table "
            "chooses otherwise, you do as with one or two Kings: the King of the shortest suit "
            "you hold at least one card of, then, on a tie, the higher court card and the "
            "preference for Coins. Alternatively the caller chooses freely.",
        ),
    ),
    _rule(
        "TAR-AMB-4",
        ("Ambiguità 4: parità non risolta", "Ambiguity 4: unbroken ties"),
        (
            "Se la parità resta (stessa lunghezza, stessa figura o nessuna, niente Oro), il "
            "chiamante sceglie tra i Re in parità.",
            "If the tie remains (same length, same court card or none, no Coins), the caller "
            "chooses among the tied Kings.",
        ),
        "Ties not broken (equal length, equal highest court — or no courts — and no Oro, or V5 "
        "on). Default: the caller's free choice among the tied Kings; the app shows the "
        "candidates.",
        "se non ha nessun Re in 2 semi di cui ha lo stesso numero di carte deve chiamare il Re "
        "del seme in cui ha la figura più alta - se anche così due semi si equivalgono e uno di "
        "essi è Oro, deve chiamare quello d'Oro [V5]",
        ambiguity=True,
        topic="amb",
        plain=(
            "Può succedere che la parità resti anche dopo tutte le regole: semi della stessa "
            "lunghezza, stessa figura più alta (o nessuna figura) e nessuno dei due è Oro, oppure "
            "si gioca senza la preferenza per Oro. Se il tavolo non sceglie diversamente, chi "
            "chiama sceglie liberamente tra i Re in parità; l'app mostra quali sono.",
            "A tie may remain after all the rules: suits of the same length, the same highest "
            "court card (or none) and neither of them Coins, or you play without the preference "
            "for Coins. Unless the table chooses otherwise, the caller picks freely among the "
            "tied Kings; the app shows which they are.",
        ),
    ),
    _rule(
        "TAR-AMB-5",
        ("Ambiguità 5: chi può dire quindici", "Ambiguity 5: who may say quindici"),
        (
            "Possono dire quindici tutti e tre gli altri giocatori, in ordine a partire da chi "
            "segue il dichiarante del venti, anche chi aveva già detto zero.",
            "All three other players may say quindici, in order from the one after the venti "
            "declarer, including those who already said zero.",
        ),
        "'a partire dal giocatore seguente': default — all three other players in order, "
        "starting after the venti declarer (including those who already said zero).",
        "2.2. Appena uno dichiara venti, allora, a partire dal giocatore seguente si procede ad "
        "una nuova dichiarazione di risposta che deve essere adesso quindici",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo dice che il giro del quindici parte «dal giocatore seguente», ma non dice "
            "chi può rispondere. Se il tavolo non sceglie diversamente possono dire quindici "
            "tutti e tre gli altri, in ordine a partire da chi siede dopo chi ha detto venti, "
            "anche chi aveva già detto zero.",
            "The text says the quindici round starts «from the next player», but not who may "
            "answer. Unless the table chooses otherwise, all three other players may say "
            "quindici, in order from the one after the venti player, including those who already "
            "said zero.",
        ),
    ),
    _rule(
        "TAR-AMB-6",
        ("Ambiguità 6: Re chiamato nel monte", "Ambiguity 6: called King in the monte"),
        (
            "Se il Re chiamato è nello scarto del mazziere, il mazziere lo dichiara e diventa "
            "compagno palese, come per la Regina. Il mazziere chiamante non può chiamare carte "
            "che ha scartato.",
            "If the called King is in the dealer's discard, the dealer declares it and becomes "
            "the open partner, as with the Queen. A dealer who calls may not call cards he "
            "discarded.",
        ),
        "Only the Queen case is written. Default: same as V7 — the dealer declares and is the "
        "open partner. If the caller is the dealer himself, the cards he discarded count as "
        "'in his possession': he may not call them.",
        "dovrà quindi chiamare un Re di un certo seme, non in suo possesso […] Come caso "
        '"particolarissimo", se il dichiarante dovesse chiamare una Regina che il mazziere '
        "aveva messo nello scarto, il mazziere dovrà dichiararlo e diventare il compagno, "
        "stavolta palese, del dichiarante. [V7]",
        ambiguity=True,
        topic="amb",
        plain=(
            "Il testo prevede solo il caso della Regina chiamata che è nello scarto del mazziere. "
            "Se il tavolo non sceglie diversamente, per un Re vale lo stesso: il mazziere lo "
            "dichiara e diventa compagno palese. E se a chiamare è proprio il mazziere, le carte "
            "che ha scartato nel monte contano come sue: non può chiamarle.",
            "The text only covers a called Queen lying in the dealer's discard. Unless the table "
            "chooses otherwise, the same goes for a King: the dealer declares it and becomes the "
            "open partner. And if the caller is the dealer, the cards the dealer discarded to the "
            "monte count as the dealer's own: they can't be called.",
        ),
    ),
    _rule(
        "TAR-AMB-7",
        (
            "Ambiguità 7: Fuggitivo; quattro Re e quattro Regine",
            "Ambiguity 7: the Fugitive; four Kings and four Queens",
        ),
        (
            "Il testo non spiega come si gioca il Fuggitivo: i suoi 10 punti vanno alla parte "
            "di chi lo aveva. Con 4 Re e 4 Regine si chiama un Cavallo con le stesse regole.",
            "The text does not say how the Fugitive is played: its 10 points go to its holder's "
            "side. With 4 Kings and 4 Queens a Knight is called by the same rules.",
        ),
        "Fuggitivo mechanics not established (excuse-style exchange for a scartina? may it be "
        "kept in the last trick?): count its 10 with the side of its original holder unless the "
        "table decides otherwise. 4 Kings + 4 Queens: not covered; default: call a Cavallo by "
        "the same rules (unverified).",
        "se ha tutti e 4 i Re deve chiamare una Regina con le stesse regole.",
        ambiguity=True,
        source=_cite(GENERAL, TRIONFI),
        topic="amb",
        plain=(
            "Le fonti non spiegano come si gioca esattamente il Fuggitivo: se si scambia con una "
            "scartina, o se si può tenere fino all'ultima presa. Se il tavolo non sceglie "
            "diversamente, i suoi 10 punti contano per la parte di chi lo aveva all'inizio. Il "
            "testo non dice nemmeno cosa chiama chi ha quattro Re e quattro Regine: se non si "
            "sceglie altro si chiama un Cavallo con le stesse regole, ma è una nostra scelta, non "
            "confermata da nessuna fonte.",
            "The sources don't explain exactly how the Fugitive is played: whether it is "
            "exchanged for a scartina, or whether it may be kept until the last trick. Unless the "
            "table chooses otherwise, its 10 points count for the side of whoever held it at the "
            "start. Nor does the text say what a player with four Kings and four Queens calls: "
            "unless the table chooses otherwise a Knight is called, by the same rules, but that "
            "is our choice, not confirmed by any source.",
        ),
    ),
    _rule(
        "TAR-AMB-8",
        ("Ambiguità 8: ordine della prima licitazione", "Ambiguity 8: first-auction order"),
        (
            "Non c'è un ordine fisso: l'app registra le dichiarazioni nell'ordine in cui "
            "arrivano, una per giocatore; la licitazione finisce quando hanno parlato tutti e "
            "quattro.",
            "There is no fixed order: the app records calls as they come, one per player; the "
            "auction ends when all four have spoken.",
        ),
        "No fixed order; the app records calls in time order, each player once; the auction "
        "ends when all four have spoken.",
        "i giocatori non partecipano alla licitazione in un ordine determinato - all’interno "
        "dell’unica licitazione ogni giocatore può parlare una volta sola. […] Il primo a "
        "parlare viste le carte o dopo una breve riflessione è solitamente il giocatore che "
        "pensa di avere pessimo gioco che dice offro oppure vado:",
        ambiguity=True,
        topic="amb",
        plain=(
            "Nella prima licitazione non c'è un ordine fisso per parlare. Se il tavolo non "
            "sceglie diversamente, l'app registra le dichiarazioni nell'ordine in cui le fate, "
            "una per giocatore, e la licitazione finisce quando hanno parlato tutti e quattro. "
            "In alternativa il tavolo può parlare a turno, a partire dalla destra del mazziere.",
            "In the first auction there is no fixed speaking order. Unless the table chooses "
            "otherwise, the app records the calls in the order you make them, one per player, "
            "and the auction ends when all four have spoken. Alternatively the table may speak "
            "in turn, starting from the dealer's right.",
        ),
    ),
)
